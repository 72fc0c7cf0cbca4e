// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-backend=cpu-openmp 2>/dev/null | FileCheck %s --check-prefix=FLAG
// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-backend=cpu-loops,cpu=cpu-openmp 2>/dev/null | FileCheck %s --check-prefix=FLAG
// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-backend=default 2>/dev/null | FileCheck %s --check-prefix=FLAG-DEFAULT
// RUN: env ACCEL_BACKEND=cpu-vectr not accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=ATTRS
// RUN: env ACCEL_BACKEND=cpu-vectr not accel-opt %s --split-input-file --accel-validate-only 2>&1 >/dev/null | FileCheck %s --check-prefix=ATTRS-ERR
// RUN: env ACCEL_BACKEND=cpu=cpu-openmp accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=ENV
// RUN: env -u ACCEL_BACKEND accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=DEFAULT

// The backend of a kernel, one precedence rule per case: --accel-backend
// (bare, or per accelerator, which beats the bare name), kernel attribute,
// module attribute, ACCEL_BACKEND, the accelerator's preferred backend; and
// the name `default` asking for the preferred backend at any level. An unknown
// ACCEL_BACKEND only matters to the kernel without attributes.

// FLAG-LABEL: accel.kernel @kernel_attr
// FLAG-SAME: backend = "cpu-openmp"
// FLAG-SAME: backend_source = "command line"
// FLAG-DEFAULT-LABEL: accel.kernel @kernel_attr
// FLAG-DEFAULT-SAME: backend = "cpu-vector"
// FLAG-DEFAULT-SAME: backend_source = "command line"
// ATTRS-LABEL: accel.kernel @kernel_attr
// ATTRS-SAME: backend = "cpu-loops"
// ATTRS-SAME: backend_source = "kernel attribute"
module attributes {accel.backend = #accel.backend<"cpu-openmp">} {
  accel.kernel @kernel_attr() attributes {backend = #accel.backend<"cpu-loops">} {
    return
  }
}

// -----

// ATTRS-LABEL: accel.kernel @module_attr
// ATTRS-SAME: backend = "cpu-loops"
// ATTRS-SAME: backend_source = "module attribute"
module attributes {accel.backend = #accel.backend<"cpu-loops">} {
  accel.kernel @module_attr() {
    return
  }
}

// -----

// `default` on the kernel beats the module's cpu-loops and resolves to the
// preferred backend.
// ATTRS-LABEL: accel.kernel @kernel_default
// ATTRS-SAME: backend = "cpu-vector"
// ATTRS-SAME: backend_source = "kernel attribute"
module attributes {accel.backend = #accel.backend<"cpu-loops">} {
  accel.kernel @kernel_default() attributes {backend = #accel.backend<"default">} {
    return
  }
}

// -----

// ENV-LABEL: accel.kernel @no_attr
// ENV-SAME: backend = "cpu-openmp"
// ENV-SAME: backend_source = "environment"
// ATTRS-ERR: backend-precedence.mlir:[[# @LINE + 7]]:1: error: unknown backend 'cpu-vectr'; did you mean 'cpu-vector'? registered backends: {{.*}}cpu-vector{{.*}}
// ATTRS-ERR-NEXT: accel.kernel @no_attr
// ATTRS-ERR: note: requested by the environment
// ATTRS-ERR-NOT: error
// DEFAULT-LABEL: accel.kernel @no_attr
// DEFAULT-SAME: backend = "cpu-vector"
// DEFAULT-SAME: backend_source = "accelerator default"
accel.kernel @no_attr() {
  return
}
