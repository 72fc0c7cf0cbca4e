// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 block-m=8 vector-width=16" | FileCheck %s --check-prefix=AUTO
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 block-m=8 vector-width=16 pack-a=packed" | FileCheck %s --check-prefix=PACKED
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 block-m=8 vector-width=16 pack-a=in-place" | FileCheck %s --check-prefix=INPLACE

// pack-a: how a matmul's register tiles read A. N = 256 is two blocks of 8
// panels, so that the packed nest copies A's rows block-m (8) at a time
// into a buffer (accel.scratch = 1) with masked vector loads, and the
// tiles read that buffer. In place, the tiles load A's elements themselves
// and there is no buffer. By default (auto) A's rows are read in place
// unless its row stride puts more than half of a tile's 4 rows within a
// line of one another modulo 4 KiB (one set of L1): K = 1000 (4000 bytes:
// each row in a set of its own) and 513 (2052 bytes: rows 0 and 2, 1 and
// 3 share) in place, 1024 (all four in one set), 1023 (4092 bytes: all
// four within 12 bytes) and a dynamic K packed.

// AUTO-LABEL: func.func @stride_1000
// AUTO-SAME: (%[[A:[^:]*]]: memref<12x1000xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: scf.for {{.*}} iter_args
// AUTO-COUNT-4: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<12x1000xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: return
// PACKED-LABEL: func.func @stride_1000
// PACKED-SAME: (%[[A:[^:]*]]: memref<12x1000xf32>
// PACKED: %[[BLOCK:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// PACKED: vector.maskedload %[[A]]
// PACKED: memref.load %[[BLOCK]]
// PACKED-NOT: memref.load %[[A]]
// PACKED: return
// INPLACE-LABEL: func.func @stride_1000
// INPLACE-NOT: accel.scratch = 1
// INPLACE: return
func.func @stride_1000(%a: memref<12x1000xf32>, %b: memref<1000x256xf32>, %c: memref<12x256xf32>) {
  linalg.matmul ins(%a, %b : memref<12x1000xf32>, memref<1000x256xf32>) outs(%c : memref<12x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_513
// AUTO-SAME: (%[[A:[^:]*]]: memref<12x513xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO-COUNT-4: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<12x513xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: return
func.func @stride_513(%a: memref<12x513xf32>, %b: memref<513x256xf32>, %c: memref<12x256xf32>) {
  linalg.matmul ins(%a, %b : memref<12x513xf32>, memref<513x256xf32>) outs(%c : memref<12x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_1024
// AUTO-SAME: (%[[A:[^:]*]]: memref<12x1024xf32>
// AUTO: %[[BLOCK:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// AUTO: vector.maskedload %[[A]]
// AUTO: memref.load %[[BLOCK]]
// AUTO-NOT: memref.load %[[A]]
// AUTO: return
// PACKED-LABEL: func.func @stride_1024
// PACKED: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// INPLACE-LABEL: func.func @stride_1024
// INPLACE-SAME: (%[[A:[^:]*]]: memref<12x1024xf32>
// INPLACE-NOT: accel.scratch = 1
// INPLACE: scf.for {{.*}} iter_args
// INPLACE-COUNT-4: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<12x1024xf32>
// INPLACE-NOT: accel.scratch = 1
// INPLACE: return
func.func @stride_1024(%a: memref<12x1024xf32>, %b: memref<1024x256xf32>, %c: memref<12x256xf32>) {
  linalg.matmul ins(%a, %b : memref<12x1024xf32>, memref<1024x256xf32>) outs(%c : memref<12x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_1023
// AUTO: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// AUTO: return
func.func @stride_1023(%a: memref<12x1023xf32>, %b: memref<1023x256xf32>, %c: memref<12x256xf32>) {
  linalg.matmul ins(%a, %b : memref<12x1023xf32>, memref<1023x256xf32>) outs(%c : memref<12x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @dynamic_k
// AUTO: memref.alloc() {{.*}}accel.scratch = 1 : i64
// AUTO: return
func.func @dynamic_k(%a: memref<12x?xf32>, %b: memref<?x256xf32>, %c: memref<12x256xf32>) {
  linalg.matmul ins(%a, %b : memref<12x?xf32>, memref<?x256xf32>) outs(%c : memref<12x256xf32>)
  return
}
