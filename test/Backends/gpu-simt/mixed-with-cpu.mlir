// RUN: accel-opt %s --accel-backend=cpu=cpu-vector,nvidia=gpu-simt --accel-explain -o %t 2>&1 | FileCheck %s --check-prefix=EXPLAIN
// RUN: FileCheck %s --input-file=%t
// RUN: FileCheck %s --input-file=%t --check-prefix=HOST

// One module, one run: a cpu kernel and an nvidia kernel, each lowered along
// its own path (per-accelerator --accel-backend), the host code that
// launches both lowered once.

// EXPLAIN: kernel @on_cpu
// EXPLAIN-NEXT: accelerator: cpu {{.*}} [registry default]
// EXPLAIN-NEXT: backend: cpu-vector {{.*}} [command line]
// EXPLAIN-NEXT: passed over: 'cpu-vector' from the accelerator default: the same choice, lower precedence than the command line
// EXPLAIN: kernel @on_gpu
// EXPLAIN-NEXT: accelerator: nvidia {chip = sm_80, features = auto} [kernel attribute]
// EXPLAIN-NEXT: passed over: 'cpu' from the registry default: lower precedence than the kernel attribute
// EXPLAIN-NEXT: backend: gpu-simt {keep-compile-times = false, mma-stages = 0, mma-tile-k = 32, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4, row-reductions = true, tensor-cores = true, tf32 = false, thread-m = 8, thread-n = 8, threads = 256, tile-k = 8, tile-m = 128, tile-n = 128, tiled = true, vector-width = 4} [command line]

// CHECK-LABEL: llvm.func @on_cpu(
// CHECK-SAME: backend = "cpu-vector"
// CHECK-NOT: accelrt_launch
// CHECK: llvm.intr.fmuladd
// CHECK-LABEL: llvm.func @on_gpu(
// CHECK-SAME: backend = "gpu-simt"
// CHECK: llvm.call @accelrt_launch(
// CHECK: llvm.mlir.global internal constant @__accel_gpu_on_gpu_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target<chip = "sm_80", features = "+ptx70">
// CHECK-NOT: @__accel_gpu_
// HOST-LABEL: llvm.func @host(
// HOST: llvm.call @on_cpu(
// HOST: llvm.call @on_gpu(

accel.kernel @on_cpu(%a: tensor<16x4xf32>, %b: tensor<4x64xf32>) -> tensor<16x64xf32> {
  %c = matmul %a, %b : tensor<16x4xf32>, tensor<4x64xf32> -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}

accel.kernel @on_gpu(%x: tensor<16x64xf32>) -> tensor<16x64xf32> attributes {target = #accel.target<"nvidia">} {
  %y = relu %x : tensor<16x64xf32>
  return %y : tensor<16x64xf32>
}

func.func @host(%a: tensor<16x4xf32>, %b: tensor<4x64xf32>) -> tensor<16x64xf32> {
  %c = accel.launch @on_cpu(%a, %b) : (tensor<16x4xf32>, tensor<4x64xf32>) -> tensor<16x64xf32>
  %d = accel.launch @on_gpu(%c) : (tensor<16x64xf32>) -> tensor<16x64xf32>
  return %d : tensor<16x64xf32>
}
