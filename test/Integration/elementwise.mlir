// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// Chains of elementwise ops and a transpose, f32 and i32, executed and checked
// against values computed by hand.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %x = arith.constant dense<[-2.0, -1.0, 0.0, 1.0, 2.0]> : tensor<5xf32>
  %y = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  // relu(x) * y            = [0, 0, 0, 4, 10]
  // + (x - y)              = [-3, -3, -3, 1, 7]
  // neg(x)                 = [2, 1, -0, -1, -2]   (IEEE negation of 0 is -0)
  // max(., neg(x))         = [2, 1, -0, 1, 7]     (max(-3, -0) = -0)
  // min(., y)              = [1, 1, -0, 1, 5]
  // / y                    = [1, 0.5, -0, 0.25, 1]
  %r = accel.relu %x : tensor<5xf32>
  %m = accel.mul %r, %y : tensor<5xf32>
  %d = accel.sub %x, %y : tensor<5xf32>
  %s = accel.add %m, %d : tensor<5xf32>
  %n = accel.neg %x : tensor<5xf32>
  %mx = accel.max %s, %n : tensor<5xf32>
  %mn = accel.min %mx, %y : tensor<5xf32>
  %q = accel.div %mn, %y : tensor<5xf32>
  %qu = tensor.cast %q : tensor<5xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [5]
  // CHECK-NEXT: [1, 0.5, -0, 0.25, 1]
  call @printMemrefF32(%qu) : (tensor<*xf32>) -> ()

  // exp(0) = 1, exp(1) = 2.71828; tanh(0) = 0, tanh(1) = 0.761594.
  %t = arith.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %e = accel.exp %t : tensor<2xf32>
  %eu = tensor.cast %e : tensor<2xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [2]
  // CHECK-NEXT: [1, 2.71828]
  call @printMemrefF32(%eu) : (tensor<*xf32>) -> ()
  %h = accel.tanh %t : tensor<2xf32>
  %hu = tensor.cast %h : tensor<2xf32> to tensor<*xf32>
  // CHECK: rank = 1 offset = 0 sizes = [2]
  // CHECK-NEXT: [0, 0.761594]
  call @printMemrefF32(%hu) : (tensor<*xf32>) -> ()

  // Integers: signed division truncates toward zero.
  %a = arith.constant dense<[7, -7, 9, -3]> : tensor<4xi32>
  %b = arith.constant dense<[2, 2, -4, 5]> : tensor<4xi32>
  // a / b            = [3, -3, -2, 0]
  // neg(a)           = [-7, 7, -9, 3]
  // relu(neg(a))     = [0, 7, 0, 3]
  // max(a / b, .)    = [3, 7, 0, 3]
  // min(., b)        = [2, 2, -4, 3]
  // - a              = [-5, 9, -13, 6]
  %iq = accel.div %a, %b : tensor<4xi32>
  %in = accel.neg %a : tensor<4xi32>
  %ir = accel.relu %in : tensor<4xi32>
  %imx = accel.max %iq, %ir : tensor<4xi32>
  %imn = accel.min %imx, %b : tensor<4xi32>
  %isub = accel.sub %imn, %a : tensor<4xi32>
  %iu = tensor.cast %isub : tensor<4xi32> to tensor<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [4]
  // CHECK-NEXT: [-5, 9, -13, 6]
  call @printMemrefI32(%iu) : (tensor<*xi32>) -> ()

  // Transpose of a 2x3 matrix.
  %mat = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %tr = accel.transpose %mat [1, 0] : tensor<2x3xi32> -> tensor<3x2xi32>
  %tru = tensor.cast %tr : tensor<3x2xi32> to tensor<*xi32>
  // CHECK: rank = 2 offset = 0 sizes = [3, 2]
  // CHECK-NEXT: [1, 4]
  // CHECK-NEXT: [2, 5]
  // CHECK-NEXT: [3, 6]
  call @printMemrefI32(%tru) : (tensor<*xi32>) -> ()
  return
}
