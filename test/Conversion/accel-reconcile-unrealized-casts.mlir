// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-reconcile-unrealized-casts)" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-reconcile-unrealized-casts)" -o %t.ours
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(reconcile-unrealized-casts)" -o %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(cse,accel-reconcile-unrealized-casts,cse)" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANALYSES

// Casts that lead back to the type they started from fold away, unused
// ones go, and a cast that something of another type still needs stays, as
// with upstream's reconcile-unrealized-casts. Where there is no cast the
// module is left with its analyses: the second CSE finds the dominance info
// that the first one computed, where after casts went it computes it again.

// CHECK-LABEL: func.func @round_trip(
// CHECK-NEXT: return %arg0 : i64
// CHECK-LABEL: func.func @needed(
// CHECK-NEXT: %[[CAST:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %[[CAST]] : index
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelReconcileUnrealizedCasts
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: (A) DominanceInfo
func.func @round_trip(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %unused = builtin.unrealized_conversion_cast %x : i64 to i32
  return %1 : i64
}
func.func @needed(%x: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @none(
// CHECK-NEXT: arith.addi %arg0, %arg0 : i64
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelReconcileUnrealizedCasts
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: Output
func.func @none(%x: i64) -> i64 {
  %0 = arith.addi %x, %x : i64
  return %0 : i64
}
