// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// A pad feeding a depthwise convolution or an NHWC pool, executed on every
// CPU backend: cpu-vector and cpu-openmp read the unpadded input with the
// padding in their tiles (the window rows outside it skipped, the columns
// at its edges checked), where the pad's value is the window's neutral
// element (0 for a depthwise convolution and a sum, -inf for a max); a pad
// of 1.0 before a depthwise convolution stays a padded copy. Symmetric and
// lopsided pads, strides 2, a 5 x 5 dilated window whose padding is wider
// than the input's edge tiles, an input narrower than the window (no
// column inside), a batch of 2, 19 and 21 channels, tiles of the default
// columns and of 4. cpu-loops is the reference: every other backend's
// output must match it exactly, and the sum of |out| must be the one numpy
// computed independently (23052, 3685, 26936, 247, 1485, 2124, 1615). Inputs as in
// depthwise.mlir.

accel.kernel @dw_same_loops(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<2x9x11x19xf32> -> tensor<2x11x13x19xf32>
  %o = depthwise_conv2d %p, %f : tensor<2x11x13x19xf32>, tensor<3x3x19xf32> -> tensor<2x9x11x19xf32>
  return %o : tensor<2x9x11x19xf32>
}

accel.kernel @dw_same_vector(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<2x9x11x19xf32> -> tensor<2x11x13x19xf32>
  %o = depthwise_conv2d %p, %f : tensor<2x11x13x19xf32>, tensor<3x3x19xf32> -> tensor<2x9x11x19xf32>
  return %o : tensor<2x9x11x19xf32>
}

accel.kernel @dw_same_tiles4(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<2x9x11x19xf32> -> tensor<2x11x13x19xf32>
  %o = depthwise_conv2d %p, %f : tensor<2x11x13x19xf32>, tensor<3x3x19xf32> -> tensor<2x9x11x19xf32>
  return %o : tensor<2x9x11x19xf32>
}

accel.kernel @dw_same_openmp(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<2x9x11x19xf32> -> tensor<2x11x13x19xf32>
  %o = depthwise_conv2d %p, %f : tensor<2x11x13x19xf32>, tensor<3x3x19xf32> -> tensor<2x9x11x19xf32>
  return %o : tensor<2x9x11x19xf32>
}

accel.kernel @dw_s2_loops(%x: tensor<1x10x13x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 2, 1, 0] high = [0, 0, 2, 0] value = 0.0 : f32 : tensor<1x10x13x19xf32> -> tensor<1x12x16x19xf32>
  %o = depthwise_conv2d %p, %f strides = [2, 2] : tensor<1x12x16x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x7x19xf32>
  return %o : tensor<1x5x7x19xf32>
}

accel.kernel @dw_s2_vector(%x: tensor<1x10x13x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 2, 1, 0] high = [0, 0, 2, 0] value = 0.0 : f32 : tensor<1x10x13x19xf32> -> tensor<1x12x16x19xf32>
  %o = depthwise_conv2d %p, %f strides = [2, 2] : tensor<1x12x16x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x7x19xf32>
  return %o : tensor<1x5x7x19xf32>
}

accel.kernel @dw_s2_tiles4(%x: tensor<1x10x13x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 2, 1, 0] high = [0, 0, 2, 0] value = 0.0 : f32 : tensor<1x10x13x19xf32> -> tensor<1x12x16x19xf32>
  %o = depthwise_conv2d %p, %f strides = [2, 2] : tensor<1x12x16x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x7x19xf32>
  return %o : tensor<1x5x7x19xf32>
}

accel.kernel @dw_s2_openmp(%x: tensor<1x10x13x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 2, 1, 0] high = [0, 0, 2, 0] value = 0.0 : f32 : tensor<1x10x13x19xf32> -> tensor<1x12x16x19xf32>
  %o = depthwise_conv2d %p, %f strides = [2, 2] : tensor<1x12x16x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x7x19xf32>
  return %o : tensor<1x5x7x19xf32>
}

accel.kernel @dw_k5d2_loops(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 4, 3, 0] high = [0, 4, 5, 0] value = 0.0 : f32 : tensor<1x9x11x21xf32> -> tensor<1x17x19x21xf32>
  %o = depthwise_conv2d %p, %f dilations = [2, 1] : tensor<1x17x19x21xf32>, tensor<5x5x21xf32> -> tensor<1x9x15x21xf32>
  return %o : tensor<1x9x15x21xf32>
}

