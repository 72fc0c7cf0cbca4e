// RUN: not %run-gpu %s 2>&1 | FileCheck %s

// Lowered code that disagrees with the runtime (a hand-written module, or
// one lowered by another accel): a variant list naming no device kind stops
// the program with what it got (bad-kind.mlir: a GPU call of the cpu kind).

// CHECK: accel runtime: kernel 'k': variant 'tpu' is not a device kind (cpu, nvidia, amd, vulkan)

llvm.mlir.global internal constant @name("k\00")
llvm.mlir.global internal constant @variants("cpu,tpu\00")
llvm.func @accelrt_select_variant(!llvm.ptr, !llvm.ptr) -> i32

llvm.func @main() {
  %name = llvm.mlir.addressof @name : !llvm.ptr
  %variants = llvm.mlir.addressof @variants : !llvm.ptr
  %0 = llvm.call @accelrt_select_variant(%name, %variants) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.return
}
