// RUN: accel-opt %S/../../examples/mlp.mlir --accel-lower | %run-cpu | FileCheck %s
// RUN: accel-opt %S/../../examples/mlp.mlir --accel-backend=cpu-loops | %run-cpu | FileCheck %s

// The shipped example (README quick start) keeps working: relu(x * W + b)
// with the values worked out in its comments.

// CHECK: sizes = [2, 3]
// CHECK-NEXT: [5, 4, 0]
// CHECK-NEXT: [0, 2.5, 3.25]
