// RUN: not accel-opt %s --split-input-file --accel-lower -o /dev/null 2>&1 | FileCheck %s -DFILE=%s
// RUN: not accel-opt %s --split-input-file --accel-lower -o - 2>/dev/null | FileCheck %s --check-prefix=DERIVED

// The tensor-core tiles (mma-* options of gpu-simt) are checked at f16 and
// bf16 matmuls on nvidia sm_80 and later, with the figures: the tiles must
// divide among the warps and into 16 x 16 steps, the threads fit in a
// workgroup, each round of 16-byte copies use every thread, and the stages
// fit in the workgroup memory the chip offers (99 KiB on sm_86). With
// mma-stages = 0 (the default) the stages are as many as fit, up to 4, but
// never fewer than 2 (K steps halve where 2 do not fit). f32 matmuls (but
// with tf32 = true), tensor-cores = false and AMD ignore them.

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles mma-tile-m = 100, mma-tile-n = 256 and mma-tile-k = 32 must be multiples of 16 x mma-warps-m = 32, 16 x mma-warps-n = 64 and 16
accel.kernel @not_multiple(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 100}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.batch_matmul' is not supported by backend 'gpu-simt': tensor-core tiles give 2048 threads per workgroup (32 x mma-warps-m x mma-warps-n), more than 1024
accel.kernel @too_many_threads(%a: tensor<2x64x64xbf16>, %b: tensor<2x64x64xbf16>) -> tensor<2x64x64xbf16>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-warps-m" = 8, "mma-warps-n" = 8}>} {
  %c = batch_matmul %a, %b : tensor<2x64x64xbf16>, tensor<2x64x64xbf16> -> tensor<2x64x64xbf16>
  return %c : tensor<2x64x64xbf16>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles copy 128 and 512 vectors of 8 elements per step (mma-tile-m x mma-tile-k / 8, mma-tile-k x mma-tile-n / 8), which must be multiples of the 512 threads
accel.kernel @idle_copies(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 64, "mma-tile-k" = 16, "mma-warps-m" = 4}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles stage 108544 bytes in workgroup memory (mma-stages x (mma-tile-m x (mma-tile-k + 8) + mma-tile-k x (mma-tile-n + 8)) x 2), more than the 101376 a workgroup has on sm_86
accel.kernel @too_many_stages(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia", {chip = "sm_86"}>, backend = #accel.backend<"gpu-simt", {"mma-stages" = 4}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}

// -----

// Not even 2 stages of K steps of 16 of these f32 tiles fit in sm_86's
// workgroup memory: the message gives 2 stages of the K step asked for.
// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles stage 280576 bytes in workgroup memory (mma-stages x (mma-tile-m x (mma-tile-k + 4) + mma-tile-k x (mma-tile-n + 8)) x 4), more than the 101376 a workgroup has on sm_86
accel.kernel @too_big_for_two(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia", {chip = "sm_86"}>, backend = #accel.backend<"gpu-simt", {tf32 = true, "mma-tile-m" = 512, "mma-tile-n" = 512, "mma-warps-m" = 8}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// f32 as tf32: 4-byte elements, 16-byte vectors of 4, B's rows padded by 8.
// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles stage 208896 bytes in workgroup memory (mma-stages x (mma-tile-m x (mma-tile-k + 4) + mma-tile-k x (mma-tile-n + 8)) x 4), more than the 166912 a workgroup has on sm_80
accel.kernel @tf32_too_many_stages(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {tf32 = true, "mma-stages" = 4}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles copy 64 and 1024 vectors of 4 elements per step (mma-tile-m x mma-tile-k / 4, mma-tile-k x mma-tile-n / 4), which must be multiples of the 256 threads
accel.kernel @tf32_idle_copies(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {tf32 = true, "mma-tile-m" = 16, "mma-warps-m" = 1, "mma-warps-n" = 8, "mma-tile-k" = 16}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles need mma-stages = 0 (derived) or at least 2, not 1
accel.kernel @one_stage(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-stages" = 1}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}

// -----

// CHECK-NOT: error
// The default tiles on sm_86: 3 stages of 128 x (32 + 8) and 32 x (256 + 8)
// halves, 81408 bytes (4 would be 108544).
// DERIVED-LABEL: llvm.func @derived_sm86(
// DERIVED: %[[SHARED:.*]] = llvm.mlir.constant(81408 : i32) : i32
// DERIVED: llvm.call @accelrt_launch({{%[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+}}, %[[SHARED]],
accel.kernel @derived_sm86(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia", {chip = "sm_86"}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}
// f32 as tf32 on sm_86: even 2 stages of K steps of 32 (104448 bytes) do
// not fit in 99 KiB, so K steps of 16, in 3 stages: 3 x (128 x (16 + 4) +
// 16 x (256 + 8)) x 4 = 81408 bytes.
// DERIVED-LABEL: llvm.func @derived_tf32_sm86(
// DERIVED: %[[SHARED32:.*]] = llvm.mlir.constant(81408 : i32) : i32
// DERIVED: llvm.call @accelrt_launch({{%[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+, %[0-9]+}}, %[[SHARED32]],
accel.kernel @derived_tf32_sm86(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia", {chip = "sm_86"}>, backend = #accel.backend<"gpu-simt", {tf32 = true}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
accel.kernel @f32_ignores(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 100, "mma-stages" = 1}>} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
accel.kernel @simt_ignores(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false, "mma-tile-m" = 100}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}
accel.kernel @sm75_ignores(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"nvidia", {chip = "sm_75"}>, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 100}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}
accel.kernel @amd_ignores(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf16>
    attributes {target = #accel.target<"amd">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 100}>} {
  %c = matmul %a, %b : tensor<64x64xf16>, tensor<64x64xf16> -> tensor<64x64xf16>
  return %c : tensor<64x64xf16>
}
