// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions="tile-m=64 tile-n=64 tile-k=32 warps-m=2 warps-n=2 stages=3" --canonicalize --cse | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions --canonicalize --cse | FileCheck %s --check-prefix=DEFAULT
// RUN: not accel-opt %s --split-input-file --accel-gpu-mma-contractions="tile-m=100" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-TILE -DFILE=%s
// RUN: not accel-opt %s --split-input-file --accel-gpu-mma-contractions="stages=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-STAGES -DFILE=%s
// RUN: not accel-opt %s --split-input-file --accel-gpu-mma-contractions="warps-m=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD-WARPS -DFILE=%s

// An f16 matmul into f32 after a fill of its output, in 64 x 64 tiles of 2 x
// 2 warps, K steps of 32 in 3 stages: one launch of 128 threads per tile of
// C (grid 3 x 3 for 150 x 136) with 3 x (64 x (32 + 8) + 32 x (64 + 8))
// halves = 29184 bytes of dynamic workgroup memory (A's stages, then B's,
// rows padded by 8). Steps 0 and 1 are copied before the K loop (cp.async,
// 16 bytes, none read past the edges), each a group; the wait leaves the
// newest one in flight, the barrier follows, then step 0's first fragments
// (ldmatrix x4: A as it is, B transposed). Each of the 3 steps copies the
// step 2 ahead, loads the next 16 columns' fragments, multiplies (mma.sync
// m16n8k16 on the fill's value: 2 x 4 tiles of 16 x 8 per warp), waits for
// the next step's group and meets the others at the barrier, then loads
// the next step's first fragments, which the loop carries. C is stored in
// pairs, guarded at its edges.

// CHECK-LABEL: func.func @half(
// CHECK-SAME: %[[A:.*]]: memref<150x72xf16>, %[[B:.*]]: memref<72x136xf16>, %[[C:.*]]: memref<150x136xf32>
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c3{{.*}}, %{{.*}} = %c3{{.*}}, %{{.*}} = %c1{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) dynamic_shared_memory_size %c29184_i32
// CHECK: %[[MEMORY:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %[[AS:.*]] = memref.view %[[MEMORY]][%c0{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<3x64x40xf16, #gpu.address_space<workgroup>>
// CHECK: %[[BS:.*]] = memref.view %[[MEMORY]][%c15360{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<3x32x72xf16, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: nvgpu.device_async_create_group
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: %[[SECOND:.*]] = nvgpu.device_async_create_group
// CHECK-NEXT: nvgpu.device_async_wait %[[SECOND]] {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: nvgpu.ldmatrix %[[AS]][%c0{{.*}}, {{.*}}] {numTiles = 4 : i32, transpose = false} : memref<3x64x40xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.ldmatrix %[[BS]][%c0{{.*}}, {{.*}}] {numTiles = 4 : i32, transpose = true} : memref<3x32x72xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c3{{.*}} step %c1{{.*}} iter_args({{.*}}) -> ({{(f32, )+(vector<2xf16>, )+}}vector<2xf16>)
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: %[[GROUP:.*]] = nvgpu.device_async_create_group
// CHECK-COUNT-4: nvgpu.ldmatrix
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK-COUNT-8: nvvm.mma.sync
// CHECK: nvgpu.device_async_wait %[[GROUP]] {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-4: nvgpu.ldmatrix
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: vector.store %{{.*}}, %[[C]][%{{.*}}, %{{.*}}] {alignment = 8 : i64} : memref<150x136xf32>, vector<2xf32>

// The pass's default tiles: 128 x 256 of 2 x 4 warps (256 threads), K steps
// of 32 in 4 stages (108544 bytes); the wait leaves two groups in flight.
// DEFAULT-LABEL: func.func @half(
// DEFAULT: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c2{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) dynamic_shared_memory_size %c108544_i32
// DEFAULT: memref.view {{.*}} to memref<4x128x40xf16, #gpu.address_space<workgroup>>
// DEFAULT: memref.view {{.*}} to memref<4x32x264xf16, #gpu.address_space<workgroup>>
// DEFAULT: nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}

// BAD-TILE: [[FILE]]:[[@LINE+6]]:3: error: accel-gpu-mma-contractions: tensor-core tiles tile-m = 100, tile-n = 256 and tile-k = 32 must be multiples of 16 x warps-m = 32, 16 x warps-n = 64 and 16
// BAD-STAGES: [[FILE]]:[[@LINE+5]]:3: error: accel-gpu-mma-contractions: tensor-core tiles need stages = 0 (derived) or at least 2, not 1
// BAD-WARPS: [[FILE]]:[[@LINE+4]]:3: error: accel-gpu-mma-contractions: tile sizes and warps must be positive, stages and max-shared-bytes not negative
func.func @half(%a: memref<150x72xf16>, %b: memref<72x136xf16>, %c: memref<150x136xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<150x136xf32>)
  linalg.matmul ins(%a, %b : memref<150x72xf16>, memref<72x136xf16>) outs(%c : memref<150x136xf32>)
  return
}

// -----

// Without a fill, each accumulator starts from C (guarded at the edges);
// bf16 pairs go to mma.sync as i32 registers; batches in z.

// CHECK-LABEL: func.func @brain_batch(
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c2{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c3{{.*}})
// CHECK: scf.if
// CHECK: vector.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] {alignment = 8 : i64} : memref<3x67x64xf32>, vector<2xf32>
// CHECK: vector.bitcast {{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK: nvvm.mma.sync {{.*}}multiplicandAPtxType = #nvvm.mma_type<bf16>
func.func @brain_batch(%a: memref<3x67x40xbf16>, %b: memref<3x40x64xbf16>, %c: memref<3x67x64xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<3x67x40xbf16>, memref<3x40x64xbf16>) outs(%c : memref<3x67x64xf32>)
  return
}

// -----

// Left to the SIMT tiles: K not a multiple of 8, N dynamic, f32, f16
// accumulators, a strided operand.

// CHECK-LABEL: func.func @left
// CHECK-NOT: gpu.launch
// CHECK-COUNT-5: linalg.matmul
func.func @left(%a: memref<16x70xf16>, %b: memref<70x16xf16>, %c: memref<16x16xf32>,
                %d: memref<16x64xf16>, %e: memref<64x?xf16>, %f: memref<16x?xf32>,
                %g: memref<16x64xf32>, %h: memref<64x16xf32>, %i: memref<16x16xf32>,
                %j: memref<64x16xf16>, %k: memref<16x16xf16>,
                %s: memref<16x64xf16, strided<[128, 1]>>) {
  linalg.matmul ins(%a, %b : memref<16x70xf16>, memref<70x16xf16>) outs(%c : memref<16x16xf32>)
  linalg.matmul ins(%d, %e : memref<16x64xf16>, memref<64x?xf16>) outs(%f : memref<16x?xf32>)
  linalg.matmul ins(%g, %h : memref<16x64xf32>, memref<64x16xf32>) outs(%i : memref<16x16xf32>)
  linalg.matmul ins(%d, %j : memref<16x64xf16>, memref<64x16xf16>) outs(%k : memref<16x16xf16>)
  linalg.matmul ins(%s, %j : memref<16x64xf16, strided<[128, 1]>>, memref<64x16xf16>) outs(%c : memref<16x16xf32>)
  return
}
