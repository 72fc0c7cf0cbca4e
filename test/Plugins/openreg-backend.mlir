// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so %s --accel-target=openreg | FileCheck %s
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so %s --accel-target=openreg --accel-dump-pipeline -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PIPELINE

// openreg's backend runs the plugin's own pass, which tags each kernel with
// its device (an attribute of the plugin's dialect), then scalar loops.

// CHECK: llvm.func @k({{.*}}accel.selection = {accelerator = "openreg", backend = "openreg-loops"{{.*}}openreg.device = 0 : i64
// PIPELINE: accel-kernel-pipeline{backend=openreg-loops configuration={{[0-9a-f]+}} pipeline=func.func(openreg-assign-device{device=0},convert-linalg-to-loops,
accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
