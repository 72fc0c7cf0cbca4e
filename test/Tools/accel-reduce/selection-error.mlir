// RUN: accel-reduce %s --reduction-tree='traversal-mode=0 test=%S/Inputs/unknown-backend.sh test-arg=accel-opt' -o %t 2> /dev/null
// RUN: FileCheck %s --input-file=%t
// RUN: not accel-opt %t --accel-validate-only 2>&1 | FileCheck %s --check-prefix=STILL

// accel-reduce shrinks a module of several kernels to the one that triggers
// the selection error the interestingness script looks for.

// CHECK-NOT: @first
// CHECK-NOT: @second
// CHECK: accel.kernel @typo
// CHECK-NOT: @third
// STILL: error: unknown backend 'cpu-vectr'; did you mean 'cpu-vector'?

accel.kernel @first(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

accel.kernel @second(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = matmul %a, %b : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

accel.kernel @typo(%a: tensor<4xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"cpu-vectr">} {
  %0 = relu %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

accel.kernel @third(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = exp %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
