// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=8,32,4 cache-tile=4,32 vector-width=16" | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=8,32,4 cache-tile=4,32 vector-width=16 parallel-outer=true" | FileCheck %s --check-prefix=PAR
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 l1-ways=4 vector-width=16" | FileCheck %s --check-prefix=ROWS
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 l1-ways=4 vector-width=16 parallel-outer=true" | FileCheck %s --check-prefix=PAR-ROWS
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 l1-ways=4 block-m=8 vector-width=16" | FileCheck %s --check-prefix=BLOCK
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 l1-ways=4 block-m=8 vector-width=16 parallel-outer=true" | FileCheck %s --check-prefix=PAR-BLOCK

// Matmuls on buffers become the cache-blocked loop nest on packed panels:
// per block of cache-tile (4 rows of K by 32 columns of N), B's block is
// copied into a contiguous, tile-ordered buffer, then every 8 x 32 register
// tile of C is computed from zero by outer products (an FMA per row of the
// tile on vector<32xf32>, A's element broadcast, B's row from the packed
// buffer) over the block's K steps unrolled by 4, in two loops: C's tile
// is prefetched for writing (its lines, 16 f32 each) between them, before
// the block's last 4 steps (B's rows of those steps take half of L1, at
// least tile-k of them), and after them added to C's tile read then, and
// written back. (A's
// rows are read in place: a row of tiles covers fewer than 8 panels of B
// here, too few to pay for packing them; @packed_rows below, whose runs
// say l1-ways=4: pack-a's auto packs where more of a tile's rows than half
// of L1's ways share a set, never for 4 rows of 8 ways, and its 4 rows of
// K = 6 are within a line of one another. pack-a.mlir tests the rule.)
// Tiles past the edges are
// masked: B's last panel is zero-padded by the packing, columns past N
// masked at C's transfers (only in the tile that crosses N: the others are
// a loop of their own), rows past M not stored. Where N is static and a
// multiple of the tile's columns no tile crosses it, and every transfer
// along N is in bounds (no mask).
// Elementwise ops are tiled by the vector width and vectorized. With
// parallel-outer, the loops over rows of tiles and over packed rows are
// scf.parallel.

// PAR-LABEL: func.func @divisible
// PAR: scf.for %{{.*}} step %[[C32:.*]] {
// PAR: scf.for %{{.*}} step %[[C4:.*]] {
// PAR: scf.parallel
// PAR: vector.store
// PAR: scf.reduce
// PAR: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// PAR: vector.fma
// PAR: scf.reduce

