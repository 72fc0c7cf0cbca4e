// RUN: not accel-opt %s --accel-tile-and-vectorize="register-tile=8,32" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="vector-width=0" 2>&1 | FileCheck %s

// Bad tile options are an error at the function, not a crash.

// CHECK: accel-tile-and-vectorize-invalid.mlir:[[# @LINE + 1]]:1: error: accel-tile-and-vectorize: register-tile needs three positive sizes (M, N, K), cache-tile two (K, N) and vector-width a positive size
func.func @f() {
  return
}
