// RUN: accel-opt %s --split-input-file --accel-flatten-parallel-loops | FileCheck %s

// Every outermost scf.parallel becomes one-dimensional; the original indices
// are recomputed from the combined one.

// CHECK-LABEL: func.func @two_dims
// CHECK: scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%[[N:.*]]) step (%{{.*}}) {
// CHECK-DAG: arith.remsi %[[K]], %{{.*}} : index
// CHECK-DAG: arith.divsi %[[K]], %{{.*}} : index
// CHECK: memref.store
// CHECK-NOT: scf.parallel
func.func @two_dims(%m: memref<16x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c8) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<16x8xf32>
  }
  return
}

// -----

// One-dimensional loops are left as they are.
// CHECK-LABEL: func.func @one_dim
// CHECK: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
func.func @one_dim(%m: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    memref.store %v, %m[%i] : memref<16xf32>
  }
  return
}
