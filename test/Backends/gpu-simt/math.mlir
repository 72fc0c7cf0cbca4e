// RUN: accel-opt %S/../../Integration/kernels-math.mlir --accel-target=amd -o %t.amd
// RUN: FileCheck %s --check-prefix=NO-LIBRARY --input-file=%t.amd
// RUN: %check-gpu-objects %t.amd -- %llvm-mc -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj -o /dev/null | FileCheck %s
// RUN: env -u CUDA_HOME -u CUDA_PATH accel-opt %S/../../Integration/kernels-math.mlir --accel-target=nvidia -o %t.nvidia
// RUN: FileCheck %s --check-prefix=NO-LIBRARY --input-file=%t.nvidia

// exp and tanh on f32 need no device math library on nvidia and amd: they
// are polynomials (accel-approximate-math), so the AMDGCN holds no call into
// ocml (and assembles), and the PTX none into libdevice, even where no
// CUDA_HOME lets the NVVM target link libdevice (ptxas.mlir assembles it
// where CUDA is installed; test/Integration/cuda runs it).

// NO-LIBRARY-NOT: __ocml
// NO-LIBRARY-NOT: __nv_
// CHECK: math_kernel: ok
// CHECK-NEXT: math_kernel_0: ok
// CHECK-NEXT: validated 2 objects
