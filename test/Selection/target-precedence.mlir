// RUN: accel-opt %s --split-input-file --accel-validate-only --accel-target=cpu 2>/dev/null | FileCheck %s --check-prefix=FLAG
// RUN: env ACCEL_TARGET=fpga not accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=ATTRS
// RUN: env ACCEL_TARGET=fpga not accel-opt %s --split-input-file --accel-validate-only 2>&1 >/dev/null | FileCheck %s --check-prefix=ATTRS-ERR
// RUN: env ACCEL_TARGET=cpu accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=ENV
// RUN: env -u ACCEL_TARGET accel-opt %s --split-input-file --accel-validate-only 2>/dev/null | FileCheck %s --check-prefix=DEFAULT

// The accelerator of a kernel, one precedence rule per case (docs/Design.md,
// "Selection rules"): command line, kernel attribute, module attribute, ACCEL_TARGET,
// registry default. The recorded source says which rule won; an unknown name
// at a losing level (ACCEL_TARGET=fpga below the attributes) is never looked
// at, and only the kernel without attributes reaches it. Options come with
// the attribute that names the winner.

// FLAG-LABEL: accel.kernel @kernel_attr
// FLAG-SAME: accelerator = "cpu", accelerator_options = {cpu = "x86-64-v3"
// FLAG-SAME: target_source = "command line"
// ATTRS-LABEL: accel.kernel @kernel_attr
// ATTRS-SAME: accelerator_options = {cpu = "x86-64-v3"
// ATTRS-SAME: target_source = "kernel attribute"
module attributes {accel.target = #accel.target<"cpu", {cpu = "x86-64"}>} {
  accel.kernel @kernel_attr() attributes {target = #accel.target<"cpu", {cpu = "x86-64-v3"}>} {
    return
  }
}

// -----

// ATTRS-LABEL: accel.kernel @module_attr
// ATTRS-SAME: accelerator_options = {cpu = "x86-64"
// ATTRS-SAME: target_source = "module attribute"
module attributes {accel.target = #accel.target<"cpu", {cpu = "x86-64"}>} {
  accel.kernel @module_attr() {
    return
  }
}

// -----

// ENV-LABEL: accel.kernel @no_attr
// ENV-SAME: accelerator = "cpu"
// ENV-SAME: target_source = "environment"
// ATTRS-ERR: target-precedence.mlir:[[# @LINE + 7]]:1: error: unknown accelerator 'fpga'; registered accelerators: {{.*}}cpu{{.*}}
// ATTRS-ERR-NEXT: accel.kernel @no_attr
// ATTRS-ERR: note: requested by the environment
// ATTRS-ERR-NOT: error
// DEFAULT-LABEL: accel.kernel @no_attr
// DEFAULT-SAME: accelerator = "cpu"
// DEFAULT-SAME: target_source = "registry default"
accel.kernel @no_attr() {
  return
}
