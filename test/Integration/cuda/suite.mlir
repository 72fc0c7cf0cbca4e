// REQUIRES: cuda-device
// RUN: accel-opt %S/../kernels-matmul.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../kernels-matmul.mlir
// RUN: accel-opt %S/../kernels-conv-reduce.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../kernels-conv-reduce.mlir
// RUN: accel-opt %S/../kernels-elementwise.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../kernels-elementwise.mlir
// RUN: accel-opt %S/../kernels-math.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../kernels-math.mlir
// RUN: accel-opt %S/../kernels-dynamic.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../kernels-dynamic.mlir
// RUN: accel-opt %S/../return-unowned.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../return-unowned.mlir
// RUN: accel-opt %S/../../../examples/mlp.mlir --accel-target=nvidia | %run-cuda | FileCheck %S/../example-mlp.mlir
// RUN: sed 's/"vulkan"/"nvidia"/' %S/../vulkan/mixed.mlir | accel-opt --accel-lower | %run-cuda | FileCheck %S/../vulkan/mixed.mlir
// RUN: sed 's/"vulkan"/"nvidia"/' %S/../vulkan/forward-results.mlir | accel-opt --accel-lower | %run-cuda | FileCheck %S/../vulkan/forward-results.mlir

// The executed integration suite on the nvidia accelerator (gpu-simt, PTX
// JIT-compiled by the driver), on an NVIDIA GPU: the same files, the same
// CHECK lines as on the CPU backends and on vulkan (see vulkan/suite.mlir
// for the files left out and why).
