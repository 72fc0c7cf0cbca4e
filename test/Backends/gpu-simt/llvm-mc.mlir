// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=amd -o %t.gfx90a
// RUN: %check-gpu-objects %t.gfx90a -- %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj -o /dev/null | FileCheck %s
// RUN: not %check-gpu-objects %t.gfx90a -- %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRONG-CHIP

// The AMDGCN assembly of the whole kernel set (matmul, conv2d, reduce,
// elementwise chain, transpose, integer chain, dynamic shapes: 8 launches;
// matmul and conv2d are tiled and start from the value their outputs were
// filled with, the other fills are launches of their own) assembles with llvm-mc for the chip it was
// generated for, and the check does fail: the same code is not valid gfx1100.

// WRONG-CHIP: matmul_kernel: rejected by llvm-mc

// CHECK: matmul_kernel: ok
// CHECK: conv_kernel{{.*}}: ok
// CHECK: reduce_kernel{{.*}}: ok
// CHECK: chain_kernel{{.*}}: ok
// CHECK: transpose_kernel: ok
// CHECK: int_chain_kernel{{.*}}: ok
// CHECK: dynamic_kernel: ok
// CHECK: validated 8 objects
