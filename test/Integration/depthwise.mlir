// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// accel.depthwise_conv2d on every CPU backend, executed: cpu-vector's
// register tiles (its default tile of output columns, and 4 columns of 8
// channels), with 19 and 21 channels (whole vectors and a masked tail), 9,
// 4, 5 and 7 output columns (whole tiles and single columns), strides 2,
// a dilated window, a 5 x 5 window, a batch of 2, f16 inputs accumulated in
// f32; cpu-openmp on two threads. cpu-loops is the reference: every other
// backend's output must match it exactly (small integers: f32 sums are
// exact), and the sum of |out| must be the one numpy computed independently
// (15417, 2460, 5454, 10754 and 7722). Inputs: x[n][h][w][c] =
// (5n + 7h + 3w + c) mod 9 - 4, f[kh][kw][c] = (2kh + 5kw + c) mod 5 - 2.

accel.kernel @s1_loops(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = depthwise_conv2d %x, %f : tensor<2x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<2x7x9x19xf32>
  return %o : tensor<2x7x9x19xf32>
}

accel.kernel @s1_vector(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = depthwise_conv2d %x, %f : tensor<2x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<2x7x9x19xf32>
  return %o : tensor<2x7x9x19xf32>
}

accel.kernel @s1_tiles4(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = depthwise_conv2d %x, %f : tensor<2x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<2x7x9x19xf32>
  return %o : tensor<2x7x9x19xf32>
}

accel.kernel @s1_openmp(%x: tensor<2x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = depthwise_conv2d %x, %f : tensor<2x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<2x7x9x19xf32>
  return %o : tensor<2x7x9x19xf32>
}

