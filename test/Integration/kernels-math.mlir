// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// exp and tanh in a kernel, against the same functions computed by host code
// (libm's expf and tanhf) on 41 points from -10 to 10. Implementations
// differ in the last bits (libm on cpu-loops, polynomials on cpu-vector and
// gpu-simt, GLSL.std.450 on vulkan), so the test prints whether the largest
// error is within the stated tolerance: relative 1e-5 for exp, absolute 1e-6
// for tanh (|tanh| <= 1); then the values of exp, where the last printed digit
// may differ.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @math(%x: tensor<41xf32>) -> (tensor<41xf32>, tensor<41xf32>) {
  %e = exp %x : tensor<41xf32>
  %t = tanh %x : tensor<41xf32>
  return %e, %t : tensor<41xf32>, tensor<41xf32>
}

// max over i of |a[i] - b[i]| / scale[i], as a tensor of one element.
func.func @max_error(%a: tensor<41xf32>, %b: tensor<41xf32>, %scale: tensor<41xf32>) -> f32 {
  %d = accel.sub %a, %b : tensor<41xf32>
  %n = accel.neg %d : tensor<41xf32>
  %abs = accel.max %d, %n : tensor<41xf32>
  %rel = accel.div %abs, %scale : tensor<41xf32>
  %m = accel.reduce <max> %rel dims = [0] : tensor<41xf32> -> tensor<f32>
  %v = tensor.extract %m[] : tensor<f32>
  return %v : f32
}

// 1.0 where `error` < `tolerance`, else the error itself.
func.func @print_check(%error: f32, %tolerance: f32) {
  %ok = arith.cmpf olt, %error, %tolerance : f32
  %one = arith.constant 1.0 : f32
  %r = arith.select %ok, %one, %error : f32
  %t = tensor.from_elements %r : tensor<1xf32>
  %u = tensor.cast %t : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[-10.0, -9.5, -9.0, -8.5, -8.0, -7.5, -7.0, -6.5, -6.0, -5.5, -5.0, -4.5, -4.0, -3.5, -3.0, -2.5, -2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0]> : tensor<41xf32>
  %e, %t = accel.launch @math(%x) : (tensor<41xf32>) -> (tensor<41xf32>, tensor<41xf32>)
  %re = accel.exp %x : tensor<41xf32>
  %rt = accel.tanh %x : tensor<41xf32>
  %ones = arith.constant dense<1.0> : tensor<41xf32>
  %ee = call @max_error(%e, %re, %re) : (tensor<41xf32>, tensor<41xf32>, tensor<41xf32>) -> f32
  %et = call @max_error(%t, %rt, %ones) : (tensor<41xf32>, tensor<41xf32>, tensor<41xf32>) -> f32
  %tol_exp = arith.constant 1.0e-5 : f32
  %tol_tanh = arith.constant 1.0e-6 : f32
  // CHECK: sizes = [1]
  // CHECK-NEXT: {{^\[1\]$}}
  call @print_check(%ee, %tol_exp) : (f32, f32) -> ()
  // CHECK: sizes = [1]
  // CHECK-NEXT: {{^\[1\]$}}
  call @print_check(%et, %tol_tanh) : (f32, f32) -> ()
  // Values, as printed (6 significant digits).
  // CHECK: sizes = [41]
  // CHECK-NEXT: [4.53999e-05, 7.48518e-05, 0.00012341, 0.000203468, 0.000335463, 0.00055308{{[45]}}, 0.000911882, 0.00150344, 0.00247875, 0.00408677, 0.00673795, 0.011109, 0.0183156, 0.0301974, 0.0497871, 0.082085, 0.135335, 0.22313, 0.367879, 0.606531, 1, 1.64872, 2.71828, 4.48169, 7.38906, 12.1825, 20.0855, 33.1155, 54.598{{[12]}}, 90.0171, 148.413, 244.692, 403.429, 665.142, 1096.63, 1808.04, 2980.96, 4914.77, 8103.08, 13359.7, 22026.5]
  %eu = tensor.cast %e : tensor<41xf32> to tensor<*xf32>
  call @printMemrefF32(%eu) : (tensor<*xf32>) -> ()
  return
}
