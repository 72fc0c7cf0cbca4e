// RUN: accel-opt %s --split-input-file | accel-opt --split-input-file | FileCheck %s
// RUN: accel-opt %s --split-input-file --mlir-print-op-generic \
// RUN:   | accel-opt --split-input-file | FileCheck %s

// Round trip of every accel op and attribute, in the pretty form and through
// the generic form.

// CHECK-LABEL: module @attributes
// CHECK-SAME: accel.backend = #accel.backend<"cpu-loops">
// CHECK-SAME: accel.target = #accel.target<"cpu", {cpu = "x86-64", triple = "x86_64-unknown-linux-gnu"}>
module @attributes attributes {
    accel.target = #accel.target<"cpu", {triple = "x86_64-unknown-linux-gnu", cpu = "x86-64"}>,
    accel.backend = #accel.backend<"cpu-loops">} {
  // CHECK-LABEL: accel.kernel @with_choices
  // CHECK-SAME: (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
  // CHECK-SAME: backend = #accel.backend<"gpu-simt", {block = 128 : i64}>
  // CHECK-SAME: target = #accel.target<"nvidia", {chip = "sm_90"}>
  // Inside a kernel, accel ops print without the dialect prefix.
  // CHECK-NEXT: {{^ *}}return %[[X]] : tensor<4xf32>
  accel.kernel @with_choices(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
      target = #accel.target<"nvidia", {chip = "sm_90"}>,
      backend = #accel.backend<"gpu-simt", {block = 128 : i64}>} {
    accel.return %x : tensor<4xf32>
  }

  // An empty options dictionary is the same attribute as none.
  // CHECK-LABEL: accel.kernel @empty_options
  // CHECK-SAME: target = #accel.target<"vulkan">
  accel.kernel @empty_options() attributes {target = #accel.target<"vulkan", {}>} {
    accel.return
  }

  // The record accel-select leaves on a resolved kernel.
  // CHECK-LABEL: accel.kernel @selected
  // CHECK-SAME: accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "x86-64"}, backend = "cpu-loops", backend_source = "command line", target_source = "module attribute"}
  accel.kernel @selected() attributes {accel.selection = {
      accelerator = "cpu", accelerator_options = {cpu = "x86-64"},
      backend = "cpu-loops",
      target_source = "module attribute", backend_source = "command line"}} {
    accel.return
  }
}

// -----

// CHECK-LABEL: accel.kernel @scalars
// CHECK-SAME: (%{{.*}}: f32, %{{.*}}: i32, %{{.*}}: index) -> (f32, i32)
accel.kernel @scalars(%a: f32, %b: i32, %c: index) -> (f32, i32) {
  // CHECK: {{^ *}}return %{{.*}}, %{{.*}} : f32, i32
  accel.return %a, %b : f32, i32
}

// CHECK-LABEL: func.func @launch
// CHECK: %{{.*}}:2 = accel.launch @scalars(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, i32, index) -> (f32, i32)
func.func @launch(%a: f32, %b: i32, %c: index) -> (f32, i32) {
  %r:2 = accel.launch @scalars(%a, %b, %c) : (f32, i32, index) -> (f32, i32)
  return %r#0, %r#1 : f32, i32
}

// -----

