// RUN: accel-opt %s --accel-lower -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: FileCheck %s --input-file=%t

// gpu-simt on nvidia: the kernel stage maps the parallel dimensions (here the
// 32 x 64 output, flattened) to a grid of 8 blocks of 256 threads, with a
// bounds check; the module stage outlines the launch into a gpu.module with
// the chosen chip and PTX version, lowers it to NVVM and serializes it to
// PTX; the host function launches it through accel's runtime
// (accelrt_get_function, accelrt_launch with the nvidia kind, 1).

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @transpose
// STAGE: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GRID:.*]], %{{.*}} = %[[ONE:.*]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCK:.*]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]])
// STAGE: scf.if
// STAGE: memref.load
// STAGE: memref.store

// CHECK-LABEL: llvm.func @transpose(
// CHECK-SAME: accel.selection = {accelerator = "nvidia", accelerator_options = {chip = "sm_90", features = "+ptx80"}, backend = "gpu-simt", backend_options = {"keep-compile-times" = "false", "mma-stages" = "0", "mma-tile-k" = "32", "mma-tile-m" = "128", "mma-tile-n" = "256", "mma-warps-m" = "2", "mma-warps-n" = "4", "row-reductions" = "true", "tensor-cores" = "true", tf32 = "false", "thread-m" = "8", "thread-n" = "8", threads = "256", "tile-k" = "8", "tile-m" = "128", "tile-n" = "128", tiled = "true", "vector-width" = "4"}
// CHECK-DAG: %[[G:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(256 : index) : i64
// CHECK-DAG: %[[KIND:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-DAG: %[[DATA:.*]] = llvm.mlir.addressof @__accel_gpu_transpose_kernel : !llvm.ptr
// CHECK-DAG: %[[NAME:.*]] = llvm.mlir.addressof @__accel_gpu_name_transpose_kernel_transpose_kernel : !llvm.ptr
// CHECK: %[[F:.*]] = llvm.call @accelrt_get_function(%[[KIND]], %[[DATA]], %{{.*}}, %{{.*}}, %{{.*}}, %[[NAME]])
// CHECK: llvm.call @accelrt_launch(%[[KIND]], %[[F]], %[[G]], %{{.*}}, %{{.*}}, %[[T]], %{{.*}}, %{{.*}},
// CHECK: llvm.mlir.global internal constant @__accel_gpu_transpose_kernel("{{.*}}.version 8.0\0A.target sm_90{{.*}}.visible .entry transpose_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", properties = {O = 2 : i32}, target = #nvvm.target<chip = "sm_90", features = "+ptx80">}
accel.kernel @transpose(%t: tensor<64x32xf32>) -> tensor<32x64xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90", features = "+ptx80"}>} {
  %r = transpose %t [1, 0] : tensor<64x32xf32> -> tensor<32x64xf32>
  return %r : tensor<32x64xf32>
}
