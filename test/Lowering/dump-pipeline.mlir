// RUN: accel-opt %s --accel-dump-pipeline --accel-target=cpu -o %t.lowered 2> %t.pipeline
// RUN: FileCheck %s --input-file=%t.pipeline
// RUN: sh -c 'accel-opt %s --pass-pipeline="$(cat %t.pipeline)" -o %t.replayed'
// RUN: diff %t.lowered %t.replayed
// RUN: accel-opt %s --accel-target=cpu --mlir-disable-threading -o %t.one-thread
// RUN: diff %t.lowered %t.one-thread
// RUN: accel-opt %S/../Backends/gpu-simt/Inputs/kernels.mlir --accel-target=nvidia --accel-dump-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU

// --accel-dump-pipeline prints the pass pipeline accel-lower runs, and giving
// it to --pass-pipeline produces the same IR. Three kernels with three
// backends in one module: each backend's kernel stage runs on its own
// kernels only, then the module stages, then the host lowering once: what
// converts one function at a time nested under the functions (run in
// parallel, with output identical to one thread), one combined
// convert-to-llvm for the rest, and the host side of GPU launches only when a
// backend in use launches GPU kernels.

// CHECK: builtin.module(accel-select{backend= explain=none max-tensor-bytes=1099511627776 on-unsupported=error target=cpu},
// CHECK-SAME: accel-to-linalg,accel-kernels-to-funcs,accel-kernel-pipeline{backend=cpu-openmp configuration={{[0-9a-f]+}} pipeline=func.func(accel-fuse-elementwise) reproducer=},accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-fuse-elementwise) reproducer=},one-shot-bufferize{
// CHECK-SAME: bufferize-function-boundaries=true
// CHECK-SAME: func.func(convert-bufferization-to-memref)
// CHECK-SAME: accel-kernel-pipeline{backend=cpu-loops configuration={{[0-9a-f]+}} pipeline=func.func(convert-linalg-to-loops,
// CHECK-SAME: accel-kernel-pipeline{backend=cpu-openmp configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{cache-tile={{[{][0-9]+,[0-9]+[}]}} parallel-outer=true register-tile={{.*}}},{{.*}}convert-linalg-to-parallel-loops,
// CHECK-SAME: accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{cache-tile={{[{][0-9]+,[0-9]+[}]}} parallel-outer=false register-tile={8,32,4} vector-width=16},
// CHECK-SAME: convert-scf-to-openmp{num-threads=0}
// CHECK-SAME: func.func(convert-linalg-to-loops,convert-vector-to-scf{{.*}},expand-strided-metadata,lower-affine),finalize-memref-to-llvm
// CHECK-SAME: func.func(convert-scf-to-cf{{.*}},convert-vector-to-llvm{{.*}},convert-math-to-llvm{{.*}}),convert-math-to-libm,convert-to-llvm{{.*}},convert-openmp-to-llvm,reconcile-unrealized-casts)
// CHECK-NOT: gpu-to-llvm

// GPU: convert-to-llvm{{.*}},convert-openmp-to-llvm,gpu-to-llvm{{.*}},reconcile-unrealized-casts)

accel.kernel @loops(%x: tensor<8xf32>) -> tensor<8xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %y = add %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

accel.kernel @parallel(%x: tensor<8xf32>) -> tensor<8xf32> attributes {backend = #accel.backend<"cpu-openmp">} {
  %y = mul %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

accel.kernel @vectors(%a: tensor<16x4xf32>, %b: tensor<4x64xf32>) -> tensor<16x64xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 8, "tile-n" = 32, "tile-k" = 4, "vector-width" = 16}>} {
  %c = matmul %a, %b : tensor<16x4xf32>, tensor<4x64xf32> -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}
