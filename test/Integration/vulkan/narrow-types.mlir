// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// RUN: accel-opt %s --accel-lower -o %t.mlir
// RUN: FileCheck %s --check-prefix=SPIRV --input-file=%t.mlir
// RUN: %check-gpu-objects %t.mlir --only=spirv -- spirv-val --target-env vulkan1.2 | FileCheck %s --check-prefix=VALID

// f16, i8 and i16 kernels on Vulkan, each with its accelerator option (the
// capability and the narrow storage buffer access the device must report;
// lavapipe does): elementwise arithmetic in the narrow type, integers
// wrapping; f16 matmuls and sums accumulate in f32 and round once. The
// tiled matmuls stage f16 and i8 in workgroup memory.
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_half_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Float16, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_bytes_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8, StorageBuffer8BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>
// SPIRV-DAG: llvm.mlir.global internal constant @__accel_gpu_shorts_kernel({{.*}}) {accel.gpu_object = {format = "fatbin", kind = "vulkan", {{.*}}target = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int16, StorageBuffer16BitAccess], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_16bit_storage]>
// VALID: validated 16 objects

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
accel.kernel @half_matmul(%a: tensor<2x30xf16>, %b: tensor<30x3xf16>) -> tensor<2x3xf16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %c = matmul %a, %b : tensor<2x30xf16>, tensor<30x3xf16> -> tensor<2x3xf16>
  return %c : tensor<2x3xf16>
}
accel.kernel @bytes_matmul(%a: tensor<2x30xi8>, %b: tensor<30x3xi8>) -> tensor<2x3xi8> attributes {target = #accel.target<"vulkan", {int8 = "true"}>} {
  %c = matmul %a, %b : tensor<2x30xi8>, tensor<30x3xi8> -> tensor<2x3xi8>
  return %c : tensor<2x3xi8>
}
accel.kernel @half_rows(%x: tensor<6x100xf16>) -> tensor<6xf16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %s = reduce <sum> %x dims = [1] : tensor<6x100xf16> -> tensor<6xf16>
  return %s : tensor<6xf16>
}
// 2560 steps: f16 accumulators would stop at 2048; these are f32.
accel.kernel @half_long_matmul(%a: tensor<2x2560xf16>, %b: tensor<2560x3xf16>) -> tensor<2x3xf16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %c = matmul %a, %b : tensor<2x2560xf16>, tensor<2560x3xf16> -> tensor<2x3xf16>
  return %c : tensor<2x3xf16>
}
accel.kernel @half_long_rows(%x: tensor<6x2560xf16>) -> tensor<6xf16> attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %s = reduce <sum> %x dims = [1] : tensor<6x2560xf16> -> tensor<6xf16>
  return %s : tensor<6xf16>
}
// exp and tanh on f16: computed in f32 (GLSL's builtins), rounded once.
accel.kernel @half_math(%x: tensor<6xf16>) -> (tensor<6xf16>, tensor<6xf16>) attributes {target = #accel.target<"vulkan", {float16 = "true"}>} {
  %e = exp %x : tensor<6xf16>
  %t = tanh %x : tensor<6xf16>
  return %e, %t : tensor<6xf16>, tensor<6xf16>
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
  // A[i][k] = (i + 1) / 4, B[k][j] = j + 1: C = 7.5 (i + 1)(j + 1).
  %ha = arith.constant dense<[[0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25], [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]]> : tensor<2x30xf16>
  %hb = arith.constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf16>
  %hbb = tensor.collapse_shape %hb [[0, 1]] : tensor<1x3xf16> into tensor<3xf16>
  %hbe = tensor.empty() : tensor<30x3xf16>
  %hb30 = linalg.broadcast ins(%hbb : tensor<3xf16>) outs(%hbe : tensor<30x3xf16>) dimensions = [0]
  %hm = accel.launch @half_matmul(%ha, %hb30) : (tensor<2x30xf16>, tensor<30x3xf16>) -> tensor<2x3xf16>
  %hmf = tensor.collapse_shape %hm [[0, 1]] : tensor<2x3xf16> into tensor<6xf16>
  // CHECK: [7.5, 15, 22.5, 15, 30, 45]
  call @print_f16(%hmf) : (tensor<6xf16>) -> ()
  // A[i][k] = i + 3, B[k][j] = j + 1: C = 30 (i + 3)(j + 1), wrapped:
  // 90, 180, 270, 120, 240, 360.
  %qa0 = arith.constant dense<3> : tensor<1x30xi8>
  %qa1 = arith.constant dense<4> : tensor<1x30xi8>
  %qa = tensor.concat dim(0) %qa0, %qa1 : (tensor<1x30xi8>, tensor<1x30xi8>) -> tensor<2x30xi8>
  %qbb = arith.constant dense<[1, 2, 3]> : tensor<3xi8>
  %qbe = tensor.empty() : tensor<30x3xi8>
  %qb30 = linalg.broadcast ins(%qbb : tensor<3xi8>) outs(%qbe : tensor<30x3xi8>) dimensions = [0]
  %qm = accel.launch @bytes_matmul(%qa, %qb30) : (tensor<2x30xi8>, tensor<30x3xi8>) -> tensor<2x3xi8>
  %qmf = tensor.collapse_shape %qm [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  // CHECK: [90, -76, 14, 120, -16, 104]
  call @print_i8(%qmf) : (tensor<6xi8>) -> ()
  // 100 halves per row.
  %rows = arith.constant dense<0.5> : tensor<6x100xf16>
  %rs = accel.launch @half_rows(%rows) : (tensor<6x100xf16>) -> tensor<6xf16>
  // CHECK: [50, 50, 50, 50, 50, 50]
  call @print_f16(%rs) : (tensor<6xf16>) -> ()
  // Ones in row 0, 0.1 (0.0999755859375 in f16) in row 1, times j + 1:
  // 2560 (j + 1) and 255.9375 (j + 1) rounded once.
  %one = arith.constant dense<1.0> : tensor<1x2560xf16>
  %tenth = arith.constant dense<0.1> : tensor<1x2560xf16>
  %la = tensor.concat dim(0) %one, %tenth : (tensor<1x2560xf16>, tensor<1x2560xf16>) -> tensor<2x2560xf16>
  %lcols = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %lbe = tensor.empty() : tensor<2560x3xf16>
  %lb = linalg.broadcast ins(%lcols : tensor<3xf16>) outs(%lbe : tensor<2560x3xf16>) dimensions = [0]
  %lm = accel.launch @half_long_matmul(%la, %lb) : (tensor<2x2560xf16>, tensor<2560x3xf16>) -> tensor<2x3xf16>
  %lmf = tensor.collapse_shape %lm [[0, 1]] : tensor<2x3xf16> into tensor<6xf16>
  // CHECK: [2560, 5120, 7680, 256, 512, 768]
  call @print_f16(%lmf) : (tensor<6xf16>) -> ()
  %lx = tensor.concat dim(0) %one, %tenth, %one, %tenth, %one, %one : (tensor<1x2560xf16>, tensor<1x2560xf16>, tensor<1x2560xf16>, tensor<1x2560xf16>, tensor<1x2560xf16>, tensor<1x2560xf16>) -> tensor<6x2560xf16>
  %lr = accel.launch @half_long_rows(%lx) : (tensor<6x2560xf16>) -> tensor<6xf16>
  // CHECK: [2560, 256, 2560, 256, 2560, 2560]
  call @print_f16(%lr) : (tensor<6xf16>) -> ()
  %mx = arith.constant dense<[0.0, 1.0, -1.0, 2.0, 0.5, -0.5]> : tensor<6xf16>
  %me, %mt = accel.launch @half_math(%mx) : (tensor<6xf16>) -> (tensor<6xf16>, tensor<6xf16>)
  // The nearest f16 values: exp 1, 2.71875, 0.367919921875, 7.390625,
  // 1.6484375, 0.6064453125; tanh 0, 0.76171875, -0.76171875,
  // 0.9638671875, 0.462158203125, -0.462158203125.
  // CHECK: [1, 2.71875, 0.36792, 7.39062, 1.64844, 0.606445]
  call @print_f16(%me) : (tensor<6xf16>) -> ()
  // CHECK: [0, 0.761719, -0.761719, 0.963867, 0.462158, -0.462158]
  call @print_f16(%mt) : (tensor<6xf16>) -> ()
  return
}
