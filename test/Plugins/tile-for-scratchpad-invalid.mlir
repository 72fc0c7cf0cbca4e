// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(func.func(toy-npu-tile-for-scratchpad{scratchpad-bytes=16}))'
// RUN: not accel-opt --load-accel-plugin=%plugins/toy-npu.so %s \
// RUN:   --pass-pipeline='builtin.module(func.func(toy-npu-tile-for-scratchpad{scratchpad-bytes=0}))' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO

// Even tiles of one element per loop take one element of each operand: three
// f64 operands need 24 bytes, more than a scratchpad of 16.
func.func @too_small(%a: memref<4xf64>, %b: memref<4xf64>, %c: memref<4xf64>) {
  // expected-error @+1 {{does not fit toy-npu's scratchpad of 16 bytes: one element of each operand takes 24 bytes}}
  linalg.add ins(%a, %b : memref<4xf64>, memref<4xf64>) outs(%c : memref<4xf64>)
  return
}

// ZERO: error: toy-npu-tile-for-scratchpad: scratchpad-bytes must be positive, got 0
