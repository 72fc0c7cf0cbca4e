// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// One module, one accel-lower run, three kernels on three backends (by their
// backend attributes): each is lowered along its own path, the host code once,
// and the results chain through all three.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @square(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %y = mul %x, %x : tensor<5xf32>
  return %y : tensor<5xf32>
}

accel.kernel @plus_self(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-openmp">} {
  %y = add %x, %x : tensor<5xf32>
  return %y : tensor<5xf32>
}

accel.kernel @outer(%x: tensor<5x1xf32>, %y: tensor<1x5xf32>) -> tensor<5x5xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %z = matmul %x, %y : tensor<5x1xf32>, tensor<1x5xf32> -> tensor<5x5xf32>
  return %z : tensor<5x5xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, 0.5, -1.0]> : tensor<5xf32>
  // square: [1, 4, 9, 0.25, 1]; plus_self: [2, 8, 18, 0.5, 2]
  %s = accel.launch @square(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %d = accel.launch @plus_self(%s) : (tensor<5xf32>) -> tensor<5xf32>
  %col = tensor.expand_shape %d [[0, 1]] output_shape [5, 1] : tensor<5xf32> into tensor<5x1xf32>
  %row = tensor.expand_shape %x [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
  %o = accel.launch @outer(%col, %row) : (tensor<5x1xf32>, tensor<1x5xf32>) -> tensor<5x5xf32>
  %ou = tensor.cast %o : tensor<5x5xf32> to tensor<*xf32>
  // CHECK: sizes = [5, 5]
  // CHECK-NEXT: [2, -4, 6, 1, -2]
  // CHECK-NEXT: [8, -16, 24, 4, -8]
  // CHECK-NEXT: [18, -36, 54, 9, -18]
  // CHECK-NEXT: [0.5, -1, 1.5, 0.25, -0.5]
  // CHECK-NEXT: [2, -4, 6, 1, -2]
  call @printMemrefF32(%ou) : (tensor<*xf32>) -> ()
  return
}
