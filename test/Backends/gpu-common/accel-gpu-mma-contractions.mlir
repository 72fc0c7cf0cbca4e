// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions --canonicalize --cse | FileCheck %s

// An f16 matmul into f32 after a fill of its output: one launch of 256
// threads per 128 x 128 tile of C (grid 2 x 2 for 150 x 136), two stages
// of padded tiles in workgroup memory, the first step's copies before the
// K loop, each step's copies of the next one (cp.async, 16 bytes, none
// read past the edges), a wait for all but the newest group, a barrier,
// ldmatrix (A as it is, B transposed) and mma.sync m16n8k16 on the fill's
// value, a barrier; stores guarded at C's edges.

// CHECK-LABEL: func.func @half(
// CHECK-SAME: %[[A:.*]]: memref<150x72xf16>, %[[B:.*]]: memref<72x136xf16>, %[[C:.*]]: memref<150x136xf32>
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c2{{.*}}, %{{.*}} = %c2{{.*}}, %{{.*}} = %c1{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) workgroup(%[[AS:.*]] : memref<2x128x40xf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x32x136xf16, #gpu.address_space<workgroup>>)
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: nvgpu.device_async_create_group
// CHECK: scf.for %{{.*}} = %c0{{.*}} to %c3{{.*}} step %c1{{.*}} iter_args(%{{.*}} = %{{.*}}, 
// CHECK-COUNT-4: nvgpu.device_async_copy {{.*}}, 8, %{{.*}} {bypassL1}
// CHECK: %[[GROUP:.*]] = nvgpu.device_async_create_group
// CHECK: nvgpu.device_async_wait %[[GROUP]] {numGroups = 1 : i32}
// CHECK: gpu.barrier
// CHECK: nvgpu.ldmatrix %[[AS]][{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<2x128x40xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.ldmatrix %[[BS]][{{.*}}] {numTiles = 2 : i32, transpose = true} : memref<2x32x136xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK: gpu.barrier
// CHECK: scf.yield
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %[[C]][
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
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c1{{.*}}, {{.*}} = %c1{{.*}}, {{.*}} = %c3{{.*}})
// CHECK: scf.if
// CHECK: memref.load
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
