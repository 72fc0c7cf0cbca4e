// RUN: accel-opt %s --pass-pipeline="builtin.module(func.func(accel-convert-vector-to-scf))" | FileCheck %s
// RUN: accel-opt %s --pass-pipeline="builtin.module(func.func(accel-convert-vector-to-scf),canonicalize,cse)" -o %t.ours
// RUN: accel-opt %s --pass-pipeline="builtin.module(func.func(convert-vector-to-scf),canonicalize,cse)" -o %t.upstream
// RUN: diff %t.ours %t.upstream

// Transfers become what upstream's convert-vector-to-scf makes of them (its
// default options), once both are folded: a 3-D write two loops of 1-D
// writes (each round of the lowering takes a rank off, inside the loop it
// builds), a 2-D read that may run past the end a loop of guarded 1-D reads,
// a transposed read a loop of scalar loads; a plain 1-D transfer is left to
// the vector-to-LLVM conversion.

// CHECK-LABEL: func.func @write3d(
// CHECK: scf.for
// CHECK: scf.for
// CHECK: vector.transfer_write %{{.*}} {in_bounds = [true]} : vector<8xf32>, memref<4x5x19xf32>
// CHECK-LABEL: func.func @read2d(
// CHECK: scf.for
// CHECK: scf.if
// CHECK: vector.transfer_read %{{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK-LABEL: func.func @transposed(
// CHECK: scf.for
// CHECK: memref.load
// CHECK: vector.insert
// CHECK-LABEL: func.func @plain(
// CHECK-NEXT: arith.constant
// CHECK-NEXT: vector.transfer_read %{{.*}} {in_bounds = [true]} : memref<64xf32>, vector<16xf32>

func.func @write3d(%v: vector<2x1x8xf32>, %m: memref<4x5x19xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %j, %c0] {in_bounds = [true, true, true]} : vector<2x1x8xf32>, memref<4x5x19xf32>
  return
}
func.func @read2d(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<3x8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<3x8xf32>
  return %v : vector<3x8xf32>
}
func.func @transposed(%m: memref<8x8xf32>, %i: index) -> vector<8xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<8x8xf32>, vector<8xf32>
  return %v : vector<8xf32>
}
func.func @plain(%m: memref<64xf32>, %i: index) -> vector<16xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  return %v : vector<16xf32>
}
