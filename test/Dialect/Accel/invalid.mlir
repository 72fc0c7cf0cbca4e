// RUN: accel-opt %s --split-input-file --verify-diagnostics

// One case for every verifier and parser message of the accel dialect.

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

// expected-error @+1 {{accelerator name must not be empty}}
module attributes {accel.target = #accel.target<"">} {}

// -----

// expected-error @+1 {{compile backend name must not be empty}}
module attributes {accel.backend = #accel.backend<"", {tile = 4 : i64}>} {}

// -----

// expected-error @+1 {{expected the accelerator name as a quoted string}}
module attributes {accel.target = #accel.target<cpu>} {}

// -----

// expected-error @+1 {{expected the compile backend name as a quoted string}}
module attributes {accel.backend = #accel.backend<>} {}

// -----

// expected-error @+1 {{unknown accel attribute 'accel.targets'; expected 'accel.target', 'accel.backend', 'accel.selection', 'accel.tuned', 'accel.variant', 'accel.gpu_object' or 'accel.scratch'}}
module attributes {accel.targets = #accel.target<"cpu">} {}

// -----

func.func @scratch_slot_out_of_range() {
  // expected-error @+1 {{'accel.scratch' must be an integer from 0 to 2, on a memref.alloc}}
  %0 = memref.alloc() {accel.scratch = 3 : i64} : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  return
}

// -----

func.func @scratch_on_alloca() {
  // expected-error @+1 {{'accel.scratch' must be an integer from 0 to 2, on a memref.alloc}}
  %0 = memref.alloca() {accel.scratch = 0 : i64} : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'accel.tuned' must be a dictionary with a 'backend' string, an 'options' dictionary and an optional 'note' string, got {backend = "cpu-vector", options = 4 : i64}}}
accel.kernel @malformed_tuning_record() attributes {accel.tuned = {backend = "cpu-vector", options = 4}} {
  return
}

// -----

// expected-error @+1 {{'accel.tuned' may only be set on a kernel}}
func.func @tuned_function() attributes {accel.tuned = {backend = "cpu-vector", options = {}}} {
  return
}

// -----

// expected-error @+1 {{'accel.target' may only be set on a builtin.module}}
func.func @f() attributes {accel.target = #accel.target<"cpu">} {
  return
}

// -----

// expected-error @+1 {{'accel.target' must be a #accel.target attribute or a non-empty list of them, got "cpu"}}
module attributes {accel.target = "cpu"} {}

// -----

// expected-error @+1 {{'accel.target' must be a #accel.target attribute or a non-empty list of them, got []}}
module attributes {accel.target = []} {}

// -----

// expected-error @+1 {{'accel.target' must be a #accel.target attribute or a non-empty list of them, got [#accel.target<"cpu">, "vulkan"]}}
module attributes {accel.target = [#accel.target<"cpu">, "vulkan"]} {}

// -----

// expected-error @+1 {{'accel.backend' must be a #accel.backend attribute, got #accel.target<"cpu">}}
module attributes {accel.backend = #accel.target<"cpu">} {}

// -----

//===----------------------------------------------------------------------===//
// accel.kernel
//===----------------------------------------------------------------------===//

// expected-error @+1 {{'accel.kernel' op requires a body; kernels cannot be declarations}}
accel.kernel private @decl(%x: tensor<4xf32>)

// -----

// expected-error @+1 {{'accel.kernel' op argument #1 must be a ranked tensor or a scalar, got 'memref<4xf32>'}}
accel.kernel @memref_arg(%x: tensor<4xf32>, %y: memref<4xf32>) {
  accel.return
}

// -----

// expected-error @+1 {{'accel.kernel' op result #0 must be a ranked tensor or a scalar, got 'tensor<*xf32>'}}
accel.kernel @unranked_result(%x: tensor<4xf32>) -> tensor<*xf32> {
  %0 = tensor.cast %x : tensor<4xf32> to tensor<*xf32>
  accel.return %0 : tensor<*xf32>
}

// -----

// expected-error @+1 {{'target' must be a #accel.target attribute or a non-empty list of them, got #accel.backend<"cpu-loops">}}
accel.kernel @wrong_target_kind() attributes {target = #accel.backend<"cpu-loops">} {
  accel.return
}

// -----

// expected-error @+1 {{'target' must be a #accel.target attribute or a non-empty list of them, got []}}
accel.kernel @empty_target_list() attributes {target = []} {
  accel.return
}

// -----

// expected-error @+1 {{'accel.variant' must be a dictionary with the strings 'kernel', 'variants' and 'source' and the integer 'index', on a function-like op}}
accel.kernel @bad_variant_record() attributes {accel.variant = {kernel = "k"}} {
  accel.return
}

// -----

// expected-error @+1 {{'backend' must be a #accel.backend attribute, got "cpu-loops"}}
accel.kernel @wrong_backend_kind() attributes {backend = "cpu-loops"} {
  accel.return
}

// -----

//===----------------------------------------------------------------------===//
// accel.return
//===----------------------------------------------------------------------===//

accel.kernel @return_count(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error @+1 {{'accel.return' op returns 1 values, but kernel @return_count has 2 results}}
  accel.return %x : tensor<4xf32>
}

// -----

accel.kernel @return_type(%x: tensor<4xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'accel.return' op operand #0 has type 'tensor<4xf32>', but kernel @return_type returns 'tensor<4xi32>'}}
  accel.return %x : tensor<4xf32>
}

// -----

func.func @return_outside() {
  // expected-error @+1 {{'accel.return' op expects parent op 'accel.kernel'}}
  accel.return
}

// -----

//===----------------------------------------------------------------------===//
// accel.launch
//===----------------------------------------------------------------------===//

func.func @launch_missing() {
  // expected-error @+1 {{'accel.launch' op no kernel named @nowhere}}
  accel.launch @nowhere() : () -> ()
  return
}

// -----

func.func @plain() {
  return
}

func.func @launch_func() {
  // expected-error @+1 {{'accel.launch' op @plain is a 'func.func', not an 'accel.kernel'}}
  accel.launch @plain() : () -> ()
  return
}

// -----

accel.kernel @k(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

func.func @launch_operand_count(%x: tensor<4xf32>) {
  // expected-error @+1 {{'accel.launch' op has 1 operand(s), but kernel @k has 2}}
  %r = accel.launch @k(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

func.func @launch_operand_type(%x: tensor<4xi32>) {
  // expected-error @+1 {{'accel.launch' op operand #0 has type 'tensor<4xi32>', but kernel @k expects 'tensor<4xf32>'}}
  %r = accel.launch @k(%x) : (tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

func.func @launch_result_count(%x: tensor<4xf32>) {
  // expected-error @+1 {{'accel.launch' op has 0 result(s), but kernel @k has 1}}
  accel.launch @k(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

func.func @launch_result_type(%x: tensor<4xf32>) {
  // expected-error @+1 {{'accel.launch' op result #0 has type 'tensor<?xf32>', but kernel @k expects 'tensor<4xf32>'}}
  %r = accel.launch @k(%x) : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

accel.kernel @inner(%x: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

accel.kernel @outer(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'accel.launch' op cannot be nested in an 'accel.kernel'; kernels are launched from host code}}
  %0 = accel.launch @inner(%x) : (tensor<4xf32>) -> tensor<4xf32>
  accel.return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// accel.matmul and accel.batch_matmul
//===----------------------------------------------------------------------===//

func.func @matmul_rank(%a: tensor<2x4x8xf32>, %b: tensor<8x2xf32>) {
  // expected-error @+1 {{'accel.matmul' op expects lhs of rank 2, got 'tensor<2x4x8xf32>'}}
  %0 = accel.matmul %a, %b : tensor<2x4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return
}

// -----

func.func @matmul_rhs_rank(%a: tensor<4x8xf32>, %b: tensor<8xf32>) {
  // expected-error @+1 {{'accel.matmul' op expects rhs of rank 2, got 'tensor<8xf32>'}}
  %0 = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8xf32> -> tensor<4x2xf32>
  return
}

// -----

func.func @matmul_element_type(%a: tensor<4x8xf32>, %b: tensor<8x2xi32>) {
  // expected-error @+1 {{'accel.matmul' op rhs element type 'i32' differs from lhs element type 'f32'}}
  %0 = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xi32> -> tensor<4x2xf32>
  return
}

// -----

func.func @matmul_index(%a: tensor<4x8xindex>, %b: tensor<8x2xindex>) {
  // expected-error @+1 {{'accel.matmul' op requires signless-integer or floating-point elements, got 'index'}}
  %0 = accel.matmul %a, %b : tensor<4x8xindex>, tensor<8x2xindex> -> tensor<4x2xindex>
  return
}

// -----

func.func @matmul_contraction(%a: tensor<4x8xf32>, %b: tensor<6x2xf32>) {
  // expected-error @+1 {{'accel.matmul' op contraction size (lhs columns vs rhs rows) mismatch: 8 vs 6}}
  %0 = accel.matmul %a, %b : tensor<4x8xf32>, tensor<6x2xf32> -> tensor<4x2xf32>
  return
}

// -----

func.func @matmul_result(%a: tensor<?x8xf32>, %b: tensor<8x2xf32>) {
  // expected-error @+1 {{'accel.matmul' op result type 'tensor<4x3xf32>' does not match the shape inferred from the operands: ?x2}}
  %0 = accel.matmul %a, %b : tensor<?x8xf32>, tensor<8x2xf32> -> tensor<4x3xf32>
  return
}

// -----

func.func @batch_matmul_batch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x2xf32>) {
  // expected-error @+1 {{'accel.batch_matmul' op batch size mismatch: 2 vs 3}}
  %0 = accel.batch_matmul %a, %b : tensor<2x4x8xf32>, tensor<3x8x2xf32> -> tensor<2x4x2xf32>
  return
}

// -----

func.func @batch_matmul_rank(%a: tensor<4x8xf32>, %b: tensor<3x8x2xf32>) {
  // expected-error @+1 {{'accel.batch_matmul' op expects lhs of rank 3, got 'tensor<4x8xf32>'}}
  %0 = accel.batch_matmul %a, %b : tensor<4x8xf32>, tensor<3x8x2xf32> -> tensor<3x4x2xf32>
  return
}

// -----

func.func @batch_matmul_result(%a: tensor<2x4x8xf32>, %b: tensor<2x8x2xf32>) {
  // expected-error @+1 {{'accel.batch_matmul' op result type 'tensor<2x4xf32>' does not match the shape inferred from the operands: 2x4x2}}
  %0 = accel.batch_matmul %a, %b : tensor<2x4x8xf32>, tensor<2x8x2xf32> -> tensor<2x4xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

func.func @binary_types(%a: tensor<4xf32>, %b: tensor<?xf32>) {
  // A dynamic size does not match a static one: the pretty form prints one
  // type for all three values.
  // expected-error @+1 {{'accel.add' op failed to verify that all of {lhs, rhs, result} have same type}}
  %0 = "accel.add"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @binary_element(%a: tensor<4xcomplex<f32>>) {
  // expected-error @+1 {{'accel.mul' op requires signless-integer or floating-point elements, got 'complex<f32>'}}
  %0 = accel.mul %a, %a : tensor<4xcomplex<f32>>
  return
}

// -----

func.func @binary_unsigned(%a: tensor<4xui32>) {
  // expected-error @+1 {{'accel.div' op requires signless-integer or floating-point elements, got 'ui32'}}
  %0 = accel.div %a, %a : tensor<4xui32>
  return
}

// -----

func.func @exp_integer(%a: tensor<4xi32>) {
  // expected-error @+1 {{'accel.exp' op requires floating-point elements, got 'i32'}}
  %0 = accel.exp %a : tensor<4xi32>
  return
}

// -----

func.func @tanh_integer(%a: tensor<4xi8>) {
  // expected-error @+1 {{'accel.tanh' op requires floating-point elements, got 'i8'}}
  %0 = accel.tanh %a : tensor<4xi8>
  return
}

// -----

func.func @relu_index(%a: tensor<4xindex>) {
  // expected-error @+1 {{'accel.relu' op requires signless-integer or floating-point elements, got 'index'}}
  %0 = accel.relu %a : tensor<4xindex>
  return
}

// -----

func.func @unary_types(%a: tensor<4xf32>) {
  // expected-error @+1 {{'accel.neg' op failed to verify that all of {input, result} have same type}}
  %0 = "accel.neg"(%a) : (tensor<4xf32>) -> tensor<4xf16>
  return
}

// -----

//===----------------------------------------------------------------------===//
// accel.reduce
//===----------------------------------------------------------------------===//

func.func @reduce_kind(%a: tensor<4x8xf32>) {
  // expected-error @+2 {{expected ::accel::ReduceKind to be one of: sum, max}}
  // expected-error @+1 {{failed to parse Accel_ReduceKindAttr parameter 'value' which is to be a `::accel::ReduceKind`}}
  %0 = accel.reduce <mean> %a dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return
}

// -----

func.func @reduce_no_dims(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op expects at least one dimension to reduce}}
  %0 = accel.reduce <sum> %a dims = [] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reduce_range(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op dimension 2 is out of range for an input of rank 2}}
  %0 = accel.reduce <sum> %a dims = [2] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @reduce_order(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op dims must be strictly increasing, got [1, 0]}}
  %0 = accel.reduce <max> %a dims = [1, 0] : tensor<4x8xf32> -> tensor<f32>
  return
}

// -----

func.func @reduce_result(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op result type 'tensor<8xf32>' does not match the shape inferred from the operands: 4}}
  %0 = accel.reduce <sum> %a dims = [1] : tensor<4x8xf32> -> tensor<8xf32>
  return
}

// -----

func.func @reduce_scalar_result(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op result type 'tensor<1xf32>' does not match the shape inferred from the operands: scalar}}
  %0 = accel.reduce <sum> %a dims = [0, 1] : tensor<4x8xf32> -> tensor<1xf32>
  return
}

// -----

func.func @reduce_element(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.reduce' op result element type 'f64' differs from input element type 'f32'}}
  %0 = accel.reduce <sum> %a dims = [1] : tensor<4x8xf32> -> tensor<4xf64>
  return
}

// -----

//===----------------------------------------------------------------------===//
// accel.conv2d
//===----------------------------------------------------------------------===//

func.func @conv_input_rank(%i: tensor<9x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op expects input (NHWC) of rank 4, got 'tensor<9x9x3xf32>'}}
  %0 = accel.conv2d %i, %f : tensor<9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_filter_rank(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3xf32>) {
  // expected-error @+1 {{'accel.conv2d' op expects filter (HWCF) of rank 4, got 'tensor<3x3x3xf32>'}}
  %0 = accel.conv2d %i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_element(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf16>) {
  // expected-error @+1 {{'accel.conv2d' op filter element type 'f16' differs from input element type 'f32'}}
  %0 = accel.conv2d %i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf16> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_strides(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op strides must be two positive integers, got [0, 1]}}
  %0 = accel.conv2d %i, %f strides = [0, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_dilations(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op dilations must be two positive integers, got [1, 1, 1]}}
  %0 = accel.conv2d %i, %f dilations = [1, 1, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_channels(%i: tensor<1x9x9x4xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op channel count (input C vs filter C) mismatch: 4 vs 3}}
  %0 = accel.conv2d %i, %f : tensor<1x9x9x4xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @conv_window(%i: tensor<1x4x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op dilated filter height 5 exceeds input height 4}}
  %0 = accel.conv2d %i, %f dilations = [2, 1] : tensor<1x4x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x1x7x8xf32>
  return
}

// -----

// A dilation whose window extent overflows a 64-bit index, with a dynamic
// input (nothing else to compare it with).
func.func @conv_dilation_overflow(%i: tensor<1x?x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op dilated filter height (3 taps, dilation 4611686018427387904) overflows a 64-bit index: (3 - 1) * 4611686018427387904 + 1 > 9223372036854775807}}
  %0 = accel.conv2d %i, %f dilations = [4611686018427387904, 1] : tensor<1x?x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x?x7x8xf32>
  return
}

// -----

func.func @conv_result(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>) {
  // expected-error @+1 {{'accel.conv2d' op result type 'tensor<1x7x7x8xf32>' does not match the shape inferred from the operands: 1x4x4x8}}
  %0 = accel.conv2d %i, %f strides = [2, 2] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// accel.depthwise_conv2d
//===----------------------------------------------------------------------===//

func.func @depthwise_filter_rank(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x1x3xf32>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op expects filter (HWC) of rank 3, got 'tensor<3x3x1x3xf32>'}}
  %0 = accel.depthwise_conv2d %i, %f : tensor<1x9x9x3xf32>, tensor<3x3x1x3xf32> -> tensor<1x7x7x3xf32>
  return
}

// -----

func.func @depthwise_channels(%i: tensor<1x9x9x4xf32>, %f: tensor<3x3x3xf32>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op channel count (input C vs filter C) mismatch: 4 vs 3}}
  %0 = accel.depthwise_conv2d %i, %f : tensor<1x9x9x4xf32>, tensor<3x3x3xf32> -> tensor<1x7x7x4xf32>
  return
}

// -----

func.func @depthwise_strides(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3xf32>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op strides must be two positive integers, got [2]}}
  %0 = accel.depthwise_conv2d %i, %f strides = [2] : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x4x4x3xf32>
  return
}

