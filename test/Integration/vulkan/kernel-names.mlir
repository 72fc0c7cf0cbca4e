// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=NAMES

// The GPU module of kernel @scale is named after it (@scale_kernel); a
// function of the module may already have that name. The kernel's GPU code
// takes another (its binary's global too), the function keeps its own, and
// both run. The GPU code of @"layer-1" is @layer_1_kernel (PTX takes no
// `-`; accel-gpu-kernel-names), its host function keeps its name.
// NAMES-DAG: llvm.mlir.global internal constant @__accel_gpu_scale_kernel_0(
// NAMES-DAG: llvm.func @scale_kernel(
// NAMES-DAG: llvm.mlir.global internal constant @__accel_gpu_layer_1_kernel(
// NAMES-DAG: llvm.func @"layer-1"(

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

accel.kernel @"layer-1"(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">} {
  %s = add %x, %x : tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %w = arith.constant dense<[0.5, 1.0, 1.5, 2.0]> : tensor<4xf32>
  %x = accel.launch @"layer-1"(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %a = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // CHECK: sizes = [4]
  // CHECK-NEXT: [1, 4, 9, 16]
  call @scale_kernel(%a) : (tensor<4xf32>) -> ()
  return
}