accel.kernel @s2_loops(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = depthwise_conv2d %x, %f strides = [2, 2] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @s2_vector(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = depthwise_conv2d %x, %f strides = [2, 2] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @s2_tiles4(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = depthwise_conv2d %x, %f strides = [2, 2] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @s2_openmp(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = depthwise_conv2d %x, %f strides = [2, 2] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @d2_loops(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = depthwise_conv2d %x, %f dilations = [2, 1] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x9x19xf32>
  return %o : tensor<1x5x9x19xf32>
}

accel.kernel @d2_vector(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = depthwise_conv2d %x, %f dilations = [2, 1] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x9x19xf32>
  return %o : tensor<1x5x9x19xf32>
}

accel.kernel @d2_tiles4(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = depthwise_conv2d %x, %f dilations = [2, 1] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x9x19xf32>
  return %o : tensor<1x5x9x19xf32>
}

accel.kernel @d2_openmp(%x: tensor<1x9x11x19xf32>, %f: tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = depthwise_conv2d %x, %f dilations = [2, 1] : tensor<1x9x11x19xf32>, tensor<3x3x19xf32> -> tensor<1x5x9x19xf32>
  return %o : tensor<1x5x9x19xf32>
}

accel.kernel @k5_loops(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x21xf32>, tensor<5x5x21xf32> -> tensor<1x5x7x21xf32>
  return %o : tensor<1x5x7x21xf32>
}

accel.kernel @k5_vector(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x21xf32>, tensor<5x5x21xf32> -> tensor<1x5x7x21xf32>
  return %o : tensor<1x5x7x21xf32>
}

accel.kernel @k5_tiles4(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x21xf32>, tensor<5x5x21xf32> -> tensor<1x5x7x21xf32>
  return %o : tensor<1x5x7x21xf32>
}

accel.kernel @k5_openmp(%x: tensor<1x9x11x21xf32>, %f: tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x21xf32>, tensor<5x5x21xf32> -> tensor<1x5x7x21xf32>
  return %o : tensor<1x5x7x21xf32>
}

accel.kernel @h_loops(%x: tensor<1x9x11x19xf16>, %f: tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x19xf16>, tensor<3x3x19xf16> -> tensor<1x7x9x19xf16>
  %e = tensor.empty() : tensor<1x7x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x7x9x19xf16>) outs(%e : tensor<1x7x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x7x9x19xf32>
  return %w : tensor<1x7x9x19xf32>
}

accel.kernel @h_vector(%x: tensor<1x9x11x19xf16>, %f: tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x19xf16>, tensor<3x3x19xf16> -> tensor<1x7x9x19xf16>
  %e = tensor.empty() : tensor<1x7x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x7x9x19xf16>) outs(%e : tensor<1x7x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x7x9x19xf32>
  return %w : tensor<1x7x9x19xf32>
}

accel.kernel @h_tiles4(%x: tensor<1x9x11x19xf16>, %f: tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x19xf16>, tensor<3x3x19xf16> -> tensor<1x7x9x19xf16>
  %e = tensor.empty() : tensor<1x7x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x7x9x19xf16>) outs(%e : tensor<1x7x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x7x9x19xf32>
  return %w : tensor<1x7x9x19xf32>
}

accel.kernel @h_openmp(%x: tensor<1x9x11x19xf16>, %f: tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = depthwise_conv2d %x, %f : tensor<1x9x11x19xf16>, tensor<3x3x19xf16> -> tensor<1x7x9x19xf16>
  %e = tensor.empty() : tensor<1x7x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x7x9x19xf16>) outs(%e : tensor<1x7x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x7x9x19xf32>
  return %w : tensor<1x7x9x19xf32>
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
  %s1_x = tensor.generate {
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
  %s1_f = tensor.generate {
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
  %s1_ref = accel.launch @s1_loops(%s1_x, %s1_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32>
  // CHECK-LABEL: s1 [2, 7, 9, 19]
  vector.print str "s1 [2, 7, 9, 19]\n"
  %cast1 = tensor.cast %s1_ref : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast1) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 15417
  %s1_vector = accel.launch @s1_vector(%s1_x, %s1_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32>
  %cast2 = tensor.cast %s1_vector : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast3 = tensor.cast %s1_ref : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast2, %cast3) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %s1_tiles4 = accel.launch @s1_tiles4(%s1_x, %s1_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32>
  %cast4 = tensor.cast %s1_tiles4 : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast5 = tensor.cast %s1_ref : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast4, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %s1_openmp = accel.launch @s1_openmp(%s1_x, %s1_f) : (tensor<2x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<2x7x9x19xf32>
  %cast6 = tensor.cast %s1_openmp : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast7 = tensor.cast %s1_ref : tensor<2x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast6, %cast7) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %s2_x = tensor.generate {
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
  %s2_f = tensor.generate {
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
  %s2_ref = accel.launch @s2_loops(%s2_x, %s2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32>
  // CHECK-LABEL: s2 [1, 4, 5, 19]
  vector.print str "s2 [1, 4, 5, 19]\n"
  %cast8 = tensor.cast %s2_ref : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast8) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 2460
  %s2_vector = accel.launch @s2_vector(%s2_x, %s2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32>
  %cast9 = tensor.cast %s2_vector : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  %cast10 = tensor.cast %s2_ref : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast9, %cast10) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %s2_tiles4 = accel.launch @s2_tiles4(%s2_x, %s2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32>
  %cast11 = tensor.cast %s2_tiles4 : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  %cast12 = tensor.cast %s2_ref : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast11, %cast12) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %s2_openmp = accel.launch @s2_openmp(%s2_x, %s2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x4x5x19xf32>
  %cast13 = tensor.cast %s2_openmp : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  %cast14 = tensor.cast %s2_ref : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast13, %cast14) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %d2_x = tensor.generate {
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
  %d2_f = tensor.generate {
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
  %d2_ref = accel.launch @d2_loops(%d2_x, %d2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32>
  // CHECK-LABEL: d2 [1, 5, 9, 19]
  vector.print str "d2 [1, 5, 9, 19]\n"
  %cast15 = tensor.cast %d2_ref : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast15) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 5454
  %d2_vector = accel.launch @d2_vector(%d2_x, %d2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32>
  %cast16 = tensor.cast %d2_vector : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  %cast17 = tensor.cast %d2_ref : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast16, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %d2_tiles4 = accel.launch @d2_tiles4(%d2_x, %d2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32>
  %cast18 = tensor.cast %d2_tiles4 : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  %cast19 = tensor.cast %d2_ref : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast18, %cast19) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %d2_openmp = accel.launch @d2_openmp(%d2_x, %d2_f) : (tensor<1x9x11x19xf32>, tensor<3x3x19xf32>) -> tensor<1x5x9x19xf32>
  %cast20 = tensor.cast %d2_openmp : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  %cast21 = tensor.cast %d2_ref : tensor<1x5x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast20, %cast21) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %k5_x = tensor.generate {
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
  %k5_f = tensor.generate {
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
  %k5_ref = accel.launch @k5_loops(%k5_x, %k5_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32>
  // CHECK-LABEL: k5 [1, 5, 7, 21]
  vector.print str "k5 [1, 5, 7, 21]\n"
  %cast22 = tensor.cast %k5_ref : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast22) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 10754
  %k5_vector = accel.launch @k5_vector(%k5_x, %k5_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32>
  %cast23 = tensor.cast %k5_vector : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  %cast24 = tensor.cast %k5_ref : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast23, %cast24) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %k5_tiles4 = accel.launch @k5_tiles4(%k5_x, %k5_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32>
  %cast25 = tensor.cast %k5_tiles4 : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  %cast26 = tensor.cast %k5_ref : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast25, %cast26) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %k5_openmp = accel.launch @k5_openmp(%k5_x, %k5_f) : (tensor<1x9x11x21xf32>, tensor<5x5x21xf32>) -> tensor<1x5x7x21xf32>
  %cast27 = tensor.cast %k5_openmp : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  %cast28 = tensor.cast %k5_ref : tensor<1x5x7x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast27, %cast28) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %h_x = tensor.generate {
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
    %v = arith.sitofp %q : i32 to f16
    tensor.yield %v : f16
  } : tensor<1x9x11x19xf16>
  %h_f = tensor.generate {
  ^bb0(%i0: index, %i1: index, %i2: index):
    %a = arith.muli %i0, %c2 : index
    %b = arith.muli %i1, %c5 : index
    %s1 = arith.addi %a, %b : index
    %s2 = arith.addi %s1, %i2 : index
    %m = arith.remui %s2, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %q = arith.subi %mi, %c2i : i32
    %v = arith.sitofp %q : i32 to f16
    tensor.yield %v : f16
  } : tensor<3x3x19xf16>
  %h_ref = accel.launch @h_loops(%h_x, %h_f) : (tensor<1x9x11x19xf16>, tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32>
  // CHECK-LABEL: h [1, 7, 9, 19]
  vector.print str "h [1, 7, 9, 19]\n"
  %cast29 = tensor.cast %h_ref : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast29) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 7722
  %h_vector = accel.launch @h_vector(%h_x, %h_f) : (tensor<1x9x11x19xf16>, tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32>
  %cast30 = tensor.cast %h_vector : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast31 = tensor.cast %h_ref : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast30, %cast31) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %h_tiles4 = accel.launch @h_tiles4(%h_x, %h_f) : (tensor<1x9x11x19xf16>, tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32>
  %cast32 = tensor.cast %h_tiles4 : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast33 = tensor.cast %h_ref : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast32, %cast33) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %h_openmp = accel.launch @h_openmp(%h_x, %h_f) : (tensor<1x9x11x19xf16>, tensor<3x3x19xf16>) -> tensor<1x7x9x19xf32>
  %cast34 = tensor.cast %h_openmp : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  %cast35 = tensor.cast %h_ref : tensor<1x7x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast34, %cast35) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  return
}
