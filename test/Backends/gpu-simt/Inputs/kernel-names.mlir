// Kernels whose names PTX does not take as they are (ptxas.mlir).
accel.kernel @"layer-1"(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = relu %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
accel.kernel @"2.scale"(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = add %a, %a : tensor<8xf32>
  return %0 : tensor<8xf32>
}