// CHECK-LABEL: func.func @divisible
// CHECK-SAME: (%[[A:.*]]: memref<24x8xf32>, %[[B:.*]]: memref<8x64xf32>, %[[C:.*]]: memref<24x64xf32>)
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK-DAG: %[[PACKED:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<1x4x32xf32>
// CHECK: scf.for %[[JC:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[PC:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[KP:.*]] = %{{.*}} to %[[KC:.*]] step %{{.*}} {
// CHECK: scf.for %[[PP:.*]] = %{{.*}} to %[[PANELS:.*]] step %{{.*}} {
// CHECK: %[[BROW:.*]] = vector.transfer_read %[[B]][{{.*}}], %{{.*}} {in_bounds = [true]} : memref<8x64xf32>, vector<32xf32>
// CHECK-NEXT: vector.store %[[BROW]], %[[PACKED]][%[[PP]], %[[KP]], %{{.*}}] : memref<1x4x32xf32>, vector<32xf32>
// CHECK: %[[LEFT:.*]] = arith.subi %[[KC]], %c4 : index
// CHECK-NEXT: %[[SPLIT:.*]] = arith.maxsi %[[LEFT]], %c0 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C8:.*]] {
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %[[PANELS]] step %{{.*}} {
// CHECK-NEXT: %[[COL:.*]] = arith.muli %[[P]], %c32
// CHECK-NEXT: %[[FIRST:.*]] = arith.addi %{{.*}}, %[[COL]]
// CHECK-NEXT: %[[SECOND:.*]] = arith.addi %[[FIRST]], %c16
// CHECK-NEXT: %[[HEAD:.*]]:8 = scf.for %[[K:.*]] = %c0 to %{{.*}} step %[[C4:.*]] iter_args(%{{[^ ]*}} = %[[ZEROS]], %{{[^ ]*}} = %[[ZEROS]], {{.*}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// CHECK-NOT: memref.prefetch %[[C]]
// CHECK: vector.load %[[PACKED]][%[[P]], %[[K]], %{{.*}}] : memref<1x4x32xf32>, vector<32xf32>
// CHECK: memref.load %[[A]][%{{.*}}, %{{.*}}] : memref<24x8xf32>
// CHECK-NEXT: vector.broadcast
// CHECK-NEXT: vector.fma {{.*}} : vector<32xf32>
// CHECK-COUNT-31: vector.fma {{.*}} : vector<32xf32>
// CHECK: scf.yield
// CHECK: %[[HEADLAST:.*]]:8 = scf.for %{{.*}} = %{{.*}} to %[[SPLIT]] step %c1 iter_args(%{{[^ ]*}} = %[[HEAD]]#0,
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: vector.transfer_read %[[C]]
// CHECK: memref.prefetch %[[C]][%{{.*}}, %[[FIRST]]], write, locality<3>, data : memref<24x64xf32>
// CHECK-NEXT: memref.prefetch %[[C]][%{{.*}}, %[[SECOND]]], write, locality<3>, data : memref<24x64xf32>
// CHECK-COUNT-14: memref.prefetch %[[C]]
// CHECK-NOT: vector.transfer_read %[[C]]
// CHECK: scf.for %{{.*}} = %[[SPLIT]] to %{{.*}} step %[[C4]] iter_args(%{{[^ ]*}} = %[[HEADLAST]]#0,
// CHECK-COUNT-32: vector.fma {{.*}} : vector<32xf32>
// CHECK: %[[SUMS:.*]]:8 = scf.for {{.*}} step %c1 iter_args(
// CHECK-COUNT-8: vector.fma {{.*}} : vector<32xf32>
// CHECK: %[[PARTIAL:.*]] = vector.transfer_read %[[C]][%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true]} : memref<24x64xf32>, vector<32xf32>
// CHECK-COUNT-7: vector.transfer_read %[[C]]
// CHECK-NEXT: %[[TOTAL:.*]] = arith.addf %[[SUMS]]#0, %[[PARTIAL]] : vector<32xf32>
// CHECK-COUNT-7: arith.addf %[[SUMS]]
// CHECK: scf.if
// CHECK-NEXT: vector.transfer_write %[[TOTAL]], %[[C]][%{{.*}}, %{{.*}}] {in_bounds = [true]} : vector<32xf32>, memref<24x64xf32>
// CHECK: memref.dealloc %[[PACKED]]
// CHECK-NOT: linalg.matmul
func.func @divisible(%a: memref<24x8xf32>, %b: memref<8x64xf32>, %c: memref<24x64xf32>) {
  linalg.matmul ins(%a, %b : memref<24x8xf32>, memref<8x64xf32>) outs(%c : memref<24x64xf32>)
  return
}

// -----

// M = 18, K = 6, N = 40: no tile divides. K's blocks are of equal size,
// two of 3 where block-k is 4 (not 4 and 2), and the edges are masked: B is read past N as zeros, rows past M read A's
// last row (index clamped to 17) and are stored only when in range. The
// panel within N (columns 0 to 31) has in-bounds transfers of C, the one
// that crosses it (32 to 39) masked ones, and computes one vector of 16
// (vector-width) per row, not the tile's 32 columns; its prefetches of C
// are clamped at N's last column.
// CHECK-LABEL: func.func @ragged
// CHECK-DAG: %[[LAST:.*]] = arith.constant 17 : index
// CHECK-DAG: %[[LASTCOL:.*]] = arith.constant 39 : index
// CHECK-DAG: %[[M:.*]] = arith.constant 18 : index
// CHECK: scf.for %{{.*}} = %c0 to %c6 step %c3 {
// CHECK: vector.transfer_read %{{[^{]*}} : memref<6x40xf32>, vector<32xf32>
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[ROW7:.*]] = arith.addi %[[I]], %c7
// CHECK-NEXT: arith.minsi %[[ROW7]], %[[LAST]]
// CHECK: %[[IN7:.*]] = arith.cmpi slt, %{{.*}}, %[[M]]
// CHECK: scf.for %{{.*}} = %c0 to %[[WITHIN:[0-9a-z_]+]] step %c1 {
// CHECK: vector.fma
// CHECK: vector.transfer_read {{.*}} {in_bounds = [true]} : memref<18x40xf32>, vector<32xf32>
// CHECK: scf.if %[[IN7]] {
// CHECK-NEXT: vector.transfer_write {{.*}} {in_bounds = [true]} : vector<32xf32>, memref<18x40xf32>
// CHECK: scf.for %{{.*}} = %[[WITHIN]] to %{{.*}} step %c1 {
// CHECK: %[[CLAMPED:.*]] = arith.minsi %{{.*}}, %[[LASTCOL]]
// CHECK-NOT: vector<32xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector<32xf32>
// CHECK: memref.prefetch %{{.*}}[%{{.*}}, %[[CLAMPED]]], write, locality<3>, data : memref<18x40xf32>
// CHECK-NOT: vector<32xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK-NOT: vector<32xf32>
// CHECK: vector.transfer_read {{[^{]*}} : memref<18x40xf32>, vector<16xf32>
// CHECK-NOT: vector<32xf32>
// CHECK: scf.if
// CHECK-NEXT: vector.transfer_write {{[^{]*}} : vector<16xf32>, memref<18x40xf32>
// CHECK-NOT: linalg.matmul
func.func @ragged(%a: memref<18x6xf32>, %b: memref<6x40xf32>, %c: memref<18x40xf32>) {
  linalg.matmul ins(%a, %b : memref<18x6xf32>, memref<6x40xf32>) outs(%c : memref<18x40xf32>)
  return
}

// -----

// N = 10, narrower than a tile (32 columns): the one tile computes one
// vector of 16 per row, and takes 16 rows instead of 8, as many
// accumulators as the 8 x 32 tile (twice its rows at most). M = 40 is more
// than two rows of such tiles: B is packed, and the rows of tiles step by
// 16, the last one's rows past 39 reading A's last row.
// CHECK-LABEL: func.func @narrow
// CHECK-DAG: %[[LAST:.*]] = arith.constant 39 : index
// CHECK: memref.alloc() {{.*}} : memref<1x3x32xf32>
// CHECK: scf.for %[[I:.*]] = %c0 to %c40 step %c16 {
// CHECK: %[[ROW15:.*]] = arith.addi %[[I]], %c15
// CHECK-NEXT: arith.minsi %[[ROW15]], %[[LAST]]
// CHECK: iter_args({{[^)]*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// CHECK-NEXT: %[[ROWB:.*]] = vector.load
// CHECK-COUNT-16: vector.fma %{{.*}}, %[[ROWB]], %{{.*}} : vector<16xf32>
// CHECK-NOT: vector.fma {{.*}} : vector<32xf32>
// CHECK: return
func.func @narrow(%a: memref<40x6xf32>, %b: memref<6x10xf32>, %c: memref<40x10xf32>) {
  linalg.matmul ins(%a, %b : memref<40x6xf32>, memref<6x10xf32>) outs(%c : memref<40x10xf32>)
  return
}

// -----

// M = 3, at most tile-m (8): one row of register tiles, 3 rows high, that
// reads B in place (nothing is packed or allocated): a loop over N's tiles
// (parallel with parallel-outer), the last one, which crosses N, apart,
// each tile over every block of K. Each step prefetches B's row 8 steps
// ahead (the last row, 5, at most), a line of 16 floats at a time; the
// tile that crosses N reads B's columns past 32 masked, and prefetches at
// N's last column (39) at most.
// CHECK-LABEL: func.func @few_rows
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<3x6xf32>, %[[B:[a-z0-9]+]]: memref<6x40xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[P:.*]] = %c0 to %c2 step %c1 {
// CHECK-NEXT: %[[WHOLE:.*]] = arith.cmpi ult, %[[P]], %c1 : index
// CHECK-NEXT: scf.if %[[WHOLE]] {
// CHECK: iter_args({{[^)]*}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>) {
// CHECK: %[[AHEAD:.*]] = arith.addi %{{.*}}, %c8 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.minsi %[[AHEAD]], %c5 : index
// CHECK-NEXT: memref.prefetch %[[B]][%[[ROW]], %[[COL:[0-9a-z_]+]]], read, locality<3>, data
// CHECK-NEXT: memref.prefetch %[[B]][%[[ROW]], %{{.*}}], read, locality<3>, data
// CHECK-NEXT: %[[ROWB:.*]] = vector.load %[[B]][%{{.*}}, %[[COL]]] : memref<6x40xf32>, vector<32xf32>
// CHECK-COUNT-3: vector.fma %{{.*}}, %[[ROWB]], %{{.*}} : vector<32xf32>
// CHECK: } else {
// CHECK: %[[LAST:.*]] = arith.minsi %{{.*}}, %c39 : index
// CHECK: iter_args({{[^)]*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// CHECK: memref.prefetch %[[B]][%{{.*}}, %[[LAST]]]
// CHECK-NEXT: vector.transfer_read %[[B]][%{{.*}}], %{{[^{]*}} : memref<6x40xf32>, vector<16xf32>
// CHECK-NOT: memref.alloc
// CHECK: return
// PAR-LABEL: func.func @few_rows
// PAR-NOT: memref.alloc
// PAR: scf.parallel (%[[P:.*]]) = (%c0) to (%c2) step (%c1) {
// PAR-NEXT: arith.cmpi ult, %[[P]], %c1 : index
// PAR: memref.prefetch
// PAR: vector.fma
func.func @few_rows(%a: memref<3x6xf32>, %b: memref<6x40xf32>, %c: memref<3x40xf32>) {
  linalg.matmul ins(%a, %b : memref<3x6xf32>, memref<6x40xf32>) outs(%c : memref<3x40xf32>)
  return
}

// -----

// M = 10, at most two rows of tiles (16): B read in place too, M's rows
// split evenly, two rows of tiles of 5 (not 8 and 2), inside each of N's
// tiles (N = 64: two, whole) and each block of K (6: two of 3).
// CHECK-LABEL: func.func @two_row_tiles
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<10x6xf32>, %[[B:[a-z0-9]+]]: memref<6x64xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c6 step %c3 {
// CHECK: scf.for %[[I:.*]] = %c0 to %c10 step %c5 {
// CHECK: iter_args({{[^)]*}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
// CHECK: memref.prefetch %[[B]]
// CHECK: vector.load %[[B]]
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @two_row_tiles(%a: memref<10x6xf32>, %b: memref<6x64xf32>, %c: memref<10x64xf32>) {
  linalg.matmul ins(%a, %b : memref<10x6xf32>, memref<6x64xf32>) outs(%c : memref<10x64xf32>)
  return
}

// -----

// Two rows of tiles read B in place in blocks of K whose tile-n columns
// take half of L1 (twice block-k x tile-m over tile-n: 8 x 4 x 2 / 16 = 4
// steps, and an eighth: at most 4, where block-k's blocks hold up to 9):
// K = 9 is three blocks of 3, around the two rows of tiles of 3 (M = 6).
// One row of tiles (M = 3) keeps block-k: K = 9 is one block, C's tile in
// registers throughout.
// ROWS-LABEL: func.func @pair_blocks
// ROWS-NOT: memref.alloc
// ROWS: scf.for %{{.*}} = %c0 to %c9 step %c3 {
// ROWS-NEXT: arith.subi
// ROWS-NEXT: arith.minsi
// ROWS-NEXT: scf.for %{{.*}} = %c0 to %c6 step %c3 {
// ROWS: iter_args({{[^)]*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// ROWS-LABEL: func.func @one_row_blocks
// ROWS-NOT: step %c3
// ROWS: scf.for %{{.*}} = %c0 to %c9 step %c1 iter_args({{[^)]*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// ROWS: return
func.func @pair_blocks(%a: memref<6x9xf32>, %b: memref<9x16xf32>, %c: memref<6x16xf32>) {
  linalg.matmul ins(%a, %b : memref<6x9xf32>, memref<9x16xf32>) outs(%c : memref<6x16xf32>)
  return
}
func.func @one_row_blocks(%a: memref<3x9xf32>, %b: memref<9x16xf32>, %c: memref<3x16xf32>) {
  linalg.matmul ins(%a, %b : memref<3x9xf32>, memref<9x16xf32>) outs(%c : memref<3x16xf32>)
  return
}

// -----

// A block of K may take block-k / 8 steps more where that saves a block
// (block-k 8 here: up to 9). K = 9 is one block of 9 (the panel holds 9
// rows, the K loops of each tile run 9 steps: 5, then C's tile prefetched,
// then the last 4, as many of B's 16-column rows as 4 x 8 of A's), K = 10
// two blocks of 5.
// ROWS-LABEL: func.func @k_slack
// ROWS: memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<2x9x16xf32>
// ROWS-NEXT: scf.for %{{.*}} = %c0 to %c9 step %c1 {
// ROWS: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args(
// ROWS: memref.prefetch %{{.*}} write
// ROWS: scf.for %{{.*}} = %c5 to %c9 step %c1 iter_args(
// ROWS-LABEL: func.func @k_beyond_slack
// ROWS: memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<2x5x16xf32>
// ROWS-NEXT: scf.for %{{.*}} = %c0 to %c10 step %c5 {
func.func @k_slack(%a: memref<12x9xf32>, %b: memref<9x32xf32>, %c: memref<12x32xf32>) {
  linalg.matmul ins(%a, %b : memref<12x9xf32>, memref<9x32xf32>) outs(%c : memref<12x32xf32>)
  return
}
func.func @k_beyond_slack(%a: memref<12x10xf32>, %b: memref<10x32xf32>, %c: memref<12x32xf32>) {
  linalg.matmul ins(%a, %b : memref<12x10xf32>, memref<10x32xf32>) outs(%c : memref<12x32xf32>)
  return
}

// -----

// Where a row of register tiles covers 8 panels of B or more (here 4 x 16
// tiles, 128-column blocks of N = 128), each tile's rows of A are first
// copied into a buffer (4 rows of K = 6, rounded up to 16: vectors of 16,
// masked at K): one for the whole nest, or with parallel rows one per row
// of tiles, allocated and freed by the thread that computes it. The tiles
// then read A from it.
// ROWS-LABEL: func.func @packed_rows
// ROWS-SAME: (%[[A:.*]]: memref<12x6xf32>,
// ROWS: %[[STRIP:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<4x16xf32>
// ROWS: scf.for %[[I:.*]] = %{{.*}} to %c12 step %c4 {
// ROWS-NOT: memref.alloc
// ROWS: %[[ROW:.*]] = vector.maskedload %[[A]][%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : memref<12x6xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// ROWS-NEXT: vector.store %[[ROW]], %[[STRIP]][%c0, %{{.*}}] : memref<4x16xf32>, vector<16xf32>
// ROWS: vector.store {{.*}}, %[[STRIP]][%c3, %{{.*}}] : memref<4x16xf32>, vector<16xf32>
// While each tile is computed, the next row of tiles' rows of A (ir + 4 ..
// ir + 7, clamped at M) are prefetched, a line of each per panel.
// ROWS: %[[NEXT:.*]] = arith.addi %[[I]], %c4 : index
// ROWS-NEXT: %[[NEXT0:.*]] = arith.minsi %[[NEXT]], %c11 : index
// ROWS: scf.for %[[P:.*]] = %c0 to %c8 step %c1 {
// ROWS-NEXT: %[[COL:.*]] = arith.muli %[[P]], %c16 : index
// ROWS-NEXT: %[[K:.*]] = arith.minsi %[[COL]], %c5 : index
// ROWS-NEXT: memref.prefetch %[[A]][%[[NEXT0]], %[[K]]], read, locality<2>, data : memref<12x6xf32>
// ROWS-COUNT-3: memref.prefetch %[[A]][%{{.*}}, %[[K]]], read, locality<2>, data : memref<12x6xf32>
// ROWS: scf.for {{.*}} iter_args
// ROWS: memref.load %[[STRIP]][%c0, %{{.*}}] : memref<4x16xf32>
// ROWS: vector.fma
// ROWS-NOT: memref.load %[[A]]
// ROWS: memref.dealloc %[[STRIP]]
// With block-m the same: N is one block (128 columns), so a block of A's
// rows would be written and read back once, for nothing.
// BLOCK-LABEL: func.func @packed_rows
// BLOCK: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<4x16xf32>
// BLOCK: memref.prefetch
// PAR-ROWS-LABEL: func.func @packed_rows
// PAR-ROWS: scf.parallel (%{{.*}}) = (%c0) to (%c12) step (%c4) {
// PAR-ROWS-NEXT: %[[STRIP:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<4x16xf32>
// PAR-ROWS: vector.store {{.*}}, %[[STRIP]]
// PAR-ROWS: memref.prefetch
// PAR-ROWS: memref.load %[[STRIP]]
// PAR-ROWS: memref.dealloc %[[STRIP]]
// PAR-ROWS-NEXT: scf.reduce
func.func @packed_rows(%a: memref<12x6xf32>, %b: memref<6x128xf32>, %c: memref<12x128xf32>) {
  linalg.matmul ins(%a, %b : memref<12x6xf32>, memref<6x128xf32>) outs(%c : memref<12x128xf32>)
  return
}

// -----

// With block-m, a matmul's rows of A are packed block-m (8) rows at a time
// for each block of K, once for all of N's blocks (here two of 128
// columns; with one, @packed_rows above): M = 10 is a block of 8 rows and one of 2, the buffer 8 rows of
// K = 6 rounded up to 16, and 16 more (rows a power of two apart collide in
// L1). Each row of tiles packs its 4 rows at its offset within the block
// (in parallel with parallel-outer), prefetching with each copied line the
// line the next row of tiles copies (clamped to the block's last row), then
// every column block packs its panel of B and its tiles read A's rows from
// the block, at the same offset; no prefetching of A there (the block is in
// cache; C's tiles are prefetched). Without block-m, @packed_rows above.
// BLOCK-LABEL: func.func @row_blocks
// BLOCK-SAME: (%[[A:[^:]*]]: memref<10x6xf32>,
// BLOCK-DAG: %[[PANEL:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<8x6x16xf32>
// BLOCK-DAG: %[[STRIPS:.*]] = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// BLOCK: scf.for %[[MC:.*]] = %c0 to %c10 step %c8 {
// BLOCK-NEXT: %[[END:.*]] = arith.addi %[[MC]], %c8 : index
// BLOCK-NEXT: %[[MEND:.*]] = arith.minsi %[[END]], %c10 : index
// BLOCK: scf.for %[[IR:.*]] = %[[MC]] to %[[MEND]] step %c4 {
// BLOCK-NEXT: %[[AT:.*]] = arith.subi %[[IR]], %[[MC]] : index
// BLOCK: %[[AHEAD4:.*]] = arith.addi %[[IR]], %c4 : index
// BLOCK-NEXT: %[[AHEAD:.*]] = arith.minsi %[[AHEAD4]], %{{.*}} : index
// BLOCK: memref.prefetch %[[A]][%[[AHEAD]], %c0], read, locality<3>, data
// BLOCK-NEXT: %[[ROW:.*]] = vector.maskedload %[[A]][%{{.*}}, %c0], %{{.*}}, %{{.*}} : memref<10x6xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// BLOCK-NEXT: vector.store %[[ROW]], %[[STRIPS]][%[[AT]], %{{.*}}] : memref<8x32xf32>, vector<16xf32>
// BLOCK-COUNT-3: vector.store %{{.*}}, %[[STRIPS]][%{{.*}}, %{{.*}}] : memref<8x32xf32>, vector<16xf32>
// BLOCK: scf.for %[[JC:.*]] = %c0 to %c256 step %c128 {
// BLOCK: vector.store %{{.*}}, %[[PANEL]]
// BLOCK: scf.for %[[IR2:.*]] = %[[MC]] to %[[MEND]] step %c4 {
// BLOCK-NEXT: %[[AT2:.*]] = arith.subi %[[IR2]], %[[MC]] : index
// BLOCK-NOT: memref.prefetch %[[A]]
// BLOCK: memref.load %[[STRIPS]][%[[AT2]], %{{.*}}] : memref<8x32xf32>
// BLOCK: vector.fma
// BLOCK-NOT: memref.load %[[A]]
// BLOCK: memref.dealloc %[[STRIPS]]
// PAR-BLOCK-LABEL: func.func @row_blocks
// PAR-BLOCK: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<8x32xf32>
// PAR-BLOCK: scf.for %[[MC:.*]] = %c0 to %c10 step %c8 {
// PAR-BLOCK: scf.parallel (%{{.*}}) = (%[[MC]]) to (%{{.*}}) step (%c4) {
// PAR-BLOCK: vector.maskedload
// PAR-BLOCK: scf.for %{{.*}} = %c0 to %c256 step %c128 {
// PAR-BLOCK: scf.parallel
// PAR-BLOCK: scf.parallel (%{{.*}}) = (%[[MC]]) to (%{{.*}}) step (%c4) {
// PAR-BLOCK-NOT: memref.alloc
// PAR-BLOCK: vector.fma
// ROWS-LABEL: func.func @row_blocks
// ROWS-NOT: scf.for %{{.*}} = %c0 to %c10 step %c8
// ROWS: memref.prefetch
func.func @row_blocks(%a: memref<10x6xf32>, %b: memref<6x256xf32>, %c: memref<10x256xf32>) {
  linalg.matmul ins(%a, %b : memref<10x6xf32>, memref<6x256xf32>) outs(%c : memref<10x256xf32>)
  return
}

// -----

// Dynamic sizes take the same loop nest, bounded by the operands' dims.
// The panel holds the largest block of K: block-k and its slack (8 + 1
// with ROWS), K's block count is K over that, rounded up. Where M turns
// out to be at most two rows of tiles (16), B is read in place instead
// (its rows prefetched), in tiles of 8 rows.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[A:[^:]*]]: memref<?x?xf32>, %[[B:[^:]*]]: memref<?x?xf32>
// CHECK: %[[PACKED:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<1x4x32xf32>
// CHECK: %[[M:.*]] = memref.dim %[[A]], %c0
// CHECK-NEXT: %[[FEW:.*]] = arith.cmpi ule, %[[M]], %c16 : index
// CHECK-NEXT: scf.if %[[FEW]] {
// CHECK-NOT: %[[PACKED]]
// CHECK: scf.for %{{.*}} = %c0 to %[[M]] step %c8 {
// CHECK-NOT: %[[PACKED]]
// CHECK: memref.prefetch %[[B]]
// CHECK-NOT: %[[PACKED]]
// CHECK: vector.load %[[B]]
// CHECK-NOT: %[[PACKED]]
// CHECK: } else {
// CHECK: vector.store {{.*}}, %[[PACKED]]
// CHECK: vector.load %[[PACKED]]
// ROWS-LABEL: func.func @dynamic
// ROWS-SAME: (%{{[^:]*}}: memref<?x?xf32>, %[[B:[^:]*]]: memref<?x?xf32>
// ROWS-DAG: %[[C9:.*]] = arith.constant 9 : index
// ROWS-DAG: memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<8x9x16xf32>
// ROWS-DAG: %[[K:.*]] = memref.dim %[[B]], %c0 : memref<?x?xf32>
// ROWS: arith.ceildivsi %[[K]], %[[C9]] : index
// CHECK: vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT: linalg.matmul
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// batch_matmul: the matmul of each batch element on rank-reduced views,
// sharing one packed buffer; f64 tiles have half the columns (16). The
// tiles are whole (N = 64), so the transfers are in bounds and the views
// fold into them: they index the batch directly.
// CHECK-LABEL: func.func @batch_f64
// CHECK: %[[PACKED:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<2x4x16xf64>
// CHECK: scf.for %[[N:.*]] =
// CHECK: vector.transfer_read %{{.*}}[%[[N]], %{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true]} : memref<2x8x64xf64>, vector<16xf64>
// CHECK: vector.store {{.*}}, %[[PACKED]]{{.*}} : memref<2x4x16xf64>, vector<16xf64>
// CHECK: vector.fma {{.*}} : vector<16xf64>
// CHECK: memref.dealloc %[[PACKED]]
// CHECK-NOT: linalg.batch_matmul
func.func @batch_f64(%a: memref<2x24x8xf64>, %b: memref<2x8x64xf64>, %c: memref<2x24x64xf64>) {
  linalg.batch_matmul ins(%a, %b : memref<2x24x8xf64>, memref<2x8x64xf64>) outs(%c : memref<2x24x64xf64>)
  return
}

// -----

// conv2d (NHWC x HWCF, stride 2 along H) as the same product without
// im2col, reduced over every filter position within each register tile:
// K's blocks are blocks of the 8 channels, block-k (4) divided among the 9
// positions (one channel each); the 24 output pixels (n, oh, ow) are the
// rows, each tile row's indices from the flat row by division. A loop over
// the positions (kh, kw) = (p / 3, p % 3) carries the tile from zero (A's
// element is the input at (n, oh * 2 + kh, ow + kw)), then C's tile is
// prefetched before it, read once per block after it, and added.
// The filter's 32 output channels are whole tiles (one of 32, or two
// of 16 in the ROWS run): its rows are read in place, nothing is packed.
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[IN:.*]]: memref<1x10x8x8xf32>, %[[FILTER:.*]]: memref<3x3x8x32xf32>, %[[OUT:.*]]: memref<1x4x6x32xf32>)
// CHECK-DAG: %[[PIXELS:.*]] = arith.constant 24 : index
// CHECK-DAG: %[[WIDTH:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[STRIDE:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[KW:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[POSITIONS:.*]] = arith.constant 9 : index
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.for %[[PC:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %[[PIXELS]] step %{{.*}} {
// CHECK: %[[PIXEL:.*]] = arith.remui %{{.*}}, %[[PIXELS]]
// CHECK-NEXT: %[[OH:.*]] = arith.divui %[[PIXEL]], %[[WIDTH]]
// CHECK-NEXT: %[[OW:.*]] = arith.remui %[[PIXEL]], %[[WIDTH]]
// CHECK-NEXT: %[[H:.*]] = arith.muli %[[OH]], %[[STRIDE]]
// CHECK: memref.prefetch %[[OUT]][%{{.*}}, %[[OH]], %[[OW]], %{{.*}}], write
// CHECK-NOT: vector.transfer_read %[[OUT]]
// CHECK: %[[SUMS:.*]]:{{[0-9]+}} = scf.for %[[Q:.*]] = %{{.*}} to %[[POSITIONS]] step %{{.*}} iter_args(%{{.*}} = %[[ZEROS]],
// CHECK-NEXT: %[[FH:.*]] = arith.divui %[[Q]], %[[KW]]
// CHECK-NEXT: %[[FW:.*]] = arith.remui %[[Q]], %[[KW]]
// CHECK-NEXT: %[[IH:.*]] = arith.addi %[[H]], %[[FH]]
// CHECK-NEXT: %[[IW:.*]] = arith.addi %[[OW]], %[[FW]]
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args
// CHECK: %[[C:.*]] = arith.addi %[[PC]], %[[K]]
// CHECK-NEXT: vector.load %[[FILTER]][%[[FH]], %[[FW]], %[[C]], %{{.*}}] : memref<3x3x8x32xf32>, vector<32xf32>
// CHECK: memref.load %[[IN]][%{{.*}}, %[[IH]], %[[IW]], %{{.*}}] : memref<1x10x8x8xf32>
// CHECK: vector.fma {{.*}} : vector<32xf32>
// CHECK: %[[TILE:.*]] = vector.transfer_read %[[OUT]][%{{.*}}, %[[OH]], %[[OW]], %{{.*}}]
// CHECK: %[[SUM:.*]] = arith.addf %[[SUMS]]#0, %[[TILE]]
// CHECK: vector.transfer_write %[[SUM]], %[[OUT]][%{{.*}}, %[[OH]], %[[OW]], %{{.*}}]
// CHECK-NOT: linalg.conv
// ROWS-LABEL: func.func @conv
// ROWS-SAME: (%[[IN:.*]]: memref<1x10x8x8xf32>, %[[FILTER:.*]]: memref<3x3x8x32xf32>, %[[OUT:.*]]: memref<1x4x6x32xf32>)
// ROWS-NOT: memref.alloc
// ROWS: scf.for %[[PANEL:.*]] = %c0 to %c2 step %c1 {
// ROWS-NEXT: %[[COL:.*]] = arith.muli %[[PANEL]], %c16
// ROWS: scf.for %[[Q:.*]] = %c0 to %c9 step %c1 iter_args(
// ROWS-NEXT: %[[FH:.*]] = arith.divui %[[Q]], %c3
// ROWS-NEXT: %[[FW:.*]] = arith.remui %[[Q]], %c3
// ROWS: vector.load %[[FILTER]][%[[FH]], %[[FW]], %{{.*}}, %[[COL]]] : memref<3x3x8x32xf32>, vector<16xf32>
func.func @conv(%i: memref<1x10x8x8xf32>, %f: memref<3x3x8x32xf32>, %o: memref<1x4x6x32xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%i, %f : memref<1x10x8x8xf32>, memref<3x3x8x32xf32>) outs(%o : memref<1x4x6x32xf32>)
  return
}

// -----

// 20 output channels are not whole 16-column tiles (ROWS): every position's
// slice is packed, two panels each, the second zero past column 20, into 18
// rows of panels (position p's panel j is row p * 2 + j), and the tiles of
// panel j read row p * 2 + j at each position p (the tile within N, then
// the one that crosses it). The dilation 2 along W moves the input's
// column by 2 kw. Each row of the copy prefetches the slice's row 2 ahead
// (clamped to the block's last) at each line's column (clamped to 19).
// ROWS-LABEL: func.func @conv_ragged
// ROWS-SAME: (%[[IN:.*]]: memref<1x10x10x8xf32>, %[[FILTER:.*]]: memref<3x3x8x20xf32>, %[[OUT:.*]]: memref<1x4x6x20xf32>)
// ROWS: %[[PACKED:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<18x1x16xf32>
// ROWS: scf.for %[[PC:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// ROWS: scf.for %[[P:.*]] = %c0 to %c9 step %c1 {
// ROWS-NEXT: %[[FH:.*]] = arith.divui %[[P]], %c3
// ROWS-NEXT: %[[FW:.*]] = arith.remui %[[P]], %c3
// ROWS-NEXT: %[[SLICE:.*]] = memref.subview %[[FILTER]][%[[FH]], %[[FW]], 0, 0] [1, 1, 8, 20] [1, 1, 1, 1]
// ROWS-NEXT: %[[FIRST:.*]] = arith.muli %[[P]], %c2
// ROWS: %[[K:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// ROWS-NEXT: %[[AHEAD2:.*]] = arith.addi %[[K]], %c2
// ROWS-NEXT: %[[AHEAD:.*]] = arith.minsi %[[AHEAD2]], %{{.*}} : index
// ROWS-NEXT: scf.for %[[J:.*]] = %c0 to %c2 step %c1 {
// ROWS-NEXT: %[[COL:.*]] = arith.muli %[[J]], %c16
// ROWS-NEXT: %[[ROW:.*]] = arith.addi %[[FIRST]], %[[J]]
// ROWS-NEXT: %[[LINE:.*]] = arith.minsi %[[COL]], %c19
// ROWS-NEXT: memref.prefetch %[[SLICE]][%[[AHEAD]], %[[LINE]]], read, locality<3>, data
// ROWS-NEXT: %[[V:.*]] = vector.transfer_read %[[SLICE]][%{{.*}}, %{{.*}}], %{{.*}} : memref<8x20xf32, strided<[20, 1], offset: ?>>, vector<16xf32>
// ROWS-NEXT: vector.store %[[V]], %[[PACKED]][%[[ROW]], %{{.*}}, %c0] : memref<18x1x16xf32>, vector<16xf32>
// ROWS: scf.for %[[Q:.*]] = %c0 to %c9 step %c1 iter_args(
// ROWS-NEXT: %[[KH:.*]] = arith.divui %[[Q]], %c3
// ROWS-NEXT: %[[KW:.*]] = arith.remui %[[Q]], %c3
// ROWS-NEXT: %[[QROW:.*]] = arith.muli %[[Q]], %c2
// ROWS-NEXT: %[[DW:.*]] = arith.muli %[[KW]], %c2
// ROWS-NEXT: %[[IH:.*]] = arith.addi %{{.*}}, %[[KH]]
// ROWS-NEXT: %[[IW:.*]] = arith.addi %{{.*}}, %[[DW]]
// ROWS: vector.load %[[PACKED]][%[[QROW]], %{{.*}}, %c0] : memref<18x1x16xf32>, vector<16xf32>
// ROWS: memref.load %[[IN]][%{{.*}}, %[[IH]], %[[IW]], %{{.*}}] : memref<1x10x10x8xf32>
// ROWS: scf.for %[[Q2:.*]] = %c0 to %c9 step %c1 iter_args(
// ROWS-NEXT: arith.divui %[[Q2]], %c3
// ROWS-NEXT: arith.remui %[[Q2]], %c3
// ROWS-NEXT: %[[QROW2:.*]] = arith.muli %[[Q2]], %c2
// ROWS-NEXT: %[[SECOND:.*]] = arith.addi %[[QROW2]], %c1
// ROWS: vector.load %[[PACKED]][%[[SECOND]], %{{.*}}, %c0] : memref<18x1x16xf32>, vector<16xf32>
// ROWS: memref.dealloc %[[PACKED]]
func.func @conv_ragged(%i: memref<1x10x10x8xf32>, %f: memref<3x3x8x20xf32>, %o: memref<1x4x6x20xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%i, %f : memref<1x10x10x8xf32>, memref<3x3x8x20xf32>) outs(%o : memref<1x4x6x20xf32>)
  return
}

// -----

// The elementwise consumer of a matmul (a dense layer's bias row and ReLU)
// runs on each finished register tile: after the last K block (K = 8, two
// blocks of 4) the tile goes through the epilogue, before that its partial
// sums are stored. The consumer's buffer holds both (C's allocation and
// dealloc become the consumer's), and its loop nest is gone. The fill of C
// is folded into the first K block: its tiles start from the fill's value
// (zero) and are not added to C; the later blocks start from zero too and
// add the partial sums after their k steps.
// CHECK-LABEL: func.func @dense_epilogue
// CHECK-SAME: (%[[A:.*]]: memref<24x8xf32>, %[[B:.*]]: memref<8x64xf32>, %[[BIAS:.*]]: memref<64xf32>)
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// CHECK: %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<24x64xf32>
// CHECK-NEXT: %[[PACKED:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<1x4x32xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64 step %c32 {
// CHECK: scf.for %[[PC:.*]] = %{{.*}} to %c8 step %c4 {
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[PC]], %c0
// CHECK: %[[END:.*]] = arith.addi %[[PC]], %{{.*}}
// CHECK: %[[LAST:.*]] = arith.cmpi eq, %[[END]], %c8
// CHECK: scf.for {{.*}} iter_args(%{{[^ ]*}} = %[[ZEROS]], %{{[^ ]*}} = %[[ZEROS]],
// CHECK: vector.fma
// CHECK: memref.prefetch %[[D]]
// CHECK: scf.for
// CHECK: %[[SUMS:.*]]:8 = scf.for
// CHECK: %[[TOTALS:.*]]:8 = scf.if %[[FIRST]] -> (vector<32xf32>,
// CHECK-NEXT: scf.yield %[[SUMS]]#0, %[[SUMS]]#1,
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[PARTIAL:.*]] = vector.transfer_read %[[D]]
// CHECK: arith.addf %[[SUMS]]#0, %[[PARTIAL]] : vector<32xf32>
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: scf.if %[[LAST]] {
// CHECK-NEXT: %[[ROW:.*]] = vector.transfer_read %[[BIAS]][%{{.*}}], %{{.*}} {in_bounds = [true]} : memref<64xf32>, vector<32xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[TOTALS]]#0, %[[ROW]] : vector<32xf32>
// CHECK-NEXT: %[[RELU:.*]] = arith.maximumf %[[SUM]], %{{.*}} : vector<32xf32>
// CHECK-NEXT: vector.transfer_write %[[RELU]], %[[D]][%{{.*}}, %{{.*}}] {in_bounds = [true]} : vector<32xf32>, memref<24x64xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: vector.transfer_write %{{.*}}, %[[D]][%{{.*}}, %{{.*}}] {in_bounds = [true]} : vector<32xf32>, memref<24x64xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.fill
// CHECK-NOT: memref.dealloc %[[D]] :
// CHECK: return %[[D]]
#row = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @dense_epilogue(%a: memref<24x8xf32>, %b: memref<8x64xf32>, %bias: memref<64xf32>) -> memref<24x64xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() {alignment = 64 : i64} : memref<24x64xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<24x64xf32>)
  linalg.matmul ins(%a, %b : memref<24x8xf32>, memref<8x64xf32>) outs(%c : memref<24x64xf32>)
  %d = memref.alloc() {alignment = 64 : i64} : memref<24x64xf32>
  linalg.generic {indexing_maps = [#row, #bias, #row], iterator_types = ["parallel", "parallel"]} ins(%c, %bias : memref<24x64xf32>, memref<64xf32>) outs(%d : memref<24x64xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  memref.dealloc %c : memref<24x64xf32>
  return %d : memref<24x64xf32>
}

// -----

// A fill of another value than zero, folded into the first of K's two
// blocks: the tiles start from the fill's value in the first block and
// from zero in the second, the one that adds C's partial sums.
// CHECK-LABEL: func.func @fill_value
// CHECK-SAME: (%{{.*}}: memref<24x8xf32>, %{{.*}}: memref<8x64xf32>, %[[C:.*]]: memref<24x64xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[INIT:.*]] = arith.constant 1.500000e+00 : f32
// CHECK: scf.for %[[PC:.*]] = %{{.*}} to %c8 step %c4 {
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[PC]], %c0
// CHECK: %[[START:.*]] = arith.select %[[FIRST]], %[[INIT]], %[[ZERO]] : f32
// CHECK-NEXT: %[[SPLAT:.*]] = vector.broadcast %[[START]] : f32 to vector<32xf32>
// CHECK: scf.for {{.*}} iter_args(%{{[^ ]*}} = %[[SPLAT]], %{{[^ ]*}} = %[[SPLAT]],
// CHECK: memref.prefetch %[[C]]
// CHECK: scf.for
// CHECK: %[[SUMS:.*]]:8 = scf.for
// CHECK: scf.if %[[FIRST]] -> (vector<32xf32>,
// CHECK-NEXT: scf.yield %[[SUMS]]#0,
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[PARTIAL:.*]] = vector.transfer_read %[[C]]
// CHECK: arith.addf %[[SUMS]]#0, %[[PARTIAL]] : vector<32xf32>
// CHECK-NOT: linalg.fill
func.func @fill_value(%a: memref<24x8xf32>, %b: memref<8x64xf32>, %c: memref<24x64xf32>) {
  %init = arith.constant 1.5 : f32
  linalg.fill ins(%init : f32) outs(%c : memref<24x64xf32>)
  linalg.matmul ins(%a, %b : memref<24x8xf32>, memref<8x64xf32>) outs(%c : memref<24x64xf32>)
  return
}