accel.kernel @dw_k5d2_vector(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 4, 3, 0] high = [0, 4, 5, 0] value = 0.0 : f32 : tensor<1x9x11x21xf32> -> tensor<1x17x19x21xf32>
  %o = depthwise_conv2d %p, %f dilations = [2, 1] : tensor<1x17x19x21xf32>, tensor<5x5x21xf32> -> tensor<1x9x15x21xf32>
  return %o : tensor<1x9x15x21xf32>
}

accel.kernel @dw_k5d2_tiles4(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 4, 3, 0] high = [0, 4, 5, 0] value = 0.0 : f32 : tensor<1x9x11x21xf32> -> tensor<1x17x19x21xf32>
  %o = depthwise_conv2d %p, %f dilations = [2, 1] : tensor<1x17x19x21xf32>, tensor<5x5x21xf32> -> tensor<1x9x15x21xf32>
  return %o : tensor<1x9x15x21xf32>
}

accel.kernel @dw_k5d2_openmp(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 4, 3, 0] high = [0, 4, 5, 0] value = 0.0 : f32 : tensor<1x9x11x21xf32> -> tensor<1x17x19x21xf32>
  %o = depthwise_conv2d %p, %f dilations = [2, 1] : tensor<1x17x19x21xf32>, tensor<5x5x21xf32> -> tensor<1x9x15x21xf32>
  return %o : tensor<1x9x15x21xf32>
}

accel.kernel @dw_small_loops(%x: tensor<1x2x3x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<1x2x3x8xf32> -> tensor<1x4x5x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x4x5x8xf32>, tensor<3x3x8xf32> -> tensor<1x2x3x8xf32>
  return %o : tensor<1x2x3x8xf32>
}

accel.kernel @dw_small_vector(%x: tensor<1x2x3x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<1x2x3x8xf32> -> tensor<1x4x5x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x4x5x8xf32>, tensor<3x3x8xf32> -> tensor<1x2x3x8xf32>
  return %o : tensor<1x2x3x8xf32>
}

accel.kernel @dw_small_tiles4(%x: tensor<1x2x3x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<1x2x3x8xf32> -> tensor<1x4x5x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x4x5x8xf32>, tensor<3x3x8xf32> -> tensor<1x2x3x8xf32>
  return %o : tensor<1x2x3x8xf32>
}

accel.kernel @dw_small_openmp(%x: tensor<1x2x3x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0.0 : f32 : tensor<1x2x3x8xf32> -> tensor<1x4x5x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x4x5x8xf32>, tensor<3x3x8xf32> -> tensor<1x2x3x8xf32>
  return %o : tensor<1x2x3x8xf32>
}

accel.kernel @dw_one_loops(%x: tensor<1x5x6x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 1.0 : f32 : tensor<1x5x6x8xf32> -> tensor<1x7x8x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x7x8x8xf32>, tensor<3x3x8xf32> -> tensor<1x5x6x8xf32>
  return %o : tensor<1x5x6x8xf32>
}

accel.kernel @dw_one_vector(%x: tensor<1x5x6x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 1.0 : f32 : tensor<1x5x6x8xf32> -> tensor<1x7x8x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x7x8x8xf32>, tensor<3x3x8xf32> -> tensor<1x5x6x8xf32>
  return %o : tensor<1x5x6x8xf32>
}

accel.kernel @dw_one_tiles4(%x: tensor<1x5x6x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 1.0 : f32 : tensor<1x5x6x8xf32> -> tensor<1x7x8x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x7x8x8xf32>, tensor<3x3x8xf32> -> tensor<1x5x6x8xf32>
  return %o : tensor<1x5x6x8xf32>
}

accel.kernel @dw_one_openmp(%x: tensor<1x5x6x8xf32>, %f: tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 1.0 : f32 : tensor<1x5x6x8xf32> -> tensor<1x7x8x8xf32>
  %o = depthwise_conv2d %p, %f : tensor<1x7x8x8xf32>, tensor<3x3x8xf32> -> tensor<1x5x6x8xf32>
  return %o : tensor<1x5x6x8xf32>
}

accel.kernel @max_pad_loops(%x: tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0xFF800000 : f32 : tensor<1x9x11x19xf32> -> tensor<1x11x13x19xf32>
  %o = pool <max> %p window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x11x13x19xf32> -> tensor<1x5x6x19xf32>
  return %o : tensor<1x5x6x19xf32>
}

