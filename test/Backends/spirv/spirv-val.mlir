// RUN: accel-opt %S/../gpu-simt/Inputs/kernels.mlir --accel-target=vulkan -o %t
// RUN: %check-gpu-objects %t -- spirv-val --target-env vulkan1.0 | FileCheck %s
// RUN: rm -rf %t.spv && env ACCEL_KEEP_OBJECTS=%t.spv %check-gpu-objects %t --only=spirv -- true
// RUN: spirv-val --target-env vulkan1.0 %t.spv/transpose_kernel.0.spv

// The SPIR-V of the kernel set (matmul, conv2d, reduce, elementwise chain,
// transpose, integer chain, dynamic shapes: 8 dispatches; matmul and conv2d
// are tiled and start from the value their outputs were filled with, the
// other fills are dispatches of their own) passes spirv-val for Vulkan 1.0. The .spv files can be
// written out (ACCEL_KEEP_OBJECTS) and validated on their own.

// CHECK: matmul_kernel: ok
// CHECK: conv_kernel{{.*}}: ok
// CHECK: reduce_kernel{{.*}}: ok
// CHECK: chain_kernel{{.*}}: ok
// CHECK: transpose_kernel: ok
// CHECK: int_chain_kernel{{.*}}: ok
// CHECK: dynamic_kernel: ok
// CHECK: validated 8 objects
