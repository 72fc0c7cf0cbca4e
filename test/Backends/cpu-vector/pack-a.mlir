// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=6,16,1 cache-tile=8,128 block-m=4096 vector-width=16" | FileCheck %s --check-prefix=AUTO
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=6,16,1 cache-tile=8,128 block-m=4096 vector-width=16 l1-ways=12" | FileCheck %s --check-prefix=WAYS12
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=6,16,1 cache-tile=8,128 block-m=12 vector-width=16" | FileCheck %s --check-prefix=FOOTPRINT
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=6,16,1 cache-tile=8,128 block-m=12 vector-width=16 pack-a=packed" | FileCheck %s --check-prefix=PACKED
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=6,16,1 cache-tile=8,128 block-m=12 vector-width=16 pack-a=in-place" | FileCheck %s --check-prefix=INPLACE

// pack-a: how a matmul's register tiles read A. N = 256 is two blocks of 8
// panels and M = 24 four rows of tiles, so that the packed nest copies A's
// rows block-m at a time (12 with pack-a=packed, all 24 where block-m is
// 4096) into a buffer (accel.scratch = 1) with masked vector loads, and the
// tiles read that buffer. In place, the tiles load A's elements themselves
// and there is no buffer. By default (auto) A's rows are read in place
// unless its row stride puts more of a tile's 6 rows within a line of one
// another modulo 4 KiB (one set of L1) than half of L1's ways (l1-ways, 8
// unless the pipeline says: at most 4): K = 1000 (4000 bytes: each row in
// a set of its own) and 513 (2052 bytes: rows 0, 2 and 4 share, and 1, 3
// and 5) in place, 1024 (all six in one set), 1023 (4092 bytes: all six
// within 20 bytes) and a dynamic K packed. With 12 ways (48 KiB L1s), six
// rows fit half a set at any stride: only a dynamic K is packed.
//
// Where N has several blocks, auto also packs an A larger than a quarter
// of the last-level cache, twice what a packed block of A takes there
// (2 x block-m x block-k: 65536 elements with block-m 4096, which every A
// here fits; 192 with block-m 12, which only @twice_the_block's 24 x 8
// fits): each block of N would read all of A again, from memory where A
// does not fit. With one block of N (A read once) or a dynamic M, the
// stride alone decides.

