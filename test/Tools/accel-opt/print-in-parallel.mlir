// RUN: accel-opt --accel-lower %s -o %t.parallel
// RUN: accel-opt --accel-lower %s -o %t.serial --mlir-print-local-scope=false
// RUN: cmp %t.parallel %t.serial
// RUN: accel-opt --accel-lower --mlir-disable-threading %s -o %t.one-thread
// RUN: cmp %t.parallel %t.one-thread
// RUN: accel-opt --accel-lower --accel-target=nvidia %S/../../Backends/gpu-simt/Inputs/kernels.mlir -o %t.gpu-parallel
// RUN: accel-opt --accel-lower --accel-target=nvidia %S/../../Backends/gpu-simt/Inputs/kernels.mlir -o %t.gpu-serial --mlir-print-local-scope=false
// RUN: cmp %t.gpu-parallel %t.gpu-serial
// RUN: accel-opt --accel-lower %s --mlir-print-ir-after-all -o %t.dumped 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: cmp %t.parallel %t.dumped
// RUN: accel-opt --accel-lower %s --verify-roundtrip -o %t.roundtrip
// RUN: cmp %t.parallel %t.roundtrip
// RUN: accel-opt --accel-lower %s --mlir-timing -o %t.timed 2> /dev/null
// RUN: cmp %t.parallel %t.timed
// RUN: FileCheck %s --input-file=%t.parallel

// Where accel-opt prints in one walk (print-one-walk.mlir), it prints the
// module itself, its functions in parallel, each indented as in the module,
// and leaves MlirOptMain an empty module to print to nowhere: the same bytes
// as MLIR's printer gives (with two walks, on one thread), a named module
// with attributes, host code, a constant global and GPU binaries included.
// Where something else looks at the module after the last pass (IR printed
// after a pass, a round trip, the timing of the output), it is left as it is
// for MLIR to print.

// DUMP: IR Dump After AccelLower (accel-lower)
// DUMP-NEXT: module @host attributes {llvm.target_triple = "{{.+}}", test.note = "kept"} {
// DUMP: llvm.func @scale(

// CHECK: module @host attributes {llvm.target_triple = "{{.+}}", test.note = "kept"} {
// CHECK-NEXT: llvm.mlir.global private constant @__constant_4xf32
// CHECK: llvm.func @scale(
// CHECK: llvm.func @main()
// CHECK: {{^}$}}

module @host attributes {test.note = "kept"} {
  accel.kernel @scale(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = mul %x, %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }

  func.func @main() -> tensor<4xf32> {
    %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %y = accel.launch @scale(%x) : (tensor<4xf32>) -> tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
