// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=amd -o %t.gfx90a
// RUN: %check-gpu-objects %t.gfx90a -- %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj -o /dev/null | FileCheck %s

// The AMDGCN assembly of the whole kernel set (matmul, conv2d, reduce,
// elementwise chain, transpose: 11 launches with the fills of the outputs)
// assembles with llvm-mc for the chip it was generated for.

// CHECK: matmul_kernel: ok
// CHECK: conv_kernel{{.*}}: ok
// CHECK: reduce_kernel{{.*}}: ok
// CHECK: chain_kernel{{.*}}: ok
// CHECK: transpose_kernel: ok
// CHECK: validated 11 objects