// AUTO-LABEL: func.func @stride_1000
// AUTO-SAME: (%[[A:[^:]*]]: memref<24x1000xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: scf.for {{.*}} iter_args
// AUTO-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x1000xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: return
// FOOTPRINT-LABEL: func.func @stride_1000
// FOOTPRINT-SAME: (%[[A:[^:]*]]: memref<24x1000xf32>
// FOOTPRINT: %[[BLOCK:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<12x32xf32>
// FOOTPRINT: vector.maskedload %[[A]]
// FOOTPRINT: memref.load %[[BLOCK]]
// FOOTPRINT-NOT: memref.load %[[A]]
// FOOTPRINT: return
// PACKED-LABEL: func.func @stride_1000
// PACKED-SAME: (%[[A:[^:]*]]: memref<24x1000xf32>
// PACKED: %[[BLOCK:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<12x32xf32>
// PACKED: vector.maskedload %[[A]]
// PACKED: memref.load %[[BLOCK]]
// PACKED-NOT: memref.load %[[A]]
// PACKED: return
// INPLACE-LABEL: func.func @stride_1000
// INPLACE-NOT: accel.scratch = 1
// INPLACE: return
func.func @stride_1000(%a: memref<24x1000xf32>, %b: memref<1000x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x1000xf32>, memref<1000x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_513
// AUTO-SAME: (%[[A:[^:]*]]: memref<24x513xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x513xf32>
// AUTO-NOT: accel.scratch = 1
// AUTO: return
func.func @stride_513(%a: memref<24x513xf32>, %b: memref<513x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x513xf32>, memref<513x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_1024
// AUTO-SAME: (%[[A:[^:]*]]: memref<24x1024xf32>
// AUTO: %[[BLOCK:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<24x32xf32>
// AUTO: vector.maskedload %[[A]]
// AUTO: memref.load %[[BLOCK]]
// AUTO-NOT: memref.load %[[A]]
// AUTO: return
// WAYS12-LABEL: func.func @stride_1024
// WAYS12-SAME: (%[[A:[^:]*]]: memref<24x1024xf32>
// WAYS12-NOT: accel.scratch = 1
// WAYS12-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x1024xf32>
// WAYS12-NOT: accel.scratch = 1
// WAYS12: return
// PACKED-LABEL: func.func @stride_1024
// PACKED: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<12x32xf32>
// INPLACE-LABEL: func.func @stride_1024
// INPLACE-SAME: (%[[A:[^:]*]]: memref<24x1024xf32>
// INPLACE-NOT: accel.scratch = 1
// INPLACE: scf.for {{.*}} iter_args
// INPLACE-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x1024xf32>
// INPLACE-NOT: accel.scratch = 1
// INPLACE: return
func.func @stride_1024(%a: memref<24x1024xf32>, %b: memref<1024x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x1024xf32>, memref<1024x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @stride_1023
// AUTO: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<24x32xf32>
// AUTO: return
// WAYS12-LABEL: func.func @stride_1023
// WAYS12-SAME: (%[[A:[^:]*]]: memref<24x1023xf32>
// WAYS12-NOT: accel.scratch = 1
// WAYS12-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x1023xf32>
// WAYS12: return
func.func @stride_1023(%a: memref<24x1023xf32>, %b: memref<1023x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x1023xf32>, memref<1023x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// AUTO-LABEL: func.func @dynamic_k
// AUTO: memref.alloc() {{.*}}accel.scratch = 1 : i64
// AUTO: return
// WAYS12-LABEL: func.func @dynamic_k
// WAYS12: memref.alloc() {{.*}}accel.scratch = 1 : i64
// WAYS12: return
func.func @dynamic_k(%a: memref<24x?xf32>, %b: memref<?x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x?xf32>, memref<?x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// FOOTPRINT-LABEL: func.func @one_block_of_n
// FOOTPRINT-SAME: (%[[A:[^:]*]]: memref<24x1000xf32>
// FOOTPRINT-NOT: accel.scratch = 1
// FOOTPRINT-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x1000xf32>
// FOOTPRINT-NOT: accel.scratch = 1
// FOOTPRINT: return
func.func @one_block_of_n(%a: memref<24x1000xf32>, %b: memref<1000x128xf32>, %c: memref<24x128xf32>) {
  linalg.matmul ins(%a, %b : memref<24x1000xf32>, memref<1000x128xf32>) outs(%c : memref<24x128xf32>)
  return
}

// -----

// FOOTPRINT-LABEL: func.func @dynamic_m
// FOOTPRINT-SAME: (%[[A:[^:]*]]: memref<?x1000xf32>
// FOOTPRINT-NOT: accel.scratch = 1
// FOOTPRINT-COUNT-6: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<?x1000xf32>
// FOOTPRINT-NOT: accel.scratch = 1
// FOOTPRINT: return
func.func @dynamic_m(%a: memref<?x1000xf32>, %b: memref<1000x256xf32>, %c: memref<?x256xf32>) {
  linalg.matmul ins(%a, %b : memref<?x1000xf32>, memref<1000x256xf32>) outs(%c : memref<?x256xf32>)
  return
}

// -----

// FOOTPRINT-LABEL: func.func @twice_the_block
// FOOTPRINT-NOT: accel.scratch = 1
// FOOTPRINT: return
func.func @twice_the_block(%a: memref<24x8xf32>, %b: memref<8x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x8xf32>, memref<8x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// FOOTPRINT-LABEL: func.func @over_twice_the_block
// FOOTPRINT: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64}
// FOOTPRINT: return
func.func @over_twice_the_block(%a: memref<24x9xf32>, %b: memref<9x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x9xf32>, memref<9x256xf32>) outs(%c : memref<24x256xf32>)
  return
}
