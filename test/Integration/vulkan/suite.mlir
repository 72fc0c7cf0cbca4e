// RUN: accel-opt %S/../kernels-matmul.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-matmul.mlir
// RUN: accel-opt %S/../kernels-conv-reduce.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-conv-reduce.mlir
// RUN: accel-opt %S/../kernels-elementwise.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-elementwise.mlir
// RUN: accel-opt %S/../kernels-math.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-math.mlir
// RUN: accel-opt %S/../kernels-layout.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-layout.mlir
// RUN: accel-opt %S/../kernels-dynamic.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../kernels-dynamic.mlir
// RUN: accel-opt %S/../return-unowned.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../return-unowned.mlir
// RUN: accel-opt %S/../../../examples/mlp.mlir --accel-target=vulkan | %run-vulkan | FileCheck %S/../example-mlp.mlir

// The executed integration suite on the vulkan accelerator: every kernel of
// each file above runs as SPIR-V on the Vulkan device (lavapipe in CI) and
// must print what the CPU backends print, checked by the file's own CHECK
// lines (exp and tanh within the tolerance kernels-math.mlir states).
// Dynamic shapes included: 1-D buffers, sizes in bindings of their own.
//
// Not here, and why:
// - configurations.mlir, mixed-backends.mlir: their kernels name CPU
//   backends in attributes; what they test is those backends.
// - conv2d, elementwise, matmul, reduce, transpose-fold, dynamic-shapes:
//   accel ops in host functions, no kernel to place on a device.
