// RUN: accel-opt %s --accel-backend=cpu-loops --accel-lower=validate-only | FileCheck %s --check-prefix=FLAG
// RUN: accel-opt %s --accel-backend=cpu-loops --pass-pipeline="builtin.module(accel-select{backend=cpu-openmp})" | FileCheck %s --check-prefix=OPTION
// RUN: accel-opt %s --accel-backend=fpga --accel-lower="backend=cpu-openmp validate-only=true" | FileCheck %s --check-prefix=OPTION
// RUN: accel-opt %s --accel-backend=cpu-loops --mlir-timing --accel-lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// The driver's --accel-* flags fill the options that a pass in the pipeline
// does not set; an option given to the pass wins over the flag. Upstream
// instrumentation sees the passes accel-lower runs inside.

// FLAG: backend = "cpu-loops", backend_source = "command line"
// OPTION: backend = "cpu-openmp", backend_options = {"block-k" = "{{[0-9]+}}", "block-m" = "{{[0-9]+}}", "block-n" = "{{[0-9]+}}", "num-threads" = "0", "pack-a" = "auto", "tile-k" = "4", "tile-m" = "6", "tile-n" = "{{[0-9]+}}", "vector-width" = "{{[0-9]+}}"}, backend_source = "command line"
// TIMING: AccelLower
// TIMING: AccelKernelEarlyUnits
// TIMING: AccelKernelPipeline
// TIMING: AccelReconcileUnrealizedCasts
// TIMING: AccelKernelUnits
// TIMING: AccelLinkKernels
// TIMING: ConvertLinalgToLoopsPass

accel.kernel @k() {
  return
}
