// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// reduce <sum> and <max> over one and several dimensions, f32 and i32,
// executed and checked against values computed by hand.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %x = arith.constant dense<[[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]]> : tensor<2x3xf32>

  %rows = accel.reduce <sum> %x dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  %rowsu = tensor.cast %rows : tensor<2xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [2]
  // CHECK-NEXT: [9, 12]
  call @printMemrefF32(%rowsu) : (tensor<*xf32>) -> ()

  %cols = accel.reduce <sum> %x dims = [0] : tensor<2x3xf32> -> tensor<3xf32>
  %colsu = tensor.cast %cols : tensor<3xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [3]
  // CHECK-NEXT: [5, 7, 9]
  call @printMemrefF32(%colsu) : (tensor<*xf32>) -> ()

  %rowmax = accel.reduce <max> %x dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  %rowmaxu = tensor.cast %rowmax : tensor<2xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [2]
  // CHECK-NEXT: [5, 6]
  call @printMemrefF32(%rowmaxu) : (tensor<*xf32>) -> ()

  // All negative: max must start from -inf, not 0.
  %neg = arith.constant dense<[[-3.0, -1.5], [-7.0, -2.0]]> : tensor<2x2xf32>
  %all = accel.reduce <max> %neg dims = [0, 1] : tensor<2x2xf32> -> tensor<f32>
  %allu = tensor.cast %all : tensor<f32> to tensor<*xf32>
  // CHECK: rank = 0 offset = 0 sizes = [] strides = [] data =
  // CHECK-NEXT: [-1.5]
  call @printMemrefF32(%allu) : (tensor<*xf32>) -> ()

  // Integers over the outer and inner dimension of a 2x2x2 tensor.
  %i = arith.constant dense<[[[1, -2], [3, -4]], [[-5, 6], [-7, 8]]]> : tensor<2x2x2xi32>
  %isum = accel.reduce <sum> %i dims = [0, 2] : tensor<2x2x2xi32> -> tensor<2xi32>
  %isumu = tensor.cast %isum : tensor<2xi32> to tensor<*xi32>
  // 1 - 2 - 5 + 6 = 0 and 3 - 4 - 7 + 8 = 0
  // CHECK: rank = 1 offset = 0 sizes = [2]
  // CHECK-NEXT: [0, 0]
  call @printMemrefI32(%isumu) : (tensor<*xi32>) -> ()

  %inegs = arith.constant dense<[[-9, -4, -6]]> : tensor<1x3xi32>
  %imax = accel.reduce <max> %inegs dims = [1] : tensor<1x3xi32> -> tensor<1xi32>
  %imaxu = tensor.cast %imax : tensor<1xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [1]
  // CHECK-NEXT: [-4]
  call @printMemrefI32(%imaxu) : (tensor<*xi32>) -> ()
  return
}
