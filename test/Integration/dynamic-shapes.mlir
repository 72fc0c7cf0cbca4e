// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// The same computations with dynamic sizes: the sizes of the results are read
// from the operands (and, for conv2d, computed from them) at run time.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a0 = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b0 = arith.constant dense<[[7.0, 8.0], [9.0, 10.0], [11.0, 12.0]]> : tensor<3x2xf32>
  %a = tensor.cast %a0 : tensor<2x3xf32> to tensor<?x?xf32>
  %b = tensor.cast %b0 : tensor<3x2xf32> to tensor<?x?xf32>
  %c = accel.matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %cu = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [2, 2]
  // CHECK-NEXT: [58, 64]
  // CHECK-NEXT: [139, 154]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()

  // 1x5x4x1 image of 0..19 row by row, 2x2 filter of ones, strides [2, 1],
  // dilations [1, 2]: OH = (5 - 2) / 2 + 1 = 2, OW = (4 - 3) / 1 + 1 = 2, and
  // out[i][j] = img[2i][j] + img[2i][j+2] + img[2i+1][j] + img[2i+1][j+2].
  %img0 = arith.constant dense<[[[[0], [1], [2], [3]],
                                 [[4], [5], [6], [7]],
                                 [[8], [9], [10], [11]],
                                 [[12], [13], [14], [15]],
                                 [[16], [17], [18], [19]]]]> : tensor<1x5x4x1xi32>
  %img = tensor.cast %img0 : tensor<1x5x4x1xi32> to tensor<?x?x?x1xi32>
  %flt = arith.constant dense<1> : tensor<2x2x1x1xi32>
  %o = accel.conv2d %img, %flt strides = [2, 1] dilations = [1, 2] : tensor<?x?x?x1xi32>, tensor<2x2x1x1xi32> -> tensor<?x?x?x1xi32>
  %ou = tensor.cast %o : tensor<?x?x?x1xi32> to tensor<*xi32>
  // CHECK: rank = 4 offset = 0 sizes = [1, 2, 2, 1]
  // CHECK-NEXT: [12]
  // CHECK-NEXT: [16]
  // CHECK-NEXT: [44]
  // CHECK-NEXT: [48]
  call @printMemrefI32(%ou) : (tensor<*xi32>) -> ()

  // Elementwise, reduce and transpose on a dynamic 2x3 tensor.
  %s = accel.add %a, %a : tensor<?x?xf32>
  %r = accel.reduce <sum> %s dims = [0] : tensor<?x?xf32> -> tensor<?xf32>
  %ru = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [3]
  // CHECK-NEXT: [10, 14, 18]
  call @printMemrefF32(%ru) : (tensor<*xf32>) -> ()
  %t = accel.transpose %s [1, 0] : tensor<?x?xf32> -> tensor<?x?xf32>
  %tu = tensor.cast %t : tensor<?x?xf32> to tensor<*xf32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2]
  // CHECK-NEXT: [2, 8]
  // CHECK-NEXT: [4, 10]
  // CHECK-NEXT: [6, 12]
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  return
}
