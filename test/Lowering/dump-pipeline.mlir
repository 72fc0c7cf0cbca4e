// RUN: accel-opt %s --accel-dump-pipeline --accel-target=cpu -o %t.lowered 2> %t.pipeline
// RUN: FileCheck %s --input-file=%t.pipeline
// RUN: sh -c 'accel-opt %s --pass-pipeline="$(cat %t.pipeline)" -o %t.replayed'
// RUN: diff %t.lowered %t.replayed
// RUN: accel-opt %s --accel-target=cpu --mlir-disable-threading -o %t.one-thread
// RUN: diff %t.lowered %t.one-thread
// RUN: accel-opt %S/../Backends/gpu-simt/Inputs/kernels.mlir --accel-target=nvidia --accel-dump-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU

// --accel-dump-pipeline prints the pass pipeline accel-lower runs, and giving
// it to --pass-pipeline produces the same IR. Three kernels with three
// backends in one module: the tensor stages and bufferization on the module,
// (expand-realloc only where there is a memref.realloc, and the conversion
// of clones and deallocations only where some are left), then, per backend,
// accel-kernel-units lowers each kernel in a module of its
// own (its unit) through the backend's kernel stage, module stage and the
// host lowering (kernels in parallel, output identical to one thread), where
// the conversions that walk a whole module run only on modules holding ops
// they convert (the memref conversion runs on its own only where there is
// OpenMP, before SCF becomes control flow; elsewhere convert-to-llvm converts
// memref with the other dialects); then accel-link-kernels lowers the host code once and puts
// each lowered kernel in its place; the host side of GPU launches is lowered
// only when a backend in use launches GPU kernels, and GPU kernels' units
// stop before the host lowering. Last, one fold of each LLVM function (the
// memref descriptors built and taken apart again, repeated constants).

