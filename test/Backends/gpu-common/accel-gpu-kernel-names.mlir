// RUN: accel-opt %s --accel-gpu-kernel-names | FileCheck %s

// Outlined GPU modules and kernels get names PTX takes (NVPTX aborts on a
// `-`): other characters become `_`, a leading digit gets a `_` first, a
// name already taken a suffix; the launches follow. Valid names stay.

// CHECK-LABEL: gpu.module @layer_1_kernel_0
// CHECK: gpu.func @layer_1_kernel() kernel
// CHECK-LABEL: gpu.module @_2d_kernel
// CHECK: gpu.func @_2d_kernel() kernel
// CHECK-LABEL: gpu.module @ok_kernel
// CHECK: gpu.func @ok_kernel() kernel
// CHECK-LABEL: func.func @host(
// CHECK: gpu.launch_func  @layer_1_kernel_0::@layer_1_kernel
// CHECK: gpu.launch_func  @_2d_kernel::@_2d_kernel
// CHECK: gpu.launch_func  @ok_kernel::@ok_kernel
// CHECK-LABEL: func.func @layer_1_kernel(
module attributes {gpu.container_module} {
  gpu.module @"layer-1_kernel" {
    gpu.func @"layer-1_kernel"() kernel { gpu.return }
  }
  gpu.module @"2d.kernel" {
    gpu.func @"2d.kernel"() kernel { gpu.return }
  }
  gpu.module @ok_kernel {
    gpu.func @ok_kernel() kernel { gpu.return }
  }
  func.func @host() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @"layer-1_kernel"::@"layer-1_kernel" blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @"2d.kernel"::@"2d.kernel" blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @ok_kernel::@ok_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  func.func @layer_1_kernel() { return }
}
