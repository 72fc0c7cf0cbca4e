// RUN: accel-opt %s --split-input-file --accel-gpu-reduce-rows="threads=64 max-blocks=16" --canonicalize --cse | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-gpu-reduce-rows="threads=100 workgroup-allocs" | FileCheck %s --check-prefix=ALLOCS
// RUN: not accel-opt %s --split-input-file --accel-gpu-reduce-rows="threads=0" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: accel-opt %s --split-input-file --accel-gpu-reduce-rows="threads=64 max-blocks=16 subgroup-size=32" --canonicalize --cse | FileCheck %s --check-prefix=SHUFFLE
// RUN: accel-opt %s --split-input-file --accel-gpu-reduce-rows="threads=16 subgroup-size=32" --canonicalize --cse | FileCheck %s --check-prefix=FEW

// A workgroup of 64 threads per row, 16 workgroups at most: 37 rows are a
// grid-stride loop. Each thread combines elements t, t + 64, ... from the
// neutral element (-inf for maximumf; the loop sits in an scf.if, so that
// a thread without elements yields the neutral element, see
// buildForWithResults), the payload's other ops (the subtraction) cloned
// per element; 6 halving steps between barriers; thread 0 combines the
// total with the output's element.
// With subgroups of 32 (gpu-simt on nvidia): one halving step through
// workgroup memory (64 -> 32), then the first 32 threads finish with five
// xor shuffles (16, 8, 4, 2, 1), the same combiner after each, and lane 0
// stores; no barrier between the shuffles.
// SHUFFLE-LABEL: func.func @rows
// SHUFFLE: gpu.barrier
// SHUFFLE: arith.cmpi ult, %[[T:.*]], %c32
// SHUFFLE: scf.if
// SHUFFLE: arith.maximumf
// SHUFFLE: gpu.barrier
// SHUFFLE: scf.if
// SHUFFLE-NEXT: %[[V:.*]] = memref.load
// SHUFFLE-NEXT: %[[S16:.*]], %{{.*}} = gpu.shuffle  xor %[[V]], %c16_i32, %c32_i32 : f32
// SHUFFLE-NEXT: %[[M16:.*]] = arith.maximumf %[[V]], %[[S16]]
// SHUFFLE-NEXT: %[[S8:.*]], %{{.*}} = gpu.shuffle  xor %[[M16]], %c8_i32, %c32_i32 : f32
// SHUFFLE-NEXT: arith.maximumf %[[M16]], %[[S8]]
// SHUFFLE-COUNT-3: gpu.shuffle  xor
// SHUFFLE-NOT: gpu.barrier
// SHUFFLE: scf.if
// SHUFFLE: memref.store
// SHUFFLE: gpu.barrier
// Fewer threads than a subgroup: the tree alone.
// FEW-LABEL: func.func @rows
// FEW-NOT: gpu.shuffle
// FEW: return

