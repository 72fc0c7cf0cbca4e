// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// accel.pool on NHWC tensors through every CPU backend, executed: cpu-vector
// computes a pool whose window and stride are 1 along N and C in register
// tiles along the channels (its default tile of output columns, and 4
// columns of 8 channels): a 3 x 3 max pool of strides 2 and a 2 x 2 sum pool
// of dilation 2 on 19 and 21 channels (a masked tail), a 1 x 7 max pool (the
// widest window it unrolls), an f16 sum pool (accumulated in f32); a pool
// whose window spans channels (2 x 2 x 2) stays a loop nest. cpu-openmp on
// two threads. cpu-loops is the reference: every other backend's output
// must match it exactly, and the sum of |out| must be the one numpy
// computed independently (1520, 6468, 405, 330 and 2754). Inputs:
// x[n][h][w][c] = (5n + 7h + 3w + c) mod 9 - 4.

accel.kernel @max3s2_loops(%x: tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = pool <max> %x window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x9x11x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @max3s2_vector(%x: tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = pool <max> %x window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x9x11x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @max3s2_tiles4(%x: tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = pool <max> %x window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x9x11x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @max3s2_openmp(%x: tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = pool <max> %x window = [1, 3, 3, 1] strides = [1, 2, 2, 1] : tensor<1x9x11x19xf32> -> tensor<1x4x5x19xf32>
  return %o : tensor<1x4x5x19xf32>
}

accel.kernel @sum2d2_loops(%x: tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = pool <sum> %x window = [1, 2, 2, 1] dilations = [1, 2, 2, 1] : tensor<2x9x11x21xf32> -> tensor<2x7x9x21xf32>
  return %o : tensor<2x7x9x21xf32>
}

accel.kernel @sum2d2_vector(%x: tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = pool <sum> %x window = [1, 2, 2, 1] dilations = [1, 2, 2, 1] : tensor<2x9x11x21xf32> -> tensor<2x7x9x21xf32>
  return %o : tensor<2x7x9x21xf32>
}

accel.kernel @sum2d2_tiles4(%x: tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = pool <sum> %x window = [1, 2, 2, 1] dilations = [1, 2, 2, 1] : tensor<2x9x11x21xf32> -> tensor<2x7x9x21xf32>
  return %o : tensor<2x7x9x21xf32>
}

accel.kernel @sum2d2_openmp(%x: tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = pool <sum> %x window = [1, 2, 2, 1] dilations = [1, 2, 2, 1] : tensor<2x9x11x21xf32> -> tensor<2x7x9x21xf32>
  return %o : tensor<2x7x9x21xf32>
}

accel.kernel @max7_loops(%x: tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = pool <max> %x window = [1, 1, 7, 1] : tensor<1x9x11x3xf32> -> tensor<1x9x5x3xf32>
  return %o : tensor<1x9x5x3xf32>
}

accel.kernel @max7_vector(%x: tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = pool <max> %x window = [1, 1, 7, 1] : tensor<1x9x11x3xf32> -> tensor<1x9x5x3xf32>
  return %o : tensor<1x9x5x3xf32>
}

accel.kernel @max7_tiles4(%x: tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = pool <max> %x window = [1, 1, 7, 1] : tensor<1x9x11x3xf32> -> tensor<1x9x5x3xf32>
  return %o : tensor<1x9x5x3xf32>
}

accel.kernel @max7_openmp(%x: tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = pool <max> %x window = [1, 1, 7, 1] : tensor<1x9x11x3xf32> -> tensor<1x9x5x3xf32>
  return %o : tensor<1x9x5x3xf32>
}

accel.kernel @maxc_loops(%x: tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = pool <max> %x window = [1, 2, 2, 2] : tensor<1x6x7x4xf32> -> tensor<1x5x6x3xf32>
  return %o : tensor<1x5x6x3xf32>
}

accel.kernel @maxc_vector(%x: tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = pool <max> %x window = [1, 2, 2, 2] : tensor<1x6x7x4xf32> -> tensor<1x5x6x3xf32>
  return %o : tensor<1x5x6x3xf32>
}

accel.kernel @maxc_tiles4(%x: tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = pool <max> %x window = [1, 2, 2, 2] : tensor<1x6x7x4xf32> -> tensor<1x5x6x3xf32>
  return %o : tensor<1x5x6x3xf32>
}

accel.kernel @maxc_openmp(%x: tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = pool <max> %x window = [1, 2, 2, 2] : tensor<1x6x7x4xf32> -> tensor<1x5x6x3xf32>
  return %o : tensor<1x5x6x3xf32>
}

accel.kernel @hsum_loops(%x: tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %o = pool <sum> %x window = [1, 2, 3, 1] : tensor<1x9x11x19xf16> -> tensor<1x8x9x19xf16>
  %e = tensor.empty() : tensor<1x8x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x8x9x19xf16>) outs(%e : tensor<1x8x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x8x9x19xf32>
  return %w : tensor<1x8x9x19xf32>
}

accel.kernel @hsum_vector(%x: tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %o = pool <sum> %x window = [1, 2, 3, 1] : tensor<1x9x11x19xf16> -> tensor<1x8x9x19xf16>
  %e = tensor.empty() : tensor<1x8x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x8x9x19xf16>) outs(%e : tensor<1x8x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x8x9x19xf32>
  return %w : tensor<1x8x9x19xf32>
}

accel.kernel @hsum_tiles4(%x: tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "vector-width" = 8}>} {
  %o = pool <sum> %x window = [1, 2, 3, 1] : tensor<1x9x11x19xf16> -> tensor<1x8x9x19xf16>
  %e = tensor.empty() : tensor<1x8x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x8x9x19xf16>) outs(%e : tensor<1x8x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x8x9x19xf32>
  return %w : tensor<1x8x9x19xf32>
}

accel.kernel @hsum_openmp(%x: tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"num-threads" = 2}>} {
  %o = pool <sum> %x window = [1, 2, 3, 1] : tensor<1x9x11x19xf16> -> tensor<1x8x9x19xf16>
  %e = tensor.empty() : tensor<1x8x9x19xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%o : tensor<1x8x9x19xf16>) outs(%e : tensor<1x8x9x19xf32>) {
  ^bb0(%v: f16, %unused: f32):
    %x32 = arith.extf %v : f16 to f32
    linalg.yield %x32 : f32
  } -> tensor<1x8x9x19xf32>
  return %w : tensor<1x8x9x19xf32>
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
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c4i = arith.constant 4 : i32
  %max3s2_x = tensor.generate {
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
  %max3s2_ref = accel.launch @max3s2_loops(%max3s2_x) : (tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32>
  // CHECK-LABEL: max3s2 [1, 4, 5, 19]
  vector.print str "max3s2 [1, 4, 5, 19]\n"
  %cast1 = tensor.cast %max3s2_ref : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast1) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 1520
  %max3s2_vector = accel.launch @max3s2_vector(%max3s2_x) : (tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32>
  %cast2 = tensor.cast %max3s2_vector : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast2, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max3s2_tiles4 = accel.launch @max3s2_tiles4(%max3s2_x) : (tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32>
  %cast3 = tensor.cast %max3s2_tiles4 : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast3, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max3s2_openmp = accel.launch @max3s2_openmp(%max3s2_x) : (tensor<1x9x11x19xf32>) -> tensor<1x4x5x19xf32>
  %cast4 = tensor.cast %max3s2_openmp : tensor<1x4x5x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast4, %cast1) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum2d2_x = tensor.generate {
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
  } : tensor<2x9x11x21xf32>
  %sum2d2_ref = accel.launch @sum2d2_loops(%sum2d2_x) : (tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32>
  // CHECK-LABEL: sum2d2 [2, 7, 9, 21]
  vector.print str "sum2d2 [2, 7, 9, 21]\n"
  %cast5 = tensor.cast %sum2d2_ref : tensor<2x7x9x21xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast5) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 6468
  %sum2d2_vector = accel.launch @sum2d2_vector(%sum2d2_x) : (tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32>
  %cast6 = tensor.cast %sum2d2_vector : tensor<2x7x9x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast6, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum2d2_tiles4 = accel.launch @sum2d2_tiles4(%sum2d2_x) : (tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32>
  %cast7 = tensor.cast %sum2d2_tiles4 : tensor<2x7x9x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast7, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %sum2d2_openmp = accel.launch @sum2d2_openmp(%sum2d2_x) : (tensor<2x9x11x21xf32>) -> tensor<2x7x9x21xf32>
  %cast8 = tensor.cast %sum2d2_openmp : tensor<2x7x9x21xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast8, %cast5) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max7_x = tensor.generate {
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
  } : tensor<1x9x11x3xf32>
  %max7_ref = accel.launch @max7_loops(%max7_x) : (tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32>
  // CHECK-LABEL: max7 [1, 9, 5, 3]
  vector.print str "max7 [1, 9, 5, 3]\n"
  %cast9 = tensor.cast %max7_ref : tensor<1x9x5x3xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast9) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 405
  %max7_vector = accel.launch @max7_vector(%max7_x) : (tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32>
  %cast10 = tensor.cast %max7_vector : tensor<1x9x5x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast10, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max7_tiles4 = accel.launch @max7_tiles4(%max7_x) : (tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32>
  %cast11 = tensor.cast %max7_tiles4 : tensor<1x9x5x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast11, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %max7_openmp = accel.launch @max7_openmp(%max7_x) : (tensor<1x9x11x3xf32>) -> tensor<1x9x5x3xf32>
  %cast12 = tensor.cast %max7_openmp : tensor<1x9x5x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast12, %cast9) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %maxc_x = tensor.generate {
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
  } : tensor<1x6x7x4xf32>
  %maxc_ref = accel.launch @maxc_loops(%maxc_x) : (tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32>
  // CHECK-LABEL: maxc [1, 5, 6, 3]
  vector.print str "maxc [1, 5, 6, 3]\n"
  %cast13 = tensor.cast %maxc_ref : tensor<1x5x6x3xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast13) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 330
  %maxc_vector = accel.launch @maxc_vector(%maxc_x) : (tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32>
  %cast14 = tensor.cast %maxc_vector : tensor<1x5x6x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast14, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %maxc_tiles4 = accel.launch @maxc_tiles4(%maxc_x) : (tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32>
  %cast15 = tensor.cast %maxc_tiles4 : tensor<1x5x6x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast15, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %maxc_openmp = accel.launch @maxc_openmp(%maxc_x) : (tensor<1x6x7x4xf32>) -> tensor<1x5x6x3xf32>
  %cast16 = tensor.cast %maxc_openmp : tensor<1x5x6x3xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast16, %cast13) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %hsum_x = tensor.generate {
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
  %hsum_ref = accel.launch @hsum_loops(%hsum_x) : (tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32>
  // CHECK-LABEL: hsum [1, 8, 9, 19]
  vector.print str "hsum [1, 8, 9, 19]\n"
  %cast17 = tensor.cast %hsum_ref : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @absSum(%cast17) : (tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 2754
  %hsum_vector = accel.launch @hsum_vector(%hsum_x) : (tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32>
  %cast18 = tensor.cast %hsum_vector : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast18, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %hsum_tiles4 = accel.launch @hsum_tiles4(%hsum_x) : (tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32>
  %cast19 = tensor.cast %hsum_tiles4 : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast19, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  %hsum_openmp = accel.launch @hsum_openmp(%hsum_x) : (tensor<1x9x11x19xf16>) -> tensor<1x8x9x19xf32>
  %cast20 = tensor.cast %hsum_openmp : tensor<1x8x9x19xf32> to tensor<?x?x?x?xf32>
  call @compare(%cast20, %cast17) : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> ()
  // CHECK-NEXT: 0
  return
}
