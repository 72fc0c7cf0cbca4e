// RUN: accel-opt %s --split-input-file --accel-gpu-tile-contractions="tile-m=8 tile-n=16 tile-k=4 thread-m=2 thread-n=4" --canonicalize --cse | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-gpu-tile-contractions="tile-m=8 tile-n=16 tile-k=4 thread-m=2 thread-n=4 workgroup-allocs" | FileCheck %s --check-prefix=ALLOCS
// RUN: not accel-opt %s --split-input-file --accel-gpu-tile-contractions="tile-m=10 thread-m=4" 2>&1 | FileCheck %s --check-prefix=BAD

// Tiles of 8 x 16 outputs per workgroup, 4 reduction steps staged, 2 x 4
// outputs per thread: 4 x 4 threads. 13 x 19 x 70 crosses every edge (rows
// 8 + 5, columns 4 x 16 + 6, K 4 x 4 + 3).

// The fill before the matmul is the accumulators' start: no launch of its
// own, and the output is not read. Grid: 2 row tiles, 5 column tiles. A's
// tile is staged transposed (k, m), B's as it is (k, n), zero past the
// edges; each step of 4 is bracketed by barriers; each thread stores its 8
// outputs where they are inside the result.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<13x19xf32>, %[[B:.*]]: memref<19x70xf32>)
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[C:.*]] = memref.alloc() : memref<13x70xf32>
// CHECK-NEXT: gpu.launch blocks({{.*}}) in ({{.*}} = %c2, {{.*}} = %c5, {{.*}} = %c1) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in ({{.*}} = %c4, {{.*}} = %c4, {{.*}} = %c1) workgroup(%[[AS:.*]] : memref<4x8xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<4x16xf32, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.load %[[C]]
// CHECK: %[[ACC:.*]]:8 = scf.for %[[K0:.*]] = %c0 to %c19 step %c4 iter_args(%{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]], %{{.*}} = %[[ZERO]]) -> (f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK: %[[AROW:.*]] = arith.divui %{{.*}}, %c4
// CHECK-NEXT: %[[ACOL:.*]] = arith.remui %{{.*}}, %c4
// CHECK: arith.cmpi ult, %{{.*}}, %c13
// CHECK: arith.cmpi ult, %{{.*}}, %c19
// CHECK: %[[AV:.*]] = scf.if
// CHECK-NEXT: memref.load %[[A]]
// CHECK: scf.yield %[[ZERO]]
// CHECK: memref.store %[[AV]], %[[AS]][%[[ACOL]], %[[AROW]]]
// CHECK: memref.store %{{.*}}, %[[AS]]
// CHECK: %[[BV:.*]] = scf.if
// CHECK-NEXT: memref.load %[[B]]
// CHECK: memref.store %[[BV]], %[[BS]]
// CHECK: gpu.barrier
// CHECK-NEXT: %[[STEP:.*]]:8 = scf.for %[[KK:.*]] = %c0 to %c4 step %c1
// CHECK-NEXT: memref.load %[[AS]][%[[KK]], %[[TY]]]
// CHECK-NEXT: memref.load %[[AS]][%[[KK]], %{{.*}}]
// CHECK-NEXT: memref.load %[[BS]][%[[KK]], %[[TX]]]
// CHECK-COUNT-3: memref.load %[[BS]][%[[KK]], %{{.*}}]
// CHECK-COUNT-8: arith.addf {{.*}} fastmath<contract> : f32
// CHECK: gpu.barrier
// CHECK-NEXT: scf.yield %[[STEP]]#0
// CHECK-COUNT-8: memref.store %[[ACC]]#{{[0-7]}}, %[[C]]
// CHECK-NOT: memref.store
// CHECK: gpu.terminator
// CHECK-NOT: linalg
// CHECK: return %[[C]]

// ALLOCS-LABEL: func.func @matmul
// ALLOCS-NOT: workgroup(
// ALLOCS: gpu.launch
// ALLOCS-NEXT: memref.alloc() : memref<4x8xf32, 3>
// ALLOCS-NEXT: memref.alloc() : memref<4x16xf32, 3>

