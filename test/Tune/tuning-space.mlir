// RUN: accel-opt %s --accel-tune=list-space=true --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=UNCHANGED < %t.mlir

// What accel-tune would measure for each kernel, without a device: a
// remark per kernel, a note per candidate, the selection's options first.

// An f16 matmul on sm_90's tensor cores: the tensor-core tiles, not the
// SIMT tiles it does not use; 12 shapes of warps, K steps of 32 and 64.
// CHECK-LABEL: remark: kernel 'f16' would be tuned over 24 candidates on backend 'gpu-simt' (nvidia)
// CHECK:       note: default {mma-stages = 0, mma-tile-k = 32, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4}
// CHECK:       note: candidate {mma-stages = 0, mma-tile-k = 64, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4}
// CHECK:       note: candidate {mma-stages = 0, mma-tile-k = 64, mma-tile-m = 256, mma-tile-n = 128, mma-warps-m = 4, mma-warps-n = 2}
// CHECK:       note: candidate {mma-stages = 0, mma-tile-k = 64, mma-tile-m = 64, mma-tile-n = 64, mma-warps-m = 2, mma-warps-n = 2}
// CHECK-NOT:   note:
accel.kernel @f16(%a: tensor<256x128xf16>, %b: tensor<128x512xf16>) -> tensor<256x512xf16> attributes {target = #accel.target<"nvidia", {chip = "sm_90"}>} {
  %c = matmul %a, %b : tensor<256x128xf16>, tensor<128x512xf16> -> tensor<256x512xf16>
  return %c : tensor<256x512xf16>
}

// tf32 on sm_86 (99 KiB): the default's K step only fits halved (16),
// so the candidate is spelled with 16 after the selection's 32; 256 rows
// never keep a K step of 64.
// CHECK-LABEL: remark: kernel 'tf32' would be tuned over {{[0-9]+}} candidates on backend 'gpu-simt' (nvidia)
// CHECK:       note: default {mma-stages = 0, mma-tile-k = 32, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4}
// CHECK:       note: candidate {mma-stages = 0, mma-tile-k = 16, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4}
// CHECK-NOT:   mma-tile-k = 64, mma-tile-m = 256
accel.kernel @tf32(%a: tensor<256x128xf32>, %b: tensor<128x512xf32>) -> tensor<256x512xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_86"}>, backend = #accel.backend<"gpu-simt", {tf32 = "true"}>} {
  %c = matmul %a, %b : tensor<256x128xf32>, tensor<128x512xf32> -> tensor<256x512xf32>
  return %c : tensor<256x512xf32>
}

// f32 without tf32, and rows to reduce: the SIMT tiles (15), then the rows'
// workgroups (the 4 besides the default's 256), each with the other
// part's options as selected.
// CHECK-LABEL: remark: kernel 'simt' would be tuned over 19 candidates on backend 'gpu-simt' (nvidia)
// CHECK:       note: default {thread-m = 8, thread-n = 8, threads = 256, tile-k = 8, tile-m = 128, tile-n = 128}
// CHECK:       note: candidate {thread-m = 4, thread-n = 4, threads = 256, tile-k = 16, tile-m = 64, tile-n = 64}
// CHECK:       note: candidate {thread-m = 8, thread-n = 8, threads = 32, tile-k = 8, tile-m = 128, tile-n = 128}
// CHECK:       note: candidate {thread-m = 8, thread-n = 8, threads = 512, tile-k = 8, tile-m = 128, tile-n = 128}
// CHECK-NOT:   note:
accel.kernel @simt(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>) -> tensor<64xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90"}>} {
  %c = matmul %a, %b : tensor<64x32xf32>, tensor<32x48xf32> -> tensor<64x48xf32>
  %s = reduce <sum> %c dims = [1] : tensor<64x48xf32> -> tensor<64xf32>
  return %s : tensor<64xf32>
}

