// RUN: accel-opt %s --split-input-file --accel-validate-only --verify-diagnostics
// RUN: not accel-opt %S/Inputs/one-kernel.mlir --accel-target=cpu,,vulkan --accel-validate-only 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: env ACCEL_TARGET=cpu,cpu not accel-opt %S/Inputs/one-kernel.mlir --accel-validate-only 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not accel-opt %S/Inputs/one-kernel.mlir --accel-target=cpu,vulkn --accel-validate-only 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// The errors of kernels compiled for several accelerators, each at the
// kernel: a list with an empty or repeated name, a variant whose accelerator
// is unknown or cannot run an op (each variant is validated on its own), and
// a list whose variants the policy `skip` all leaves out.

// EMPTY: error: the target list of kernel @{{.*}} from the command line has an empty accelerator name
// TWICE: error: the target list of kernel @{{.*}} from the environment names accelerator 'cpu' twice
// UNKNOWN: error: unknown accelerator 'vulkn'; did you mean 'vulkan'? registered accelerators: {{.*}}
// UNKNOWN: note: requested by the command line

// expected-error @+1 {{the target list of kernel @twice from the kernel attribute names accelerator 'vulkan' twice}}
accel.kernel @twice(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = [#accel.target<"vulkan">, #accel.target<"vulkan">]} {
  return %x : tensor<4xf32>
}

// -----

// The vulkan variant cannot run f64 (vulkan's float64 option is off); the
// cpu variant can: each variant is checked on its own.
accel.kernel @wide(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = [#accel.target<"vulkan">, #accel.target<"cpu">]} {
  // expected-error @+1 {{'accel.add' is not supported by accelerator 'vulkan': f64 needs the Float64 capability (option float64 = "true")}}
  %r = add %x, %x : tensor<4xf64>
  return %r : tensor<4xf64>
}

// -----

// Under the policy skip, the vulkan variant is left out with a warning and
// the dispatcher launches the cpu variant alone; when every variant is
// left out, nothing could run.
// RUN: not accel-opt %s --split-input-file --accel-on-unsupported=skip --accel-select 2>&1 >/dev/null | FileCheck %s --check-prefix=SKIP-DIAG
// RUN: not accel-opt %s --split-input-file --accel-on-unsupported=skip --accel-select 2>/dev/null | FileCheck %s --check-prefix=SKIP
// SKIP-DIAG: warning: kernel @wide__vulkan uses an op or element type that accelerator 'vulkan' cannot run; skipping it (--accel-on-unsupported=skip)
// SKIP-DIAG: error: every variant of kernel @all_gpus was skipped; nothing is left to launch
// SKIP: func.func @wide(
// SKIP: call @accelrt_select_variant
// SKIP-NOT: case 0
// SKIP: default {
// SKIP-NEXT: accel.launch @wide__cpu
accel.kernel @all_gpus(%x: tensor<4xf64>) -> tensor<4xf64> attributes {target = [#accel.target<"vulkan">, #accel.target<"nvidia">]} {
  // expected-error @+2 {{'math.sin' is not supported by accelerator 'vulkan': f64 needs the Float64 capability (option float64 = "true")}}
  // expected-error @+1 {{'math.sin' is not supported by accelerator 'nvidia': math functions other than exp, tanh and erf on f32, f16 and bf16 (polynomial approximations in f32) become calls into CUDA's libdevice, which accel does not link}}
  %r = math.sin %x : tensor<4xf64>
  return %r : tensor<4xf64>
}
