// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-if-dialect{dialect=memref op=memref.realloc pipeline=func.func(expand-realloc{emit-deallocs=false})}))" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cse,accel-if-dialect{dialect=memref op=memref.realloc pipeline=func.func(expand-realloc{emit-deallocs=false})},cse))" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANALYSES
// RUN: not accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-if-dialect{dialect=memref op=arith.addi pipeline=func.func(expand-realloc)}))" 2>&1 | FileCheck %s --check-prefix=BADOP
// RUN: not accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-if-dialect{dialect=memref pipeline=builtin.module(canonicalize)}))" 2>&1 | FileCheck %s --check-prefix=ANCHOR

// With `op`, accel-if-dialect runs its pipeline only on a function that
// holds that op, not on one that holds other ops of the dialect: the
// bufferization stage expands memref.realloc this way, so that a kernel
// without one is not verified again after expand-realloc. Where the
// pipeline did not run, the function keeps its analyses (the second CSE
// finds the dominance info that the first one computed); where it ran, they
// are computed again. An op of another dialect is an error, and so is a
// pipeline anchored on another op than the one the pass runs on.

// ANCHOR: accel-if-dialect.mlir:[[# @LINE + 13]]:1: error: accel-if-dialect: 'pipeline' is anchored on builtin.module, not on func.func

// CHECK-LABEL: func.func @grows(
// CHECK-NOT: memref.realloc
// CHECK: memref.alloc() : memref<8xf32>
// CHECK: memref.copy
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelIfDialect
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES: ExpandReallocPass
func.func @grows(%m: memref<4xf32>) -> memref<8xf32> {
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  return %0 : memref<8xf32>
}

// -----

// CHECK-LABEL: func.func @reads(
// CHECK-NEXT: memref.load
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelIfDialect
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: Output
// BADOP: error: accel-if-dialect: 'op' must name an op of dialect 'memref', got 'arith.addi'
func.func @reads(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  return %0 : f32
}
