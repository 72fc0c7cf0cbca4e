// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(accel-fold-llvm))" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(accel-fold-llvm))" -o %t.ours
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(canonicalize{region-simplify=disabled top-down=false}))" -o %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(accel-fold-llvm{region-simplify=true top-down=true}))" -o %t.ours-options
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(canonicalize{region-simplify=normal top-down=true}))" -o %t.upstream-options
// RUN: diff %t.ours-options %t.upstream-options
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(llvm.func(cse,accel-fold-llvm,cse))" --mlir-timing --mlir-timing-display=tree -o /dev/null 2>&1 | FileCheck %s --check-prefix=ANALYSES

// accel-fold-llvm does what canonicalize does to an llvm.func (the same
// output, with the same driver options): a memref descriptor built field by
// field and taken apart again folds away, and repeated constants become
// one. A function of LLVM ops gets only the patterns that can match one;
// a function with other ops in it (omp here) gets every pattern. A function
// where nothing changes keeps its analyses: the second CSE finds the
// dominance info the first one computed, where after a fold it computes it
// again.

// CHECK-LABEL: llvm.func @descriptor(
// CHECK-NEXT: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[SUM:.*]] = llvm.add %arg1, %[[ONE]] : i64
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %arg0[%[[SUM]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.return %[[P]] : !llvm.ptr
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelFoldLLVM
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: (A) DominanceInfo
llvm.func @descriptor(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %poison = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
  %one = llvm.mlir.constant(1 : i64) : i64
  %d0 = llvm.insertvalue %p, %poison[0] : !llvm.struct<(ptr, ptr, i64)>
  %d1 = llvm.insertvalue %p, %d0[1] : !llvm.struct<(ptr, ptr, i64)>
  %d2 = llvm.insertvalue %one, %d1[2] : !llvm.struct<(ptr, ptr, i64)>
  %base = llvm.extractvalue %d2[1] : !llvm.struct<(ptr, ptr, i64)>
  %also = llvm.mlir.constant(1 : i64) : i64
  %sum = llvm.add %i, %also : i64
  %q = llvm.getelementptr %base[%sum] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.return %q : !llvm.ptr
}
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @malloc(i64) -> !llvm.ptr

// -----

// CHECK-LABEL: llvm.func @in_parallel(
// CHECK: omp.parallel {
// CHECK-NEXT: llvm.store %arg1, %arg0 : i64, !llvm.ptr
// CHECK-NEXT: omp.terminator
llvm.func @in_parallel(%p: !llvm.ptr, %x: i64) {
  omp.parallel {
    %poison = llvm.mlir.poison : !llvm.struct<(i64)>
    %s = llvm.insertvalue %x, %poison[0] : !llvm.struct<(i64)>
    %y = llvm.extractvalue %s[0] : !llvm.struct<(i64)>
    llvm.store %y, %p : i64, !llvm.ptr
    omp.terminator
  }
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @folded(
// CHECK-NEXT: llvm.add %arg0, %arg0 : i64
// ANALYSES-LABEL: Execution time report
// ANALYSES-LABEL: Execution time report
// ANALYSES: CSE
// ANALYSES-NEXT: (A) DominanceInfo
// ANALYSES-NEXT: AccelFoldLLVM
// ANALYSES-NEXT: CSE
// ANALYSES-NEXT: Output
llvm.func @folded(%x: i64) -> i64 {
  %0 = llvm.add %x, %x : i64
  llvm.return %0 : i64
}