accel.kernel @max_pad_vector(%x: tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0xFF800000 : f32 : tensor<1x9x11x19xf32> -> tensor<1x11x13x19xf32>
  %o = pool <max> %p window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x11x13x19xf32> -> tensor<1x5x6x19xf32>
  return %o : tensor<1x5x6x19xf32>
}

accel.kernel @max_pad_tiles4(%x: tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0xFF800000 : f32 : tensor<1x9x11x19xf32> -> tensor<1x11x13x19xf32>
  %o = pool <max> %p window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x11x13x19xf32> -> tensor<1x5x6x19xf32>
  return %o : tensor<1x5x6x19xf32>
}

accel.kernel @max_pad_openmp(%x: tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 1, 1, 0] high = [0, 1, 1, 0] value = 0xFF800000 : f32 : tensor<1x9x11x19xf32> -> tensor<1x11x13x19xf32>
  %o = pool <max> %p window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x11x13x19xf32> -> tensor<1x5x6x19xf32>
  return %o : tensor<1x5x6x19xf32>
}

accel.kernel @sum_pad_loops(%x: tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %p = pad %x low = [0, 1, 2, 0] high = [0, 2, 0, 0] value = 0.0 : f32 : tensor<1x7x9x19xf32> -> tensor<1x10x11x19xf32>
  %o = pool <sum> %p window = [1, 3, 3, 1] : tensor<1x10x11x19xf32> -> tensor<1x8x9x19xf32>
  return %o : tensor<1x8x9x19xf32>
}

accel.kernel @sum_pad_vector(%x: tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %p = pad %x low = [0, 1, 2, 0] high = [0, 2, 0, 0] value = 0.0 : f32 : tensor<1x7x9x19xf32> -> tensor<1x10x11x19xf32>
  %o = pool <sum> %p window = [1, 3, 3, 1] : tensor<1x10x11x19xf32> -> tensor<1x8x9x19xf32>
  return %o : tensor<1x8x9x19xf32>
}

accel.kernel @sum_pad_tiles4(%x: tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %p = pad %x low = [0, 1, 2, 0] high = [0, 2, 0, 0] value = 0.0 : f32 : tensor<1x7x9x19xf32> -> tensor<1x10x11x19xf32>
  %o = pool <sum> %p window = [1, 3, 3, 1] : tensor<1x10x11x19xf32> -> tensor<1x8x9x19xf32>
  return %o : tensor<1x8x9x19xf32>
}

accel.kernel @sum_pad_openmp(%x: tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %p = pad %x low = [0, 1, 2, 0] high = [0, 2, 0, 0] value = 0.0 : f32 : tensor<1x7x9x19xf32> -> tensor<1x10x11x19xf32>
  %o = pool <sum> %p window = [1, 3, 3, 1] : tensor<1x10x11x19xf32> -> tensor<1x8x9x19xf32>
  return %o : tensor<1x8x9x19xf32>
}

func.func @absSum(%x: tensor<?x?x?x?xf32>) {
  %flat = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %flat, %c0 : tensor<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = tensor.extract %flat[%i] : tensor<?xf32>
    %a = math.absf %v : f32
    %next = arith.addf %acc, %a : f32
    scf.yield %next : f32
  }
  vector.print %s : f32
  return
}

