// RUN: accel-opt %s --accel-lower -mlir-print-ir-after=accel-nest-spirv-modules -o %t 2>&1 | FileCheck %s --check-prefix=SPIRV
// RUN: FileCheck %s --input-file=%t

// spirv on vulkan: the GPU mapping of gpu-simt (64 invocations per
// workgroup, from the backend option), then a gpu.module with the Vulkan
// target environment of the accelerator's options (SPIR-V 1.3, Float64),
// a GLCompute entry point with the workgroup size, the f64 arithmetic in
// SPIR-V, and the serialized module in a gpu.binary that the host launches.

// SPIRV-LABEL: IR Dump After AccelNestSpirvModules
// SPIRV: gpu.module @scale_kernel [#spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<>>] {
// SPIRV: spirv.module @__spv__scale_kernel Logical GLSL450 requires #spirv.vce<v1.0, [{{.*}}Float64{{.*}}], [SPV_KHR_storage_buffer_storage_class]>
// SPIRV: spirv.FMul {{.*}} : f64
// SPIRV: spirv.EntryPoint "GLCompute" @scale_kernel
// SPIRV: spirv.ExecutionMode @scale_kernel "LocalSize", 64, 1, 1

// CHECK-LABEL: llvm.func @scale(
// CHECK-SAME: accel.selection = {accelerator = "vulkan", accelerator_options = {float16 = "false", float64 = "true", int16 = "false", int64 = "false", int8 = "false", version = "v1.3"}, backend = "spirv", backend_options = {"row-reductions" = "true", "thread-m" = "8", "thread-n" = "8", threads = "64", "tile-k" = "8", "tile-m" = "128", "tile-n" = "128", tiled = "true"}
// CHECK-DAG: %[[G:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK-DAG: %[[T:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK-DAG: %[[KIND:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-DAG: %[[DATA:.*]] = llvm.mlir.addressof @__accel_gpu_scale_kernel : !llvm.ptr
// CHECK-DAG: %[[NAME:.*]] = llvm.mlir.addressof @__accel_gpu_name_scale_kernel_scale_kernel : !llvm.ptr
// CHECK: %[[F:.*]] = llvm.call @accelrt_get_function(%[[KIND]], %[[DATA]], %{{.*}}, %{{.*}}, %{{.*}}, %[[NAME]])
// CHECK: llvm.call @accelrt_launch(%[[KIND]], %[[F]], %[[G]], %{{.*}}, %{{.*}}, %[[T]], %{{.*}}, %{{.*}},
// CHECK: llvm.mlir.global internal constant @__accel_gpu_scale_kernel("\03\02#\07{{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, #spirv.resource_limits<>>}
accel.kernel @scale(%x: tensor<1024xf64>) -> tensor<1024xf64> attributes {target = #accel.target<"vulkan", {version = "v1.3", float64 = "true"}>, backend = #accel.backend<"spirv", {threads = 64}>} {
  %y = mul %x, %x : tensor<1024xf64>
  return %y : tensor<1024xf64>
}
