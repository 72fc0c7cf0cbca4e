// RUN: accel-opt %s --split-input-file --accel-to-linalg | FileCheck %s

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x2xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[EMPTY:.*]] = tensor.empty() : tensor<4x2xf32>
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]] : tensor<4x2xf32>)
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x8xf32>, tensor<8x2xf32>) outs(%[[INIT]] : tensor<4x2xf32>)
// CHECK: return %[[MM]]
// CHECK-NOT: accel.matmul
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %0 = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// Dynamic sizes come from the operands: M from lhs, N from rhs.
// CHECK-LABEL: func.func @matmul_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x8xi32>, %[[B:.*]]: tensor<8x?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[M:.*]] = tensor.dim %[[A]], %[[C0]]
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[B]], %[[C1]]
// CHECK: %[[EMPTY:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xi32>
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : i32) outs(%[[EMPTY]] : tensor<?x?xi32>)
// CHECK: linalg.matmul ins(%[[A]], %[[B]] : tensor<?x8xi32>, tensor<8x?xi32>) outs(%[[INIT]] : tensor<?x?xi32>)
func.func @matmul_dynamic(%a: tensor<?x8xi32>, %b: tensor<8x?xi32>) -> tensor<?x?xi32> {
  %0 = accel.matmul %a, %b : tensor<?x8xi32>, tensor<8x?xi32> -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x8xf32>, %[[B:.*]]: tensor<2x8x3xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x4x3xf32>)
