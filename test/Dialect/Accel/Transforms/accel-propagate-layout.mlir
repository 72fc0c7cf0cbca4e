// RUN: accel-opt %s --split-input-file --accel-propagate-layout --mlir-print-local-scope | FileCheck %s

// Two convolutions of an NCHW graph, with the bias, ReLU, residual add and
// padding between them in NCHW: after the pass they all run NHWC, and the
// only transposes left are at the kernel's input and output.

// CHECK-LABEL: accel.kernel @cnn
// CHECK-SAME: (%[[X:.*]]: tensor<1x4x6x6xf32>
// CHECK: %[[IN:.*]] = transpose %[[X]] [0, 2, 3, 1]
// CHECK: %[[C1:.*]] = conv2d %[[IN]]
// CHECK: %[[BIAS:.*]] = linalg.generic
// CHECK-SAME: affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-SAME: ins(%[[C1]], %{{.*}} : tensor<1x6x6x8xf32>, tensor<8xf32>)
// CHECK: %[[RELU:.*]] = relu %[[BIAS]] : tensor<1x6x6x8xf32>
// CHECK: %[[PAD:.*]] = pad %[[RELU]] low = [0, 1, 1, 0] high = [0, 1, 1, 0]
// CHECK: %[[C2:.*]] = conv2d %[[PAD]]
// CHECK: %[[SUM:.*]] = linalg.generic
// CHECK-SAME: ins(%[[C2]], %[[RELU]] : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>)
// CHECK: %[[OUT:.*]] = transpose %[[SUM]] [0, 3, 1, 2]
// CHECK: return %[[OUT]]
// CHECK-NOT: transpose
accel.kernel @cnn(%x: tensor<1x4x6x6xf32>, %f1: tensor<1x1x4x8xf32>, %b: tensor<8xf32>, %f2: tensor<3x3x8x8xf32>) -> tensor<1x8x6x6xf32> {
  %xt = transpose %x [0, 2, 3, 1] : tensor<1x4x6x6xf32> -> tensor<1x6x6x4xf32>
  %c1 = conv2d %xt, %f1 : tensor<1x6x6x4xf32>, tensor<1x1x4x8xf32> -> tensor<1x6x6x8xf32>
  %c1t = transpose %c1 [0, 3, 1, 2] : tensor<1x6x6x8xf32> -> tensor<1x8x6x6xf32>
  %e = tensor.empty() : tensor<1x8x6x6xf32>
  %biased = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1t, %b : tensor<1x8x6x6xf32>, tensor<8xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    linalg.yield %s : f32
  } -> tensor<1x8x6x6xf32>
  %r = relu %biased : tensor<1x8x6x6xf32>
  %p = pad %r low = [0, 0, 1, 1] high = [0, 0, 1, 1] value = 0.0 : f32 : tensor<1x8x6x6xf32> -> tensor<1x8x8x8xf32>
  %pt = transpose %p [0, 2, 3, 1] : tensor<1x8x8x8xf32> -> tensor<1x8x8x8xf32>
  %c2 = conv2d %pt, %f2 : tensor<1x8x8x8xf32>, tensor<3x3x8x8xf32> -> tensor<1x6x6x8xf32>
  %c2t = transpose %c2 [0, 3, 1, 2] : tensor<1x6x6x8xf32> -> tensor<1x8x6x6xf32>
  %e2 = tensor.empty() : tensor<1x8x6x6xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2t, %r : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%e2 : tensor<1x8x6x6xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %s = arith.addf %u, %v : f32
    linalg.yield %s : f32
  } -> tensor<1x8x6x6xf32>
  return %sum : tensor<1x8x6x6xf32>
}

// -----

// A max pool and its ceil_mode slice, a global average (reduce, reshape to
// N x C x 1 x 1, divide) and the flatten before a classifier: the pool and
// the slice run NHWC, the reduction's kept dimensions keep their order, and
// the transpose of N x C x 1 x 1 moves no data, so it is a reshape.

// CHECK-LABEL: accel.kernel @head
// CHECK: %[[P:.*]] = pool <max> %{{.*}} window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x7x7x8xf32> -> tensor<1x3x3x8xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 2, 2, 8] [1, 1, 1, 1] : tensor<1x3x3x8xf32> to tensor<1x2x2x8xf32>
// CHECK: %[[R:.*]] = reduce <sum> %[[S]] dims = [1, 2] : tensor<1x2x2x8xf32> -> tensor<1x8xf32>
// CHECK-NOT: transpose
// CHECK: return
accel.kernel @head(%c: tensor<1x7x7x8xf32>) -> tensor<1x8xf32> {
  %t = transpose %c [0, 3, 1, 2] : tensor<1x7x7x8xf32> -> tensor<1x8x7x7xf32>
  %p = pool <max> %t window = [1, 1, 3, 3] strides = [1, 1, 2, 2] : tensor<1x8x7x7xf32> -> tensor<1x8x3x3xf32>
  %s = tensor.extract_slice %p[0, 0, 0, 0] [1, 8, 2, 2] [1, 1, 1, 1] : tensor<1x8x3x3xf32> to tensor<1x8x2x2xf32>
  %r = reduce <sum> %s dims = [2, 3] : tensor<1x8x2x2xf32> -> tensor<1x8xf32>
  return %r : tensor<1x8xf32>
}

