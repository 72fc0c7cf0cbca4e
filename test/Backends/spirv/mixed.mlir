// RUN: accel-opt %s --accel-lower --accel-explain -o %t 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: FileCheck %s --input-file=%t
// RUN: %check-gpu-objects %t --only=spirv -- spirv-val --target-env vulkan1.0 | FileCheck %s --check-prefix=SPIRV

// One module, one accel-lower run, three accelerators: a cpu kernel (by
// default), an nvidia kernel and a vulkan kernel (by their target
// attributes). Each is lowered along its own path: every backend's module
// stage sees only its own kernels, so each binary carries its own target,
// and the host code that launches all three is lowered once.

// EXPLAIN: kernel @on_cpu
// EXPLAIN-NEXT: accelerator: cpu {{.*}} [registry default]
// EXPLAIN-NEXT: backend: cpu-vector {{.*}} [accelerator default]
// EXPLAIN: kernel @on_nvidia
// EXPLAIN-NEXT: accelerator: nvidia {chip = sm_80, features = auto} [kernel attribute]
// EXPLAIN: backend: gpu-simt {keep-compile-times = false, mma-stages = 0, mma-tile-k = 32, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4, row-reductions = true, tensor-cores = true, tf32 = false, thread-m = 8, thread-n = 8, threads = 256, tile-k = 8, tile-m = 128, tile-n = 128, tiled = true, vector-width = 4} [accelerator default]
// EXPLAIN: kernel @on_vulkan
// EXPLAIN-NEXT: accelerator: vulkan {float16 = false, float64 = false, int16 = false, int64 = false, int8 = false, version = v1.0} [kernel attribute]
// EXPLAIN: backend: spirv {row-reductions = true, thread-m = 8, thread-n = 8, threads = 256, tile-k = 8, tile-m = 128, tile-n = 128, tiled = true} [accelerator default]

// CHECK-DAG: llvm.func @on_cpu({{.*}}backend = "cpu-vector"
// CHECK-DAG: llvm.func @on_nvidia({{.*}}backend = "gpu-simt"
// CHECK-DAG: llvm.func @on_vulkan({{.*}}backend = "spirv"
// CHECK-DAG: llvm.mlir.addressof @__accel_gpu_name_on_nvidia_kernel_on_nvidia_kernel
// CHECK-DAG: llvm.mlir.addressof @__accel_gpu_name_on_vulkan_kernel_on_vulkan_kernel
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_nvidia_kernel("{{.*}}.target sm_80{{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target<chip = "sm_80", features = "+ptx70">}
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_vulkan_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<
// CHECK-DAG: llvm.call @on_cpu(
// CHECK-DAG: llvm.call @on_nvidia(
// CHECK-DAG: llvm.call @on_vulkan(

// SPIRV: on_vulkan_kernel: ok
// SPIRV-NEXT: validated 1 objects

accel.kernel @on_cpu(%x: tensor<64xf32>) -> tensor<64xf32> {
  %y = add %x, %x : tensor<64xf32>
  return %y : tensor<64xf32>
}

accel.kernel @on_nvidia(%x: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"nvidia">} {
  %y = mul %x, %x : tensor<64xf32>
  return %y : tensor<64xf32>
}

accel.kernel @on_vulkan(%x: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"vulkan">} {
  %y = relu %x : tensor<64xf32>
  return %y : tensor<64xf32>
}

func.func @host(%x: tensor<64xf32>) -> tensor<64xf32> {
  %a = accel.launch @on_cpu(%x) : (tensor<64xf32>) -> tensor<64xf32>
  %b = accel.launch @on_nvidia(%a) : (tensor<64xf32>) -> tensor<64xf32>
  %c = accel.launch @on_vulkan(%b) : (tensor<64xf32>) -> tensor<64xf32>
  return %c : tensor<64xf32>
}
