// REQUIRES: vulkan
// UNSUPPORTED: cuda-device
// RUN: accel-opt %s --accel-lower -o %t.mlir
// RUN: env VK_ICD_FILENAMES=/nonexistent VK_DRIVER_FILES=/nonexistent not %run-gpu %t.mlir 2>&1 | FileCheck %s

// A kernel compiled for vulkan and nvidia only, where neither is present
// (no NVIDIA GPU here, the Vulkan loader pointed at no driver): no variant
// can run, and the error says why each was passed over.

// CHECK: accel runtime: kernel 'twice': no device of its variants is present (variants compiled: vulkan,nvidia; vulkan: absent (vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver found; the loader reads VK_ICD_FILENAMES / VK_DRIVER_FILES)); nvidia: absent ({{.+}}))
// CHECK-NOT: [

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @twice(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = [#accel.target<"vulkan">, #accel.target<"nvidia">]} {
  %r = add %x, %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %a = accel.launch @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
