// RUN: accel-opt %s --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so --accel-lower -o %t.1
// RUN: accel-opt %s --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so --accel-lower -o %t.2
// RUN: accel-opt %s --load-accel-plugin=%plugins/openreg.so --load-accel-plugin=%plugins/toy-npu.so --accel-lower --mlir-disable-threading -o %t.3
// RUN: diff %t.1 %t.2
// RUN: diff %t.1 %t.3
// RUN: FileCheck %s --input-file=%t.1

// The same input and flags give byte-identical output on every run, with
// any thread count and any plugin load order: a module mixing cpu, nvidia,
// amd, vulkan and both plugins' accelerators, GPU binaries included.

// CHECK-DAG: llvm.func @on_cpu(
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_nvidia_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_amd_kernel({{.*}}) {accel.gpu_object = {format = "assembly", kind = "amd", {{.*}}target = #rocdl.target
// CHECK-DAG: llvm.mlir.global internal constant @__accel_gpu_on_vulkan_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env
// CHECK-DAG: llvm.func @on_toy_npu(
// CHECK-DAG: llvm.func @on_openreg(

accel.kernel @on_cpu(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> attributes {target = #accel.target<"cpu">} {
  %0 = matmul %a, %b : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
  %1 = relu %0 : tensor<64x16xf32>
  return %1 : tensor<64x16xf32>
}
accel.kernel @on_nvidia(%a: tensor<256xf32>) -> tensor<256xf32> attributes {target = #accel.target<"nvidia">} {
  %0 = add %a, %a : tensor<256xf32>
  return %0 : tensor<256xf32>
}
accel.kernel @on_amd(%a: tensor<256xf32>) -> tensor<256xf32> attributes {target = #accel.target<"amd">} {
  %0 = mul %a, %a : tensor<256xf32>
  return %0 : tensor<256xf32>
}
accel.kernel @on_vulkan(%a: tensor<256xf32>) -> tensor<256xf32> attributes {target = #accel.target<"vulkan">} {
  %0 = sub %a, %a : tensor<256xf32>
  return %0 : tensor<256xf32>
}
accel.kernel @on_toy_npu(%a: tensor<16xf32>) -> tensor<16xf32> attributes {target = #accel.target<"toy-npu">} {
  %0 = add %a, %a : tensor<16xf32>
  return %0 : tensor<16xf32>
}
accel.kernel @on_openreg(%a: tensor<16xf32>) -> tensor<16xf32> attributes {target = #accel.target<"openreg">} {
  %0 = add %a, %a : tensor<16xf32>
  return %0 : tensor<16xf32>
}