// -----

func.func @depthwise_window(%i: tensor<1x9x2x3xf32>, %f: tensor<3x3x3xf32>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op dilated filter width 3 exceeds input width 2}}
  %0 = accel.depthwise_conv2d %i, %f : tensor<1x9x2x3xf32>, tensor<3x3x3xf32> -> tensor<1x7x1x3xf32>
  return
}

// -----

func.func @depthwise_result(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3xf32>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op result type 'tensor<1x7x7x8xf32>' does not match the shape inferred from the operands: 1x7x7x3}}
  %0 = accel.depthwise_conv2d %i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x7x7x8xf32>
  return
}

// -----

func.func @depthwise_element(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3xf16>) {
  // expected-error @+1 {{'accel.depthwise_conv2d' op filter element type 'f16' differs from input element type 'f32'}}
  %0 = accel.depthwise_conv2d %i, %f : tensor<1x9x9x3xf32>, tensor<3x3x3xf16> -> tensor<1x7x7x3xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// accel.transpose
//===----------------------------------------------------------------------===//

func.func @transpose_size(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.transpose' op permutation has 3 entries, but the input has rank 2}}
  %0 = accel.transpose %a [0, 1, 2] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_repeat(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.transpose' op permutation [0, 0] must list each dimension in [0, 2) exactly once}}
  %0 = accel.transpose %a [0, 0] : tensor<4x8xf32> -> tensor<4x4xf32>
  return
}

// -----

func.func @transpose_result(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.transpose' op result type 'tensor<4x8xf32>' does not match the shape inferred from the operands: 8x4}}
  %0 = accel.transpose %a [1, 0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

func.func @transpose_element(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'accel.transpose' op result element type 'i32' differs from input element type 'f32'}}
  %0 = accel.transpose %a [1, 0] : tensor<4x8xf32> -> tensor<8x4xi32>
  return
}

// -----

// expected-error @+1 {{'accel.selection' may only be set on a function-like op}}
module attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "command line", backend_source = "command line"}} {}