// CHECK: linalg.batch_matmul ins(%[[A]], %[[B]] : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%[[INIT]] : tensor<2x4x3xf32>)
func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x3xf32>) -> tensor<2x4x3xf32> {
  %0 = accel.batch_matmul %a, %b : tensor<2x4x8xf32>, tensor<2x8x3xf32> -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// Each binary op maps to its named linalg op, with an uninitialized output.
// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[I:.*]]: tensor<3xi32>)
// CHECK: %[[DIM:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<4x?xf32>
// CHECK: %[[E0:.*]] = tensor.empty(%[[DIM]]) : tensor<4x?xf32>
// CHECK: %[[ADD:.*]] = linalg.add ins(%[[X]], %[[X]] : tensor<4x?xf32>, tensor<4x?xf32>) outs(%[[E0]] : tensor<4x?xf32>)
// CHECK: %[[SUB:.*]] = linalg.sub ins(%[[ADD]], %[[X]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: %[[MUL:.*]] = linalg.mul ins(%[[SUB]], %[[X]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: %[[DIV:.*]] = linalg.div ins(%[[MUL]], %[[X]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: %[[MAX:.*]] = linalg.max ins(%[[DIV]], %[[X]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: linalg.min ins(%[[MAX]], %[[X]] : {{.*}}) outs(%{{.*}} : tensor<4x?xf32>)
// CHECK: %[[IE:.*]] = tensor.empty() : tensor<3xi32>
// CHECK: linalg.div ins(%[[I]], %[[I]] : tensor<3xi32>, tensor<3xi32>) outs(%[[IE]] : tensor<3xi32>)
// CHECK-NOT: accel.
func.func @binary(%x: tensor<4x?xf32>, %i: tensor<3xi32>) -> (tensor<4x?xf32>, tensor<3xi32>) {
  %0 = accel.add %x, %x : tensor<4x?xf32>
  %1 = accel.sub %0, %x : tensor<4x?xf32>
  %2 = accel.mul %1, %x : tensor<4x?xf32>
  %3 = accel.div %2, %x : tensor<4x?xf32>
  %4 = accel.max %3, %x : tensor<4x?xf32>
  %5 = accel.min %4, %x : tensor<4x?xf32>
  %6 = accel.div %i, %i : tensor<3xi32>
  return %5, %6 : tensor<4x?xf32>, tensor<3xi32>
}

// -----

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @unary_float
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK: %[[NEG:.*]] = linalg.negf ins(%[[X]] : tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: %[[EXP:.*]] = linalg.exp ins(%[[NEG]] : tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: %[[TANH:.*]] = linalg.tanh ins(%[[EXP]] : tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[TANH]] : tensor<2x3xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R:.*]] = arith.maximumf %[[IN]], %[[Z]] : f32
// CHECK: linalg.yield %[[R]] : f32
func.func @unary_float(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = accel.neg %x : tensor<2x3xf32>
  %1 = accel.exp %0 : tensor<2x3xf32>
  %2 = accel.tanh %1 : tensor<2x3xf32>
  %3 = accel.relu %2 : tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// -----

// Integers have no linalg.negf: neg is 0 - x, relu is a signed max with 0.
// CHECK-LABEL: func.func @unary_int
// CHECK: linalg.generic
// CHECK: ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[N:.*]] = arith.subi %[[Z]], %[[IN]] : i32
// CHECK: linalg.yield %[[N]] : i32
// CHECK: linalg.generic
// CHECK: ^bb0(%[[IN2:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[Z2:.*]] = arith.constant 0 : i32
// CHECK: %[[R:.*]] = arith.maxsi %[[IN2]], %[[Z2]] : i32
// CHECK: linalg.yield %[[R]] : i32
func.func @unary_int(%x: tensor<5xi32>) -> tensor<5xi32> {
  %0 = accel.neg %x : tensor<5xi32>
  %1 = accel.relu %0 : tensor<5xi32>
  return %1 : tensor<5xi32>
}

// -----

// CHECK-LABEL: func.func @reduce_sum
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: linalg.reduce ins(%[[X]] : tensor<4x8xf32>) outs(%[[INIT]] : tensor<4xf32>) dimensions = [1]
// CHECK: (%[[IN:.*]]: f32, %[[ACC:.*]]: f32) {
// CHECK: %[[S:.*]] = arith.addf %[[IN]], %[[ACC]] : f32
// CHECK: linalg.yield %[[S]] : f32
func.func @reduce_sum(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %0 = accel.reduce <sum> %x dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// max starts from the lowest value; a full reduction gives a 0-d tensor.
// CHECK-LABEL: func.func @reduce_max
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xi32>, %[[F:.*]]: tensor<2x3x4xf16>)
// CHECK: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[MIN]] : i32) outs(%{{.*}} : tensor<i32>)
// CHECK: linalg.reduce ins(%[[X]] : tensor<?x8xi32>) outs(%[[INIT]] : tensor<i32>) dimensions = [0, 1]
// CHECK: arith.maxsi
// CHECK: %[[NINF:.*]] = arith.constant 0xFC00 : f16
// CHECK: %[[FINIT:.*]] = linalg.fill ins(%[[NINF]] : f16) outs(%{{.*}} : tensor<3xf16>)
// CHECK: linalg.reduce ins(%[[F]] : tensor<2x3x4xf16>) outs(%[[FINIT]] : tensor<3xf16>) dimensions = [0, 2]
// CHECK: arith.maximumf
func.func @reduce_max(%x: tensor<?x8xi32>, %f: tensor<2x3x4xf16>) -> (tensor<i32>, tensor<3xf16>) {
  %0 = accel.reduce <max> %x dims = [0, 1] : tensor<?x8xi32> -> tensor<i32>
  %1 = accel.reduce <max> %f dims = [0, 2] : tensor<2x3x4xf16> -> tensor<3xf16>
  return %0, %1 : tensor<i32>, tensor<3xf16>
}

// -----

// CHECK-LABEL: func.func @conv2d
// CHECK-SAME: (%[[I:.*]]: tensor<1x9x9x3xf32>, %[[F:.*]]: tensor<3x3x3x8xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x3x4x8xf32>)
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK-SAME: ins(%[[I]], %[[F]] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%[[INIT]] : tensor<1x3x4x8xf32>)
func.func @conv2d(%i: tensor<1x9x9x3xf32>, %f: tensor<3x3x3x8xf32>) -> tensor<1x3x4x8xf32> {
  %0 = accel.conv2d %i, %f strides = [2, 2] dilations = [2, 1] : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32> -> tensor<1x3x4x8xf32>
  return %0 : tensor<1x3x4x8xf32>
}

// -----

// A dynamic output height is (H - ((KH - 1) * dilation + 1)) / stride + 1.
// CHECK-LABEL: func.func @conv2d_dynamic
// CHECK-SAME: (%[[I:.*]]: tensor<1x?x5x3xi32>, %[[F:.*]]: tensor<3x3x3x2xi32>)
// CHECK-DAG: %[[KH:.*]] = tensor.dim %[[F]], %{{.*}} : tensor<3x3x3x2xi32>
// CHECK-DAG: %[[H:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<1x?x5x3xi32>
// CHECK: %[[KM1:.*]] = arith.subi %[[KH]], %[[ONE:.*]] : index
// CHECK: %[[DIL:.*]] = arith.muli %[[KM1]], %{{.*}} : index
// CHECK: %[[EXT:.*]] = arith.addi %[[DIL]], %[[ONE]] : index
// CHECK: %[[SPAN:.*]] = arith.subi %[[H]], %[[EXT]] : index
// CHECK: %[[STEPS:.*]] = arith.divui %[[SPAN]], %{{.*}} : index
// CHECK: %[[OH:.*]] = arith.addi %[[STEPS]], %[[ONE]] : index
// CHECK: %[[EMPTY:.*]] = tensor.empty(%[[OH]]) : tensor<1x?x3x2xi32>
// CHECK: linalg.conv_2d_nhwc_hwcf
// CHECK-SAME: ins(%[[I]], %[[F]] : tensor<1x?x5x3xi32>, tensor<3x3x3x2xi32>)
func.func @conv2d_dynamic(%i: tensor<1x?x5x3xi32>, %f: tensor<3x3x3x2xi32>) -> tensor<1x?x3x2xi32> {
  %0 = accel.conv2d %i, %f : tensor<1x?x5x3xi32>, tensor<3x3x3x2xi32> -> tensor<1x?x3x2xi32>
  return %0 : tensor<1x?x3x2xi32>
}

// -----

// The channels of a depthwise output come from the filter's last dimension.
// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: (%[[I:.*]]: tensor<1x?x9x3xf32>, %[[F:.*]]: tensor<3x3x3xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x?x4x3xf32>)
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
// CHECK-SAME: ins(%[[I]], %[[F]] : tensor<1x?x9x3xf32>, tensor<3x3x3xf32>) outs(%[[INIT]] : tensor<1x?x4x3xf32>)
func.func @depthwise(%i: tensor<1x?x9x3xf32>, %f: tensor<3x3x3xf32>) -> tensor<1x?x4x3xf32> {
  %0 = accel.depthwise_conv2d %i, %f strides = [2, 2] dilations = [2, 1] : tensor<1x?x9x3xf32>, tensor<3x3x3xf32> -> tensor<1x?x4x3xf32>
  return %0 : tensor<1x?x4x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x4xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<2x?x4xf32>
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<4x2x?xf32>
// CHECK: linalg.transpose ins(%[[X]] : tensor<2x?x4xf32>) outs(%[[E]] : tensor<4x2x?xf32>) permutation = [2, 0, 1]
func.func @transpose(%x: tensor<2x?x4xf32>) -> tensor<4x2x?xf32> {
  %0 = accel.transpose %x [2, 0, 1] : tensor<2x?x4xf32> -> tensor<4x2x?xf32>
  return %0 : tensor<4x2x?xf32>
}

// -----

// Kernels and launches stay; their compute ops are lowered; upstream ops in a
// body pass through untouched.
// CHECK-LABEL: accel.kernel @k
// CHECK-SAME: target = #accel.target<"cpu">
// CHECK: linalg.add
// CHECK: %[[M:.*]] = math.exp %{{.*}} : f32
// CHECK: {{^ *}}return %{{.*}}, %[[M]] : tensor<8xf32>, f32
// CHECK-LABEL: func.func @host
// CHECK: accel.launch @k
accel.kernel @k(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, f32)
    attributes {target = #accel.target<"cpu">} {
  %0 = accel.add %x, %x : tensor<8xf32>
  %1 = math.exp %s : f32
  accel.return %0, %1 : tensor<8xf32>, f32
}

func.func @host(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, f32) {
  %0:2 = accel.launch @k(%x, %s) : (tensor<8xf32>, f32) -> (tensor<8xf32>, f32)
  return %0#0, %0#1 : tensor<8xf32>, f32
}

// -----

// A broadcast reads index 0 along the dimensions it repeats; new leading
// dimensions are not read at all.
// CHECK-DAG: #[[READ:.*]] = affine_map<(d0, d1, d2) -> (d1, 0)>
// CHECK-DAG: #[[ALL:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @broadcast
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4x5xf32>
// CHECK: linalg.generic {indexing_maps = [#[[READ]], #[[ALL]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.*}} : tensor<4x1xf32>) outs(%[[E]] : tensor<3x4x5xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
func.func @broadcast(%x: tensor<4x1xf32>) -> tensor<3x4x5xf32> {
  %b = accel.broadcast %x : tensor<4x1xf32> -> tensor<3x4x5xf32>
  return %b : tensor<3x4x5xf32>
}

// -----

// A pad fills the result with the value and inserts the input at `low`; a
// dynamic size is the input's plus both pads.
// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xi32>)
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x2xi32>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[SIZE:.*]] = arith.addi %[[N]], %[[C3]] : index
// CHECK: %[[E:.*]] = tensor.empty(%[[SIZE]]) : tensor<?x5xi32>
// CHECK: %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[SEVEN]] : i32) outs(%[[E]] : tensor<?x5xi32>)
// CHECK: tensor.insert_slice %[[X]] into %[[F]][1, 0] [%{{.*}}, 2] [1, 1] : tensor<?x2xi32> into tensor<?x5xi32>
func.func @pad(%x: tensor<?x2xi32>) -> tensor<?x5xi32> {
  %p = accel.pad %x low = [1, 0] high = [2, 3] value = 7 : i32 : tensor<?x2xi32> -> tensor<?x5xi32>
  return %p : tensor<?x5xi32>
}

// -----

// A pool: parallel loops over the output, reduction loops over the window
// (an empty tensor of its shape), the input read at o * stride + k *
// dilation, the output starting from -inf for max.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 * 2 + d4, d2 * 2 + d5 * 2)>
// CHECK-DAG: #[[WINDOW:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @pool
// CHECK: %[[LOWEST:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[INIT:.*]] = linalg.fill ins(%[[LOWEST]] : f32)
// CHECK: %[[TAPS:.*]] = tensor.empty() : tensor<1x3x2xf32>
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[WINDOW]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %[[TAPS]] : tensor<1x7x7xf32>, tensor<1x3x2xf32>) outs(%[[INIT]] : tensor<1x3x3xf32>)
// CHECK: arith.maximumf
func.func @pool(%x: tensor<1x7x7xf32>) -> tensor<1x3x3xf32> {
  %p = accel.pool <max> %x window = [1, 3, 2] strides = [1, 2, 2] dilations = [1, 1, 2] : tensor<1x7x7xf32> -> tensor<1x3x3xf32>
  return %p : tensor<1x3x3xf32>
}

// -----

// softmax: the maximum along the dimension, exp(x - max), their sum, and the
// quotient; log_softmax ends with (x - max) - log(sum) instead.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[MAX:.*]] = linalg.reduce ins(%{{.*}} : tensor<?x8xf32>) {{.*}} dimensions = [1]
// CHECK: arith.maximumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[MAX]] : tensor<?x8xf32>, tensor<?xf32>)
// CHECK: arith.subf
// CHECK-NEXT: math.exp
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%[[EXP]] : tensor<?x8xf32>) {{.*}} dimensions = [1]
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<?x8xf32>, tensor<?xf32>)
// CHECK: arith.divf
func.func @softmax(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %s = accel.softmax %x dim = 1 : tensor<?x8xf32>
  return %s : tensor<?x8xf32>
}

