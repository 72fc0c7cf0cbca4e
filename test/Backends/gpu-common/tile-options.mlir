// RUN: not accel-opt %s --split-input-file --accel-lower -o /dev/null 2>&1 | FileCheck %s -DFILE=%s

// The tiled contractions' options are checked at the op against the
// accelerator's limits, with the figures: the register tile must divide the
// workgroup's tile, the threads must fit in a workgroup, and the staged
// operand tiles in the workgroup memory every device of the accelerator
// offers (bytes of the op's element type). Ops other than contractions do
// not care, and tiled = false takes any tiles.

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tiled options tile-m = 10 and tile-n = 128 must be multiples of thread-m = 4 and thread-n = 8
accel.kernel @not_multiple(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tile-m" = 10, "thread-m" = 4}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.conv2d' is not supported by backend 'gpu-simt': tiled options give 2048 threads per workgroup ((tile-m / thread-m) * (tile-n / thread-n)), more than the 1024 amd allows
accel.kernel @too_many_threads(%i: tensor<1x8x8x4xf32>, %f: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32>
    attributes {target = #accel.target<"amd">, backend = #accel.backend<"gpu-simt", {"thread-m" = 1}>} {
  %c = conv2d %i, %f strides = [1, 1] dilations = [1, 1] : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32> -> tensor<1x6x6x8xf32>
  return %c : tensor<1x6x6x8xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.batch_matmul' is not supported by backend 'gpu-simt': tiled options stage 65536 bytes of f32 in workgroup memory (tile-k * (tile-m + tile-n) elements), more than the 49152 nvidia guarantees
accel.kernel @too_much_shared(%a: tensor<2x64x64xf32>, %b: tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tile-k" = 64}>} {
  %c = batch_matmul %a, %b : tensor<2x64x64xf32>, tensor<2x64x64xf32> -> tensor<2x64x64xf32>
  return %c : tensor<2x64x64xf32>
}

// -----

// The default tiles stage 16384 bytes of f64, what Vulkan guarantees; 16
// steps of K would need twice that.
// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'spirv': tiled options stage 32768 bytes of f64 in workgroup memory (tile-k * (tile-m + tile-n) elements), more than the 16384 vulkan guarantees
accel.kernel @f64_vulkan(%a: tensor<64x64xf64>, %b: tensor<64x64xf64>) -> tensor<64x64xf64>
    attributes {target = #accel.target<"vulkan", {float64 = "true"}>, backend = #accel.backend<"spirv", {"tile-k" = 16}>} {
  %c = matmul %a, %b : tensor<64x64xf64>, tensor<64x64xf64> -> tensor<64x64xf64>
  return %c : tensor<64x64xf64>
}

// -----

// CHECK-NOT: error
accel.kernel @f64_vulkan_default(%a: tensor<64x64xf64>, %b: tensor<64x64xf64>) -> tensor<64x64xf64>
    attributes {target = #accel.target<"vulkan", {float64 = "true"}>} {
  %c = matmul %a, %b : tensor<64x64xf64>, tensor<64x64xf64> -> tensor<64x64xf64>
  return %c : tensor<64x64xf64>
}
accel.kernel @naive_any_tiles(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false, "tile-m" = 10, "thread-m" = 4, "tile-k" = 1024}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
accel.kernel @not_a_contraction(%a: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-k" = 1024}>} {
  %c = add %a, %a : tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