// -----

// expected-error @+1 {{'accel.selection' must be a dictionary with the strings 'accelerator', 'backend', 'target_source', 'backend_source' and optional dictionaries 'accelerator_options', 'backend_options', got "cpu"}}
func.func @f() attributes {accel.selection = "cpu"} {
  return
}

// -----

// expected-error @+1 {{'accel.selection' must be a dictionary with the strings 'accelerator', 'backend', 'target_source', 'backend_source' and optional dictionaries 'accelerator_options', 'backend_options', got {accelerator = "cpu", backend = "cpu-loops", backend_options = "x", backend_source = "command line", target_source = "command line"}}}
func.func @g() attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "command line", backend_source = "command line", backend_options = "x"}} {
  return
}

// -----

// Sizes a 64-bit index cannot count or address are errors at the op, with
// the figures, not code whose sizes overflow.

// expected-error @+1 {{'accel.kernel' op argument #0 of type 'tensor<4611686018427387904x4xf32>' holds 18446744073709551616 elements, more than the 9223372036854775807 a 64-bit index counts}}
accel.kernel @too_many_elements(%a: tensor<4611686018427387904x4xf32>) -> tensor<4xf32> {
  %r = tensor.empty() : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{'accel.kernel' op result #0 of type 'tensor<4x9223372036854775806xf32>' holds 36893488147419103224 elements, more than the 9223372036854775807 a 64-bit index counts}}
accel.kernel @too_many_result_elements(%a: tensor<4xf32>) -> tensor<4x9223372036854775806xf32> {
  %r = tensor.empty() : tensor<4x9223372036854775806xf32>
  return %r : tensor<4x9223372036854775806xf32>
}

// -----

accel.kernel @too_many_bytes(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tensor.empty' op result of type 'tensor<2305843009213693952x2xf32>' takes 18446744073709551616 bytes, more than the 9223372036854775807 a 64-bit index addresses}}
  %e = tensor.empty() : tensor<2305843009213693952x2xf32>
  return %a : tensor<4xf32>
}

// -----

// Dynamic sizes are not counted; the static part fits.
accel.kernel @dynamic_fits(%a: tensor<?x1024xf32>) -> tensor<?x1024xf32> {
  return %a : tensor<?x1024xf32>
}

// -----

accel.kernel @broadcast_dynamic_result(%x: tensor<4xf32>) -> tensor<?x4xf32> {
  // expected-error @+1 {{'accel.broadcast' op requires a static result shape, got 'tensor<?x4xf32>'}}
  %b = broadcast %x : tensor<4xf32> -> tensor<?x4xf32>
  return %b : tensor<?x4xf32>
}

// -----

accel.kernel @broadcast_lower_rank(%x: tensor<2x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'accel.broadcast' op cannot broadcast rank 2 to the lower rank 1}}
  %b = broadcast %x : tensor<2x4xf32> -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

accel.kernel @broadcast_sizes(%x: tensor<3x1xf32>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'accel.broadcast' op input dimension 0 of size 3 does not broadcast to result dimension 1 of size 4 (sizes must be equal, or 1 in the input)}}
  %b = broadcast %x : tensor<3x1xf32> -> tensor<2x4x5xf32>
  return %b : tensor<2x4x5xf32>
}

