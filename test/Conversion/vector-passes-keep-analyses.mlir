// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cse,accel-convert-vector-to-scf,cse))" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCF
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cse,accel-lower-vector,cse))" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER

// accel-convert-vector-to-scf and accel-lower-vector leave a function whose
// vector ops they have nothing to do with as it was, with its analyses (so
// that the verifier does not run again after them): the second CSE finds
// the dominance info that the first one computed. Where they rewrote
// something, it computes it again.

// A 1-D transfer: no loop for accel-convert-vector-to-scf, a vector.load
// for accel-lower-vector.
// SCF-LABEL: Execution time report
// SCF: CSE
// SCF-NEXT: (A) DominanceInfo
// SCF-NEXT: AccelConvertVectorToSCF
// SCF-NEXT: CSE
// SCF-NEXT: Output
// LOWER-LABEL: Execution time report
// LOWER: CSE
// LOWER-NEXT: (A) DominanceInfo
// LOWER-NEXT: AccelLowerVector
// LOWER-NEXT: CSE
// LOWER-NEXT: (A) DominanceInfo
func.func @plain(%m: memref<64xf32>, %i: index) -> vector<16xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  return %v : vector<16xf32>
}

// -----

// Vector ops that convert-to-llvm converts as they are: nothing to do for
// either pass.
// SCF-LABEL: Execution time report
// SCF: CSE
// SCF-NEXT: (A) DominanceInfo
// SCF-NEXT: AccelConvertVectorToSCF
// SCF-NEXT: CSE
// SCF-NEXT: Output
// LOWER-LABEL: Execution time report
// LOWER: CSE
// LOWER-NEXT: (A) DominanceInfo
// LOWER-NEXT: AccelLowerVector
// LOWER-NEXT: CSE
// LOWER-NEXT: Output
func.func @simple(%m: memref<64xf32>, %i: index) -> vector<16xf32> {
  %v = vector.load %m[%i] : memref<64xf32>, vector<16xf32>
  %f = vector.fma %v, %v, %v : vector<16xf32>
  return %f : vector<16xf32>
}

// -----

// A 3-D transfer: loops of 1-D ones for accel-convert-vector-to-scf.
// SCF-LABEL: Execution time report
// SCF: CSE
// SCF-NEXT: (A) DominanceInfo
// SCF-NEXT: AccelConvertVectorToSCF
// SCF-NEXT: CSE
// SCF-NEXT: (A) DominanceInfo
func.func @write3d(%v: vector<2x1x8xf32>, %m: memref<4x5x19xf32>, %i: index, %j: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %j, %c0] {in_bounds = [true, true, true]} : vector<2x1x8xf32>, memref<4x5x19xf32>
  return
}
