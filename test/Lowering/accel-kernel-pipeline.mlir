// RUN: accel-opt %s --accel-kernel-pipeline="backend=cpu-loops pipeline=func.func(convert-linalg-to-loops)" | FileCheck %s
// RUN: accel-opt %s --accel-kernel-pipeline="backend=cpu-loops pipeline=builtin.module(func.func(convert-linalg-to-loops))" | FileCheck %s --check-prefix=MODULE
// RUN: not accel-opt %s --accel-kernel-pipeline="backend=cpu-loops pipeline=gpu.module(canonicalize)" 2>&1 | FileCheck %s --check-prefix=ANCHOR

// A backend's kernel stage runs on the functions whose selection names that
// backend, and on nothing else. A module-level stage runs on a module that
// holds only those functions (they come back after it, at the end).

// MODULE-LABEL: func.func @other_backend
// MODULE-NEXT: linalg.add
// MODULE-LABEL: func.func @host
// MODULE-NEXT: linalg.add
// MODULE-LABEL: func.func @mine
// MODULE: scf.for
// MODULE-NOT: linalg.add

// CHECK-LABEL: func.func @mine
// CHECK: scf.for
// CHECK-NOT: linalg.add
func.func @mine(%a: memref<4xf32>, %b: memref<4xf32>) attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "registry default", backend_source = "command line"}} {
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK-LABEL: func.func @other_backend
// CHECK-NEXT: linalg.add
func.func @other_backend(%a: memref<4xf32>, %b: memref<4xf32>) attributes {accel.selection = {accelerator = "cpu", backend = "cpu-vector", target_source = "registry default", backend_source = "command line"}} {
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// CHECK-LABEL: func.func @host
// CHECK-NEXT: linalg.add
func.func @host(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.add ins(%a, %a : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

// ANCHOR: error: accel-kernel-pipeline: 'pipeline' must be a pipeline anchored on func.func or builtin.module, got 'gpu.module(canonicalize)'