// BAD: error: accel-gpu-tile-contractions: tile-m and tile-n must be positive multiples of thread-m and thread-n, tile-k positive (tile-m = 10, tile-n = 128, tile-k = 8, thread-m = 4, thread-n = 8)
func.func @matmul(%a: memref<13x19xf32>, %b: memref<19x70xf32>) -> memref<13x70xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<13x70xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<13x70xf32>)
  linalg.matmul ins(%a, %b : memref<13x19xf32>, memref<19x70xf32>) outs(%c : memref<13x70xf32>)
  return %c : memref<13x70xf32>
}

// -----

// Without a fill, the accumulators start from the output's elements (zero
// outside it); integers multiply and add with muli and addi.
// CHECK-LABEL: func.func @accumulate
// CHECK-SAME: %[[C:[^:]*]]: memref<13x70xi32>)
// CHECK: gpu.launch
// CHECK-COUNT-8: memref.load %[[C]]
// CHECK: scf.for
// CHECK: scf.for
// CHECK-COUNT-8: arith.addi
// CHECK-COUNT-8: memref.store %{{.*}}, %[[C]]
func.func @accumulate(%a: memref<13x19xi32>, %b: memref<19x70xi32>, %c: memref<13x70xi32>) {
  linalg.matmul ins(%a, %b : memref<13x19xi32>, memref<19x70xi32>) outs(%c : memref<13x70xi32>)
  return
}

// -----

// A batch per workgroup in z: 3 batches, one row tile (5 rows), two column
// tiles (21 columns).
// CHECK-LABEL: func.func @batch
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %[[BZ:.*]]) in ({{.*}} = %c1, {{.*}} = %c2, {{.*}} = %c3)
// CHECK: memref.load %{{.*}}[%[[BZ]], %{{.*}}, %{{.*}}] : memref<3x5x9xf32>
// CHECK: memref.load %{{.*}}[%[[BZ]], %{{.*}}, %{{.*}}] : memref<3x9x21xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[BZ]], %{{.*}}, %{{.*}}] : memref<3x5x21xf32>
func.func @batch(%a: memref<3x5x9xf32>, %b: memref<3x9x21xf32>, %c: memref<3x5x21xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x5x9xf32>, memref<3x9x21xf32>) outs(%c : memref<3x5x21xf32>)
  return
}

// -----

// conv2d as a GEMM read in place: 2 x 4 x 9 = 72 rows (n, oh, ow: 9 row
// tiles), 19 filters (2 column tiles), K = 3 x 2 x 5 = 30 (kh, kw, c). The
// image is read at (n, 2 oh + kh, ow + 2 kw, c).
// CHECK-LABEL: func.func @conv
// CHECK-SAME: (%[[I:.*]]: memref<2x9x11x5xf32>, %[[F:.*]]: memref<3x2x5x19xf32>
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c9, {{.*}} = %c2, {{.*}} = %c1)
// CHECK: scf.for %{{.*}} = %c0 to %c30 step %c4
// CHECK: arith.cmpi ult, %{{.*}}, %c72
// CHECK: %[[N:.*]] = arith.divui %[[M:.*]], %c36
// CHECK-NEXT: %[[PLANE:.*]] = arith.remui %[[M]], %c36
// CHECK-NEXT: %[[OH:.*]] = arith.divui %[[PLANE]], %c9
// CHECK-NEXT: %[[OW:.*]] = arith.remui %[[PLANE]], %c9
// CHECK-NEXT: %[[KH:.*]] = arith.divui %[[K:.*]], %c10
// CHECK-NEXT: %[[TAP:.*]] = arith.remui %[[K]], %c10
// CHECK-NEXT: %[[KW:.*]] = arith.divui %[[TAP]], %c5
// CHECK-NEXT: %[[CH:.*]] = arith.remui %[[TAP]], %c5
// CHECK-NEXT: %[[H0:.*]] = arith.muli %[[OH]], %c2
// CHECK-NEXT: %[[H:.*]] = arith.addi %[[H0]], %[[KH]]
// CHECK-NEXT: %[[W0:.*]] = arith.muli %[[KW]], %c2
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[OW]], %[[W0]]
// CHECK-NEXT: memref.load %[[I]][%[[N]], %[[H]], %[[W]], %[[CH]]]
// CHECK: memref.load %[[F]]
func.func @conv(%i: memref<2x9x11x5xf32>, %f: memref<3x2x5x19xf32>, %o: memref<2x4x9x19xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%i, %f : memref<2x9x11x5xf32>, memref<3x2x5x19xf32>) outs(%o : memref<2x4x9x19xf32>)
  return
}

