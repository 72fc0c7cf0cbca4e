// RUN: not accel-opt --load-accel-plugin=%plugins/toy-npu.so %s --accel-target=cpu,toy-npu --accel-validate-only 2>&1 | FileCheck %s

// Variants must run on device kinds the runtime can tell apart: toy-npu's
// backend lowers to host code, as cpu's does, so the runtime would never
// choose the second of the two.

// CHECK: error: variants @scale__cpu and @scale__toy-npu of kernel @scale both run on device kind 'cpu'; the runtime would never choose the second
accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = add %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}
