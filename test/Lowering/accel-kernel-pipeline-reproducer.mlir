// RUN: not accel-opt %s --accel-kernel-pipeline="backend=cpu-vector pipeline=func.func(accel-tile-and-vectorize{register-tile=8,32}) reproducer=%t.repro" 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t.repro --check-prefix=REPRO
// RUN: not accel-opt --run-reproducer %t.repro -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not accel-opt %s --accel-kernel-pipeline="backend=cpu-vector pipeline=func.func(accel-tile-and-vectorize{register-tile=8,32}) reproducer=%t.missing/repro.mlir" 2>&1 | FileCheck %s --check-prefix=UNWRITABLE

// With `reproducer`, a kernel stage that fails writes the failing kernel
// (with its selection record, without the other kernels) and the stage, for
// --run-reproducer; here a built-in pass with options it rejects. A file
// that cannot be written is an error of its own.

// CHECK: accel-kernel-pipeline-reproducer.mlir:[[# @LINE + 16]]:1: error: accel-tile-and-vectorize: register-tile needs three sizes (M from 1 to 64, N from 1 to 256, K from 1 to 32), cache-tile two (K and N from 1 to 65536), block-m one from 0 to 65536 and vector-width one from 1 to 64
// CHECK: accel-kernel-pipeline-reproducer.mlir:[[# @LINE + 15]]:1: remark: the failing stage of backend 'cpu-vector' is reproduced by '{{.*}}.repro' (accel-opt --run-reproducer)

// REPRO-NOT: @other
// REPRO: func.func @vectors(
// REPRO-NOT: @other
// REPRO: pipeline: "builtin.module(accel-kernel-pipeline{backend=cpu-vector configuration= pipeline=func.func(accel-tile-and-vectorize{register-tile=8,32}) reproducer=})"

// REPLAY: accel-kernel-pipeline-reproducer.mlir:[[# @LINE + 8]]:1: error: accel-tile-and-vectorize: register-tile needs three sizes (M from 1 to 64

// UNWRITABLE: error: cannot write the reproducer '{{.*}}.missing/repro.mlir': {{.*}}

func.func @other(%x: memref<4xf32>) attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "command line", backend_source = "command line"}} {
  return
}

func.func @vectors(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>) attributes {accel.selection = {accelerator = "cpu", backend = "cpu-vector", target_source = "command line", backend_source = "command line"}} {
  linalg.matmul ins(%a, %b : memref<8x8xf32>, memref<8x8xf32>) outs(%c : memref<8x8xf32>)
  return
}
