// The module examples/embed compiles and runs: a kernel (matmul, then relu)
// and a host function that launches it on constant inputs and sums the
// result. A[i][k] = (3i + k) mod 7 - 3, B[k][j] = ((2k + j) mod 5 - 2) / 2.
module {
  accel.kernel @layer(%a: tensor<6x10xf32>, %b: tensor<10x5xf32>) -> tensor<6x5xf32> {
    %c = matmul %a, %b : tensor<6x10xf32>, tensor<10x5xf32> -> tensor<6x5xf32>
    %r = relu %c : tensor<6x5xf32>
    return %r : tensor<6x5xf32>
  }

  func.func @checksum() -> f32 attributes {llvm.emit_c_interface} {
    %a = arith.constant dense<[[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0]]> : tensor<6x10xf32>
    %b = arith.constant dense<[[-1.0, -0.5, 0.0, 0.5, 1.0], [0.0, 0.5, 1.0, -1.0, -0.5], [1.0, -1.0, -0.5, 0.0, 0.5], [-0.5, 0.0, 0.5, 1.0, -1.0], [0.5, 1.0, -1.0, -0.5, 0.0], [-1.0, -0.5, 0.0, 0.5, 1.0], [0.0, 0.5, 1.0, -1.0, -0.5], [1.0, -1.0, -0.5, 0.0, 0.5], [-0.5, 0.0, 0.5, 1.0, -1.0], [0.5, 1.0, -1.0, -0.5, 0.0]]> : tensor<10x5xf32>
    %r = accel.launch @layer(%a, %b) : (tensor<6x10xf32>, tensor<10x5xf32>) -> tensor<6x5xf32>
    %s = accel.reduce <sum> %r dims = [0, 1] : tensor<6x5xf32> -> tensor<f32>
    %v = tensor.extract %s[] : tensor<f32>
    return %v : f32
  }
}
