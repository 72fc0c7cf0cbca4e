// RUN: not %run-gpu %s 2>&1 | FileCheck %s

// A GPU call naming the cpu kind (0): lowered code and runtime disagree.

// CHECK: accel runtime: accelrt_stream_create: 0 is not a GPU device kind (lowered code and runtime disagree: rebuild the module)

llvm.func @accelrt_stream_create(i32) -> !llvm.ptr

llvm.func @main() {
  %cpu = llvm.mlir.constant(0 : i32) : i32
  %0 = llvm.call @accelrt_stream_create(%cpu) : (i32) -> !llvm.ptr
  llvm.return
}
