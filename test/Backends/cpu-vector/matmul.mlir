// RUN: accel-opt %s --accel-backend=cpu-vector --mlir-disable-threading -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: FileCheck %s --input-file=%t

// cpu-vector with explicit tiles (8 x 32 x 4, vectors of 16): the matmul's
// B is packed into 32-column panels (two of K = 8 rows: the buffer is no
// larger than B), and every 8 x 32 tile is outer products on
// vector<32xf32> with the accumulators in registers across K. K is one block, so that the fill of C is folded away
// entirely: the accumulators start at zero and C is written once. The
// elementwise op runs on vector<16xf32>; the output is LLVM dialect with
// vector FMAs. Each kernel is lowered in a unit of its own: with one thread
// the units print (after their kernel stage) in order.

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @mm
// STAGE-SAME: backend = "cpu-vector"
// STAGE: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<32xf32>
// STAGE: memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<2x8x32xf32>
// STAGE-NOT: vector.transfer_read {{.*}} : memref<24x64xf32>
// STAGE: scf.for {{.*}} iter_args(%{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]]) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// STAGE-COUNT-32: vector.fma {{.*}} : vector<32xf32>
// STAGE-NOT: vector.transfer_read {{.*}} : memref<24x64xf32>
// STAGE-COUNT-8: vector.transfer_write {{.*}} : vector<32xf32>, memref<24x64xf32>
// STAGE-NOT: linalg.fill
// STAGE: func.func @scale
// STAGE: arith.mulf {{.*}} : vector<16xf32>

// CHECK-LABEL: llvm.func @mm(
// CHECK-SAME: backend = "cpu-vector", backend_options = {"block-k" = "{{[0-9]+}}", "block-m" = "{{[0-9]+}}", "block-n" = "{{[0-9]+}}", "pack-a" = "auto", "tile-k" = "4", "tile-m" = "8", "tile-n" = "32", "vector-width" = "16"}
// CHECK: llvm.intr.fmuladd({{.*}}) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
// CHECK-LABEL: llvm.func @scale(
// CHECK: llvm.fmul {{.*}} : vector<16xf32>
module attributes {accel.backend = #accel.backend<"cpu-vector", {"tile-m" = 8, "tile-n" = 32, "tile-k" = 4, "vector-width" = 16}>} {
  accel.kernel @mm(%a: tensor<24x8xf32>, %b: tensor<8x64xf32>) -> tensor<24x64xf32> {
    %c = matmul %a, %b : tensor<24x8xf32>, tensor<8x64xf32> -> tensor<24x64xf32>
    return %c : tensor<24x64xf32>
  }

  accel.kernel @scale(%x: tensor<64xf32>) -> tensor<64xf32> {
    %y = mul %x, %x : tensor<64xf32>
    return %y : tensor<64xf32>
  }
}
