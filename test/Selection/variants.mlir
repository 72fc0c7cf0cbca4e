// RUN: accel-opt %s --split-input-file --accel-select | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-explain=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// A kernel whose target is a list of accelerators becomes one variant per
// accelerator, `@k__<accelerator>`, each selected and validated on its own;
// `@k` becomes a host function that asks the runtime which variant runs and
// launches it, and the launches of `@k` call it.

// CHECK-DAG: llvm.mlir.global internal constant @__accel_variants_scale("vulkan,cpu\00")
// CHECK-DAG: llvm.mlir.global internal constant @__accel_kernel_scale("scale\00")
// CHECK: func.func @scale(%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[NAME:.*]] = llvm.mlir.addressof @__accel_kernel_scale
// CHECK: %[[LIST:.*]] = llvm.mlir.addressof @__accel_variants_scale
// CHECK: %[[CHOSEN:.*]] = call @accelrt_select_variant(%[[NAME]], %[[LIST]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: %[[INDEX:.*]] = arith.index_cast %[[CHOSEN]] : i32 to index
// CHECK: scf.index_switch %[[INDEX]] -> tensor<4xf32>
// CHECK: case 0 {
// CHECK: accel.launch @scale__vulkan(%[[X]])
// CHECK: default {
// CHECK: accel.launch @scale__cpu(%[[X]])
// CHECK: accel.kernel @scale__vulkan({{.*}}accel.selection = {accelerator = "vulkan"{{.*}}target_source = "kernel attribute"}, accel.variant = {index = 0 : i64, kernel = "scale", source = "kernel attribute", variants = "vulkan,cpu"}, target = #accel.target<"vulkan">}
// CHECK: accel.kernel @scale__cpu({{.*}}accel.selection = {accelerator = "cpu"{{.*}}accel.variant = {index = 1 : i64, kernel = "scale", source = "kernel attribute", variants = "vulkan,cpu"}, target = #accel.target<"cpu", {cpu = "x86-64"}>}
// CHECK-LABEL: func.func @host
// CHECK: call @scale(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: func.func private @accelrt_select_variant(!llvm.ptr, !llvm.ptr) -> i32

// EXPLAIN: kernel @scale__vulkan
// EXPLAIN-NEXT: variant 1 of @scale (vulkan,cpu): the runtime chooses when the program runs
// EXPLAIN-NEXT: accelerator: vulkan {{.*}} [kernel attribute]
// EXPLAIN-NEXT: backend: spirv
// EXPLAIN: kernel @scale__cpu
// EXPLAIN-NEXT: variant 2 of @scale (vulkan,cpu): the runtime chooses when the program runs
// EXPLAIN-NEXT: accelerator: cpu {cpu = x86-64, triple = {{.*}}} [kernel attribute]
// EXPLAIN-NEXT: backend: cpu-vector

// JSON: "kernel": "scale__vulkan",
// JSON: "variant": {
// JSON-NEXT: "index": 0,
// JSON-NEXT: "kernel": "scale",
// JSON-NEXT: "variants": [
// JSON-NEXT: "vulkan",
// JSON-NEXT: "cpu"
accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = [#accel.target<"vulkan">, #accel.target<"cpu", {cpu = "x86-64"}>]} {
  %r = mul %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @host(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A module's list applies to every kernel; a kernel's own target wins.
// CHECK-LABEL: func.func @first
// CHECK: accel.launch @first__nvidia
// CHECK: accel.launch @first__cpu
// CHECK: accel.kernel @first__nvidia({{.*}}source = "module attribute"
// CHECK: accel.kernel @only_cpu(
// CHECK-NOT: accel.variant
// EXPLAIN: kernel @first__nvidia
// EXPLAIN-NEXT: variant 1 of @first (nvidia,cpu)
// EXPLAIN-NEXT: accelerator: nvidia {chip = sm_90, features = auto} [module attribute]
// EXPLAIN: kernel @only_cpu
// EXPLAIN-NEXT: accelerator: cpu {{.*}} [kernel attribute]
// EXPLAIN-NEXT: passed over: 'nvidia,cpu' from the module attribute: lower precedence than the kernel attribute
module attributes {accel.target = [#accel.target<"nvidia", {chip = "sm_90"}>, #accel.target<"cpu">]} {
  accel.kernel @first(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
  accel.kernel @only_cpu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"cpu">} {
    return %x : tensor<4xf32>
  }
}
