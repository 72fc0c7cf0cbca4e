// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s --accel-lower | %run-cpu | FileCheck %s
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s --accel-lower | FileCheck %s --check-prefix=IR

// Kernels executed through the toy-npu plugin's backend with a scratchpad of
// 256 bytes, so that every op is tiled and its tiles copied in and out. The
// expected numbers were computed independently (in Python, by the formulas):
// matmul A[i][k] = i + k, B[k][j] = j + 1 - k; reduce X[i][j] =
// (3i + 7j) mod 13 - 6, summed over j; elementwise P[i][j] = (5i - 3j) mod 17
// - 8, Q[i][j] = (2i + j) mod 5 + 1, out = max(P * Q, P - Q) + Q.

// IR: llvm.func @matmul
// IR-SAME: accel.selection = {accelerator = "toy-npu", accelerator_options = {scratchpad = "256"}, backend = "toy-npu-scratchpad", backend_source = "accelerator default", target_source = "module attribute"}
// IR: llvm.alloca {{.*}} x i8

module attributes {accel.target = #accel.target<"toy-npu", {scratchpad = 256}>} {
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

accel.kernel @matmul(%a: tensor<12x10xf32>, %b: tensor<10x9xf32>) -> tensor<12x9xf32> {
  %c = matmul %a, %b : tensor<12x10xf32>, tensor<10x9xf32> -> tensor<12x9xf32>
  return %c : tensor<12x9xf32>
}

accel.kernel @row_sums(%x: tensor<5x40xf32>) -> tensor<5xf32> {
  %s = reduce <sum> %x dims = [1] : tensor<5x40xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}

accel.kernel @elementwise(%p: tensor<7x13xi32>, %q: tensor<7x13xi32>) -> tensor<7x13xi32> {
  %m = mul %p, %q : tensor<7x13xi32>
  %d = sub %p, %q : tensor<7x13xi32>
  %x = max %m, %d : tensor<7x13xi32>
  %o = add %x, %q : tensor<7x13xi32>
  return %o : tensor<7x13xi32>
}

func.func @main() {
  %a = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0], [2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0], [3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0], [4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0], [5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0], [6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0], [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0], [9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0], [11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0]]> : tensor<12x10xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-6.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-7.0, -6.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-8.0, -7.0, -6.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0]]> : tensor<10x9xf32>
  %c = accel.launch @matmul(%a, %b) : (tensor<12x10xf32>, tensor<10x9xf32>) -> tensor<12x9xf32>
  %cu = tensor.cast %c : tensor<12x9xf32> to tensor<*xf32>
  // CHECK: sizes = [12, 9]
  // CHECK-NEXT: [-240, -195, -150, -105, -60, -15, 30, 75, 120]
  // CHECK-NEXT: [-275, -220, -165, -110, -55, 0, 55, 110, 165]
  // CHECK-NEXT: [-310, -245, -180, -115, -50, 15, 80, 145, 210]
  // CHECK-NEXT: [-345, -270, -195, -120, -45, 30, 105, 180, 255]
  // CHECK-NEXT: [-380, -295, -210, -125, -40, 45, 130, 215, 300]
  // CHECK-NEXT: [-415, -320, -225, -130, -35, 60, 155, 250, 345]
  // CHECK-NEXT: [-450, -345, -240, -135, -30, 75, 180, 285, 390]
  // CHECK-NEXT: [-485, -370, -255, -140, -25, 90, 205, 320, 435]
  // CHECK-NEXT: [-520, -395, -270, -145, -20, 105, 230, 355, 480]
  // CHECK-NEXT: [-555, -420, -285, -150, -15, 120, 255, 390, 525]
  // CHECK-NEXT: [-590, -445, -300, -155, -10, 135, 280, 425, 570]
  // CHECK-NEXT: [-625, -470, -315, -160, -5, 150, 305, 460, 615]
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()

  %x = arith.constant dense<[[-6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0], [-3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0], [0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0], [3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0], [6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0]]> : tensor<5x40xf32>
  %s = accel.launch @row_sums(%x) : (tensor<5x40xf32>) -> tensor<5xf32>
  %su = tensor.cast %s : tensor<5xf32> to tensor<*xf32>
  // CHECK: sizes = [5]
  // CHECK-NEXT: [-6, -3, 0, 3, 6]
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()

  %p = arith.constant dense<[[-8, 6, 3, 0, -3, -6, 8, 5, 2, -1, -4, -7, 7], [-3, -6, 8, 5, 2, -1, -4, -7, 7, 4, 1, -2, -5], [2, -1, -4, -7, 7, 4, 1, -2, -5, -8, 6, 3, 0], [7, 4, 1, -2, -5, -8, 6, 3, 0, -3, -6, 8, 5], [-5, -8, 6, 3, 0, -3, -6, 8, 5, 2, -1, -4, -7], [0, -3, -6, 8, 5, 2, -1, -4, -7, 7, 4, 1, -2], [5, 2, -1, -4, -7, 7, 4, 1, -2, -5, -8, 6, 3]]> : tensor<7x13xi32>
  %q = arith.constant dense<[[1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3], [3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5], [5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2], [2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4], [4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1], [1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3], [3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5]]> : tensor<7x13xi32>
  %o = accel.launch @elementwise(%p, %q) : (tensor<7x13xi32>, tensor<7x13xi32>) -> tensor<7x13xi32>
  %ou = tensor.cast %o : tensor<7x13xi32> to tensor<*xi32>
  // CHECK: sizes = [7, 13]
  // CHECK-NEXT: [-7, 14, 12, 4, -3, -5, 18, 18, 12, 0, -3, -7, 24]
  // CHECK-NEXT: [-3, -6, 45, 6, 6, 0, -4, -7, 8, 10, 6, -2, -5]
  // CHECK-NEXT: [15, 0, -4, -7, 32, 25, 2, -2, -5, -8, 35, 4, 2]
  // CHECK-NEXT: [16, 15, 8, -2, -4, -8, 21, 16, 5, -2, -6, 27, 24]
  // CHECK-NEXT: [-5, -8, 7, 8, 3, -3, -6, 9, 12, 9, 0, -4, -6]
  // CHECK-NEXT: [1, -3, -6, 36, 30, 3, 0, -4, -7, 40, 5, 4, -2]
  // CHECK-NEXT: [18, 12, 0, -3, -7, 24, 20, 10, -1, -5, -8, 28, 20]
  call @printMemrefI32(%ou) : (tensor<*xi32>) -> ()
  return
}
}