// -----

accel.kernel @broadcast_element_type(%x: tensor<4xf32>) -> tensor<2x4xf16> {
  // expected-error @+1 {{'accel.broadcast' op result element type 'f16' differs from input element type 'f32'}}
  %b = broadcast %x : tensor<4xf32> -> tensor<2x4xf16>
  return %b : tensor<2x4xf16>
}

// -----

accel.kernel @pad_value_type(%x: tensor<4xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'accel.pad' op value of type 'f64' differs from the element type 'f32'}}
  %p = pad %x low = [1] high = [1] value = 0.0 : f64 : tensor<4xf32> -> tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

accel.kernel @pad_entries(%x: tensor<4x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{'accel.pad' op high has 1 entries, but the input has rank 2}}
  %p = pad %x low = [1, 0] high = [1] value = 0.0 : f32 : tensor<4x2xf32> -> tensor<6x2xf32>
  return %p : tensor<6x2xf32>
}

// -----

accel.kernel @pad_negative(%x: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'accel.pad' op low must be non-negative, got [-1]}}
  %p = pad %x low = [-1] high = [0] value = 0.0 : f32 : tensor<4xf32> -> tensor<3xf32>
  return %p : tensor<3xf32>
}

// -----

accel.kernel @pad_result(%x: tensor<4xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'accel.pad' op result type 'tensor<5xf32>' does not match the shape inferred from the operands: 6}}
  %p = pad %x low = [1] high = [1] value = 0.0 : f32 : tensor<4xf32> -> tensor<5xf32>
  return %p : tensor<5xf32>
}

