// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=IR
// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// Functions and kernels that return a buffer they do not own (an argument, a
// constant) return a copy: ownership-based deallocation clones it, and the
// clone must become an allocation and a copy, not survive lowering.

// IR-NOT: bufferization.clone
// IR-NOT: unrealized_conversion_cast

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @pass_through(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}

func.func @identity(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}

func.func @constant() -> tensor<3xf32> {
  %c = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  return %c : tensor<3xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %k = accel.launch @pass_through(%x) : (tensor<3xf32>) -> tensor<3xf32>
  %i = call @identity(%k) : (tensor<3xf32>) -> tensor<3xf32>
  %c = call @constant() : () -> tensor<3xf32>
  %iu = tensor.cast %i : tensor<3xf32> to tensor<*xf32>
  %cu = tensor.cast %c : tensor<3xf32> to tensor<*xf32>
  // CHECK: [1,  2,  3]
  call @printMemrefF32(%iu) : (tensor<*xf32>) -> ()
  // CHECK: [7,  8,  9]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
