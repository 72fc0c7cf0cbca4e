// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// conv2d (NHWC x HWCF) with stride 1 and 2 and a dilation, executed and
// checked against values computed by hand.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  // A 4x4 image holding 1..16 row by row, one channel.
  %img = arith.constant dense<[[[[1.0], [2.0], [3.0], [4.0]],
                                [[5.0], [6.0], [7.0], [8.0]],
                                [[9.0], [10.0], [11.0], [12.0]],
                                [[13.0], [14.0], [15.0], [16.0]]]]> : tensor<1x4x4x1xf32>
  // Two 2x2 filters: f0 sums the window, f1 = top-left - bottom-right, which
  // is -5 for every window of this image.
  %flt = arith.constant dense<[[[[1.0, 1.0]], [[1.0, 0.0]]],
                               [[[1.0, 0.0]], [[1.0, -1.0]]]]> : tensor<2x2x1x2xf32>
  %out = accel.conv2d %img, %flt : tensor<1x4x4x1xf32>, tensor<2x2x1x2xf32> -> tensor<1x3x3x2xf32>
  %outu = tensor.cast %out : tensor<1x3x3x2xf32> to tensor<*xf32>
  // CHECK: rank = 4 offset = 0 sizes = [1, 3, 3, 2]
  // CHECK-NEXT: [14, -5]
  // CHECK-NEXT: [18, -5]
  // CHECK-NEXT: [22, -5]
  // CHECK-NEXT: [30, -5]
  // CHECK-NEXT: [34, -5]
  // CHECK-NEXT: [38, -5]
  // CHECK-NEXT: [46, -5]
  // CHECK-NEXT: [50, -5]
  // CHECK-NEXT: [54, -5]
  call @printMemrefF32(%outu) : (tensor<*xf32>) -> ()

  // Stride 2 keeps the windows at (0,0), (0,2), (2,0), (2,2).
  %s2 = accel.conv2d %img, %flt strides = [2, 2] : tensor<1x4x4x1xf32>, tensor<2x2x1x2xf32> -> tensor<1x2x2x2xf32>
  %s2u = tensor.cast %s2 : tensor<1x2x2x2xf32> to tensor<*xf32>
  // CHECK: rank = 4 offset = 0 sizes = [1, 2, 2, 2]
  // CHECK-NEXT: [14, -5]
  // CHECK-NEXT: [22, -5]
  // CHECK-NEXT: [46, -5]
  // CHECK-NEXT: [54, -5]
  call @printMemrefF32(%s2u) : (tensor<*xf32>) -> ()

  // Integers, dilation 2 along the height: the window is rows r and r+2, so
  // the sum filter gives img[r][c] + img[r][c+1] + img[r+2][c] + img[r+2][c+1].
  %iimg = arith.constant dense<[[[[1], [2], [3]],
                                 [[4], [5], [6]],
                                 [[7], [8], [9]]]]> : tensor<1x3x3x1xi32>
  %iflt = arith.constant dense<1> : tensor<2x2x1x1xi32>
  %d = accel.conv2d %iimg, %iflt dilations = [2, 1] : tensor<1x3x3x1xi32>, tensor<2x2x1x1xi32> -> tensor<1x1x2x1xi32>
  %du = tensor.cast %d : tensor<1x1x2x1xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [1, 1, 2, 1]
  // CHECK-NEXT: [18]
  // CHECK-NEXT: [22]
  call @printMemrefI32(%du) : (tensor<*xi32>) -> ()
  return
}
