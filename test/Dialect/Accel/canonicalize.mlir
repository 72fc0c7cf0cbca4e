// RUN: accel-opt %s --split-input-file --canonicalize | FileCheck %s

// An identity transpose is its input.
// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: accel.transpose
// CHECK: return %[[X]]
func.func @transpose_identity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = accel.transpose %x [0, 1] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A transpose of a transpose is one transpose of the original input...
// CHECK-LABEL: func.func @transpose_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// Result dim d is dim inner[outer[d]] of %x: [1, 0, 2].
// CHECK: %[[T:.*]] = accel.transpose %[[X]] [1, 0, 2] : tensor<2x3x4xf32> -> tensor<3x2x4xf32>
// CHECK-NEXT: return %[[T]]
func.func @transpose_transpose(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %0 = accel.transpose %x [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  %1 = accel.transpose %0 [2, 1, 0] : tensor<4x2x3xf32> -> tensor<3x2x4xf32>
  return %1 : tensor<3x2x4xf32>
}

// -----

// ...and disappears when the two cancel.
// CHECK-LABEL: func.func @transpose_inverse
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi32>)
// CHECK-NOT: accel.transpose
// CHECK: return %[[X]]
func.func @transpose_inverse(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = accel.transpose %x [1, 0] : tensor<2x3xi32> -> tensor<3x2xi32>
  %1 = accel.transpose %0 [1, 0] : tensor<3x2xi32> -> tensor<2x3xi32>
  return %1 : tensor<2x3xi32>
}

// -----

// A dynamic input whose identity transpose has a more static result type
// keeps the op: folding would change the type.
// CHECK-LABEL: func.func @transpose_identity_refines_type
// CHECK: accel.transpose %{{.*}} [0, 1] : tensor<?x8xf32> -> tensor<4x8xf32>
func.func @transpose_identity_refines_type(%x: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %0 = accel.transpose %x [0, 1] : tensor<?x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A broadcast to the input's own type is the input.
// CHECK-LABEL: func.func @broadcast_same_type
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @broadcast_same_type(%x: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %b = accel.broadcast %x : tensor<3x4xf32> -> tensor<3x4xf32>
  return %b : tensor<3x4xf32>
}