// The number of elements of %x that differ from %ref.
func.func @compare(%x: tensor<?x?x?x?xf32>, %ref: tensor<?x?x?x?xf32>) {
  %fx = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?xf32>
  %fr = tensor.collapse_shape %ref [[0, 1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %fx, %c0 : tensor<?xf32>
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%count = %c0) -> (index) {
    %v = tensor.extract %fx[%i] : tensor<?xf32>
    %w = tensor.extract %fr[%i] : tensor<?xf32>
    %ne = arith.cmpf une, %v, %w : f32
    %inc = arith.addi %count, %c1 : index
    %next = arith.select %ne, %inc, %count : index
    scf.yield %next : index
  }
  vector.print %bad : index
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c2i = arith.constant 2 : i32
  %c4i = arith.constant 4 : i32
  %dw_same_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<2x9x11x19xf32>
  %dw_same_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<3x3x19xf32>
  %dw_same_ref = accel.launch @dw_same_loops(%dw_same_x, %dw_same_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32>
  // CHECK-LABEL: dw_same [2, 9, 11, 19]
  vector.print str "dw_same [2, 9, 11, 19]\n"
  %cast1 = tensor.cast %dw_same_ref : tensor<2x9x11x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast1) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 23052
  %dw_same_vector = accel.launch @dw_same_vector(%dw_same_x, %dw_same_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32>
  %cast2 = tensor.cast %dw_same_vector : tensor<2x9x11x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast2, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_same_tiles4 = accel.launch @dw_same_tiles4(%dw_same_x, %dw_same_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32>
  %cast3 = tensor.cast %dw_same_tiles4 : tensor<2x9x11x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast3, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_same_openmp = accel.launch @dw_same_openmp(%dw_same_x, %dw_same_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x9x11x19xf32>
  %cast4 = tensor.cast %dw_same_openmp : tensor<2x9x11x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast4, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_s2_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x10x13x19xf32>
  %dw_s2_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<3x3x19xf32>
  %dw_s2_ref = accel.launch @dw_s2_loops(%dw_s2_x, %dw_s2_f) : (tensor<1x10x13x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32>
  // CHECK-LABEL: dw_s2 [1, 5, 7, 19]
  vector.print str "dw_s2 [1, 5, 7, 19]\n"
  %cast5 = tensor.cast %dw_s2_ref : tensor<1x5x7x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast5) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 3685
  %dw_s2_vector = accel.launch @dw_s2_vector(%dw_s2_x, %dw_s2_f) : (tensor<1x10x13x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32>
  %cast6 = tensor.cast %dw_s2_vector : tensor<1x5x7x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast6, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_s2_tiles4 = accel.launch @dw_s2_tiles4(%dw_s2_x, %dw_s2_f) : (tensor<1x10x13x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32>
  %cast7 = tensor.cast %dw_s2_tiles4 : tensor<1x5x7x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast7, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_s2_openmp = accel.launch @dw_s2_openmp(%dw_s2_x, %dw_s2_f) : (tensor<1x10x13x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x7x19xf32>
  %cast8 = tensor.cast %dw_s2_openmp : tensor<1x5x7x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast8, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_k5d2_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x9x11x21xf32>
  %dw_k5d2_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<5x5x21xf32>
  %dw_k5d2_ref = accel.launch @dw_k5d2_loops(%dw_k5d2_x, %dw_k5d2_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32>
  // CHECK-LABEL: dw_k5d2 [1, 9, 15, 21]
  vector.print str "dw_k5d2 [1, 9, 15, 21]\n"
  %cast9 = tensor.cast %dw_k5d2_ref : tensor<1x9x15x21xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast9) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 26936
  %dw_k5d2_vector = accel.launch @dw_k5d2_vector(%dw_k5d2_x, %dw_k5d2_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32>
  %cast10 = tensor.cast %dw_k5d2_vector : tensor<1x9x15x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast10, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_k5d2_tiles4 = accel.launch @dw_k5d2_tiles4(%dw_k5d2_x, %dw_k5d2_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32>
  %cast11 = tensor.cast %dw_k5d2_tiles4 : tensor<1x9x15x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast11, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_k5d2_openmp = accel.launch @dw_k5d2_openmp(%dw_k5d2_x, %dw_k5d2_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x9x15x21xf32>
  %cast12 = tensor.cast %dw_k5d2_openmp : tensor<1x9x15x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast12, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_small_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x2x3x8xf32>
  %dw_small_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<3x3x8xf32>
  %dw_small_ref = accel.launch @dw_small_loops(%dw_small_x, %dw_small_f) : (tensor<1x2x3x8xf32>, tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32>
  // CHECK-LABEL: dw_small [1, 2, 3, 8]
  vector.print str "dw_small [1, 2, 3, 8]\n"
  %cast13 = tensor.cast %dw_small_ref : tensor<1x2x3x8xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast13) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 247
  %dw_small_vector = accel.launch @dw_small_vector(%dw_small_x, %dw_small_f) : (tensor<1x2x3x8xf32>, tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32>
  %cast14 = tensor.cast %dw_small_vector : tensor<1x2x3x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast14, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_small_tiles4 = accel.launch @dw_small_tiles4(%dw_small_x, %dw_small_f) : (tensor<1x2x3x8xf32>, tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32>
  %cast15 = tensor.cast %dw_small_tiles4 : tensor<1x2x3x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast15, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_small_openmp = accel.launch @dw_small_openmp(%dw_small_x, %dw_small_f) : (tensor<1x2x3x8xf32>, tensor<3x3x8xf32>) -> tensor<1x2x3x8xf32>
  %cast16 = tensor.cast %dw_small_openmp : tensor<1x2x3x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast16, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_one_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x5x6x8xf32>
  %dw_one_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<3x3x8xf32>
  %dw_one_ref = accel.launch @dw_one_loops(%dw_one_x, %dw_one_f) : (tensor<1x5x6x8xf32>, tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32>
  // CHECK-LABEL: dw_one [1, 5, 6, 8]
  vector.print str "dw_one [1, 5, 6, 8]\n"
  %cast17 = tensor.cast %dw_one_ref : tensor<1x5x6x8xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast17) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 1485
  %dw_one_vector = accel.launch @dw_one_vector(%dw_one_x, %dw_one_f) : (tensor<1x5x6x8xf32>, tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32>
  %cast18 = tensor.cast %dw_one_vector : tensor<1x5x6x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast18, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_one_tiles4 = accel.launch @dw_one_tiles4(%dw_one_x, %dw_one_f) : (tensor<1x5x6x8xf32>, tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32>
  %cast19 = tensor.cast %dw_one_tiles4 : tensor<1x5x6x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast19, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %dw_one_openmp = accel.launch @dw_one_openmp(%dw_one_x, %dw_one_f) : (tensor<1x5x6x8xf32>, tensor<3x3x8xf32>) -> tensor<1x5x6x8xf32>
  %cast20 = tensor.cast %dw_one_openmp : tensor<1x5x6x8xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast20, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max_pad_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x9x11x19xf32>
  %max_pad_ref = accel.launch @max_pad_loops(%max_pad_x) : (tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32>
  // CHECK-LABEL: max_pad [1, 5, 6, 19]
  vector.print str "max_pad [1, 5, 6, 19]\n"
  %cast21 = tensor.cast %max_pad_ref : tensor<1x5x6x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast21) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 2124
  %max_pad_vector = accel.launch @max_pad_vector(%max_pad_x) : (tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32>
  %cast22 = tensor.cast %max_pad_vector : tensor<1x5x6x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast22, %cast21) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max_pad_tiles4 = accel.launch @max_pad_tiles4(%max_pad_x) : (tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32>
  %cast23 = tensor.cast %max_pad_tiles4 : tensor<1x5x6x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast23, %cast21) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max_pad_openmp = accel.launch @max_pad_openmp(%max_pad_x) : (tensor<1x9x11x19xf32>) -> tensor<1x5x6x19xf32>
  %cast24 = tensor.cast %max_pad_openmp : tensor<1x5x6x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast24, %cast21) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum_pad_x = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    %a = arith.muli %i0, %c5 : index
    %b = arith.muli %i1, %c7 : index
    %cc = arith.muli %i2, %c3 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %cc : index
    %s3 = arith.addi %s2, %i3 : index
    %m = arith.remui %s3, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c4i : i32
    %v = arith.sitofp %q : i32 to f32
    tensor.yield %v : f32
  } : tensor<1x7x9x19xf32>
  %sum_pad_ref = accel.launch @sum_pad_loops(%sum_pad_x) : (tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32>
  // CHECK-LABEL: sum_pad [1, 8, 9, 19]
  vector.print str "sum_pad [1, 8, 9, 19]\n"
  %cast25 = tensor.cast %sum_pad_ref : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast25) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 1615
  %sum_pad_vector = accel.launch @sum_pad_vector(%sum_pad_x) : (tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32>
  %cast26 = tensor.cast %sum_pad_vector : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast26, %cast25) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum_pad_tiles4 = accel.launch @sum_pad_tiles4(%sum_pad_x) : (tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32>
  %cast27 = tensor.cast %sum_pad_tiles4 : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast27, %cast25) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum_pad_openmp = accel.launch @sum_pad_openmp(%sum_pad_x) : (tensor<1x7x9x19xf32>) -> tensor<1x8x9x19xf32>
  %cast28 = tensor.cast %sum_pad_openmp : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast28, %cast25) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  return
}
