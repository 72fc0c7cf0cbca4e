// One dense layer with a ReLU, written as an accel kernel and launched from
// the host:   y = relu(x * W + b)
// `scripts/run-example.sh` lowers it with `accel-opt --accel-lower` (the
// accelerator and backend come from the selection: cpu and cpu-vector unless
// the command line, the environment or the attributes say otherwise) and runs
// it with mlir-runner. test/Integration/example-mlp.mlir checks the numbers.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @dense_relu(%x: tensor<2x4xf32>, %w: tensor<4x3xf32>,
                         %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %xw = matmul %x, %w : tensor<2x4xf32>, tensor<4x3xf32> -> tensor<2x3xf32>
  %z = add %xw, %b : tensor<2x3xf32>
  %y = relu %z : tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.5, 0.0, 2.0]]> : tensor<2x4xf32>
  %w = arith.constant dense<[[1.0, 0.0, -1.0], [0.0, 1.0, 0.5], [2.0, -1.0, 0.0], [-0.5, 1.0, 1.0]]> : tensor<4x3xf32>
  %b = arith.constant dense<[[0.0, 1.0, -10.0], [0.5, 0.0, 0.0]]> : tensor<2x3xf32>
  // x * W = [[5, 3, 4], [-2, 2.5, 3.25]]; + b = [[5, 4, -6], [-1.5, 2.5, 3.25]]
  %y = accel.launch @dense_relu(%x, %w, %b)
      : (tensor<2x4xf32>, tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %yu = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%yu) : (tensor<*xf32>) -> ()
  return
}
