// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions="tf32=true tile-m=64 tile-n=64 tile-k=16 warps-m=2 warps-n=2 stages=2" --canonicalize --cse | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions | FileCheck %s --check-prefix=NO-TF32
// RUN: accel-opt %s --split-input-file --accel-gpu-mma-contractions="tf32=true max-shared-bytes=101376" --canonicalize --cse | FileCheck %s --check-prefix=DERIVED
// RUN: not accel-opt %s --split-input-file --accel-gpu-mma-contractions="tf32=true max-shared-bytes=1000" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOO-SMALL -DFILE=%s

// With tf32, f32 contractions run on the tensor cores as tf32 (mma.sync
// m16n8k8): 16-byte vectors of 4 f32, A's rows padded by 4 (ldmatrix x4
// reads 8 x 4 f32 per matrix), B's by 8 (read element by element, since
// ldmatrix cannot transpose 32-bit elements: lanes 4 rows and 8 columns
// apart hit 32 banks), every operand rounded to tf32 to nearest, ties away
// from zero. Here 2 x (64 x (16 + 4) + 16 x (64 + 8)) f32 = 19456 bytes.

// CHECK-LABEL: func.func @tf32(
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) dynamic_shared_memory_size %c19456_i32
// CHECK: %[[AS:.*]] = memref.view {{.*}} to memref<2x64x20xf32, #gpu.address_space<workgroup>>
// CHECK: %[[BS:.*]] = memref.view %{{.*}}[%c10240{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2x16x72xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_copy {{.*}}, 4, %{{.*}} {bypassL1}
// CHECK: nvgpu.ldmatrix %[[AS]][{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<2x64x20xf32, #gpu.address_space<workgroup>> -> vector<4x1xf32>
// CHECK: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK: memref.load %[[BS]][
// CHECK: nvvm.convert.float.to.tf32 %{{.*}} {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK: scf.for
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>

// Without tf32, f32 is left to the SIMT tiles.
// NO-TF32-LABEL: func.func @tf32(
// NO-TF32-NOT: gpu.launch
// NO-TF32: linalg.matmul

// With 99 KiB, the default tiles (128 x 256, K steps of 32) take K steps of
// 16 in 3 stages: 3 x (128 x 20 + 16 x 264) x 4 = 81408 bytes.
// DERIVED-LABEL: func.func @tf32(
// DERIVED: dynamic_shared_memory_size %c81408_i32
// DERIVED: memref.view {{.*}} to memref<3x128x20xf32, #gpu.address_space<workgroup>>
// DERIVED: memref.view {{.*}} to memref<3x16x264xf32, #gpu.address_space<workgroup>>

// TOO-SMALL: [[FILE]]:[[@LINE+2]]:3: error: accel-gpu-mma-contractions: tensor-core tiles stage 104448 bytes in workgroup memory (stages x (tile-m x (tile-k + 4) + tile-k x (tile-n + 8)) x 4), more than max-shared-bytes = 1000
func.func @tf32(%a: memref<150x72xf32>, %b: memref<72x136xf32>, %c: memref<150x136xf32>) {
  linalg.matmul ins(%a, %b : memref<150x72xf32>, memref<72x136xf32>) outs(%c : memref<150x136xf32>)
  return
}
