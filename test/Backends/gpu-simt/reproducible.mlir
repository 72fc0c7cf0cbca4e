// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=nvidia -o %t.nvidia.1
// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=nvidia --mlir-disable-threading -o %t.nvidia.2
// RUN: diff %t.nvidia.1 %t.nvidia.2
// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=amd -o %t.amd.1
// RUN: accel-opt %S/Inputs/kernels.mlir --accel-target=amd -o %t.amd.2
// RUN: diff %t.amd.1 %t.amd.2
// RUN: accel-opt %S/../spirv/mixed.mlir --accel-lower -o %t.mixed.1
// RUN: accel-opt %S/../spirv/mixed.mlir --accel-lower --mlir-disable-threading -o %t.mixed.2
// RUN: diff %t.mixed.1 %t.mixed.2
// RUN: FileCheck %s --input-file=%t.nvidia.1
// RUN: accel-opt %s --accel-lower | FileCheck %s --check-prefix=KEEP

// GPU output is byte-reproducible: gpu-module-to-binary's compile times (of
// the NVVM serializer) are dropped from the objects (accel-drop-gpu-compile-times), for nvidia, amd
// and a module mixing cpu, nvidia and vulkan kernels, whatever the thread
// count. The backend option keep-compile-times keeps them.

// CHECK: gpu.binary @{{.*}} [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">, properties = {O = 2 : i32}, assembly =
// CHECK-NOT: TimeInMs

// KEEP: gpu.binary @add_kernel  [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">, properties = {LLVMIRToISATimeInMs = {{[0-9]+}} : i64, O = 2 : i32}
accel.kernel @add(%a: tensor<64xf32>) -> tensor<64xf32> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"keep-compile-times" = true}>} {
  %0 = add %a, %a : tensor<64xf32>
  return %0 : tensor<64xf32>
}