// -----

// The kept dimensions of a reduction that change order get a transpose of
// their own.

// CHECK-LABEL: accel.kernel @reorder
// CHECK: %[[R:.*]] = reduce <max> %{{.*}} dims = [0] : tensor<2x3x4xf32> -> tensor<3x4xf32>
// CHECK: %[[T:.*]] = transpose %[[R]] [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
// CHECK: return %[[T]]
accel.kernel @reorder(%x: tensor<2x3x4xf32>) -> tensor<4x3xf32> {
  %t = transpose %x [2, 1, 0] : tensor<2x3x4xf32> -> tensor<4x3x2xf32>
  %r = reduce <max> %t dims = [2] : tensor<4x3x2xf32> -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// Softmax, exp and a broadcast of the same rank follow the transpose; a
// binary accel op whose operands are transposed alike too.

// CHECK-LABEL: accel.kernel @rows
// CHECK-SAME: (%[[X:.*]]: tensor<2x1x3xf32>, %[[Y:.*]]: tensor<2x4x3xf32>)
// CHECK: %[[B:.*]] = broadcast %[[X]] : tensor<2x1x3xf32> -> tensor<2x4x3xf32>
// CHECK: %[[E:.*]] = exp %[[B]] : tensor<2x4x3xf32>
// CHECK: %[[M:.*]] = mul %[[E]], %[[Y]] : tensor<2x4x3xf32>
// CHECK: %[[S:.*]] = softmax %[[M]] dim = 1 : tensor<2x4x3xf32>
// CHECK: %[[T:.*]] = transpose %[[S]] [2, 0, 1] : tensor<2x4x3xf32> -> tensor<3x2x4xf32>
// CHECK: return %[[T]]
accel.kernel @rows(%x: tensor<2x1x3xf32>, %y: tensor<2x4x3xf32>) -> tensor<3x2x4xf32> {
  %t = transpose %x [2, 0, 1] : tensor<2x1x3xf32> -> tensor<3x2x1xf32>
  %b = broadcast %t : tensor<3x2x1xf32> -> tensor<3x2x4xf32>
  %e = exp %b : tensor<3x2x4xf32>
  %yt = transpose %y [2, 0, 1] : tensor<2x4x3xf32> -> tensor<3x2x4xf32>
  %m = mul %e, %yt : tensor<3x2x4xf32>
  %s = softmax %m dim = 2 : tensor<3x2x4xf32>
  return %s : tensor<3x2x4xf32>
}

// -----

// Transposed operands of different permutations: both are read through
// permuted maps, the loops follow the first; linalg.index follows its loop.

// CHECK-LABEL: accel.kernel @mixed
// CHECK: linalg.generic
// CHECK-SAME: affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<2x3xf32>, tensor<3x2xf32>)
// CHECK: linalg.index 0
// CHECK: transpose %{{.*}} [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
accel.kernel @mixed(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>, %z: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %a = transpose %x [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %b = transpose %z [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %y : tensor<3x2xf32>, tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%u: f32, %v: f32, %o: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %s = arith.addf %u, %v : f32
    %t = arith.addf %s, %f : f32
    linalg.yield %t : f32
  } -> tensor<3x2xf32>
  %h = accel.add %g, %b : tensor<3x2xf32>
  return %h : tensor<3x2xf32>
}

// -----

// A transpose of a constant is folded into it, inline or splat.

// CHECK-LABEL: accel.kernel @constants
// CHECK-DAG: arith.constant dense<{{\[}}[1.000000e+00, 4.000000e+00], [2.000000e+00, 5.000000e+00], [3.000000e+00, 6.000000e+00]]> : tensor<3x2xf32>
// CHECK-DAG: arith.constant dense<7> : tensor<3x2xi32>
// CHECK-NOT: transpose
accel.kernel @constants() -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %s = arith.constant dense<7> : tensor<2x3xi32>
  %t = transpose %c [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %u = transpose %s [1, 0] : tensor<2x3xi32> -> tensor<3x2xi32>
  return %t, %u : tensor<3x2xf32>, tensor<3x2xi32>
}

// -----

// A transpose that an op needing its layout consumes stays.

// CHECK-LABEL: accel.kernel @kept
// CHECK: transpose
// CHECK: matmul
accel.kernel @kept(%x: tensor<2x3xf32>, %y: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %t = transpose %x [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %m = matmul %t, %y : tensor<3x2xf32>, tensor<2x4xf32> -> tensor<3x4xf32>
  return %m : tensor<3x4xf32>
}

// -----

// A transpose that moves only dimensions of size 1 moves no data: a reshape.

// CHECK-LABEL: accel.kernel @unit
// CHECK: %[[F:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2, 3]] : tensor<1x1x1x8xf32> into tensor<8xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[F]] {{\[}}[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
// CHECK-NOT: transpose
accel.kernel @unit(%x: tensor<1x1x1x8xf32>) -> tensor<1x8x1x1xf32> {
  %t = transpose %x [0, 3, 1, 2] : tensor<1x1x1x8xf32> -> tensor<1x8x1x1xf32>
  return %t : tensor<1x8x1x1xf32>
}
