// RUN: accel-opt %s --accel-lower --mlir-disable-threading --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: accel-opt %s --accel-lower -o %t.lowered
// RUN: FileCheck %s --input-file=%t.lowered
// RUN: accel-opt %s --accel-lower --accel-dump-pipeline -o /dev/null 2> %t.pipeline
// RUN: FileCheck %s --input-file=%t.pipeline --check-prefix=DUMP
// RUN: sh -c 'accel-opt %s --pass-pipeline="$(cat %t.pipeline)" -o %t.replayed'
// RUN: diff %t.lowered %t.replayed
// RUN: accel-opt %s --accel-lower --mlir-disable-threading -o %t.one-thread
// RUN: diff %t.lowered %t.one-thread
// RUN: %run-cpu %t.lowered | FileCheck %s --check-prefix=OUT

// With the kernel cache: the kernel that went back to the module is stored
// under the key it was looked up with first, and found there next time.
// RUN: rm -rf %t.cache
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.cold 2>&1 | FileCheck %s --check-prefix=COLD
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.warm 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: diff %t.lowered %t.cold
// RUN: diff %t.lowered %t.warm

// A kernel that nothing launches is lowered in a module of its own (its
// unit) from the start, before the passes that must see the whole module
// run (accel-to-linalg, bufferization and the rest, one thread): kernels
// like @alone go through them on all cores. What takes its place until
// accel-link-kernels is a declaration. A kernel whose lowered unit holds
// more than its function and declarations, here @constant's global (named
// and placed by the whole module), goes back in the module as it was, and
// so does a launched one (its caller is bufferized with it). The output is
// the same as the replayable pipeline's, which takes every kernel through
// the module, and the same with one thread.

// EARLY-LABEL: IR Dump After AccelKernelEarlyUnits
// EARLY-NEXT: module {
// EARLY-NEXT: llvm.func @alone()
// EARLY-NEXT: accel.kernel @constant(
// EARLY: accel.kernel @launched(
// EARLY-LABEL: IR Dump After AccelToLinalg

// CHECK: llvm.mlir.global private constant @__constant_4xf32(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>)
// CHECK: llvm.func @alone(
// CHECK: llvm.func @constant(
// CHECK: llvm.mlir.addressof @__constant_4xf32
// CHECK: llvm.func @launched(
// CHECK: llvm.func @main(

// DUMP-NOT: accel-kernel-early-units
// DUMP: accel-to-linalg

// COLD: kernel @alone: cache miss
// COLD-NEXT: kernel @constant: cache miss
// COLD-NEXT: kernel @launched: cache miss

// WARM: kernel @alone: cache hit
// WARM-NEXT: kernel @constant: cache hit
// WARM-NEXT: kernel @launched: cache hit

// OUT: [3, 8, 15, 24]

accel.kernel @alone(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = mul %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

accel.kernel @constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = add %x, %c : tensor<4xf32>
  return %y : tensor<4xf32>
}

accel.kernel @launched(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %z = mul %x, %y : tensor<4xf32>
  return %z : tensor<4xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = arith.constant dense<[3.0, 4.0, 5.0, 6.0]> : tensor<4xf32>
  %z = accel.launch @launched(%x, %y) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %zu = tensor.cast %z : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%zu) : (tensor<*xf32>) -> ()
  return
}
