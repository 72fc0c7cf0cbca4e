// RUN: accel-opt %s --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s
// RUN: accel-opt %s --canonicalize --accel-to-linalg %lower-to-llvm | %run-cpu | FileCheck %s

// Two transposes of a 2x2x2 tensor, run as written and after --canonicalize
// has folded them into one: every dimension has the same size, so only the
// numbers tell a wrong composition apart.

func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  // x[i][j][k] = 4i + 2j + k
  %x = arith.constant dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tensor<2x2x2xi32>
  %m = accel.transpose %x [1, 2, 0] : tensor<2x2x2xi32> -> tensor<2x2x2xi32>
  %r = accel.transpose %m [1, 2, 0] : tensor<2x2x2xi32> -> tensor<2x2x2xi32>
  %ru = tensor.cast %r : tensor<2x2x2xi32> to tensor<*xi32>
  // r[a][b][c] = x[b][c][a] = 4b + 2c + a
  // CHECK: rank = 3 offset = 0 sizes = [2, 2, 2]
  // CHECK-NEXT: [0, 2]
  // CHECK-NEXT: [4, 6]
  // CHECK-NEXT: [1, 3]
  // CHECK-NEXT: [5, 7]
  call @printMemrefI32(%ru) : (tensor<*xi32>) -> ()
  return
}