// -----

// Not an epilogue when C is a buffer the caller sees (here: an argument,
// which would be left holding partial sums): the consumer stays an op of
// its own, vectorized by the vector width.
// CHECK-LABEL: func.func @not_epilogue
// CHECK: vector.fma
// CHECK: arith.maximumf {{.*}} : vector<16xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_epilogue(%a: memref<24x8xf32>, %b: memref<8x64xf32>, %c: memref<24x64xf32>) -> memref<24x64xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.matmul ins(%a, %b : memref<24x8xf32>, memref<8x64xf32>) outs(%c : memref<24x64xf32>)
  %d = memref.alloc() {alignment = 64 : i64} : memref<24x64xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : memref<24x64xf32>) outs(%d : memref<24x64xf32>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }
  return %d : memref<24x64xf32>
}

// -----

// A reduction along rows, with the op feeding it, in four vector
// accumulators of 16 lanes (64 columns a step), the tail masked to the
// combiner's neutral element (-inf for a max), the lanes reduced and
// combined with the output's element; parallel-outer makes the loop over
// rows parallel.
// PAR-LABEL: func.func @row_max_square
// PAR: scf.parallel
// PAR: vector.reduction <maximumf>
// CHECK-LABEL: func.func @row_max_square
// CHECK-SAME: (%[[A:.*]]: memref<4x?xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-DAG: %[[NEUTRAL:.*]] = arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK-DAG: %[[STEP:.*]] = arith.constant 64 : index
// CHECK: %[[COLUMNS:.*]] = memref.dim %[[A]], %c1
// CHECK: %[[REST:.*]] = arith.remui %[[COLUMNS]], %[[STEP]]
// CHECK: %[[MAIN:.*]] = arith.subi %[[COLUMNS]], %[[REST]]
// CHECK: scf.for %[[ROW:.*]] = %c0 to %c4 step %c1 {
// CHECK: %[[ACCS:.*]]:4 = scf.for %[[COL:.*]] = %c0 to %[[MAIN]] step %[[STEP]] iter_args(%[[ACC0:.*]] = %[[NEUTRAL]], %{{.*}} = %[[NEUTRAL]], %{{.*}} = %[[NEUTRAL]], %{{.*}} = %[[NEUTRAL]]) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-NEXT: %[[V:.*]] = vector.load %[[A]][%[[ROW]], %[[COL]]] : memref<4x?xf32>, vector<16xf32>
// CHECK-NEXT: %[[SQ:.*]] = arith.mulf %[[V]], %[[V]] : vector<16xf32>
// CHECK-NEXT: arith.maximumf %[[SQ]], %[[ACC0]] : vector<16xf32>
// CHECK-COUNT-3: vector.load
// CHECK: %[[TAIL:.*]] = scf.for %[[T:.*]] = %[[MAIN]] to %[[COLUMNS]] step %c16 iter_args(%[[ACC:.*]] = %[[ACCS]]#0) -> (vector<16xf32>)
// CHECK: %[[LEFT:.*]] = arith.subi %[[COLUMNS]], %[[T]]
// CHECK-NEXT: %[[MASK:.*]] = vector.create_mask %[[LEFT]] : vector<16xi1>
// CHECK-NEXT: %[[W:.*]] = vector.transfer_read %[[A]][%[[ROW]], %[[T]]]
// CHECK-NEXT: %[[WSQ:.*]] = arith.mulf %[[W]], %[[W]]
// CHECK-NEXT: %[[KEPT:.*]] = arith.select %[[MASK]], %[[WSQ]], %[[NEUTRAL]]
// CHECK-NEXT: arith.maximumf %[[KEPT]], %[[ACC]]
// CHECK: %[[LANES:.*]] = vector.reduction <maximumf>, %{{.*}} : vector<16xf32> into f32
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[OUT]][%[[ROW]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.maximumf %[[LANES]], %[[OLD]] : f32
// CHECK-NEXT: memref.store %[[NEW]], %[[OUT]][%[[ROW]]]
// CHECK-NOT: linalg.generic
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @row_max_square(%a: memref<4x?xf32>, %r: memref<4xf32>) {
  linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x?xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %m = arith.maximumf %sq, %acc : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Booleans are left to the scalar loop lowering: memrefs hold an i1 per
// byte, while vectors of i1 are bit-packed in memory.
// CHECK-LABEL: func.func @booleans
// CHECK: linalg.matmul
// CHECK-NEXT: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.xori
func.func @booleans(%a: memref<16x8xi1>, %b: memref<8x64xi1>, %c: memref<16x64xi1>) {
  linalg.matmul ins(%a, %b : memref<16x8xi1>, memref<8x64xi1>) outs(%c : memref<16x64xi1>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : memref<16x64xi1>) outs(%c : memref<16x64xi1>) {
  ^bb0(%x: i1, %out: i1):
    %t = arith.constant true
    %n = arith.xori %x, %t : i1
    linalg.yield %n : i1
  }
  return
}

// -----

// Operands of different element types (i8 x i8 into i32): register tiles
// over the operands in place, extended in the contraction.
// CHECK-LABEL: func.func @mixed_types
// CHECK-NOT: memref.alloc
// CHECK: %[[ACC:.*]] = vector.transfer_read {{.*}} : memref<16x64xi32>, vector<8x32xi32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (vector<8x32xi32>)
// CHECK: arith.extsi
// CHECK: arith.muli {{.*}} : vector<32xi32>
func.func @mixed_types(%a: memref<16x8xi8>, %b: memref<8x64xi8>, %c: memref<16x64xi32>) {
  linalg.matmul ins(%a, %b : memref<16x8xi8>, memref<8x64xi8>) outs(%c : memref<16x64xi32>)
  return
}

// -----

// Elementwise: the innermost loop in vectors of 16, the remainder (4) a
// shorter static vector; the tile's unit dimension (one row) is dropped, so
// that the vectors are 1-D (an n-D transfer would be unrolled through a
// stack buffer).
// PAR-LABEL: func.func @elementwise
// PAR: scf.parallel
// PAR: arith.addf {{.*}} : vector<16xf32>
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.for
// CHECK: arith.addf {{.*}} : vector<16xf32>
// CHECK: arith.addf {{.*}} : vector<4xf32>
// CHECK-NOT: linalg.add
func.func @elementwise(%a: memref<4x20xf32>, %b: memref<4x20xf32>, %c: memref<4x20xf32>) {
  linalg.add ins(%a, %b : memref<4x20xf32>, memref<4x20xf32>) outs(%c : memref<4x20xf32>)
  return
}

// -----

// Ops it does not handle (a transpose reads across rows) are left alone.
// CHECK-LABEL: func.func @transpose
// CHECK-NEXT: linalg.transpose
func.func @transpose(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 0]
  return
}

// -----

// Tensors are left for bufferization.
// CHECK-LABEL: func.func @tensors
// CHECK: linalg.matmul
func.func @tensors(%a: tensor<24x8xf32>, %b: tensor<8x64xf32>, %c: tensor<24x64xf32>) -> tensor<24x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<24x8xf32>, tensor<8x64xf32>) outs(%c : tensor<24x64xf32>) -> tensor<24x64xf32>
  return %r : tensor<24x64xf32>
}
