// RUN: accel-opt %s --accel-backend=cpu-loops | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-loops --mlir-disable-threading | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-loops | FileCheck %s --check-prefix=ONCE

// Constants' globals are named by first use (accel-name-constants after
// bufferization, whose own order varies from run to run), so k0's constant
// has the plain name and k2's, of the same type, the suffix, in every run
// and with any number of threads. accel-link-kernels keeps what units
// define alike once: the constant k0 and k1 share, the malloc declaration,
// the allocation helper of accel-huge-page-allocations.

// CHECK-DAG: llvm.mlir.global private constant @[[SAME:__constant_4xf32]](dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>)
// CHECK-DAG: llvm.mlir.global private constant @[[OTHER:__constant_4xf32_0]](dense<[5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<4xf32>)
// CHECK-LABEL: llvm.func @k0(
// CHECK: llvm.mlir.addressof @[[SAME]] :
// CHECK-LABEL: llvm.func @k1(
// CHECK: llvm.mlir.addressof @[[SAME]] :
// CHECK-LABEL: llvm.func @k2(
// CHECK: llvm.mlir.addressof @[[OTHER]] :

// ONCE-COUNT-2: llvm.mlir.global private constant
// ONCE-NOT: llvm.mlir.global
// ONCE: llvm.func @malloc(
// ONCE-NOT: llvm.func @malloc(
// ONCE: llvm.func internal @_accel_alloc(
// ONCE-NOT: @_accel_alloc_
// ONCE-NOT: llvm.func internal @_accel_alloc(

module {
  accel.kernel @k0(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %0 = add %a, %c : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  accel.kernel @k1(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %0 = mul %a, %c : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  accel.kernel @k2(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
    %0 = add %a, %c : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
