// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=NAMES

// The GPU module of kernel @scale is named after it (@scale_kernel); a
// function of the module may already have that name. The kernel's GPU code
// takes another (its binary's global too), the function keeps its own, and
// both run.
// NAMES-DAG: llvm.mlir.global internal constant @__accel_gpu_scale_kernel_0(
// NAMES-DAG: llvm.func @scale_kernel(

func.func private @printMemrefF32(tensor<*xf32>)

func.func @scale_kernel(%x: tensor<4xf32>) {
  %u = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">} {
  %s = mul %x, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: sizes = [4]
  // CHECK-NEXT: [1, 4, 9, 16]
  call @scale_kernel(%a) : (tensor<4xf32>) -> ()
  return
}
