// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// Two cpu-vector configurations (register tiles of 8 and 4 rows) and a
// cpu-openmp kernel in one module, each lowered with its own options and run:
// 9x5 ones times 5x7 twos is 10 everywhere, rows past either tile included.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @tile8(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>) -> tensor<9x7xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 8}>} {
  %0 = matmul %a, %b : tensor<9x5xf32>, tensor<5x7xf32> -> tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}
accel.kernel @tile4(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>) -> tensor<9x7xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16}>} {
  %0 = matmul %a, %b : tensor<9x5xf32>, tensor<5x7xf32> -> tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}
accel.kernel @threads(%a: tensor<9x5xf32>, %b: tensor<5x7xf32>) -> tensor<9x7xf32> attributes {backend = #accel.backend<"cpu-openmp">} {
  %0 = matmul %a, %b : tensor<9x5xf32>, tensor<5x7xf32> -> tensor<9x7xf32>
  return %0 : tensor<9x7xf32>
}

func.func @main() {
  %a = arith.constant dense<1.0> : tensor<9x5xf32>
  %b = arith.constant dense<2.0> : tensor<5x7xf32>
  %x = accel.launch @tile8(%a, %b) : (tensor<9x5xf32>, tensor<5x7xf32>) -> tensor<9x7xf32>
  %y = accel.launch @tile4(%a, %b) : (tensor<9x5xf32>, tensor<5x7xf32>) -> tensor<9x7xf32>
  %z = accel.launch @threads(%a, %b) : (tensor<9x5xf32>, tensor<5x7xf32>) -> tensor<9x7xf32>
  %sum0 = accel.add %x, %y : tensor<9x7xf32>
  %sum = accel.add %sum0, %z : tensor<9x7xf32>
  %r = accel.reduce <sum> %sum dims = [1] : tensor<9x7xf32> -> tensor<9xf32>
  %ru = tensor.cast %r : tensor<9xf32> to tensor<*xf32>
  // 3 kernels x 7 columns x 10 = 210 in each of the 9 rows.
  // CHECK: [210,  210,  210,  210,  210,  210,  210,  210,  210]
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  return
}
