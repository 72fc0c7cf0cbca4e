// RUN: accel-opt %s --accel-lower -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: FileCheck %s --input-file=%t

// gpu-simt on nvidia: the kernel stage maps the parallel dimensions (here the
// 32 x 64 output, flattened) to a grid of 8 blocks of 256 threads, with a
// bounds check; the module stage outlines the launch into a gpu.module with
// the chosen chip and PTX version, lowers it to NVVM and serializes it to
// PTX; the host function launches it with gpu.launch_func.

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @transpose
// STAGE: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID:.*]], %{{.*}} = %[[ONE:.*]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCK:.*]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]])
// STAGE: scf.if
// STAGE: memref.load
// STAGE: memref.store

// CHECK-LABEL: llvm.func @transpose(
// CHECK-SAME: accel.selection = {accelerator = "nvidia", accelerator_options = {chip = "sm_90", features = "+ptx80"}, backend = "gpu-simt", backend_options = {"keep-compile-times" = "false", threads = "256"}
// CHECK-DAG: %[[G:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(256 : index) : i64
// CHECK: gpu.launch_func <%{{.*}} : !llvm.ptr> @transpose_kernel::@transpose_kernel blocks in (%[[G]], %{{.*}}, %{{.*}}) threads in (%[[T]], %{{.*}}, %{{.*}}) : i64
// CHECK: gpu.binary @transpose_kernel [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">,{{.*}}assembly = "{{.*}}.version 8.0\0A.target sm_90
// CHECK-SAME: .visible .entry transpose_kernel(
accel.kernel @transpose(%t: tensor<64x32xf32>) -> tensor<32x64xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90", features = "+ptx80"}>} {
  %r = transpose %t [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
