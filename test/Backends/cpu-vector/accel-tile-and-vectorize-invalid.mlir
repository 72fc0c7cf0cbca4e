// RUN: not accel-opt %s --accel-tile-and-vectorize="register-tile=8,32" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="vector-width=0" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="register-tile=65,32,4" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="register-tile=8,257,4" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="register-tile=8,32,33" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="cache-tile=256,65537" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="cache-tile=0,512" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="vector-width=65" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="block-m=-1" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="block-m=65537" 2>&1 | FileCheck %s
// RUN: not accel-opt %s --accel-tile-and-vectorize="pack-a=sideways" 2>&1 | FileCheck %s --check-prefix=PACK-A
// RUN: not accel-opt %s --accel-tile-and-vectorize="l1-ways=0" 2>&1 | FileCheck %s --check-prefix=WAYS
// RUN: accel-opt %s --accel-tile-and-vectorize="register-tile=64,256,32 cache-tile=65536,65536 block-m=65536 vector-width=64" -o /dev/null

// Bad tile options are an error at the function, not a crash, with
// cpu-vector's bounds (test/Selection/errors.mlir has the backend's own):
// the pass given to --pass-pipeline takes no more than the backend. The
// largest values are accepted.

// CHECK: accel-tile-and-vectorize-invalid.mlir:[[# @LINE + 3]]:1: error: accel-tile-and-vectorize: register-tile needs three sizes (M from 1 to 64, N from 1 to 256, K from 1 to 32), cache-tile two (K and N from 1 to 65536), block-m one from 0 to 65536 and vector-width one from 1 to 64
// PACK-A: accel-tile-and-vectorize-invalid.mlir:[[# @LINE + 2]]:1: error: accel-tile-and-vectorize: pack-a must be 'auto', 'packed' or 'in-place', not 'sideways'
// WAYS: accel-tile-and-vectorize-invalid.mlir:[[# @LINE + 1]]:1: error: accel-tile-and-vectorize: l1-ways must be 1 or more, not 0
func.func @f() {
  return
}
