// RUN: %if vulkan %{ env ACCEL_CAPI_TEST_VULKAN=1 %} accel-capi-test %s %plugins/toy-npu.so | FileCheck %s -DFILE=%s %if vulkan %{ --check-prefixes=CHECK,VULKAN %}
// RUN: rm -rf %t.cache && accel-capi-test %s %plugins/toy-npu.so %t.cache | FileCheck %s --check-prefix=CACHE
// RUN: ls %t.cache | count 1

// The C API from a C program (test/CAPI/accel-capi-test.c): listings, the
// side-effect-free getter and the checking setter of preferred backends,
// compiling this module for cpu with a backend per accelerator, the errors of
// bad requests with accel-opt's text, and a plugin loaded into a registry of
// its own.

// CHECK: accelerators: {{.*}}cpu{{.*}}
// CHECK-NEXT: backends: {{.*}}cpu-vector{{.*}}
// CHECK-NEXT: default: cpu
// CHECK-NEXT: preferred cpu: cpu-vector
// CHECK-NEXT: preferred tpu: unknown accelerator 'tpu' (failed)
// CHECK-NEXT: known cpu: yes
// CHECK-NEXT: known tpu: no
// CHECK-NEXT: set cpu=cpu-loops: ok
// CHECK-NEXT: preferred cpu: cpu-loops
// CHECK-NEXT: set cpu=spirv: backend 'spirv' does not support accelerator 'cpu'; backends for 'cpu': {{.*}}cpu-loops (default){{.*}}
// CHECK-NEXT: set cpu=cpu-vector: ok

// CHECK-NEXT: compile for cpu:
// CHECK-NEXT: module attributes {llvm.target_triple = "{{.+}}"} {
// CHECK: llvm.func @k({{.*}}accel.selection = {accelerator = "cpu", {{.*}}backend = "cpu-loops", backend_source = "command line", target_source = "command line"}
// CHECK: llvm.fadd

// The kernel cache from C (a third argument): the second compile reads what
// the first stored (one entry); both give the module above. The options
// count what the cache did.
// CACHE: compile for cpu through the cache:
// CACHE-NEXT: module attributes {llvm.target_triple = "{{.+}}"} {
// CACHE: llvm.func @k(
// CACHE: llvm.fadd
// CACHE: cache: 0 local hits, 1 misses, 1 local writes
// CACHE: compile for cpu through the cache:
// CACHE-NEXT: module attributes {llvm.target_triple = "{{.+}}"} {
// CACHE: llvm.func @k(
// CACHE: llvm.fadd
// CACHE: cache: 1 local hits, 0 misses, 0 local writes

// CHECK: compile for tpu:
// CHECK-NOT: through the cache
// CHECK-NEXT: [[FILE]]:[[@LINE+20]]:1: error: unknown accelerator 'tpu'; did you mean 'cpu'? registered accelerators: {{.*}}cpu{{.*}}
// CHECK-NEXT: [[FILE]]:[[@LINE+19]]:1: note: requested by the command line

// The kernel run in process: its signature, x + x, the count of packed
// pointers checked; an optimization level past 3 is an error.
// CHECK-NEXT: jit for cpu at -O2:
// CHECK-NEXT: {"functions":[{"arguments":[{"element":"f32","shape":[4],"type":"tensor<4xf32>"}],"kind":"kernel","name":"k","results":[{"element":"f32","shape":[4],"type":"tensor<4xf32>"}]}]}
// CHECK-NEXT: call k with 6 pointers: 2 5 -6 0
// CHECK-NEXT: call k with 5 pointers:'k' takes 6 packed pointers (its arguments expanded, then the results), got 5
// CHECK-NEXT: jit for cpu at -O4: optimization level 4 is out of range: expected 0 to 3
// CHECK-NEXT: on-unsupported=sometimes: rejected
// CHECK-NEXT: cache-mode=sometimes: rejected
// CHECK-NEXT: cache-mode=read-only: accepted
// CHECK-NEXT: cache-verify=101: rejected
// CHECK-NEXT: autotune-budget=-1: rejected
// CHECK-NEXT: autotune-budget=0.5: accepted

// CHECK-NEXT: accelerators: {{.*}}toy-npu{{.*}}
// CHECK-NEXT: backends: {{.*}}toy-npu-scratchpad{{.*}}
// CHECK-NEXT: default: toy-npu
accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
// CHECK-NEXT: accelerators: amd cpu nvidia vulkan
// CHECK-NEXT: backends: {{.*}}cpu-vector{{.*}}
// CHECK-NEXT: default: cpu
// CHECK-NEXT: load missing: cannot load plugin '/nonexistent.so': no such file

// A list of targets (accelCompileOptionsSetTargets): a variant of @k each,
// and @k the host function that picks one when the program runs.
// CHECK-NEXT: compile for targets vulkan, cpu:{{.*}} k k__vulkan {{.*}}k__cpu accelrt_select_variant

// Where a Vulkan device answers, the kernel for vulkan runs in process too,
// through libaccel_runtime: the same signature and results.
// VULKAN-NEXT: jit for vulkan at -O2:
// VULKAN-NEXT: {"functions":[{"arguments":[{"element":"f32","shape":[4],"type":"tensor<4xf32>"}],"kind":"kernel","name":"k","results":[{"element":"f32","shape":[4],"type":"tensor<4xf32>"}]}]}
// VULKAN-NEXT: call k with 6 pointers: 2 5 -6 0