// -----

// Dynamic sizes: the grid and the bounds come from the buffers. K may be
// 0: the reduction loop sits in an scf.if that yields the accumulators'
// start otherwise (SPIR-V would read a loop that ran no iteration from an
// uninitialized variable, see buildForWithResults).
// CHECK-LABEL: func.func @dynamic
// CHECK-DAG: %[[M:.*]] = memref.dim %arg0, %c0
// CHECK-DAG: %[[K:.*]] = memref.dim %arg0, %c1
// CHECK-DAG: %[[N:.*]] = memref.dim %arg1, %c1
// CHECK-DAG: %[[GX:.*]] = arith.ceildivui %[[N]], %c16
// CHECK-DAG: %[[GY:.*]] = arith.ceildivui %[[M]], %c8
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[GY]], {{.*}} = %[[GX]], {{.*}} = %c1)
// CHECK: %[[RUNS:.*]] = arith.cmpi ugt, %[[K]], %c0
// CHECK-NEXT: %[[SUMS:.*]]:8 = scf.if %[[RUNS]]
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[K]] step %c4
// CHECK: } else {
// CHECK-NEXT: scf.yield
// CHECK: memref.store %[[SUMS]]#0
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// f16 (or bf16) operands of f32 accumulators, as accel-to-linalg makes them
// for narrow floats: the tiles are staged in f16, each step extends the two
// values it multiplies.
// CHECK-LABEL: func.func @extended
// CHECK: arith.constant 0.000000e+00 : f16
// CHECK: gpu.launch {{.*}} workgroup(%[[AS:.*]] : memref<4x8xf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<4x16xf16, #gpu.address_space<workgroup>>)
// CHECK: scf.for {{.*}} -> (f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK: %[[X:.*]] = memref.load %[[AS]]
// CHECK: %[[Y:.*]] = memref.load %[[BS]]
// CHECK: %[[XF:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK-NEXT: %[[YF:.*]] = arith.extf %[[Y]] : f16 to f32
// CHECK-NEXT: arith.mulf %[[XF]], %[[YF]] fastmath<contract> : f32
// CHECK-NOT: linalg.matmul
func.func @extended(%h: memref<9x9xf16>, %f: memref<9x9xf32>) {
  linalg.matmul ins(%h, %h : memref<9x9xf16>, memref<9x9xf16>) outs(%f : memref<9x9xf32>)
  return
}

// -----

// Left to the parallel-loop mapping: i1 (its multiply-add is and/or), other
// mixed element types (integers, whose extension has a sign), transposed
// operands (maps other than matmul's), tensors.
// CHECK-LABEL: func.func @not_tiled
// CHECK-NOT: gpu.launch
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: linalg.matmul
// CHECK: linalg.matmul
func.func @not_tiled(%a: memref<4x4xi1>, %c: memref<4x4xi1>, %h: memref<4x4xi8>, %i: memref<4x4xi32>, %f: memref<4x4xf32>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  linalg.matmul ins(%a, %a : memref<4x4xi1>, memref<4x4xi1>) outs(%c : memref<4x4xi1>)
  linalg.matmul ins(%h, %h : memref<4x4xi8>, memref<4x4xi8>) outs(%i : memref<4x4xi32>)
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%f, %f : memref<4x4xf32>, memref<4x4xf32>) outs(%f : memref<4x4xf32>)
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
