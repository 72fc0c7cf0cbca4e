// RUN: accel-opt %s --accel-tile-and-vectorize="register-tile=2,24,1 cache-tile=4,48 vector-width=16" --canonicalize | FileCheck %s

// A register tile whose columns are not a power of two is made of vectors
// of power-of-two lengths (24: 16 + 8), each its own accumulator: LLVM's
// x86 lowering took a vector<24xf32> (or <48xf32>) element by element
// through the stack, 15 times slower. The packed panel, C's transfers and
// the FMAs are per piece, at the piece's column (computed once per tile),
// C's prefetches and those of the panel's copy (B's row two ahead) per
// line of 16 f32 (one for each piece here); the pieces
// start from zero, C's tile is prefetched before the block's last step
// (B's 24-column rows in half of L1: fewer than tile-k here, so one step)
// and added after it. A's element is
// broadcast to each piece's length. Executed with crossing
// edges in test/Integration/matmul-blocks.mlir (the *_pieces kernels).

// CHECK-LABEL: func.func @pieces
// CHECK-SAME: (%[[A:.*]]: memref<5x8xf32>, %[[B:.*]]: memref<8x48xf32>, %[[C:.*]]: memref<5x48xf32>)
// CHECK-DAG: %[[Z16:.*]] = arith.constant dense<0.000000e+00> : vector<16xf32>
// CHECK-DAG: %[[Z8:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NOT: vector<24xf32>
// CHECK: %[[PACKED:.*]] = memref.alloc() {{.*}} : memref<2x4x24xf32>
// CHECK: %[[COL:.*]] = arith.muli
// CHECK-NEXT: %[[COL8:.*]] = arith.addi %[[COL]], %c16
// CHECK-NEXT: memref.prefetch %[[B]][%[[AHEAD:.*]], %[[COL]]], read
// CHECK-NEXT: memref.prefetch %[[B]][%[[AHEAD]], %[[COL8]]], read
// CHECK-NEXT: %[[B16:.*]] = vector.transfer_read %[[B]][%{{.*}}, %[[COL]]], {{.*}} : memref<8x48xf32>, vector<16xf32>
// CHECK-NEXT: vector.store %[[B16]], %[[PACKED]][%{{.*}}, %{{.*}}, %c0] : memref<2x4x24xf32>, vector<16xf32>
// CHECK-NEXT: %[[B8:.*]] = vector.transfer_read %[[B]][%{{.*}}, %[[COL8]]], {{.*}} : memref<8x48xf32>, vector<8xf32>
// CHECK: vector.store %[[B8]], %[[PACKED]][%{{.*}}, %{{.*}}, %c16] : memref<2x4x24xf32>, vector<8xf32>
// CHECK: %[[TCOL:.*]] = arith.muli %{{.*}}, %c24
// CHECK: %[[TCOL8:.*]] = arith.addi %[[TCOL]], %c16
// CHECK-NOT: memref.prefetch %[[C]]
// CHECK-NOT: vector.transfer_read %[[C]]
// CHECK: %[[HEAD:.*]]:4 = scf.for {{.*}} iter_args(%[[A16:.*]] = %[[Z16]], %[[A8:.*]] = %[[Z8]], {{.*}}) -> (vector<16xf32>, vector<8xf32>, vector<16xf32>, vector<8xf32>)
// CHECK: %[[P16:.*]] = vector.load %[[PACKED]][%{{.*}}, %{{.*}}, %c0] : memref<2x4x24xf32>, vector<16xf32>
// CHECK: %[[P8:.*]] = vector.load %[[PACKED]][%{{.*}}, %{{.*}}, %c16] : memref<2x4x24xf32>, vector<8xf32>
// CHECK: %[[E:.*]] = memref.load %[[A]]
// CHECK: %[[S16:.*]] = vector.broadcast %[[E]] : f32 to vector<16xf32>
// CHECK: vector.fma %[[S16]], %[[P16]], %[[A16]] : vector<16xf32>
// CHECK: %[[S8:.*]] = vector.broadcast %[[E]] : f32 to vector<8xf32>
// CHECK: vector.fma %[[S8]], %[[P8]], %[[A8]] : vector<8xf32>
// CHECK: memref.prefetch %[[C]][%[[R0:.*]], %[[TCOL]]], write
// CHECK-NEXT: memref.prefetch %[[C]][%[[R0]], %[[TCOL8]]], write
// CHECK-NOT: vector.transfer_read %[[C]]
// CHECK: %[[ACC:.*]]:4 = scf.for {{.*}} iter_args(%{{[^ ]*}} = %[[HEAD]]#0, %{{[^ ]*}} = %[[HEAD]]#1, {{.*}}) -> (vector<16xf32>, vector<8xf32>, vector<16xf32>, vector<8xf32>)
// CHECK-COUNT-4: vector.fma
// CHECK: %[[C0_16:.*]] = vector.transfer_read %[[C]][%[[R0]], %[[TCOL]]], {{.*}} : memref<5x48xf32>, vector<16xf32>
// CHECK: %[[C0_8:.*]] = vector.transfer_read %[[C]][%[[R0]], %[[TCOL8]]], {{.*}} : memref<5x48xf32>, vector<8xf32>
// CHECK: %[[SUM16:.*]] = arith.addf %[[ACC]]#0, %[[C0_16]] : vector<16xf32>
// CHECK-NEXT: %[[SUM8:.*]] = arith.addf %[[ACC]]#1, %[[C0_8]] : vector<8xf32>
// CHECK: scf.if
// CHECK: vector.transfer_write %[[SUM16]], %[[C]][%[[R0]], %[[TCOL]]] {{.*}} : vector<16xf32>, memref<5x48xf32>
// CHECK: vector.transfer_write %[[SUM8]], %[[C]][%[[R0]], %[[TCOL8]]] {{.*}} : vector<8xf32>, memref<5x48xf32>
// CHECK-NOT: vector<24xf32>
func.func @pieces(%a: memref<5x8xf32>, %b: memref<8x48xf32>, %c: memref<5x48xf32>) {
  linalg.matmul ins(%a, %b : memref<5x8xf32>, memref<8x48xf32>) outs(%c : memref<5x48xf32>)
  return
}
