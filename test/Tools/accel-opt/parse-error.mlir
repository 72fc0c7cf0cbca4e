// RUN: not accel-opt %s 2>&1 | FileCheck %s

// A malformed accel attribute is a located parse error and a non-zero exit.

// CHECK: parse-error.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected the accelerator name as a quoted string
// CHECK-NOT: Stack dump
module attributes {accel.target = #accel.target<nvidia>} {}
