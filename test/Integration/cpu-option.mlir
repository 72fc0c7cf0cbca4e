// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=IR
// RUN: accel-opt %s --accel-lower | mlir-translate --mlir-to-llvmir | llc -O2 | FileCheck %s --check-prefix=ASM
// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// The cpu accelerator's `cpu` option is what LLVM compiles the kernel for
// (accel-cpu-target: the function's target_cpu), and its `triple` the
// module's: the same cpu-vector matmul, for any x86-64 (SSE registers
// only) and for x86-64-v3 (AVX2 and FMA), gives each its own code, and
// both run here with the same results.

// cpu-vector's default tiles are those of the registers of the CPU named
// (cpu-vector's deriveDefaults), not the host's: SSE's 4 lanes, two
// registers a row, for x86-64; AVX's 8 for x86-64-v3; whatever the host
// has. An option the kernel gives wins over them.
// IR: module attributes {llvm.target_triple = "x86_64-pc-linux-gnu"}
// IR: llvm.func @portable({{.*}}backend_options = {{{.*}}"tile-k" = "4", "tile-m" = "6", "tile-n" = "8", "vector-width" = "4"}{{.*}}target_cpu = "x86-64"}
// IR: llvm.func @avx2({{.*}}backend_options = {{{.*}}"tile-k" = "4", "tile-m" = "6", "tile-n" = "16", "vector-width" = "8"}{{.*}}target_cpu = "x86-64-v3"}
// IR: llvm.func @given({{.*}}backend_options = {{{.*}}"tile-k" = "4", "tile-m" = "3", "tile-n" = "8", "vector-width" = "4"}{{.*}}target_cpu = "x86-64"}

// ASM-LABEL: portable:
// ASM-NOT: ymm
// ASM: mulps
// ASM-NOT: ymm
// ASM-LABEL: avx2:
// ASM: vfmadd{{[0-9]+}}ps {{.*}}ymm

// CHECK: ( 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48 )
// CHECK-NEXT: ( 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48 )
// CHECK-NEXT: ( 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48 )

accel.kernel @portable(%a: tensor<24x24xf32>, %b: tensor<24x24xf32>) -> tensor<24x24xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64", triple = "x86_64-pc-linux-gnu"}>, backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<24x24xf32>, tensor<24x24xf32> -> tensor<24x24xf32>
  return %c : tensor<24x24xf32>
}

accel.kernel @avx2(%a: tensor<24x24xf32>, %b: tensor<24x24xf32>) -> tensor<24x24xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64-v3", triple = "x86_64-pc-linux-gnu"}>, backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<24x24xf32>, tensor<24x24xf32> -> tensor<24x24xf32>
  return %c : tensor<24x24xf32>
}

accel.kernel @given(%a: tensor<24x24xf32>, %b: tensor<24x24xf32>) -> tensor<24x24xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64", triple = "x86_64-pc-linux-gnu"}>, backend = #accel.backend<"cpu-vector", {"tile-m" = 3}>} {
  %c = matmul %a, %b : tensor<24x24xf32>, tensor<24x24xf32> -> tensor<24x24xf32>
  return %c : tensor<24x24xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<2.0> : tensor<24x24xf32>
  %b = arith.constant dense<1.0> : tensor<24x24xf32>
  %p = accel.launch @portable(%a, %b) : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
  %x = accel.launch @avx2(%a, %b) : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
  %g = accel.launch @given(%a, %b) : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
  %zero = arith.constant 0.0 : f32
  %rp = vector.transfer_read %p[%c0, %c0], %zero : tensor<24x24xf32>, vector<24xf32>
  %rx = vector.transfer_read %x[%c0, %c0], %zero : tensor<24x24xf32>, vector<24xf32>
  vector.print %rp : vector<24xf32>
  vector.print %rx : vector<24xf32>
  %rg = vector.transfer_read %g[%c0, %c0], %zero : tensor<24x24xf32>, vector<24xf32>
  vector.print %rg : vector<24xf32>
  return
}
