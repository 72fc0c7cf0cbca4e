// RUN: accel-opt %s --split-input-file --accel-lower --verify-diagnostics | FileCheck %s

// A cpu kernel and a vulkan kernel lower in one run, each along its own
// path. The two GPU backends cannot share a module yet (the module stages of
// both act on every gpu.module): an error says so instead of compiling one
// kernel for the other's target.

// CHECK-LABEL: llvm.func @on_cpu(
// CHECK-SAME: backend = "cpu-vector"
// CHECK-LABEL: llvm.func @on_vulkan(
// CHECK-SAME: backend = "spirv"
// CHECK: gpu.launch_func @on_vulkan_kernel::@on_vulkan_kernel
// CHECK: gpu.binary @on_vulkan_kernel [#gpu.object<#spirv.target_env<
accel.kernel @on_cpu(%x: tensor<64xf32>) -> tensor<64xf32> {
  %y = add %x, %x : tensor<64xf32>
  return %y : tensor<64xf32>
}
accel.kernel @on_vulkan(%x: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"vulkan">} {
  %y = relu %x : tensor<64xf32>
  return %y : tensor<64xf32>
}

// -----

accel.kernel @on_nvidia(%x: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"nvidia">} {
  %y = mul %x, %x : tensor<64xf32>
  return %y : tensor<64xf32>
}
// expected-error @+1 {{kernels @on_nvidia (backend 'gpu-simt') and @on_vulkan (backend 'spirv') cannot share a module: both backends lower every gpu.module of it; put them in separate modules}}
accel.kernel @on_vulkan(%x: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"vulkan">} {
  %y = relu %x : tensor<64xf32>
  return %y : tensor<64xf32>
}
