// RUN: not accel-opt %s --accel-validate-only --accel-backend=cpu=cpu-loops,nvidai=gpu-simt 2>&1 | FileCheck %s --check-prefix=ACCELERATOR
// RUN: not accel-opt %s --accel-validate-only --accel-backend=nvidia=gpu-smit 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: not accel-opt %s --accel-validate-only --accel-backend=nvidia=cpu-vector 2>&1 | FileCheck %s --check-prefix=NOT-SUPPORTED
// RUN: env ACCEL_BACKEND=vulkn=spirv not accel-opt %s --accel-validate-only 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: not accel-opt %s --accel-validate-only --accel-backend=cpu=cpu-vectr,amd=spirv 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: accel-opt %s --accel-validate-only --accel-backend=cpu=cpu-loops,nvidia=gpu-simt,vulkan=default,amd=gpu-simt 2>&1 | FileCheck %s --check-prefix=VALID
// RUN: echo 'module {}' | not accel-opt --accel-validate-only --accel-backend=nvidai=gpu-simt 2>&1 | FileCheck %s --check-prefix=EMPTY

// A per-accelerator backend choice names an accelerator that no kernel of
// the module was given: no kernel's resolution reads it, and it is checked
// on its own, an error at the module, so that a misspelt accelerator or a
// backend that is unknown or does not support it is not ignored. The choice
// for an accelerator a kernel was given is checked at that kernel, once.

// ACCELERATOR: error: unknown accelerator 'nvidai'; did you mean 'nvidia'? registered accelerators: amd, cpu, nvidia, vulkan
// ACCELERATOR-NEXT: note: requested by the command line
// ACCELERATOR-NOT: error

// BACKEND: error: unknown backend 'gpu-smit'; did you mean 'gpu-simt'? registered backends: cpu-loops, cpu-openmp, cpu-vector, gpu-simt, spirv
// BACKEND-NEXT: note: requested by the command line
// BACKEND-NOT: error

// NOT-SUPPORTED: error: backend 'cpu-vector' does not support accelerator 'nvidia'; backends for 'nvidia': gpu-simt (default)
// NOT-SUPPORTED-NEXT: note: requested by the command line

// ENV: error: unknown accelerator 'vulkn'; did you mean 'vulkan'? registered accelerators: amd, cpu, nvidia, vulkan
// ENV-NEXT: note: requested by the environment

// The kernel's accelerator's entry, at the kernel; the other, at the module.
// BOTH: unused-backend-choices.mlir:[[# @LINE + 8]]:1: error: unknown backend 'cpu-vectr'; did you mean 'cpu-vector'?
// BOTH: error: backend 'spirv' does not support accelerator 'amd'; backends for 'amd': gpu-simt (default)
// BOTH-NOT: cpu-vectr

// VALID-NOT: error

// EMPTY: error: unknown accelerator 'nvidai'

accel.kernel @on_cpu() attributes {target = #accel.target<"cpu">} {
  return
}