// CHECK: builtin.module(accel-select{backend= explain=none max-tensor-bytes=1099511627776 on-unsupported=error target=cpu},
// CHECK-SAME: accel-propagate-layout,accel-to-linalg,accel-kernels-to-funcs,accel-kernel-pipeline{backend=cpu-openmp configuration={{[0-9a-f]+}} pipeline=func.func(accel-fuse-elementwise) reproducer=},accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-fuse-elementwise) reproducer=},one-shot-bufferize{
// CHECK-SAME: bufferize-function-boundaries=true
// CHECK-SAME: func.func(accel-if-dialect{dialect=memref op=memref.realloc pipeline=func.func(expand-realloc{emit-deallocs=false})},canonicalize
// CHECK-SAME: func.func(accel-if-dialect{dialect=bufferization op= pipeline=func.func(convert-bufferization-to-memref)})
// CHECK-SAME: accel-kernel-units{backend=cpu-loops cache-auth-file= cache-connect-timeout-ms=100 cache-dir= cache-max-bytes=536870912 cache-mode=read-write cache-salt= cache-timeout-ms=500 cache-url= cache-verify=0 configuration=[[LOOPS:[0-9a-f]+]] host=true pipeline=builtin.module(accel-kernel-pipeline{backend=cpu-loops configuration=[[LOOPS]] pipeline=func.func(convert-linalg-to-loops,
// CHECK-SAME: func.func(accel-if-dialect{dialect=linalg op= pipeline=func.func(convert-linalg-to-loops)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-convert-vector-to-scf)},accel-expand-strided-metadata,accel-if-dialect{dialect=affine op= pipeline=func.func(lower-affine)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-lower-vector)}),accel-if-dialect{dialect=omp op= pipeline=builtin.module(finalize-memref-to-llvm{{[{][^}]*[}]}})},func.func(accel-if-dialect{dialect=scf op= pipeline=func.func(convert-scf-to-cf{{[{][^}]*[}]}})},accel-if-dialect{dialect=math op= pipeline=func.func(convert-math-to-llvm{{[{][^}]*[}]}})}),
// CHECK-SAME: accel-if-dialect{dialect=math op= pipeline=builtin.module(convert-math-to-libm)},convert-to-llvm{{[{][^}]*[}]}},accel-if-dialect{dialect=omp op= pipeline=builtin.module(convert-openmp-to-llvm)},accel-reconcile-unrealized-casts,accel-cpu-target,accel-huge-page-allocations{min-bytes=4194304},llvm.func(accel-fold-llvm{region-simplify=false top-down=false})) provider=built-in}
// CHECK-SAME: accel-kernel-units{backend=cpu-openmp {{.*}} host=true pipeline=builtin.module(accel-kernel-pipeline{backend=cpu-openmp configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{block-m={{[0-9]+}} cache-tile={{[{][0-9]+,[0-9]+[}]}} l1-ways={{[0-9]+}} pack-a=auto parallel-outer=true register-tile={{.*}}},{{.*}}convert-linalg-to-parallel-loops,
// CHECK-SAME: accel-kernel-pipeline{backend=cpu-openmp configuration={{[0-9a-f]+}} pipeline=builtin.module(convert-scf-to-openmp{num-threads=0}) reproducer=},
// CHECK-SAME: func.func(accel-if-dialect{dialect=linalg op= pipeline=func.func(convert-linalg-to-loops)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-convert-vector-to-scf)},accel-expand-strided-metadata,accel-if-dialect{dialect=affine op= pipeline=func.func(lower-affine)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-lower-vector)}),accel-if-dialect{dialect=omp op= pipeline=builtin.module(finalize-memref-to-llvm{{[{][^}]*[}]}})},func.func(accel-if-dialect{dialect=scf op= pipeline=func.func(convert-scf-to-cf{{[{][^}]*[}]}})},accel-if-dialect{dialect=math op= pipeline=func.func(convert-math-to-llvm{{[{][^}]*[}]}})}),
// CHECK-SAME: accel-if-dialect{dialect=math op= pipeline=builtin.module(convert-math-to-libm)},convert-to-llvm{{[{][^}]*[}]}},accel-if-dialect{dialect=omp op= pipeline=builtin.module(convert-openmp-to-llvm)},accel-reconcile-unrealized-casts,accel-cpu-target,accel-huge-page-allocations{min-bytes=4194304},llvm.func(accel-fold-llvm{region-simplify=false top-down=false})) provider=built-in}
// CHECK-SAME: accel-kernel-units{backend=cpu-vector {{.*}} host=true pipeline=builtin.module(accel-kernel-pipeline{backend=cpu-vector configuration={{[0-9a-f]+}} pipeline=func.func(accel-tile-and-vectorize{block-m={{[0-9]+}} cache-tile={{[{][0-9]+,[0-9]+[}]}} l1-ways={{[0-9]+}} pack-a=auto parallel-outer=false register-tile={8,32,4} vector-width=16},
// CHECK-SAME: func.func(accel-if-dialect{dialect=linalg op= pipeline=func.func(convert-linalg-to-loops)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-convert-vector-to-scf)},accel-expand-strided-metadata,accel-if-dialect{dialect=affine op= pipeline=func.func(lower-affine)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-lower-vector)}),accel-if-dialect{dialect=omp op= pipeline=builtin.module(finalize-memref-to-llvm{{[{][^}]*[}]}})},func.func(accel-if-dialect{dialect=scf op= pipeline=func.func(convert-scf-to-cf{{[{][^}]*[}]}})},accel-if-dialect{dialect=math op= pipeline=func.func(convert-math-to-llvm{{[{][^}]*[}]}})}),
// CHECK-SAME: accel-if-dialect{dialect=math op= pipeline=builtin.module(convert-math-to-libm)},convert-to-llvm{{[{][^}]*[}]}},accel-if-dialect{dialect=omp op= pipeline=builtin.module(convert-openmp-to-llvm)},accel-reconcile-unrealized-casts,accel-cpu-target,accel-huge-page-allocations{min-bytes=4194304},llvm.func(accel-fold-llvm{region-simplify=false top-down=false})) provider=built-in}
// CHECK-SAME: accel-link-kernels{pipeline=builtin.module(
// CHECK-SAME: func.func(accel-if-dialect{dialect=linalg op= pipeline=func.func(convert-linalg-to-loops)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-convert-vector-to-scf)},accel-expand-strided-metadata,accel-if-dialect{dialect=affine op= pipeline=func.func(lower-affine)},accel-if-dialect{dialect=vector op= pipeline=func.func(accel-lower-vector)}),accel-if-dialect{dialect=omp op= pipeline=builtin.module(finalize-memref-to-llvm{{[{][^}]*[}]}})},func.func(accel-if-dialect{dialect=scf op= pipeline=func.func(convert-scf-to-cf{{[{][^}]*[}]}})},accel-if-dialect{dialect=math op= pipeline=func.func(convert-math-to-llvm{{[{][^}]*[}]}})}),
// CHECK-SAME: accel-if-dialect{dialect=math op= pipeline=builtin.module(convert-math-to-libm)},convert-to-llvm{{[{][^}]*[}]}},accel-if-dialect{dialect=omp op= pipeline=builtin.module(convert-openmp-to-llvm)},accel-reconcile-unrealized-casts,accel-cpu-target,accel-huge-page-allocations{min-bytes=4194304},llvm.func(accel-fold-llvm{region-simplify=false top-down=false}))})
// CHECK-NOT: gpu-to-llvm

// GPU: accel-kernel-units{backend=gpu-simt {{.*}} host=false pipeline=builtin.module(accel-kernel-pipeline{{.*}}accel-kernel-pipeline{{.*}}pipeline=builtin.module({{.*}}gpu-module-to-binary{{.*}}) provider=built-in}
// GPU-SAME: accel-link-kernels{pipeline=builtin.module(accel-gpu-forward-results,{{.*}}convert-to-llvm{{.*}},gpu-to-llvm{{.*}},accel-reconcile-unrealized-casts,accel-cpu-target,accel-huge-page-allocations{min-bytes=4194304},llvm.func(accel-fold-llvm{region-simplify=false top-down=false}))})

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
