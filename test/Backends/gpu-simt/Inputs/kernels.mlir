// The kernel set the GPU validators compile: matmul, conv2d, a reduction, an
// elementwise chain, a transpose, an integer chain and dynamic shapes. No
// target: the RUN lines choose one.

accel.kernel @matmul(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>) -> tensor<64x48xf32> {
  %c = matmul %a, %b : tensor<64x32xf32>, tensor<32x48xf32> -> tensor<64x48xf32>
  return %c : tensor<64x48xf32>
}

accel.kernel @conv(%i: tensor<1x18x18x4xf32>, %f: tensor<3x3x4x8xf32>) -> tensor<1x16x16x8xf32> {
  %o = conv2d %i, %f : tensor<1x18x18x4xf32>, tensor<3x3x4x8xf32> -> tensor<1x16x16x8xf32>
  return %o : tensor<1x16x16x8xf32>
}

accel.kernel @reduce(%x: tensor<128x64xf32>) -> tensor<128xf32> {
  %s = reduce <sum> %x dims = [1] : tensor<128x64xf32> -> tensor<128xf32>
  return %s : tensor<128xf32>
}

accel.kernel @chain(%x: tensor<1024xf32>, %y: tensor<1024xf32>) -> tensor<1024xf32> {
  %m = mul %x, %y : tensor<1024xf32>
  %a = add %m, %x : tensor<1024xf32>
  %r = relu %a : tensor<1024xf32>
  %n = max %r, %y : tensor<1024xf32>
  return %n : tensor<1024xf32>
}

accel.kernel @transpose(%t: tensor<64x32xf32>) -> tensor<32x64xf32> {
  %r = transpose %t [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}

accel.kernel @int_chain(%a: tensor<37xi32>, %b: tensor<37xi32>) -> tensor<37xi32> {
  %q = div %a, %b : tensor<37xi32>
  %r = relu %q : tensor<37xi32>
  return %r : tensor<37xi32>
}

accel.kernel @dynamic(%x: tensor<?x?xf32>, %y: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %s = add %x, %y : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
