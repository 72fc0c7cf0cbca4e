// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(func.func(toy-npu-tile-for-scratchpad{scratchpad-bytes=256},canonicalize))' | FileCheck %s

// toy-npu's own pass, registered by the plugin and named in a textual
// pipeline. A 12x10x9 f32 matmul (1272 bytes) against 256 bytes: the largest
// tile is halved until the tiles fit (M 12 -> 6 -> 3, N 9 -> 5, K 10 -> 5:
// 60 + 100 + 60 = 220 bytes); each tile is copied into a scratchpad buffer,
// allocated once at the entry, computed on, and the result copied back.

// CHECK-LABEL: func.func @matmul
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[SA:.*]] = memref.alloca() {alignment = 64 : i64} : memref<60xi8>
// CHECK-DAG: %[[SB:.*]] = memref.alloca() {alignment = 64 : i64} : memref<100xi8>
// CHECK-DAG: %[[SC:.*]] = memref.alloca() {alignment = 64 : i64} : memref<60xi8>
// CHECK: scf.for %{{.*}} step %[[C3]]
// CHECK: scf.for %{{.*}} step %[[C5]]
// CHECK: scf.for %{{.*}} step %[[C5]]
// CHECK-NOT: memref.alloca
// CHECK: memref.view {{.*}} : memref<60xi8> to memref<3x5xf32>
// CHECK: linalg.copy
// CHECK: linalg.copy
// CHECK: linalg.copy
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<3x5xf32>, memref<5x?xf32, strided<[5, 1]>>) outs(%[[OUT:.*]] : memref<3x?xf32, strided<[5, 1]>>)
// CHECK-NEXT: linalg.copy ins(%[[OUT]] : {{.*}}) outs(%{{.*}} : memref<3x?xf32, strided<[9, 1], offset: ?>>)
func.func @matmul(%a: memref<12x10xf32>, %b: memref<10x9xf32>, %c: memref<12x9xf32>) {
  linalg.matmul ins(%a, %b : memref<12x10xf32>, memref<10x9xf32>) outs(%c : memref<12x9xf32>)
  return
}

// -----

// An op whose tiles fit as they are is still computed in the scratchpad.

// CHECK-LABEL: func.func @fits
// CHECK: memref.alloca() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NOT: scf.for
// CHECK: linalg.copy
func.func @fits(%x: memref<4x4xf32>) {
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%x : memref<4x4xf32>)
  return
}
