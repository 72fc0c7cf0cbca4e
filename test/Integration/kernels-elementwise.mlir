// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// Elementwise chains (f32 and i32, lengths that the vector width does not
// divide) and a transpose through every CPU backend; every backend must print
// the same numbers. f32: x[i] = (i mod 9) - 4, y[i] = (i mod 5) + 1, result
// min(max(relu(x) * y + (x - y), -x), y) / y; i32: a[i] = (7i mod 13) - 6,
// b[i] = (i mod 4) + 1, result max(a / b, relu(-a)) - b (division truncates
// toward zero); transpose of t[i][j] = 19i + j.

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

accel.kernel @chain_f32(%x: tensor<37xf32>, %y: tensor<37xf32>) -> tensor<37xf32> {
  %r = relu %x : tensor<37xf32>
  %m = mul %r, %y : tensor<37xf32>
  %d = sub %x, %y : tensor<37xf32>
  %s = add %m, %d : tensor<37xf32>
  %n = neg %x : tensor<37xf32>
  %mx = max %s, %n : tensor<37xf32>
  %mn = min %mx, %y : tensor<37xf32>
  %q = div %mn, %y : tensor<37xf32>
  return %q : tensor<37xf32>
}

accel.kernel @chain_i32(%a: tensor<21xi32>, %b: tensor<21xi32>) -> tensor<21xi32> {
  %q = div %a, %b : tensor<21xi32>
  %n = neg %a : tensor<21xi32>
  %r = relu %n : tensor<21xi32>
  %m = max %q, %r : tensor<21xi32>
  %o = sub %m, %b : tensor<21xi32>
  return %o : tensor<21xi32>
}

accel.kernel @transpose(%t: tensor<5x19xf32>) -> tensor<19x5xf32> {
  %r = transpose %t [1, 0] : tensor<5x19xf32> -> tensor<19x5xf32>
  return %r : tensor<19x5xf32>
}

func.func @main() {
  %x = arith.constant dense<[-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, -4.0]> : tensor<37xf32>
  %y = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0, 3.0, 4.0, 5.0, 1.0, 2.0]> : tensor<37xf32>
  %q = accel.launch @chain_f32(%x, %y) : (tensor<37xf32>, tensor<37xf32>) -> tensor<37xf32>
  %qu = tensor.cast %q : tensor<37xf32> to tensor<*xf32>
  // CHECK: sizes = [37]
  // CHECK-NEXT: [1, 1, 0.666667, 0.25, -0, 1, 1, 1, 1, 0.8, 1, 1, 0.333333, -0, 0.2, 1, 1, 1, 1, 0.6, 1, 0.5, -0, 0.25, 1, 1, 1, 1, 0.75, 0.4, 1, -0, 0.333333, 1, 1, 1, 1]
  call @printMemrefF32(%qu) : (tensor<*xf32>) -> ()

  %a = arith.constant dense<[-6, 1, -5, 2, -4, 3, -3, 4, -2, 5, -1, 6, 0, -6, 1, -5, 2, -4, 3, -3, 4]> : tensor<21xi32>
  %b = arith.constant dense<[1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1]> : tensor<21xi32>
  %o = accel.launch @chain_i32(%a, %b) : (tensor<21xi32>, tensor<21xi32>) -> tensor<21xi32>
  %ou = tensor.cast %o : tensor<21xi32> to tensor<*xi32>
  // CHECK: sizes = [21]
  // CHECK-NEXT: [5, -2, 2, -4, 3, -1, 0, -3, 1, 0, -2, -3, -1, 4, -3, 1, 1, 2, -2, -1, 3]
  call @printMemrefI32(%ou) : (tensor<*xi32>) -> ()

  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0], [19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0], [38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0], [57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0], [76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0]]> : tensor<5x19xf32>
  %tt = accel.launch @transpose(%t) : (tensor<5x19xf32>) -> tensor<19x5xf32>
  %ttu = tensor.cast %tt : tensor<19x5xf32> to tensor<*xf32>
  // CHECK: sizes = [19, 5]
  // CHECK-NEXT: [0, 19, 38, 57, 76]
  // CHECK-NEXT: [1, 20, 39, 58, 77]
  // CHECK-NEXT: [2, 21, 40, 59, 78]
  // CHECK-NEXT: [3, 22, 41, 60, 79]
  // CHECK-NEXT: [4, 23, 42, 61, 80]
  // CHECK-NEXT: [5, 24, 43, 62, 81]
  // CHECK-NEXT: [6, 25, 44, 63, 82]
  // CHECK-NEXT: [7, 26, 45, 64, 83]
  // CHECK-NEXT: [8, 27, 46, 65, 84]
  // CHECK-NEXT: [9, 28, 47, 66, 85]
  // CHECK-NEXT: [10, 29, 48, 67, 86]
  // CHECK-NEXT: [11, 30, 49, 68, 87]
  // CHECK-NEXT: [12, 31, 50, 69, 88]
  // CHECK-NEXT: [13, 32, 51, 70, 89]
  // CHECK-NEXT: [14, 33, 52, 71, 90]
  // CHECK-NEXT: [15, 34, 53, 72, 91]
  // CHECK-NEXT: [16, 35, 54, 73, 92]
  // CHECK-NEXT: [17, 36, 55, 74, 93]
  // CHECK-NEXT: [18, 37, 56, 75, 94]
  call @printMemrefF32(%ttu) : (tensor<*xf32>) -> ()
  return
}
