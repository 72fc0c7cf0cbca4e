// One dense layer with a ReLU, written with accel compute ops:
//   y = relu(x * W + b)
// `scripts/run-example.sh` lowers it to the LLVM dialect with accel-opt.

func.func @dense_relu(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>,
                      %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %xw = accel.matmul %x, %w : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  %z = accel.add %xw, %b : tensor<4x8xf32>
  %y = accel.relu %z : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