// -----

accel.kernel @pool_dynamic(%x: tensor<?x4xf32>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'accel.pool' op requires a static input shape, got 'tensor<?x4xf32>'}}
  %p = pool <max> %x window = [1, 3] : tensor<?x4xf32> -> tensor<?x2xf32>
  return %p : tensor<?x2xf32>
}

// -----

accel.kernel @pool_window(%x: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'accel.pool' op window must be 2 positive integers (one per dimension), got [3]}}
  %p = pool <max> %x window = [3] : tensor<2x4xf32> -> tensor<2x2xf32>
  return %p : tensor<2x2xf32>
}

// -----

accel.kernel @pool_strides(%x: tensor<2x4xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'accel.pool' op strides must be 2 positive integers (one per dimension), got [1, 0]}}
  %p = pool <max> %x window = [1, 3] strides = [1, 0] : tensor<2x4xf32> -> tensor<2x2xf32>
  return %p : tensor<2x2xf32>
}

// -----

accel.kernel @pool_too_large(%x: tensor<2x4xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'accel.pool' op dilated filter dimension 1 5 exceeds input dimension 1 4}}
  %p = pool <sum> %x window = [1, 3] dilations = [1, 2] : tensor<2x4xf32> -> tensor<2x1xf32>
  return %p : tensor<2x1xf32>
}

// -----

accel.kernel @pool_result(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'accel.pool' op result type 'tensor<2x3xf32>' does not match the shape inferred from the operands: 2x2}}
  %p = pool <max> %x window = [1, 3] : tensor<2x4xf32> -> tensor<2x3xf32>
  return %p : tensor<2x3xf32>
}

// -----

accel.kernel @softmax_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'accel.softmax' op requires floating-point elements, got 'i32'}}
  %s = softmax %x dim = 0 : tensor<4xi32>
  return %s : tensor<4xi32>
}

// -----

accel.kernel @log_softmax_dim(%x: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'accel.log_softmax' op dimension 2 is out of range for an input of rank 2}}
  %s = log_softmax %x dim = 2 : tensor<4x2xf32>
  return %s : tensor<4x2xf32>
}
