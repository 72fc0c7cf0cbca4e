// RUN: accel-opt %s --accel-target=nvidia -o %t.mlir
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t.mlir
// RUN: FileCheck %s --check-prefix=LAUNCH --input-file=%t.mlir
// RUN: grep -E '@__accel_gpu_(simt|odd_k|f32)_kernel\(' %t.mlir | count 3
// RUN: grep -E '@__accel_gpu_(simt|odd_k|f32)_kernel\(' %t.mlir | not grep -E 'mma.sync|ldmatrix'
// RUN: %if ptxas %{ env ACCEL_KEEP_OBJECTS=%t.objects %check-gpu-objects %t.mlir -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s --check-prefix=VALID %}
// RUN: %if ptxas %{ cat %t.objects/half_kernel.0.ptx %t.objects/batch_kernel.0.ptx | FileCheck %s --check-prefix=HALF %}
// RUN: %if ptxas %{ cat %t.objects/brain_kernel.0.ptx | FileCheck %s --check-prefix=BRAIN %}
// RUN: %if ptxas %{ cat %t.objects/tf32_kernel.0.ptx | FileCheck %s --check-prefix=TF32 %}
// RUN: %if ptxas %{ cat %t.objects/simt_kernel.0.ptx %t.objects/odd_k_kernel.0.ptx %t.objects/f32_kernel.0.ptx | FileCheck %s --check-prefix=SIMT %}
// RUN: sed 's/#accel.target<"nvidia">/#accel.target<"nvidia", {chip = "sm_75"}>/' %s | accel-opt --accel-lower | FileCheck %s --check-prefix=SM75

// gpu-simt on nvidia (sm_80 and later): f16 and bf16 matmul and batch_matmul
// with static K and N multiples of 8 run on the tensor cores
// (accel-gpu-mma-contractions: ldmatrix, mma.sync m16n8k16, f32
// accumulators); K not a multiple of 8, f32, `tensor-cores = false` and
// chips before sm_80 keep the tiled SIMT launches. M (150, dynamic) need not
// be a multiple of anything.

// The PTX embedded in the host code.
// HOST-DAG: @__accel_gpu_half_kernel("{{.*}}ldmatrix.sync.aligned.m8n8.x4.shared.b16{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// HOST-DAG: @__accel_gpu_brain_kernel("{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// HOST-DAG: @__accel_gpu_batch_kernel("{{.*}}mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// VALID: validated {{[0-9]+}} objects

// The default tiles on sm_80: 128 x 256 of C, K steps of 32 in 4 stages of
// dynamic shared memory, 4 x (128 x (32 + 8) + 32 x (256 + 8)) halves =
// 108544 bytes, which the launch asks for. Three steps are copied before
// the loop; each step copies one more, waits for all but the newest two
// groups and meets the others at the barrier; the first fragments of the
// next step are loaded after it. C is stored in pairs.
// LAUNCH-LABEL: llvm.func @half(
// LAUNCH: %[[SHARED:.*]] = llvm.mlir.constant(108544 : i32) : i32
// LAUNCH: llvm.call @accelrt_launch({{%[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+}}, %[[SHARED]],
// HALF: .shared .align 16 .b8 __dynamic_shmem__0
// HALF-COUNT-3: cp.async.commit_group
// HALF: cp.async.wait_group 2
// HALF-NEXT: bar.sync 0
// HALF: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// HALF: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// HALF: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, %r{{[0-9]+}};
// HALF: cp.async.commit_group
// HALF: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// HALF: cp.async.wait_group 2
// HALF-NEXT: bar.sync 0
// HALF-NEXT: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// HALF: st.global.v2.b32
// BRAIN: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// BRAIN: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// f32 with "tf32" = true: A through ldmatrix (8 x 4 f32 per matrix), B
// element by element (ldmatrix cannot transpose 32-bit elements), each
// rounded to tf32, into mma.sync m16n8k8; 4 stages of 128 x (32 + 4) and
// 32 x (256 + 8) f32 would be 208896 bytes, more than sm_80's 163 KiB: 3.
// TF32: .shared .align 16 .b8 __dynamic_shmem__0
// TF32: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// TF32: ld.shared.b32
// TF32: cvt.rna.tf32.f32
// TF32: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// LAUNCH-LABEL: llvm.func @tf32(
// LAUNCH: %[[SHARED32:.*]] = llvm.mlir.constant(156672 : i32) : i32
// LAUNCH: llvm.call @accelrt_launch({{%[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+}}, %[[SHARED32]],
// SIMT-NOT: mma.sync
// SIMT-NOT: ldmatrix

// SM75-NOT: mma.sync
// SM75-NOT: ldmatrix

accel.kernel @half(%a: tensor<150x72xf16>, %b: tensor<72x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<150x72xf16>, tensor<72x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @brain(%a: tensor<?x64xbf16>, %b: tensor<64x8xbf16>) -> tensor<?x8xbf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<?x64xbf16>, tensor<64x8xbf16> -> tensor<?x8xbf16>
  return %c : tensor<?x8xbf16>
}
accel.kernel @simt(%a: tensor<150x72xf16>, %b: tensor<72x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = matmul %a, %b : tensor<150x72xf16>, tensor<72x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @odd_k(%a: tensor<150x70xf16>, %b: tensor<70x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<150x70xf16>, tensor<70x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @tf32(%a: tensor<150x72xf32>, %b: tensor<72x136xf32>) -> tensor<150x136xf32> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {tf32 = true}>} {
  %c = matmul %a, %b : tensor<150x72xf32>, tensor<72x136xf32> -> tensor<150x136xf32>
  return %c : tensor<150x136xf32>
}
accel.kernel @f32(%a: tensor<150x72xf32>, %b: tensor<72x136xf32>) -> tensor<150x136xf32> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<150x72xf32>, tensor<72x136xf32> -> tensor<150x136xf32>
  return %c : tensor<150x136xf32>
}
accel.kernel @batch(%a: tensor<3x67x40xf16>, %b: tensor<3x40x64xf16>) -> tensor<3x67x64xf16> attributes {target = #accel.target<"nvidia">} {
  %c = batch_matmul %a, %b : tensor<3x67x40xf16>, tensor<3x40x64xf16> -> tensor<3x67x64xf16>
  return %c : tensor<3x67x64xf16>
}
