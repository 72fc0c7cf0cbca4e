// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=4,16,1 cache-tile=8,128 block-m=20 vector-width=16 pack-a=packed" | FileCheck %s

// A matmul whose rows of A are packed a block at a time (N is two blocks
// of 128 columns) splits a static M into blocks of equal size and whole
// tiles, at most block-m rows or an eighth more where that saves a block,
// as K's blocks: M = 24 with block-m 20 (22 with the eighth) is two blocks
// of 12 rows, not one of 20 and one of 4 (which would pack all of B again
// for one row of tiles). The buffer holds one block.
// CHECK-LABEL: func.func @equal_blocks
// CHECK: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<12x32xf32>
// CHECK: scf.for %[[MC:.*]] = %c0 to %c24 step %c12 {
// CHECK-NEXT: arith.addi %[[MC]], %c12 : index
func.func @equal_blocks(%a: memref<24x6xf32>, %b: memref<6x256xf32>, %c: memref<24x256xf32>) {
  linalg.matmul ins(%a, %b : memref<24x6xf32>, memref<6x256xf32>) outs(%c : memref<24x256xf32>)
  return
}

// -----

// M = 40: blocks of 20 already (two of 20, 20 a multiple of the tiles).
// CHECK-LABEL: func.func @whole_blocks
// CHECK: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<20x32xf32>
// CHECK: scf.for %{{.*}} = %c0 to %c40 step %c20 {
func.func @whole_blocks(%a: memref<40x6xf32>, %b: memref<6x256xf32>, %c: memref<40x256xf32>) {
  linalg.matmul ins(%a, %b : memref<40x6xf32>, memref<6x256xf32>) outs(%c : memref<40x256xf32>)
  return
}

// -----

// M = 22: one block (within block-m and its eighth), 24 rows of buffer
// (whole tiles); the loop over blocks folds away.
// CHECK-LABEL: func.func @slack
// CHECK: memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<24x32xf32>
// CHECK-NOT: step %c20
// CHECK: scf.for %{{.*}} = %c0 to %c22 step %c4 {
func.func @slack(%a: memref<22x6xf32>, %b: memref<6x256xf32>, %c: memref<22x256xf32>) {
  linalg.matmul ins(%a, %b : memref<22x6xf32>, memref<6x256xf32>) outs(%c : memref<22x256xf32>)
  return
}

// -----

// A dynamic M keeps block-m's blocks (the last one what is left).
// CHECK-LABEL: func.func @dynamic_m
// CHECK: %[[M:.*]] = memref.dim %{{.*}}, %c0 : memref<?x6xf32>
// CHECK: scf.for %{{.*}} = %c0 to %[[M]] step %c20 {
func.func @dynamic_m(%a: memref<?x6xf32>, %b: memref<6x256xf32>, %c: memref<?x256xf32>) {
  linalg.matmul ins(%a, %b : memref<?x6xf32>, memref<6x256xf32>) outs(%c : memref<?x256xf32>)
  return
}
