// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// RUN: accel-opt %s --accel-lower -mlir-print-ir-after=accel-gpu-forward-results -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR

// Kernel results that the next vulkan kernel takes stay on the device
// (accel-gpu-forward-results): in @chain, @scale's result is never copied
// out nor in again; in @printed, the host prints it afterwards, so it is
// copied out (once) but still not in again. The numbers are those of the
// host round trip. x[i] = i - 2; scale: 2x; shift: relu(s) + x.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @scale(%x: tensor<5xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">} {
  %s = add %x, %x : tensor<5xf32>
  return %s : tensor<5xf32>
}

accel.kernel @shift(%s: tensor<5xf32>, %x: tensor<5xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">} {
  %r = relu %s : tensor<5xf32>
  %t = add %r, %x : tensor<5xf32>
  return %t : tensor<5xf32>
}

// IR-LABEL: func.func @chain(
// IR-SAME: %[[X:[a-z0-9_]+]]: memref<5xf32>)
// IR: gpu.memcpy async [{{.*}}] %{{[a-z0-9_]+}}, %[[X]] :
// IR: gpu.launch_func {{.*}}@scale_kernel::@scale_kernel
// IR-NOT: gpu.memcpy
// IR: gpu.memcpy async [{{.*}}] %{{[a-z0-9_]+}}, %[[X]] :
// IR-NOT: gpu.memcpy
// IR: gpu.launch_func {{.*}}@shift_kernel::@shift_kernel
// IR: gpu.memcpy async [{{.*}}] %[[OUT:[a-z0-9_]+]], %{{[a-z0-9_]+}} :
// IR-NOT: gpu.memcpy
// IR: return %[[OUT]]
func.func @chain(%x: tensor<5xf32>) -> tensor<5xf32> {
  %s = accel.launch @scale(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %t = accel.launch @shift(%s, %x) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %t : tensor<5xf32>
}

// IR-LABEL: func.func @printed(
// IR-SAME: %[[X:[a-z0-9_]+]]: memref<5xf32>)
// IR: gpu.memcpy async [{{.*}}] %{{[a-z0-9_]+}}, %[[X]] :
// IR: gpu.launch_func {{.*}}@scale_kernel::@scale_kernel
// IR: gpu.memcpy async [{{.*}}] %[[S:[a-z0-9_]+]], %{{[a-z0-9_]+}} :
// IR-NOT: gpu.memcpy
// IR: gpu.memcpy async [{{.*}}] %{{[a-z0-9_]+}}, %[[X]] :
// IR-NOT: gpu.memcpy
// IR: gpu.launch_func {{.*}}@shift_kernel::@shift_kernel
// IR: gpu.memcpy async [{{.*}}] %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} :
// IR-NOT: gpu.memcpy
// IR: memref.cast %[[S]]
func.func @printed(%x: tensor<5xf32>) -> tensor<5xf32> {
  %s = accel.launch @scale(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %t = accel.launch @shift(%s, %x) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %su = tensor.cast %s : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  return %t : tensor<5xf32>
}

func.func @main() {
  %x = arith.constant dense<[-2.0, -1.0, 0.0, 1.0, 2.0]> : tensor<5xf32>
  %t = call @chain(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %tu = tensor.cast %t : tensor<5xf32> to tensor<*xf32>
  // CHECK: sizes = [5]
  // CHECK-NEXT: [-2, -1, 0, 3, 6]
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  // CHECK: sizes = [5]
  // CHECK-NEXT: [-4, -2, 0, 2, 4]
  // CHECK: sizes = [5]
  // CHECK-NEXT: [-2, -1, 0, 3, 6]
  %p = call @printed(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %pu = tensor.cast %p : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%pu) : (tensor<*xf32>) -> ()
  return
}