// CHECK-LABEL: func.func @rows
// CHECK-SAME: (%[[X:.*]]: memref<37x1000xf32>, %[[Y:.*]]: memref<37x1000xf32>, %[[OUT:.*]]: memref<37xf32>)
// CHECK-DAG: %[[NEUTRAL:.*]] = arith.constant 0xFF800000 : f32
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in ({{.*}} = %c16, {{.*}} = %c1, {{.*}} = %c1) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in ({{.*}} = %c64, {{.*}} = %c1, {{.*}} = %c1) workgroup(%[[P:.*]] : memref<64xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %c0
// CHECK: scf.for %[[ROW:.*]] = %[[BX]] to %c37 step %c16 {
// CHECK: %[[PART:.*]] = scf.if
// CHECK-NEXT: scf.for %[[K:.*]] = %[[T]] to %c1000 step %c64 iter_args(%[[ACC:.*]] = %[[NEUTRAL]])
// CHECK-NEXT: %[[A:.*]] = memref.load %[[X]][%[[ROW]], %[[K]]]
// CHECK-NEXT: %[[B:.*]] = memref.load %[[Y]][%[[ROW]], %[[K]]]
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[A]], %[[B]]
// CHECK-NEXT: arith.maximumf %[[ACC]], %[[D]]
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[NEUTRAL]]
// CHECK: memref.store %[[PART]], %[[P]][%[[T]]]
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-6: arith.maximumf
// CHECK: gpu.barrier
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[TOTAL:.*]] = memref.load %[[P]][%c0]
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[OUT]][%[[ROW]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.maximumf %[[OLD]], %[[TOTAL]]
// CHECK-NEXT: memref.store %[[NEW]], %[[OUT]][%[[ROW]]]
// CHECK: gpu.barrier
// CHECK-NOT: linalg.generic

// ALLOCS-LABEL: func.func @rows
// ALLOCS: gpu.launch
// ALLOCS-NEXT: memref.alloc() : memref<64xf32, 3>

// BAD: error: accel-gpu-reduce-rows: threads and max-blocks must be positive (threads = 0, max-blocks = 65535)
func.func @rows(%x: memref<37x1000xf32>, %y: memref<37x1000xf32>, %out: memref<37xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %y : memref<37x1000xf32>, memref<37x1000xf32>) outs(%out : memref<37xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %m = arith.maximumf %o, %d : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Rows over two parallel loops: 15 rows, each split back into its (a, r)
// indices; an i32 sum starts from 0.
// CHECK-LABEL: func.func @batched
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c15, {{.*}} = %c1, {{.*}} = %c1)
// CHECK: scf.for %[[ROW:.*]] = %{{.*}} to %c15 step %c15
// CHECK-NEXT: %[[R:.*]] = arith.remui %[[ROW]], %c5
// CHECK-NEXT: %[[A:.*]] = arith.divui %[[ROW]], %c5
// CHECK: iter_args(%{{.*}} = %c0_i32)
// CHECK-NEXT: memref.load %arg0[%[[A]], %[[R]], %{{.*}}] : memref<3x5x100xi32>
// CHECK: arith.addi
// CHECK: memref.store %{{.*}}, %arg1[%[[A]], %[[R]]] : memref<3x5xi32>

// threads=100 is rounded down to 64.
// ALLOCS-LABEL: func.func @batched
// ALLOCS: memref.alloc() : memref<64xi32, 3>
func.func @batched(%x: memref<3x5x100xi32>, %out: memref<3x5xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : memref<3x5x100xi32>) outs(%out : memref<3x5xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %a, %o : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Dynamic sizes: as many workgroups as rows, at most max-blocks.
// CHECK-LABEL: func.func @dynamic
// CHECK-DAG: %[[ROWS:.*]] = memref.dim %arg0, %c0
// CHECK-DAG: %[[LENGTH:.*]] = memref.dim %arg0, %c1
// CHECK: %[[GRID:.*]] = arith.minui %[[ROWS]], %c16
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[GRID]], {{.*}} = %c1, {{.*}} = %c1)
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[ROWS]] step %[[GRID]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[LENGTH]] step %c64
func.func @dynamic(%x: memref<?x?xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<?x?xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left to the one-thread-per-output mapping: rows shorter than min-size
// (63 < 64), a reduction over the first loop (a column sum: its threads
// already read neighbouring elements), two reduction loops, a payload
// that asks for its indices, a payload that is not a combiner of the
// output (out * 2 + x).
// CHECK-LABEL: func.func @not_rows
// CHECK-NOT: gpu.launch
// CHECK-COUNT-5: linalg.generic
func.func @not_rows(%short: memref<4x63xf32>, %x: memref<64x64xf32>, %cube: memref<4x64x64xf32>, %v: memref<4xf32>, %w: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%short : memref<4x63xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%x : memref<64x64xf32>) outs(%w : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction"]} ins(%cube : memref<4x64x64xf32>) outs(%v : memref<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%w : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %p = arith.mulf %a, %f : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : memref<64x64xf32>) outs(%w : memref<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.addf %o, %o : f32
    %s = arith.addf %d, %a : f32
    linalg.yield %s : f32
  }
  return
}
