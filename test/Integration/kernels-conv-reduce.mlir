// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// conv2d (NHWC input, HWCF filter) and reductions (sum and max, f32 and i32)
// through every CPU backend; every backend must print the same numbers.
// Inputs follow formulas so that the expected values can be recomputed
// independently: input[0][h][w][c] = (6h + w) mod 7 - c,
// filter[kh][kw][c][f] = (kh + kw + c + f) mod 3 - 1; f32 R[i][j] =
// (7i + 3j) mod 11 - 5; i32 R[i][j] = (5i - 4j) mod 9 - 4 (mod >= 0).

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

accel.kernel @conv(%i: tensor<1x5x6x2xf32>, %f: tensor<3x2x2x3xf32>) -> tensor<1x3x5x3xf32> {
  %o = conv2d %i, %f : tensor<1x5x6x2xf32>, tensor<3x2x2x3xf32> -> tensor<1x3x5x3xf32>
  return %o : tensor<1x3x5x3xf32>
}

accel.kernel @reduce_f32(%x: tensor<3x19xf32>) -> (tensor<3xf32>, tensor<19xf32>) {
  %s = reduce <sum> %x dims = [1] : tensor<3x19xf32> -> tensor<3xf32>
  %m = reduce <max> %x dims = [0] : tensor<3x19xf32> -> tensor<19xf32>
  return %s, %m : tensor<3xf32>, tensor<19xf32>
}

accel.kernel @reduce_i32(%x: tensor<4x5xi32>) -> (tensor<5xi32>, tensor<4xi32>) {
  %s = reduce <sum> %x dims = [0] : tensor<4x5xi32> -> tensor<5xi32>
  %m = reduce <max> %x dims = [1] : tensor<4x5xi32> -> tensor<4xi32>
  return %s, %m : tensor<5xi32>, tensor<4xi32>
}

func.func @main() {
  %i = arith.constant dense<[[[[0.0, -1.0], [1.0, 0.0], [2.0, 1.0], [3.0, 2.0], [4.0, 3.0], [5.0, 4.0]], [[6.0, 5.0], [0.0, -1.0], [1.0, 0.0], [2.0, 1.0], [3.0, 2.0], [4.0, 3.0]], [[5.0, 4.0], [6.0, 5.0], [0.0, -1.0], [1.0, 0.0], [2.0, 1.0], [3.0, 2.0]], [[4.0, 3.0], [5.0, 4.0], [6.0, 5.0], [0.0, -1.0], [1.0, 0.0], [2.0, 1.0]], [[3.0, 2.0], [4.0, 3.0], [5.0, 4.0], [6.0, 5.0], [0.0, -1.0], [1.0, 0.0]]]]> : tensor<1x5x6x2xf32>
  %f = arith.constant dense<[[[[-1.0, 0.0, 1.0], [0.0, 1.0, -1.0]], [[0.0, 1.0, -1.0], [1.0, -1.0, 0.0]]], [[[0.0, 1.0, -1.0], [1.0, -1.0, 0.0]], [[1.0, -1.0, 0.0], [-1.0, 0.0, 1.0]]], [[[1.0, -1.0, 0.0], [-1.0, 0.0, 1.0]], [[-1.0, 0.0, 1.0], [0.0, 1.0, -1.0]]]]> : tensor<3x2x2x3xf32>
  %o = accel.launch @conv(%i, %f) : (tensor<1x5x6x2xf32>, tensor<3x2x2x3xf32>) -> tensor<1x3x5x3xf32>
  %ou = tensor.cast %o : tensor<1x3x5x3xf32> to tensor<*xf32>
  // CHECK: sizes = [1, 3, 5, 3]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, -6, 5]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [-6, 1, 5]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, -6, 5]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [-6, 1, 5]
  // CHECK-NEXT: [1, 1, -2]
  // CHECK-NEXT: [1, -6, 5]
  // CHECK-NEXT: [1, 1, -2]
  call @printMemrefF32(%ou) : (tensor<*xf32>) -> ()

  %r = arith.constant dense<[[-5.0, -2.0, 1.0, 4.0, -4.0, -1.0, 2.0, 5.0, -3.0, 0.0, 3.0, -5.0, -2.0, 1.0, 4.0, -4.0, -1.0, 2.0, 5.0], [2.0, 5.0, -3.0, 0.0, 3.0, -5.0, -2.0, 1.0, 4.0, -4.0, -1.0, 2.0, 5.0, -3.0, 0.0, 3.0, -5.0, -2.0, 1.0], [-2.0, 1.0, 4.0, -4.0, -1.0, 2.0, 5.0, -3.0, 0.0, 3.0, -5.0, -2.0, 1.0, 4.0, -4.0, -1.0, 2.0, 5.0, -3.0]]> : tensor<3x19xf32>
  %rs, %rm = accel.launch @reduce_f32(%r) : (tensor<3x19xf32>) -> (tensor<3xf32>, tensor<19xf32>)
  %rsu = tensor.cast %rs : tensor<3xf32> to tensor<*xf32>
  // CHECK: sizes = [3]
  // CHECK-NEXT: [0, 1, 2]
  call @printMemrefF32(%rsu) : (tensor<*xf32>) -> ()
  %rmu = tensor.cast %rm : tensor<19xf32> to tensor<*xf32>
  // CHECK: sizes = [19]
  // CHECK-NEXT: [2, 5, 4, 4, 3, 2, 5, 5, 4, 3, 3, 2, 5, 4, 4, 3, 2, 5, 5]
  call @printMemrefF32(%rmu) : (tensor<*xf32>) -> ()

  %ir = arith.constant dense<[[-4, 1, -3, 2, -2], [1, -3, 2, -2, 3], [-3, 2, -2, 3, -1], [2, -2, 3, -1, 4]]> : tensor<4x5xi32>
  %irs, %irm = accel.launch @reduce_i32(%ir) : (tensor<4x5xi32>) -> (tensor<5xi32>, tensor<4xi32>)
  %irsu = tensor.cast %irs : tensor<5xi32> to tensor<*xi32>
  // CHECK: sizes = [5]
  // CHECK-NEXT: [-4, -2, 0, 2, 4]
  call @printMemrefI32(%irsu) : (tensor<*xi32>) -> ()
  %irmu = tensor.cast %irm : tensor<4xi32> to tensor<*xi32>
  // CHECK: sizes = [4]
  // CHECK-NEXT: [2, 3, 3, 4]
  call @printMemrefI32(%irmu) : (tensor<*xi32>) -> ()
  return
}
