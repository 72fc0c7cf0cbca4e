// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-expand-strided-metadata))" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-expand-strided-metadata),canonicalize,cse)" -o %t.ours
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(expand-strided-metadata),canonicalize,cse)" -o %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(cse,accel-expand-strided-metadata,cse))" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANALYSES

// Views become reinterpret casts of their source's strided metadata, as
// upstream's expand-strided-metadata makes them (the same once both are
// folded). A function with no view is left as it was, with its analyses:
// the second CSE finds the dominance info that the first one computed,
// where after a view was expanded it computes it again.

// CHECK-LABEL: func.func @view(
// CHECK: %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %arg0 : memref<64x64xf32>
// CHECK: %[[OFFSET:.*]] = affine.apply #{{.*}}()[%arg1]
// CHECK: memref.reinterpret_cast %[[BASE]] to offset: [%[[OFFSET]]], sizes: [1, 64], strides: [64, 1]
// CHECK-NOT: memref.subview
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelExpandStridedMetadata
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: (A) DominanceInfo
func.func @view(%m: memref<64x64xf32>, %i: index) -> memref<1x64xf32, strided<[64, 1], offset: ?>> {
  %v = memref.subview %m[%i, 0] [1, 64] [1, 1] : memref<64x64xf32> to memref<1x64xf32, strided<[64, 1], offset: ?>>
  return %v : memref<1x64xf32, strided<[64, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @collapse(
// CHECK: memref.extract_strided_metadata %arg0 : memref<4x16xf32>
// CHECK: memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [64], strides: [1]
// CHECK-NOT: memref.collapse_shape
func.func @collapse(%m: memref<4x16xf32>) -> memref<64xf32> {
  %v = memref.collapse_shape %m [[0, 1]] : memref<4x16xf32> into memref<64xf32>
  return %v : memref<64xf32>
}

// -----

// CHECK-LABEL: func.func @none(
// CHECK-NEXT: memref.load %arg0[%arg1, %arg1] : memref<64x64xf32>
// CHECK-NEXT: return
// ANALYSES-LABEL: Execution time report
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelExpandStridedMetadata
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: Output
func.func @none(%m: memref<64x64xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<64x64xf32>
  return %v : f32
}
