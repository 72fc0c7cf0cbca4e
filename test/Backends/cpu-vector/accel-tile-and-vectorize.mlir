// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=8,32,4 vector-width=16" | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=8,32,4 vector-width=16 parallel-outer=true" | FileCheck %s --check-prefix=PAR

// Register tiling and vectorization on buffers: full tiles become outer
// products (FMAs on vector<32xf32>, one per row of an 8-row tile) with the
// accumulator carried in registers across the K loop; tiles the sizes do not
// divide are peeled, and what stays dynamic is left to the loop lowering.
// With parallel-outer, the loop over rows of tiles is an scf.parallel.

// PAR-LABEL: func.func @divisible
// PAR: scf.parallel (%[[I:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// PAR-NEXT: scf.for %[[J:.*]] =
// PAR: vector.fma
// PAR: scf.reduce

// CHECK-LABEL: func.func @divisible
// CHECK-SAME: (%[[A:.*]]: memref<16x8xf32>, %[[B:.*]]: memref<8x64xf32>, %[[C:.*]]: memref<16x64xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C8:.*]] {
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %[[C32:.*]] {
// CHECK: %[[ACC:.*]] = vector.transfer_read %[[C]][%[[I]], %[[J]]]{{.*}} : memref<16x64xf32>, vector<8x32xf32>
// CHECK: %[[SUM:.*]] = scf.for %[[K:.*]] = {{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (vector<8x32xf32>)
// CHECK: vector.transfer_read %[[A]][%[[I]], %[[K]]]{{.*}} : memref<16x8xf32>, vector<8x4xf32>
// CHECK: vector.transfer_read %[[B]][%[[K]], %[[J]]]{{.*}} : memref<8x64xf32>, vector<4x32xf32>
// CHECK-COUNT-32: vector.fma {{.*}} : vector<32xf32>
// CHECK: scf.yield
// CHECK: vector.transfer_write %[[SUM]], %[[C]][%[[I]], %[[J]]]
// CHECK-NOT: linalg.matmul
func.func @divisible(%a: memref<16x8xf32>, %b: memref<8x64xf32>, %c: memref<16x64xf32>) {
  linalg.matmul ins(%a, %b : memref<16x8xf32>, memref<8x64xf32>) outs(%c : memref<16x64xf32>)
  return
}

// -----

// M = 10, K = 6, N = 40: the 8 x 32 full tile is vectorized (K as 4 + 2,
// both static), the row and column remainders stay linalg.matmul on dynamic
// subviews.
// CHECK-LABEL: func.func @ragged
// CHECK: vector.transfer_read {{.*}} : memref<10x40xf32>, vector<8x32xf32>
// CHECK: vector.fma {{.*}} : vector<32xf32>
// CHECK: linalg.matmul ins({{.*}} : memref<8x?xf32, {{.*}}>, memref<?x8xf32, {{.*}}>)
// CHECK: linalg.matmul ins({{.*}} : memref<2x?xf32, {{.*}}>, memref<?x?xf32, {{.*}}>)
func.func @ragged(%a: memref<10x6xf32>, %b: memref<6x40xf32>, %c: memref<10x40xf32>) {
  linalg.matmul ins(%a, %b : memref<10x6xf32>, memref<6x40xf32>) outs(%c : memref<10x40xf32>)
  return
}

// -----

// Elementwise: the innermost loop in vectors of 16, the remainder (4) a
// shorter static vector.
// PAR-LABEL: func.func @elementwise
// PAR: scf.parallel
// PAR: arith.addf {{.*}} : vector<1x16xf32>
// CHECK-LABEL: func.func @elementwise
// CHECK: scf.for
// CHECK: arith.addf {{.*}} : vector<1x16xf32>
// CHECK: arith.addf {{.*}} : vector<1x4xf32>
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
func.func @tensors(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>, %c: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<16x8xf32>, tensor<8x64xf32>) outs(%c : tensor<16x64xf32>) -> tensor<16x64xf32>
  return %r : tensor<16x64xf32>
}
