// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// matmul and batch_matmul on f32 and i32, lowered with accel-to-linalg and the
// upstream bufferize-and-lower passes, executed, and checked against values
// computed by hand.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  // [[1 2 3] [4 5 6]] x [[7 8] [9 10] [11 12]]
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %c = accel.matmul %a, %b : tensor<2x3xf32>, tensor<3x2xf32> -> tensor<2x2xf32>
  %cu = tensor.cast %c : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2]
  // CHECK-NEXT: [58, 64]
  // CHECK-NEXT: [139, 154]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()

  // Integers, a 3x1 by 1x4 outer product with negative values.
  %ia = arith.constant dense<[[1], [-2], [3]]> : tensor<3x1xi32>
  %ib = arith.constant dense<[[5, 6, -7, 8]]> : tensor<1x4xi32>
  %ic = accel.matmul %ia, %ib : tensor<3x1xi32>, tensor<1x4xi32> -> tensor<3x4xi32>
  %icu = tensor.cast %ic : tensor<3x4xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 4]
  // CHECK-NEXT: [5, 6, -7, 8]
  // CHECK-NEXT: [-10, -12, 14, -16]
  // CHECK-NEXT: [15, 18, -21, 24]
  call @printMemrefI32(%icu) : (tensor<*xi32>) -> ()

  // Batch of two: identity times B, then 2 * identity times B.
  %ba = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 0.0], [0.0, 2.0]]]> : tensor<2x2x2xf32>
  %bb = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<2x2x3xf32>
  %bc = accel.batch_matmul %ba, %bb : tensor<2x2x2xf32>, tensor<2x2x3xf32> -> tensor<2x2x3xf32>
  %bcu = tensor.cast %bc : tensor<2x2x3xf32> to tensor<*xf32>
  // CHECK: rank = 3 offset = 0 sizes = [2, 2, 3]
  // CHECK-NEXT: [1, 2, 3]
  // CHECK-NEXT: [4, 5, 6]
  // CHECK-NEXT: [2, 4, 6]
  // CHECK-NEXT: [8, 10, 12]
  call @printMemrefF32(%bcu) : (tensor<*xf32>) -> ()
  return
}
