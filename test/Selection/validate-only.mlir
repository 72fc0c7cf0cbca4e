// RUN: accel-opt %s --accel-validate-only | FileCheck %s
// RUN: accel-opt %s --accel-lower=validate-only | FileCheck %s

// --accel-validate-only (or accel-lower's validate-only option) resolves and
// validates every kernel and records the selection, and lowers nothing.

// CHECK-LABEL: accel.kernel @k
// CHECK-SAME: accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "{{.+}}", triple = "{{.+}}"}, backend = "cpu-vector", backend_options = {"block-k" = "{{[0-9]+}}", "block-m" = "{{[0-9]+}}", "block-n" = "{{[0-9]+}}", "pack-a" = "auto", "tile-k" = "{{[0-9]+}}", "tile-m" = "{{[0-9]+}}", "tile-n" = "{{[0-9]+}}", "vector-width" = "{{[0-9]+}}"}, backend_source = "accelerator default", target_source = "registry default"}
// CHECK-NEXT: add
// CHECK-LABEL: func.func @host
// CHECK-NEXT: accel.launch @k
accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @host(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = accel.launch @k(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
