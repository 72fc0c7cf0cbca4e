// RUN: accel-opt %s --accel-lower -mlir-print-ir-after=accel-gpu-forward-results -o /dev/null 2>&1 | FileCheck %s

// Results are handed over on the device only between kernels of the same
// kind of device (test/Integration/vulkan/forward-results.mlir runs the
// handing over): an nvidia kernel's result going to a vulkan kernel goes
// through the host, and the calls stay calls; two nvidia kernels in a row
// are inlined and share the device buffer.

accel.kernel @on_nvidia(%x: tensor<8xf32>) -> tensor<8xf32> attributes {target = #accel.target<"nvidia">} {
  %y = relu %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

accel.kernel @on_nvidia_too(%x: tensor<8xf32>) -> tensor<8xf32> attributes {target = #accel.target<"nvidia">} {
  %y = add %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

accel.kernel @on_vulkan(%x: tensor<8xf32>) -> tensor<8xf32> attributes {target = #accel.target<"vulkan">} {
  %y = add %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

// CHECK-LABEL: func.func @across_devices
// CHECK: call @on_nvidia(
// CHECK: call @on_vulkan(
func.func @across_devices(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = accel.launch @on_nvidia(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %b = accel.launch @on_vulkan(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %b : tensor<8xf32>
}

// CHECK-LABEL: func.func @same_device
// CHECK-NOT: call @
// CHECK: gpu.memcpy async
// CHECK-NEXT: %[[D:[a-z0-9_]+]], %{{[a-zA-Z0-9_]+}} = gpu.alloc async
// CHECK: gpu.launch_func {{.*}}@on_nvidia_kernel::@on_nvidia_kernel {{.*}}, %[[D]] : memref<8xf32>)
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch_func {{.*}}@on_nvidia_too_kernel::@on_nvidia_too_kernel {{.*}}args(%[[D]] : memref<8xf32>
// CHECK: gpu.dealloc async [%{{.*}}] %[[D]]
// CHECK: return
func.func @same_device(%x: tensor<8xf32>) -> tensor<8xf32> {
  %a = accel.launch @on_nvidia(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %b = accel.launch @on_nvidia_too(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %b : tensor<8xf32>
}
