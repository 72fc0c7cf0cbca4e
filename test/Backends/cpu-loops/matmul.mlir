// RUN: accel-opt %s --accel-backend=cpu-loops -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: FileCheck %s --input-file=%t

// cpu-loops: the kernel stage turns every linalg op into scalar loops; the
// output is LLVM dialect with no vector types, and the kernel keeps the record
// of its selection.

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @mm(%{{.*}}: memref<16x8xf32>, %{{.*}}: memref<8x64xf32>) -> memref<16x64xf32>
// STAGE-SAME: backend = "cpu-loops"
// STAGE: scf.for
// STAGE: scf.for
// STAGE: scf.for
// STAGE: memref.load
// STAGE: arith.mulf {{.*}} : f32
// STAGE: arith.addf {{.*}} : f32
// STAGE-NOT: linalg.

// CHECK-LABEL: llvm.func @mm(
// CHECK-SAME: accel.selection = {accelerator = "cpu", accelerator_options = {{{.*}}}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}
// CHECK: llvm.fmul {{.*}} : f32
// CHECK-NOT: vector<
// CHECK-LABEL: llvm.func @main
accel.kernel @mm(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>) -> tensor<16x64xf32> {
  %c = matmul %a, %b : tensor<16x8xf32>, tensor<8x64xf32> -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}

func.func @main(%a: tensor<16x8xf32>, %b: tensor<8x64xf32>) -> tensor<16x64xf32> {
  %c = accel.launch @mm(%a, %b) : (tensor<16x8xf32>, tensor<8x64xf32>) -> tensor<16x64xf32>
  return %c : tensor<16x64xf32>
}
