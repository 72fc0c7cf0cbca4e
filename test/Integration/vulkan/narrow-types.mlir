// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// RUN: accel-opt %s --accel-lower -o %t.mlir
// RUN: FileCheck %s --check-prefix=SPIRV --input-file=%t.mlir
// RUN: %check-gpu-objects %t.mlir --only=spirv -- spirv-val --target-env vulkan1.2 | FileCheck %s --check-prefix=VALID

// f16, i8 and i16 kernels on Vulkan, each with its accelerator option (the
// capability and the narrow storage buffer access the device must report;
// lavapipe does): arithmetic in the narrow type, integers wrapping.
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_half_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float16, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_bytes_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, StorageBuffer8BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_shorts_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>
// VALID: validated 3 objects

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
accel.kernel @half(%x: tensor<6xf16>, %y: tensor<6xf16>) -> tensor<6xf16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %m = mul %x, %y : tensor<6xf16>
  %r = relu %m : tensor<6xf16>
  return %r : tensor<6xf16>
}
accel.kernel @bytes(%a: tensor<6xi8>, %b: tensor<6xi8>) -> tensor<6xi8> attributes {target = #accel.target<"vulkan", {int8 = "true"}>} {
  %s = add %a, %b : tensor<6xi8>
  return %s : tensor<6xi8>
}
accel.kernel @shorts(%a: tensor<6xi16>, %b: tensor<6xi16>) -> tensor<6xi16> attributes {target = #accel.target<"vulkan", {int16 = "true"}>} {
  %s = mul %a, %b : tensor<6xi16>
  return %s : tensor<6xi16>
}
#id = affine_map<(d0) -> (d0)>
func.func @print_f16(%t: tensor<6xf16>) {
  %e = tensor.empty() : tensor<6xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xf16>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: f16, %out: f32):
    %x = arith.extf %in : f16 to f32
    linalg.yield %x : f32
  } -> tensor<6xf32>
  %u = tensor.cast %w : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @print_i8(%t: tensor<6xi8>) {
  %e = tensor.empty() : tensor<6xi32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xi8>) outs(%e : tensor<6xi32>) {
  ^bb0(%in: i8, %out: i32):
    %x = arith.extsi %in : i8 to i32
    linalg.yield %x : i32
  } -> tensor<6xi32>
  %u = tensor.cast %w : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
func.func @print_i16(%t: tensor<6xi16>) {
  %e = tensor.empty() : tensor<6xi32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xi16>) outs(%e : tensor<6xi32>) {
  ^bb0(%in: i16, %out: i32):
    %x = arith.extsi %in : i16 to i32
    linalg.yield %x : i32
  } -> tensor<6xi32>
  %u = tensor.cast %w : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}
func.func @main() {
  %x = arith.constant dense<[1.5, -2.0, 0.25, 3.0, -0.5, 100.0]> : tensor<6xf16>
  %y = arith.constant dense<[2.0, 2.0, 4.0, -1.0, -3.0, 0.5]> : tensor<6xf16>
  %h = accel.launch @half(%x, %y) : (tensor<6xf16>, tensor<6xf16>) -> tensor<6xf16>
  // CHECK: [3, 0, 1, 0, 1.5, 50]
  call @print_f16(%h) : (tensor<6xf16>) -> ()
  %a = arith.constant dense<[100, -100, 27, 127, -128, 5]> : tensor<6xi8>
  %b = arith.constant dense<[27, -28, 100, 1, -1, -5]> : tensor<6xi8>
  %s = accel.launch @bytes(%a, %b) : (tensor<6xi8>, tensor<6xi8>) -> tensor<6xi8>
  // 100 + 27, -100 - 28, 27 + 100, 127 + 1 and -128 - 1 wrap, 5 - 5
  // CHECK: [127, -128, 127, -128, 127, 0]
  call @print_i8(%s) : (tensor<6xi8>) -> ()
  %c = arith.constant dense<[300, -300, 7, 181, -2, 1000]> : tensor<6xi16>
  %d = arith.constant dense<[100, 100, -7, 181, 16384, 33]> : tensor<6xi16>
  %p = accel.launch @shorts(%c, %d) : (tensor<6xi16>, tensor<6xi16>) -> tensor<6xi16>
  // 1000 * 33 = 33000 wraps to -32536
  // CHECK: [30000, -30000, -49, 32761, -32768, -32536]
  call @print_i16(%p) : (tensor<6xi16>) -> ()
  return
}
