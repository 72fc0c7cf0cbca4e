// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-name-constants)" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-name-constants)" --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC

// The globals of bufferized constants get their names, and their places at
// the top of the module, from their first use: functions in order, each
// walked in order. The first global of a type keeps the plain name, the next
// ones get a suffix; a name another symbol holds is skipped.

// CHECK-LABEL: module {
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00>
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<7>
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32_1 : memref<4xf32> = dense<2.000000e+00>
// CHECK-NEXT: func.func private @__constant_4xf32_0()
// CHECK: func.func @k0(
// CHECK-NEXT: memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK: func.func @k1(
// CHECK-NEXT: memref.get_global @__constant_4xf32_1 : memref<4xf32>
// CHECK-NEXT: memref.get_global @__constant_4xf32 : memref<4xf32>
module {
  func.func private @__constant_4xf32_0()
  memref.global "private" constant @__constant_4xf32_3 : memref<4xf32> = dense<2.0>
  memref.global "private" constant @__constant_2xi32_0 : memref<2xi32> = dense<7>
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0>
  func.func @k0() -> (memref<4xf32>, memref<2xi32>) {
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
    %1 = memref.get_global @__constant_2xi32_0 : memref<2xi32>
    return %0, %1 : memref<4xf32>, memref<2xi32>
  }
  func.func @k1() -> (memref<4xf32>, memref<4xf32>) {
    %0 = memref.get_global @__constant_4xf32_3 : memref<4xf32>
    %1 = memref.get_global @__constant_4xf32 : memref<4xf32>
    return %0, %1 : memref<4xf32>, memref<4xf32>
  }
}

// -----

// Left alone: a global that something other than memref.get_global refers
// to (then all of them are), and globals bufferization did not name.

// CHECK-LABEL: module {
// CHECK-NEXT: memref.global "private" constant @table : memref<4xf32> = dense<3.000000e+00>
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<1.000000e+00>
// CHECK: test.uses = @__constant_4xf32_0
// CHECK-NEXT: memref.get_global @table
// CHECK-NEXT: memref.get_global @__constant_4xf32_0
module {
  memref.global "private" constant @table : memref<4xf32> = dense<3.0>
  memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<1.0>
  func.func @k() -> (memref<4xf32>, memref<4xf32>) attributes {test.uses = @__constant_4xf32_0} {
    %0 = memref.get_global @table : memref<4xf32>
    %1 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
    return %0, %1 : memref<4xf32>, memref<4xf32>
  }
}

// -----

// A global gets the location of its first use, as its name: bufferization
// gives it that of the constant it visited first.

// LOC: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> loc("first.mlir":1:1)
// LOC: memref.get_global @__constant_4xf32 : memref<4xf32> loc("first.mlir":1:1)
// LOC: memref.get_global @__constant_4xf32 : memref<4xf32> loc("second.mlir":2:1)
module {
  memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0> loc("second.mlir":2:1)
  func.func @k0() -> memref<4xf32> {
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32> loc("first.mlir":1:1)
    return %0 : memref<4xf32>
  }
  func.func @k1() -> memref<4xf32> {
    %0 = memref.get_global @__constant_4xf32 : memref<4xf32> loc("second.mlir":2:1)
    return %0 : memref<4xf32>
  }
}