// An option the kernel gives stays at its value in every candidate: the
// 12 shapes, each with K steps of 64.
// CHECK-LABEL: remark: kernel 'given' would be tuned over 12 candidates on backend 'gpu-simt' (nvidia)
// CHECK-NOT:   mma-tile-k = 32
// CHECK:       note: candidate {mma-stages = 0, mma-tile-k = 64, mma-tile-m = 64, mma-tile-n = 64, mma-warps-m = 2, mma-warps-n = 2}
// CHECK-NOT:   mma-tile-k = 32
accel.kernel @given(%a: tensor<256x128xbf16>, %b: tensor<128x512xbf16>) -> tensor<256x512xbf16> attributes {target = #accel.target<"nvidia", {chip = "sm_90"}>, backend = #accel.backend<"gpu-simt", {"mma-tile-k" = 64}>} {
  %c = matmul %a, %b : tensor<256x128xbf16>, tensor<128x512xbf16> -> tensor<256x512xbf16>
  return %c : tensor<256x512xbf16>
}

// Four stages the kernel gives, on sm_80 (163 KiB): the candidates whose
// K step of 64 no longer fits are rejected with the backend's message,
// not listed (nor compiled by the search).
// CHECK-LABEL: remark: kernel 'stages' would be tuned over 20 candidates on backend 'gpu-simt' (nvidia); 4 more rejected by the backend with the kernel's options
// CHECK-NOT:   note: candidate {mma-stages = 4, mma-tile-k = 64, mma-tile-m = 128, mma-tile-n = 256,
// CHECK:       note: candidate {mma-stages = 4, mma-tile-k = 64, mma-tile-m = 64, mma-tile-n = 64, mma-warps-m = 2, mma-warps-n = 2}
// CHECK-NEXT:  note: rejected {mma-stages = 4, mma-tile-k = 64, mma-tile-m = 128, mma-tile-n = 256, mma-warps-m = 2, mma-warps-n = 4}: 'accel.matmul' is not supported by backend 'gpu-simt': tensor-core tiles stage 208896 bytes in workgroup memory ({{.*}}), more than the 166912 a workgroup has on sm_80
// CHECK-COUNT-3: note: rejected {mma-stages = 4, mma-tile-k = 64,
// CHECK-NOT:   note:
accel.kernel @stages(%a: tensor<256x128xf16>, %b: tensor<128x512xf16>) -> tensor<256x512xf16> attributes {target = #accel.target<"nvidia", {chip = "sm_80"}>, backend = #accel.backend<"gpu-simt", {"mma-stages" = 4}>} {
  %c = matmul %a, %b : tensor<256x128xf16>, tensor<128x512xf16> -> tensor<256x512xf16>
  return %c : tensor<256x512xf16>
}

// cpu-vector's register tiles have 1 to 4 vectors per row, whatever the
// host's vector width (8 or 16 lanes). The kernel's own tile (the host's
// default, 6 rows) comes first: its derived blocks with A packed and in
// place, then half and twice block-k (the default itself is not measured
// twice). Then the others, most accumulators first; a row of 3 vectors
// (two pieces of 2 and 1) comes after the other tiles of as many
// accumulators: 8 x 48 after 12 x 32 with 16 lanes, 4 x 24 after 6 x 16
// with 8.
// CHECK-LABEL: remark: kernel 'cpu' would be tuned over {{[0-9]+}} candidates on backend 'cpu-vector' (cpu)
// CHECK-NEXT:  accel.kernel @cpu
// CHECK-NEXT:  ^
// CHECK-NEXT:  note: default {[[BLOCKS:.*]], tile-m = 6, tile-n = [[N:16|64]]}
// CHECK-NEXT:  note: candidate {[[BLOCKS]], pack-a = packed, tile-m = 6, tile-n = [[N]]}
// CHECK-NEXT:  note: candidate {[[BLOCKS]], pack-a = in-place, tile-m = 6, tile-n = [[N]]}
// CHECK-NEXT:  note: candidate {{{.*}}tile-m = 6, tile-n = [[N]]}
// CHECK-NEXT:  note: candidate {{{.*}}tile-m = 6, tile-n = [[N]]}
// CHECK-NOT:   tile-m = 6, tile-n = [[N]]}
// CHECK:       note: candidate {{{.*}}tile-m = {{4|8}}, tile-n = {{24|48}}}
accel.kernel @cpu(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}

// Nothing to tune: no contraction, no reduction.
// CHECK-LABEL: remark: kernel 'none' has no tuning space on backend 'gpu-simt'
accel.kernel @none(%a: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90"}>} {
  %r = relu %a : tensor<64xf32>
  return %r : tensor<64xf32>
}

// The module is left as it was: no record is set.
// UNCHANGED-NOT: accel.tuned
// UNCHANGED:     accel.kernel @f16
