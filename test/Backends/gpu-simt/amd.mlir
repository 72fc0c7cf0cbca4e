// RUN: accel-opt %s --accel-lower -o %t
// RUN: FileCheck %s --input-file=%t

// gpu-simt on amd: the same mapping (here 128 threads per block, from the
// backend option: 1024 elements are 256 vectors of 4, 2 blocks), ROCDL, and
// AMDGCN assembly for the chosen chip.

// CHECK-LABEL: llvm.func @scale(
// CHECK-SAME: accel.selection = {accelerator = "amd", accelerator_options = {chip = "gfx942"}, backend = "gpu-simt", backend_options = {"keep-compile-times" = "false", "mma-stages" = "0", "mma-tile-k" = "32", "mma-tile-m" = "128", "mma-tile-n" = "256", "mma-warps-m" = "2", "mma-warps-n" = "4", "row-reductions" = "true", "tensor-cores" = "true", tf32 = "false", "thread-m" = "8", "thread-n" = "8", threads = "128", "tile-k" = "8", "tile-m" = "128", "tile-n" = "128", tiled = "true", "vector-width" = "4"}
// CHECK-DAG: %[[G:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(128 : index) : i64
// CHECK-DAG: %[[KIND:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-DAG: %[[DATA:.*]] = llvm.mlir.addressof @__accel_gpu_scale_kernel : !llvm.ptr
// CHECK-DAG: %[[NAME:.*]] = llvm.mlir.addressof @__accel_gpu_name_scale_kernel_scale_kernel : !llvm.ptr
// CHECK: %[[F:.*]] = llvm.call @accelrt_get_function(%[[KIND]], %[[DATA]], %{{.*}}, %{{.*}}, %{{.*}}, %[[NAME]])
// CHECK: llvm.call @accelrt_launch(%[[KIND]], %[[F]], %[[G]], %{{.*}}, %{{.*}}, %[[T]], %{{.*}}, %{{.*}},
// CHECK: llvm.mlir.global internal constant @__accel_gpu_scale_kernel("{{.*}}.amdgcn_target \22amdgcn-amd-amdhsa--gfx942\22{{.*}}v_{{(pk_)?}}mul_f32{{.*}}) {accel.gpu_object = {format = "assembly", kind = "amd", {{.*}}target = #rocdl.target<chip = "gfx942">}
module attributes {accel.target = #accel.target<"amd", {chip = "gfx942"}>} {
  accel.kernel @scale(%x: tensor<1024xf32>) -> tensor<1024xf32> attributes {backend = #accel.backend<"gpu-simt", {threads = 128}>} {
    %y = mul %x, %x : tensor<1024xf32>
    return %y : tensor<1024xf32>
  }
}
