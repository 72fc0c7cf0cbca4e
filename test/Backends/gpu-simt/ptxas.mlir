// REQUIRES: ptxas
// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=nvidia -o %t.sm80
// RUN: %check-gpu-objects %t.sm80 -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s

// The PTX of the whole kernel set (matmul, conv2d, reduce, elementwise chain,
// transpose, integer chain, dynamic shapes: 8 launches; matmul and conv2d are
// tiled and start from the value their outputs were filled with, the other
// fills are launches of their own) assembles with CUDA's ptxas for the chip it was generated for.
// Runs where ptxas is installed.

// CHECK: matmul_kernel: ok
// CHECK: conv_kernel{{.*}}: ok
// CHECK: reduce_kernel{{.*}}: ok
// CHECK: chain_kernel{{.*}}: ok
// CHECK: transpose_kernel: ok
// CHECK: int_chain_kernel{{.*}}: ok
// CHECK: dynamic_kernel: ok
// CHECK: validated 8 objects

// The nvidia kernel of the mixed cpu + nvidia + vulkan module, too.
// RUN: accel-opt %S/../spirv/mixed.mlir --accel-lower -o %t.mixed
// RUN: %check-gpu-objects %t.mixed --only=nvvm -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s --check-prefix=MIXED
// MIXED: on_nvidia_kernel: ok
// MIXED-NEXT: validated 1 objects

// exp and tanh on f32 (polynomials, no libdevice), too.
// RUN: env -u CUDA_HOME -u CUDA_PATH accel-opt %S/../../Integration/kernels-math.mlir --accel-target=nvidia -o %t.math
// RUN: %check-gpu-objects %t.math -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s --check-prefix=MATH
// MATH: math_kernel: ok
// MATH-NEXT: math_kernel_0: ok
// MATH-NEXT: validated 2 objects

// f16 and bf16 kernels (matmuls on the tensor cores where K and N are
// multiples of 8, tiled ones staging narrow tiles into f32 accumulators, batch, conv2d, row sums and a sum pool in f32, softmax and
// its exp in f32, bf16 elementwise and max), each with a cpu variant too:
// log_softmax, whose log would need libdevice, has only that one.
// RUN: accel-opt %S/../../Integration/narrow-floats.mlir --accel-target=nvidia,cpu --accel-on-unsupported=skip -o %t.narrow 2>&1 | FileCheck %s --check-prefix=NARROW-SKIP
// NARROW-SKIP: warning: kernel @half_log_softmax__nvidia uses an op or element type that accelerator 'nvidia' cannot run; skipping it (--accel-on-unsupported=skip)
// RUN: %check-gpu-objects %t.narrow -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s --check-prefix=NARROW
// NARROW: half_matmul__nvidia_kernel: ok
// NARROW: brain_matmul__nvidia_kernel: ok
// NARROW: half_conv__nvidia_kernel: ok
// NARROW: brain_rows__nvidia_kernel: ok
// NARROW: half_big__nvidia_kernel: ok
// NARROW: half_softmax__nvidia_kernel: ok
// NARROW: half_pool__nvidia_kernel: ok
// NARROW: validated 29 objects

// Kernels named with characters PTX has no use for (`-`, `.`, a leading
// digit: NVPTX aborted on the `-`): their GPU code is renamed, and
// assembles.
// RUN: accel-opt %S/Inputs/kernel-names.mlir --accel-target=nvidia -o %t.names
// RUN: %check-gpu-objects %t.names -- %ptxas --gpu-name sm_80 -o /dev/null | FileCheck %s --check-prefix=NAMES
// NAMES: layer_1_kernel: ok
// NAMES-NEXT: _2_scale_kernel: ok
// NAMES-NEXT: validated 2 objects
