// RUN: env ACCEL_BACKEND=cpu-vector accel-opt %s --accel-explain --accel-validate-only --accel-target=cpu -o /dev/null 2>&1 | FileCheck %s

// --accel-explain: per kernel, the chosen accelerator and backend with their
// resolved options, the source of each, and every candidate passed over
// (lower levels and the default) with the reason.

// CHECK: kernel @explicit ({{.*}}explain.mlir:[[# @LINE + 9]]:3)
// CHECK-NEXT:   accelerator: cpu {cpu = x86-64-v3, triple = x86_64-unknown-linux-gnu} [command line]
// CHECK-NEXT:     passed over: 'cpu' from the kernel attribute: the same choice, lower precedence than the command line
// CHECK-NEXT:     passed over: 'cpu' from the registry default: the same choice, lower precedence than the command line
// CHECK-NEXT:   backend: cpu-loops [kernel attribute]
// CHECK-NEXT:     passed over: 'cpu-openmp' from the module attribute: lower precedence than the kernel attribute
// CHECK-NEXT:     passed over: 'cpu-vector' from the environment: lower precedence than the kernel attribute
// CHECK-NEXT:     passed over: 'cpu-vector' from the accelerator default: lower precedence than the kernel attribute
module attributes {accel.backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  accel.kernel @explicit() attributes {target = #accel.target<"cpu", {cpu = "x86-64-v3", triple = "x86_64-unknown-linux-gnu"}>, backend = #accel.backend<"cpu-loops">} {
    return
  }

  // CHECK: kernel @from_module ({{.*}}explain.mlir:[[# @LINE + 6]]:3)
  // CHECK-NEXT:   accelerator: cpu {cpu = {{.*}}, triple = {{.*}}} [command line]
  // CHECK-NEXT:     passed over: 'cpu' from the registry default: the same choice, lower precedence than the command line
  // CHECK-NEXT:   backend: cpu-openmp {block-k = {{[0-9]+}}, block-m = {{[0-9]+}}, block-n = {{[0-9]+}}, num-threads = 2, pack-a = auto, tile-k = 4, tile-m = 6, tile-n = {{[0-9]+}}, vector-width = {{[0-9]+}}} [module attribute]
  // CHECK-NEXT:     passed over: 'cpu-vector' from the environment: lower precedence than the module attribute
  // CHECK-NEXT:     passed over: 'cpu-vector' from the accelerator default: lower precedence than the module attribute
  accel.kernel @from_module() {
    return
  }
}
