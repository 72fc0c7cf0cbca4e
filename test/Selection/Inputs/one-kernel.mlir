// One kernel with no target of its own, for RUN lines that give the target
// on the command line or in the environment.
accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = add %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