// CHECK-LABEL: func.func @compute
func.func @compute(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>,
                      %ba: tensor<3x4x8xi32>, %bb: tensor<3x8x?xi32>,
                      %d: tensor<?x2xf32>, %i: tensor<2x3xi32>,
                      %img: tensor<1x9x9x3xf32>, %flt: tensor<3x3x3x8xf32>,
                      %dwf: tensor<3x3x3xf32>) {
  // CHECK: accel.matmul %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %mm = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  // CHECK: accel.batch_matmul %{{.*}}, %{{.*}} : tensor<3x4x8xi32>, tensor<3x8x?xi32> -> tensor<3x4x?xi32>
  %bmm = accel.batch_matmul %ba, %bb : tensor<3x4x8xi32>, tensor<3x8x?xi32> -> tensor<3x4x?xi32>
  // CHECK: accel.add %{{.*}}, %{{.*}} : tensor<?x2xf32>
  %add = accel.add %d, %d : tensor<?x2xf32>
  // CHECK: accel.sub %{{.*}}, %{{.*}} : tensor<4x2xf32>
  %sub = accel.sub %mm, %mm : tensor<4x2xf32>
  // CHECK: accel.mul %{{.*}}, %{{.*}} : tensor<2x3xi32>
  %mul = accel.mul %i, %i : tensor<2x3xi32>
  // CHECK: accel.div %{{.*}}, %{{.*}} : tensor<2x3xi32>
  %div = accel.div %i, %i : tensor<2x3xi32>
  // CHECK: accel.max %{{.*}}, %{{.*}} : tensor<4x2xf32>
  %max = accel.max %mm, %sub : tensor<4x2xf32>
  // CHECK: accel.min %{{.*}}, %{{.*}} : tensor<2x3xi32>
  %min = accel.min %i, %mul : tensor<2x3xi32>
  // CHECK: accel.neg %{{.*}} : tensor<2x3xi32>
  %neg = accel.neg %i : tensor<2x3xi32>
  // CHECK: accel.relu %{{.*}} : tensor<?x2xf32>
  %relu = accel.relu %d : tensor<?x2xf32>
  // CHECK: accel.exp %{{.*}} : tensor<4x2xf32>
  %exp = accel.exp %mm : tensor<4x2xf32>
  // CHECK: accel.tanh %{{.*}} : tensor<4x2xf32>
  %tanh = accel.tanh %mm : tensor<4x2xf32>
  // CHECK: accel.reduce <sum> %{{.*}} dims = [1] : tensor<4x2xf32> -> tensor<4xf32>
  %sum = accel.reduce <sum> %mm dims = [1] : tensor<4x2xf32> -> tensor<4xf32>
  // CHECK: accel.reduce <max> %{{.*}} dims = [0, 1] : tensor<2x3xi32> -> tensor<i32>
  %all = accel.reduce <max> %i dims = [0, 1] : tensor<2x3xi32> -> tensor<i32>
  // Default strides and dilations are not printed.
  // CHECK: accel.conv2d %{{.*}}, %{{.*}} : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  %conv = accel.conv2d %img, %flt : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x7x7x8xf32>
  // CHECK: accel.conv2d %{{.*}}, %{{.*}} strides = [2, 2] dilations = [2, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x3x4x8xf32>
  %conv2 = accel.conv2d %img, %flt strides = [2, 2] dilations = [2, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x3x4x8xf32>
  // CHECK: accel.depthwise_conv2d %{{.*}}, %{{.*}} : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x7x7x3xf32>
  %dw = accel.depthwise_conv2d %img, %dwf : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x7x7x3xf32>
  // CHECK: accel.depthwise_conv2d %{{.*}}, %{{.*}} strides = [2, 2] dilations = [2, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x3x4x3xf32>
  %dw2 = accel.depthwise_conv2d %img, %dwf strides = [2, 2] dilations = [2, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x3x4x3xf32>
  // CHECK: accel.transpose %{{.*}} [1, 0] : tensor<?x2xf32> -> tensor<2x?xf32>
  %t = accel.transpose %d [1, 0] : tensor<?x2xf32> -> tensor<2x?xf32>
  return
}

// -----

// The short form parses inside a kernel.
// CHECK-LABEL: accel.kernel @short_form
// CHECK: %[[M:.*]] = matmul %{{.*}}, %{{.*}} : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
// CHECK: %[[R:.*]] = relu %[[M]] : tensor<4x2xf32>
// CHECK: return %[[R]] : tensor<4x2xf32>
accel.kernel @short_form(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %1 = relu %0 : tensor<4x2xf32>
  return %1 : tensor<4x2xf32>
}

// -----

// The body may use upstream ops directly, and compute ops may sit outside a
// kernel.
// CHECK-LABEL: accel.kernel @upstream_body
// CHECK: arith.addf
// CHECK: math.exp
accel.kernel @upstream_body(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  %1 = math.exp %0 : f32
  accel.return %1 : f32
}

// CHECK-LABEL: func.func @outside_kernel
// CHECK: accel.relu
func.func @outside_kernel(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = accel.relu %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// The ops model importers need.
// CHECK-LABEL: accel.kernel @layout
// CHECK: %[[B:.*]] = broadcast %{{.*}} : tensor<4x1xf32> -> tensor<3x4x5xf32>
// CHECK: pad %[[B]] low = [0, 1, 2] high = [1, 0, 0] value = -1.000000e+00 : f32 : tensor<3x4x5xf32> -> tensor<4x5x7xf32>
// CHECK: pool <max> %{{.*}} window = [1, 3, 3] strides = [1, 2, 2] : tensor<4x5x7xf32> -> tensor<4x2x3xf32>
// CHECK: pool <sum> %{{.*}} window = [1, 2, 2] dilations = [1, 2, 2] : tensor<4x5x7xf32> -> tensor<4x3x5xf32>
// CHECK: = softmax %{{.*}} dim = 2 : tensor<3x4x5xf32>
// CHECK: log_softmax %{{.*}} dim = 0 : tensor<?x4xf64>
// CHECK: pad %{{.*}} low = [1, 0] high = [0, 0] value = 7 : i32 : tensor<?x2xi32> -> tensor<?x2xi32>
accel.kernel @layout(%x: tensor<4x1xf32>, %d: tensor<?x4xf64>, %i: tensor<?x2xi32>)
    -> (tensor<4x2x3xf32>, tensor<4x3x5xf32>, tensor<3x4x5xf32>, tensor<?x4xf64>, tensor<?x2xi32>) {
  %b = broadcast %x : tensor<4x1xf32> -> tensor<3x4x5xf32>
  %p = pad %b low = [0, 1, 2] high = [1, 0, 0] value = -1.0 : f32 : tensor<3x4x5xf32> -> tensor<4x5x7xf32>
  %m = pool <max> %p window = [1, 3, 3] strides = [1, 2, 2] : tensor<4x5x7xf32> -> tensor<4x2x3xf32>
  %s = pool <sum> %p window = [1, 2, 2] dilations = [1, 2, 2] : tensor<4x5x7xf32> -> tensor<4x3x5xf32>
  %sm = softmax %b dim = 2 : tensor<3x4x5xf32>
  %ls = log_softmax %d dim = 0 : tensor<?x4xf64>
  %pi = pad %i low = [1, 0] high = [0, 0] value = 7 : i32 : tensor<?x2xi32> -> tensor<?x2xi32>
  return %m, %s, %sm, %ls, %pi : tensor<4x2x3xf32>, tensor<4x3x5xf32>, tensor<3x4x5xf32>, tensor<?x4xf64>, tensor<?x2xi32>
}
