// RUN: env ACCEL_TARGET= not accel-opt %s --accel-validate-only 2>&1 | FileCheck %s --check-prefix=EMPTY-TARGET
// RUN: env ACCEL_BACKEND=cpu= not accel-opt %s --accel-validate-only 2>&1 | FileCheck %s --check-prefix=BAD-BACKEND
// RUN: env ACCEL_BACKEND= not accel-opt %s --accel-validate-only 2>&1 | FileCheck %s --check-prefix=EMPTY-BACKEND
// RUN: env ACCEL_TARGET=cpu ACCEL_BACKEND=cpu-loops accel-opt %s --accel-validate-only | FileCheck %s --check-prefix=BOTH

// ACCEL_TARGET and ACCEL_BACKEND: set but empty, or malformed, is an error at
// the module (no silent fallback to the default); well-formed, they apply to
// kernels that nothing else decides for.

// EMPTY-TARGET: environment.mlir:0:0: error: ACCEL_TARGET is set but empty; unset it or name an accelerator (registered accelerators: {{.*}}cpu{{.*}})
// BAD-BACKEND: environment.mlir:0:0: error: invalid ACCEL_BACKEND 'cpu=': empty backend name for accelerator 'cpu'
// EMPTY-BACKEND: environment.mlir:0:0: error: invalid ACCEL_BACKEND '': empty backend name
// BOTH: accelerator = "cpu"
// BOTH-SAME: backend = "cpu-loops", backend_source = "environment", target_source = "environment"

accel.kernel @k() {
  return
}
