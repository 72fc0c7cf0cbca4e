// RUN: accel-opt %s --accel-backend=cpu-loops | FileCheck %s

// The host lowering ends with one fold of each LLVM function: the memref
// descriptors that the conversions build from the arguments field by field
// and take apart again at every access fold away (the kernel reads its
// arguments' aligned pointers directly), and each constant is made once.
// Only the result's descriptor, which the kernel returns, is built.

// CHECK-LABEL: llvm.func @k(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr
// CHECK-NOT: llvm.extractvalue
// CHECK-NOT: llvm.insertvalue %arg
// CHECK: llvm.mlir.constant(1 : index) : i64
// CHECK-NOT: llvm.mlir.constant(1 : index)
// CHECK: llvm.getelementptr inbounds|nuw %arg1[
// CHECK-NOT: llvm.extractvalue
// CHECK: llvm.getelementptr inbounds|nuw %arg6[
// CHECK-NOT: llvm.extractvalue
// CHECK-NOT: llvm.mlir.constant(1 : index)
// CHECK: llvm.return
accel.kernel @k(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = add %a, %b : tensor<8xf32>
  return %0 : tensor<8xf32>
}
