// RUN: accel-opt %s --accel-backend=cpu-openmp -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: FileCheck %s --input-file=%t

// cpu-openmp: the kernel stage tiles and vectorizes like cpu-vector (host
// tiles) with the loop over rows of tiles an scf.parallel, and makes the
// parallel dimensions of the remainder tiles scf.parallel too; the module
// stage turns them into OpenMP worksharing loops with the requested thread
// count, which stay `omp` ops on LLVM types for translation to LLVM IR.

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @mm
// The packing of B's panel, rows of B in parallel (the fill of the output
// is folded into the tiles).
// STAGE: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// STAGE: vector.store
// STAGE: scf.reduce
// The tiles of the matmul: rows of tiles in parallel, K sequential with
// the accumulator in registers.
// STAGE: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// STAGE: scf.for {{.*}} iter_args
// STAGE: vector.fma
// STAGE: scf.reduce
// STAGE-NOT: linalg.

// CHECK-LABEL: llvm.func @mm(
// CHECK-SAME: backend = "cpu-openmp", backend_options = {"block-k" = "{{[0-9]+}}", "block-m" = "{{[0-9]+}}", "block-n" = "{{[0-9]+}}", "num-threads" = "4", "pack-a" = "auto", "tile-k" = "4", "tile-m" = "6", "tile-n" = "{{[0-9]+}}", "vector-width" = "{{[0-9]+}}"}
// CHECK: %[[THREADS:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK: omp.parallel num_threads(%[[THREADS]] : i32) {
// CHECK-NEXT: omp.wsloop {
// CHECK-NEXT: omp.loop_nest (%{{.*}}) : i64 = {{.*}} {
// CHECK: llvm.intr.fmuladd
accel.kernel @mm(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>) -> tensor<16x64xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 4}>} {
  %c = matmul %a, %b : tensor<16x8xf32>, tensor<8x64xf32> -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}
