// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// broadcast, pad, pool and softmax (the ops accel.onnx imports models with)
// through every CPU backend, and on vulkan (vulkan/suite.mlir); every
// backend must print the same numbers, worked out by hand below.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @broadcast_add(%x: tensor<2x3x2xf32>, %b: tensor<3x1xf32>) -> tensor<2x3x2xf32> {
  %bb = broadcast %b : tensor<3x1xf32> -> tensor<2x3x2xf32>
  %s = add %x, %bb : tensor<2x3x2xf32>
  return %s : tensor<2x3x2xf32>
}

accel.kernel @pad_pool(%x: tensor<2x3xf32>) -> (tensor<3x5xf32>, tensor<2x2xf32>) {
  %p = pad %x low = [1, 0] high = [0, 2] value = 9.0 : f32 : tensor<2x3xf32> -> tensor<3x5xf32>
  %m = pool <max> %p window = [2, 2] strides = [1, 2] : tensor<3x5xf32> -> tensor<2x2xf32>
  return %p, %m : tensor<3x5xf32>, tensor<2x2xf32>
}

accel.kernel @dilated_sum(%x: tensor<4x5xf32>) -> tensor<2x3xf32> {
  %s = pool <sum> %x window = [2, 2] dilations = [2, 2] : tensor<4x5xf32> -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

accel.kernel @softmaxes(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %s = softmax %x dim = 1 : tensor<2x4xf32>
  %l = log_softmax %x dim = 0 : tensor<2x4xf32>
  return %s, %l : tensor<2x4xf32>, tensor<2x4xf32>
}

func.func @main() {
  // x[i][j][k] = 6i + 2j + k; b = [10, 20, 30].
  %x = arith.constant dense<[[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]], [[6.0, 7.0], [8.0, 9.0], [10.0, 11.0]]]> : tensor<2x3x2xf32>
  %b = arith.constant dense<[[10.0], [20.0], [30.0]]> : tensor<3x1xf32>
  %s = accel.launch @broadcast_add(%x, %b) : (tensor<2x3x2xf32>, tensor<3x1xf32>) -> tensor<2x3x2xf32>
  %su = tensor.cast %s : tensor<2x3x2xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3, 2]
  // CHECK-NEXT: {{\[}}[10, 11],
  // CHECK-NEXT: [22, 23],
  // CHECK-NEXT: [34, 35]],
  // CHECK-NEXT: {{\[}}[16, 17],
  // CHECK-NEXT: [28, 29],
  // CHECK-NEXT: [40, 41]]]
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()

  // The padded rows: 9 9 9 9 9 / 1 -2 3 9 9 / -4 5 -6 9 9; max over 2x2
  // windows at columns 0 and 2, rows 0 and 1.
  %y = arith.constant dense<[[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]> : tensor<2x3xf32>
  %p, %m = accel.launch @pad_pool(%y) : (tensor<2x3xf32>) -> (tensor<3x5xf32>, tensor<2x2xf32>)
  %pu = tensor.cast %p : tensor<3x5xf32> to tensor<*xf32>
  // CHECK: sizes = [3, 5]
  // CHECK-NEXT: {{\[}}[9, 9, 9, 9, 9],
  // CHECK-NEXT: [1, -2, 3, 9, 9],
  // CHECK-NEXT: [-4, 5, -6, 9, 9]]
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  %mu = tensor.cast %m : tensor<2x2xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 2]
  // CHECK-NEXT: {{\[}}[9, 9],
  // CHECK-NEXT: [5, 9]]
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()

  // z[i][j] = 5i + j; each sum takes z at (i, j), (i, j+2), (i+2, j),
  // (i+2, j+2): 4 * (5i + j) + 24.
  %z = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0, 9.0], [10.0, 11.0, 12.0, 13.0, 14.0], [15.0, 16.0, 17.0, 18.0, 19.0]]> : tensor<4x5xf32>
  %d = accel.launch @dilated_sum(%z) : (tensor<4x5xf32>) -> tensor<2x3xf32>
  %du = tensor.cast %d : tensor<2x3xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[}}[24, 28, 32],
  // CHECK-NEXT: [44, 48, 52]]
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()

  // Along the rows, softmax: e^(x - 2) / sum, with sums 2 + e^-2 + e^-9.5
  // and 2 + e^-0.9013877 + e^-9.5 (the last digit left to the backend's
  // exp); down the columns, log_softmax of (a, a) is log(1/2) and of
  // (0, ln 3) is (log 1/4, log 3/4).
  %w = arith.constant dense<[[2.0, 2.0, 0.0, -7.5], [2.0, 2.0, 1.0986123, -7.5]]> : tensor<2x4xf32>
  %sm, %ls = accel.launch @softmaxes(%w) : (tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>)
  %smu = tensor.cast %sm : tensor<2x4xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 4]
  // CHECK-NEXT: {{\[}}[0.46829{{[0-9]}}, 0.46829{{[0-9]}}, 0.063376{{[0-9]}}, 3.505{{[0-9]+}}e-05],
  // CHECK-NEXT: [0.41561{{[0-9]}}, 0.41561{{[0-9]}}, 0.16874{{[0-9]}}, 3.11{{[0-9]+}}e-05]]
  call @printMemrefF32(%smu) : (tensor<*xf32>) -> ()
  %lsu = tensor.cast %ls : tensor<2x4xf32> to tensor<*xf32>
  // CHECK: sizes = [2, 4]
  // CHECK-NEXT: {{\[}}[-0.693147, -0.693147, -1.38629, -0.693147],
  // CHECK-NEXT: [-0.693147, -0.693147, -0.287682, -0.693147]]
  call @printMemrefF32(%lsu) : (tensor<*xf32>) -> ()
  return
}