// CHECK-LABEL: func.func @log_softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[MAX:.*]] = linalg.reduce ins(%[[X]] : tensor<4x8xf32>) {{.*}} dimensions = [0]
// CHECK: %[[SUM:.*]] = linalg.reduce {{.*}} dimensions = [0]
// CHECK: linalg.generic {{.*}} ins(%[[X]], %[[MAX]], %[[SUM]] : tensor<4x8xf32>, tensor<8xf32>, tensor<8xf32>)
// CHECK: %[[SHIFTED:.*]] = arith.subf
// CHECK-NEXT: %[[LOG:.*]] = math.log
// CHECK-NEXT: arith.subf %[[SHIFTED]], %[[LOG]]
func.func @log_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = accel.log_softmax %x dim = 0 : tensor<4x8xf32>
  return %s : tensor<4x8xf32>
}

// -----

// f16 and bf16 contractions and sums accumulate in f32 (the named ops
// extend the operands) and round once; a max stays in its type.
// CHECK-LABEL: func.func @narrow_floats
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf16>, %[[B:.*]]: tensor<8x2xf16>, %[[X:.*]]: tensor<1x5x5x3xbf16>, %[[W:.*]]: tensor<2x2x3x4xbf16>)
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x8xf16>, tensor<8x2xf16>) outs(%{{.*}} : tensor<4x2xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[MM]] : tensor<4x2xf32>) outs(%{{.*}} : tensor<4x2xf16>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f16):
// CHECK-NEXT: arith.truncf %[[IN]] : f32 to f16
// CHECK: %[[CONV:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[X]], %[[W]] : tensor<1x5x5x3xbf16>, tensor<2x2x3x4xbf16>) outs(%{{.*}} : tensor<1x4x4x4xf32>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%[[A]] : tensor<4x8xf16>) outs(%{{.*}} : tensor<4x8xf32>)
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: %[[SUM:.*]] = linalg.reduce ins(%[[WIDE]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: linalg.reduce ins(%[[A]] : tensor<4x8xf16>) outs(%{{.*}} : tensor<4xf16>) dimensions = [1]
// CHECK-NOT: arith.truncf
// CHECK: return
func.func @narrow_floats(%a: tensor<4x8xf16>, %b: tensor<8x2xf16>, %x: tensor<1x5x5x3xbf16>, %w: tensor<2x2x3x4xbf16>) -> (tensor<4x2xf16>, tensor<1x4x4x4xbf16>, tensor<4xf16>, tensor<4xf16>) {
  %0 = accel.matmul %a, %b : tensor<4x8xf16>, tensor<8x2xf16> -> tensor<4x2xf16>
  %1 = accel.conv2d %x, %w : tensor<1x5x5x3xbf16>, tensor<2x2x3x4xbf16> -> tensor<1x4x4x4xbf16>
  %2 = accel.reduce <sum> %a dims = [1] : tensor<4x8xf16> -> tensor<4xf16>
  %3 = accel.reduce <max> %a dims = [1] : tensor<4x8xf16> -> tensor<4xf16>
  return %0, %1, %2, %3 : tensor<4x2xf16>, tensor<1x4x4x4xbf16>, tensor<4xf16>, tensor<4xf16>
}
