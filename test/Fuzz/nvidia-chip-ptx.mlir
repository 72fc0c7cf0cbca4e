// RUN: not accel-opt %s --split-input-file --accel-lower --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s -DFILE=%s

// Found by accel-fuzz on its first run (seed test/Tools/accel-opt/bytecode.mlir
// lowered for nvidia): chip sm_90 with the PTX version accel defaulted to
// (7.0) made LLVM stop the process ("LLVM ERROR: PTX version 7.0 does not
// support target 'sm_90'") in the middle of gpu-module-to-binary. The
// default is now the lowest PTX the chip supports; a version given too old
// is an error at the first op.

// CHECK: llvm.mlir.global internal constant @__accel_gpu_k_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target<chip = "sm_90", features = "+ptx78">
module attributes {accel.target = #accel.target<"nvidia", {chip = "sm_90"}>} {
  accel.kernel @k(%x: tensor<4x8xf32>) -> tensor<4xf32> {
    %0 = reduce <max> %x dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

module {
  // CHECK: [[FILE]]:[[@LINE+2]]:10: error: 'accel.relu' is not supported by accelerator 'nvidia': chip 'sm_90' needs PTX 7.8 or later, but features = '+ptx70' asks for 7.0 (use +ptx78 or auto)
  accel.kernel @old(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"nvidia", {chip = "sm_90", features = "+ptx70"}>} {
    %0 = relu %x : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
