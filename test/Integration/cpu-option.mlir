// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=IR
// RUN: accel-opt %s --accel-lower | mlir-translate --mlir-to-llvmir | llc -O2 | FileCheck %s --check-prefix=ASM
// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// The cpu accelerator's `cpu` option is what LLVM compiles the kernel for
// (accel-cpu-target: the function's target_cpu), and its `triple` the
// module's: the same cpu-vector matmul, for any x86-64 (SSE registers
// only) and for x86-64-v3 (AVX2 and FMA), gives each its own code, and
// both run here with the same results.

// IR: module attributes {llvm.target_triple = "x86_64-pc-linux-gnu"}
// IR: llvm.func @portable({{.*}}target_cpu = "x86-64"}
// IR: llvm.func @avx2({{.*}}target_cpu = "x86-64-v3"}

// ASM-LABEL: portable:
// ASM-NOT: ymm
// ASM: mulps
// ASM-NOT: ymm
// ASM-LABEL: avx2:
// ASM: vfmadd{{[0-9]+}}ps {{.*}}ymm

// CHECK: ( 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48 )
// CHECK-NEXT: ( 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48 )

accel.kernel @portable(%a: tensor<24x24xf32>, %b: tensor<24x24xf32>) -> tensor<24x24xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64", triple = "x86_64-pc-linux-gnu"}>, backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<24x24xf32>, tensor<24x24xf32> -> tensor<24x24xf32>
  return %c : tensor<24x24xf32>
}

accel.kernel @avx2(%a: tensor<24x24xf32>, %b: tensor<24x24xf32>) -> tensor<24x24xf32> attributes {target = #accel.target<"cpu", {cpu = "x86-64-v3", triple = "x86_64-pc-linux-gnu"}>, backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<24x24xf32>, tensor<24x24xf32> -> tensor<24x24xf32>
  return %c : tensor<24x24xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<2.0> : tensor<24x24xf32>
  %b = arith.constant dense<1.0> : tensor<24x24xf32>
  %p = accel.launch @portable(%a, %b) : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
  %x = accel.launch @avx2(%a, %b) : (tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x24xf32>
  %zero = arith.constant 0.0 : f32
  %rp = vector.transfer_read %p[%c0, %c0], %zero : tensor<24x24xf32>, vector<24xf32>
  %rx = vector.transfer_read %x[%c0, %c0], %zero : tensor<24x24xf32>, vector<24xf32>
  vector.print %rp : vector<24xf32>
  vector.print %rx : vector<24xf32>
  return
}
