// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=3,16,1 cache-tile=8,128 vector-width=8" --canonicalize --cse | FileCheck %s
// RUN: accel-opt %s --split-input-file --accel-tile-and-vectorize="register-tile=3,16,1 cache-tile=8,128 vector-width=8 parallel-outer=true" --canonicalize --cse | FileCheck %s --check-prefix=PAR

// Windows reduced along channels (depthwise convolutions and NHWC pools)
// and copies into views, on buffers.

// A depthwise convolution becomes register tiles of 3 output
// columns by 8 channels: the tile's accumulators start from the output,
// the loop over the window's rows carries them, and the window's 3 columns
// are unrolled, each input vector loaded once per row (strides 2: columns
// 0, 2, 4 for kw 0 and 2, 4, 6 for kw 2 share 2 and 4). The 4th output
// column is a tile of one; channels 16 to 18 are the out-of-bounds (masked)
// transfers of a third vector. With parallel-outer, the loop over output
// rows is scf.parallel. Nothing is left scalar.

// CHECK-LABEL: func.func @depthwise
// CHECK-SAME: (%[[X:.*]]: memref<1x9x10x19xf32>, %[[F:.*]]: memref<3x3x19xf32>, %[[O:.*]]: memref<1x4x4x19xf32>)
// CHECK: scf.for %[[OH:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[ROW0:.*]] = arith.muli %[[OH]], %[[C2:.*]] : index
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %[[C16:.*]] step %[[C8:.*]] {
// CHECK: %[[A0:.*]] = vector.transfer_read %[[O]][%{{.*}}, %[[OH]], %{{.*}}, %[[C]]], %{{.*}} {in_bounds = [true]} : memref<1x4x4x19xf32>, vector<8xf32>
// CHECK: %[[A1:.*]] = vector.transfer_read %[[O]]
// CHECK: %[[A2:.*]] = vector.transfer_read %[[O]]
// CHECK: %[[ACC:.*]]:3 = scf.for %[[KH:.*]] = {{.*}} iter_args(%[[S0:.*]] = %[[A0]], %[[S1:.*]] = %[[A1]], %[[S2:.*]] = %[[A2]])
// CHECK: %[[IH:.*]] = arith.addi %[[ROW0]], %[[KH]] : index
// CHECK: %[[W0:.*]] = vector.transfer_read %[[F]][%[[KH]], %{{.*}}, %[[C]]]
// CHECK: %[[X0:.*]] = vector.transfer_read %[[X]][%{{.*}}, %[[IH]], %{{.*}}, %[[C]]]
// CHECK: %[[P0:.*]] = vector.fma %[[X0]], %[[W0]], %[[S0]] : vector<8xf32>
// CHECK: %[[X2:.*]] = vector.transfer_read %[[X]][%{{.*}}, %[[IH]], %[[C2]], %[[C]]]
// CHECK: vector.fma %[[X2]], %[[W0]], %[[S1]]
// CHECK: %[[X4:.*]] = vector.transfer_read %[[X]]
// CHECK: vector.fma %[[X4]], %[[W0]], %[[S2]]
// CHECK: vector.transfer_read %[[F]][%[[KH]]
// CHECK: %[[W2:.*]] = vector.transfer_read %[[F]][%[[KH]], %[[C2]], %[[C]]]
// CHECK-NEXT: vector.fma %[[X2]], %[[W2]]
// CHECK-NEXT: vector.fma %[[X4]], %[[W2]]
// CHECK: scf.yield
// CHECK: vector.transfer_write %[[ACC]]#0, %[[O]]
// CHECK: vector.transfer_write %[[ACC]]#1, %[[O]]
// CHECK: vector.transfer_write %[[ACC]]#2, %[[O]]
// CHECK: scf.for {{.*}} -> (vector<8xf32>)
// CHECK: vector.transfer_write
// CHECK: }
// The tail: channels 16 to 18, the transfers without in_bounds.
// CHECK: vector.transfer_read %[[O]][%{{.*}}, %[[OH]], %{{.*}}, %[[C16]]], %{{.*}} : memref<1x4x4x19xf32>, vector<8xf32>
// CHECK: vector.transfer_write %{{.*}}, %[[O]][%{{.*}}, %[[OH]], %{{.*}}, %[[C16]]] : vector<8xf32>, memref<1x4x4x19xf32>
// CHECK-NOT: linalg.
// CHECK-NOT: memref.load

// PAR-LABEL: func.func @depthwise
// PAR: scf.parallel (%[[OH:.*]]) =
// PAR: arith.muli %[[OH]]
// PAR-NOT: scf.parallel
func.func @depthwise(%x: memref<1x9x10x19xf32>, %f: memref<3x3x19xf32>, %o: memref<1x4x4x19xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %f : memref<1x9x10x19xf32>, memref<3x3x19xf32>) outs(%o : memref<1x4x4x19xf32>)
  return
}

// -----

// f16 inputs accumulate in f32: each vector read is extended.

// CHECK-LABEL: func.func @widened
// PAR-LABEL: func.func @widened
// CHECK: %[[H:.*]] = vector.transfer_read %{{.*}} : memref<1x5x5x8xf16>, vector<8xf16>
// CHECK: arith.extf %[[H]] : vector<8xf16> to vector<8xf32>
// CHECK: vector.fma {{.*}} : vector<8xf32>
// CHECK-NOT: memref.load
func.func @widened(%x: memref<1x5x5x8xf16>, %f: memref<3x3x8xf16>, %o: memref<1x3x3x8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : memref<1x5x5x8xf16>, memref<3x3x8xf16>) outs(%o : memref<1x3x3x8xf32>)
  return
}

// -----

// A fill of the output right before the window (the zeros of a depthwise
// convolution's result, a max pool's -inf) is where the accumulators
// start: the output is written once, never read, and the fill goes.

// CHECK-LABEL: func.func @filled
// CHECK-SAME: (%[[X:.*]]: memref<1x5x5x8xf32>, %[[F:.*]]: memref<3x3x8xf32>, %[[O:.*]]: memref<1x3x3x8xf32>, %[[P:.*]]: memref<1x2x2x8xf32>)
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-DAG: %[[LOWEST:.*]] = arith.constant dense<0xFF800000> : vector<8xf32>
// CHECK-NOT: linalg.fill
// CHECK-NOT: vector.transfer_read %[[O]]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]], %{{.*}} = %[[ZEROS]])
// CHECK: vector.transfer_write %{{.*}}, %[[O]]
// CHECK-NOT: vector.transfer_read %[[P]]
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[LOWEST]]
// CHECK: arith.maximumf
// CHECK: vector.transfer_write %{{.*}}, %[[P]]
// CHECK-NOT: linalg.fill
func.func @filled(%x: memref<1x5x5x8xf32>, %f: memref<3x3x8xf32>, %o: memref<1x3x3x8xf32>, %p: memref<1x2x2x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  linalg.fill ins(%zero : f32) outs(%o : memref<1x3x3x8xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : memref<1x5x5x8xf32>, memref<3x3x8xf32>) outs(%o : memref<1x3x3x8xf32>)
  %taps = memref.alloc() : memref<1x2x2x1xf32>
  linalg.fill ins(%lowest : f32) outs(%p : memref<1x2x2x8xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%x, %taps : memref<1x5x5x8xf32>, memref<1x2x2x1xf32>) outs(%p : memref<1x2x2x8xf32>) {
  ^bb0(%in: f32, %tap: f32, %out: f32):
    %m = arith.maximumf %out, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A window wider than 7 columns is not unrolled: left to the scalar loops.

// CHECK-LABEL: func.func @wide_window
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc
func.func @wide_window(%x: memref<1x9x9x8xf32>, %f: memref<1x9x8xf32>, %o: memref<1x9x1x8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : memref<1x9x9x8xf32>, memref<1x9x8xf32>) outs(%o : memref<1x9x1x8xf32>)
  return
}

// -----

// A max pool's generic (accel.pool's lowering, window and stride 1 along N
// and C) is tiled the same way, the taps combined with its combiner: each
// input column loaded once per window row (strides 2: columns 2 and 4 serve
// two output columns each).

// CHECK-LABEL: func.func @max_pool
// CHECK: scf.for %[[OH:.*]] =
// CHECK: %[[ACC:.*]]:3 = scf.for %{{.*}} iter_args(%[[S0:.*]] = %{{.*}}, %[[S1:.*]] = %{{.*}}, %[[S2:.*]] = %{{.*}})
// CHECK: %[[X0:.*]] = vector.transfer_read %{{.*}} : memref<1x9x11x19xf32>, vector<8xf32>
// CHECK: %[[M0:.*]] = arith.maximumf %[[S0]], %[[X0]] : vector<8xf32>
// CHECK: %[[X2:.*]] = vector.transfer_read
// CHECK: arith.maximumf %[[S1]], %[[X2]] : vector<8xf32>
// CHECK-COUNT-6: arith.maximumf
// CHECK: scf.yield
// CHECK-NOT: linalg.generic
// CHECK-NOT: memref.load
func.func @max_pool(%x: memref<1x9x11x19xf32>, %o: memref<1x4x5x19xf32>) {
  %taps = memref.alloc() : memref<1x3x3x1xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 * 2 + d5, d2 * 2 + d6, d3 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%x, %taps : memref<1x9x11x19xf32>, memref<1x3x3x1xf32>) outs(%o : memref<1x4x5x19xf32>) {
  ^bb0(%in: f32, %tap: f32, %out: f32):
    %m = arith.maximumf %out, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A pool whose window spans channels is not one: left to the loops.

// CHECK-LABEL: func.func @channel_window
// CHECK: linalg.generic
func.func @channel_window(%x: memref<1x6x7x4xf32>, %o: memref<1x5x6x3xf32>) {
  %taps = memref.alloc() : memref<1x2x2x2xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0 + d4, d1 + d5, d2 + d6, d3 + d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%x, %taps : memref<1x6x7x4xf32>, memref<1x2x2x2xf32>) outs(%o : memref<1x5x6x3xf32>) {
  ^bb0(%in: f32, %tap: f32, %out: f32):
    %m = arith.maximumf %out, %in : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A copy into a view (an activation into the inside of its padded buffer)
// is vectorized like an elementwise op, not left to memrefCopy.

// CHECK-LABEL: func.func @copy_into_view
// CHECK-SAME: (%[[X:.*]]: memref<1x4x5x19xf32>, %[[P:.*]]: memref<1x6x7x19xf32>)
// CHECK: %[[V:.*]] = vector.transfer_read %[[X]]{{.*}} : memref<1x4x5x19xf32>, vector<8xf32>
// CHECK: vector.transfer_write %[[V]], %[[P]]{{.*}} : vector<8xf32>, memref<1x6x7x19xf32>
// CHECK-NOT: memref.copy
func.func @copy_into_view(%x: memref<1x4x5x19xf32>, %padded: memref<1x6x7x19xf32>) {
  %inside = memref.subview %padded[0, 1, 1, 0] [1, 4, 5, 19] [1, 1, 1, 1] : memref<1x6x7x19xf32> to memref<1x4x5x19xf32, strided<[798, 133, 19, 1], offset: 152>>
  memref.copy %x, %inside : memref<1x4x5x19xf32> to memref<1x4x5x19xf32, strided<[798, 133, 19, 1], offset: 152>>
  return
}

// -----

// Elementwise ops that broadcast along the innermost loop (a bias by
// channel, read through (d3), or a value per row, read through (d0)) are
// vectorized too.

// CHECK-LABEL: func.func @bias
// CHECK: vector.transfer_read %{{.*}} : memref<19xf32>, vector<8xf32>
// CHECK: arith.addf {{.*}} : vector<8xf32>
// CHECK: arith.maximumf {{.*}} : vector<8xf32>
// CHECK: %[[ROW:.*]] = vector.from_elements %{{.*}} : vector<8xf32>
// CHECK: arith.mulf %{{.*}}, %[[ROW]] : vector<8xf32>
// CHECK-NOT: linalg.generic
func.func @bias(%x: memref<4x6x19xf32>, %b: memref<19xf32>, %r: memref<4xf32>, %o: memref<4x6x19xf32>, %p: memref<4x6x19xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %b : memref<4x6x19xf32>, memref<19xf32>) outs(%o : memref<4x6x19xf32>) {
  ^bb0(%v: f32, %bv: f32, %out: f32):
    %s = arith.addf %v, %bv : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %r : memref<4x6x19xf32>, memref<4xf32>) outs(%p : memref<4x6x19xf32>) {
  ^bb0(%v: f32, %rv: f32, %out: f32):
    %s = arith.mulf %v, %rv : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// An operand read across the innermost loop (a transposed read) keeps the
// op scalar.

// CHECK-LABEL: func.func @strided
// CHECK: linalg.generic
func.func @strided(%x: memref<6x6xf32>, %o: memref<6x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<6x6xf32>) outs(%o : memref<6x6xf32>) {
  ^bb0(%v: f32, %out: f32):
    linalg.yield %v : f32
  }
  return
}

// -----

// On threads (parallel-outer), an elementwise op and a row reduction of a
// tensor with a leading 1 (a batch of one, an NHWC activation, 1 x tokens
// x features) share their first dimension that is not 1: the rows.

// PAR-LABEL: func.func @leading_one
// PAR: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[SIX:.*]]) step
// PAR: arith.addf {{.*}} : vector<8xf32>
// PAR: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[SIX]]) step
// PAR: vector.reduction <add>
func.func @leading_one(%x: memref<1x6x19xf32>, %o: memref<1x6x19xf32>, %s: memref<1x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : memref<1x6x19xf32>) outs(%o : memref<1x6x19xf32>) {
  ^bb0(%v: f32, %out: f32):
    %d = arith.addf %v, %v : f32
    linalg.yield %d : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : memref<1x6x19xf32>) outs(%s : memref<1x6xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %a = arith.addf %acc, %v : f32
    linalg.yield %a : f32
  }
  return
}

// -----

// A depthwise convolution of a padded copy (accel.pad, bufferized: a fill
// of the window's neutral element and a copy into the inside) reads the
// copied buffer: the padded buffer, its fill and the copy go; a window row
// outside the input is skipped (scf.if), and the output columns whose
// windows reach past the input's edges (the first and the last here) are
// tiles of one column whose reads are clamped and replaced by zeros.

// CHECK-LABEL: func.func @padded
// CHECK-SAME: (%[[X:[a-z0-9]*]]: memref<1x6x7x8xf32>
// CHECK-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.fill
// CHECK: arith.cmpi sge
// CHECK: scf.if
// The first column's left tap is in the padding: zeros (the clamped read
// and the select fold away where the column is static).
// CHECK: vector.fma %[[ZEROS]], %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: vector.transfer_read %[[X]]
// CHECK-NOT: memref.alloc
// CHECK-NOT: linalg.
func.func @padded(%x: memref<1x6x7x8xf32>, %f: memref<3x3x8xf32>, %o: memref<1x6x7x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %padded = memref.alloc() : memref<1x8x9x8xf32>
  linalg.fill ins(%zero : f32) outs(%padded : memref<1x8x9x8xf32>)
  %inside = memref.subview %padded[0, 1, 1, 0] [1, 6, 7, 8] [1, 1, 1, 1] : memref<1x8x9x8xf32> to memref<1x6x7x8xf32, strided<[576, 72, 8, 1], offset: 80>>
  memref.copy %x, %inside : memref<1x6x7x8xf32> to memref<1x6x7x8xf32, strided<[576, 72, 8, 1], offset: 80>>
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %f : memref<1x8x9x8xf32>, memref<3x3x8xf32>) outs(%o : memref<1x6x7x8xf32>)
  memref.dealloc %padded : memref<1x8x9x8xf32>
  return
}

// -----

// Padded with another value than the neutral element: the copy stays.

// CHECK-LABEL: func.func @padded_with_ones
// CHECK: memref.alloc() : memref<1x8x9x8xf32>
func.func @padded_with_ones(%x: memref<1x6x7x8xf32>, %f: memref<3x3x8xf32>, %o: memref<1x6x7x8xf32>) {
  %one = arith.constant 1.0 : f32
  %padded = memref.alloc() : memref<1x8x9x8xf32>
  linalg.fill ins(%one : f32) outs(%padded : memref<1x8x9x8xf32>)
  %inside = memref.subview %padded[0, 1, 1, 0] [1, 6, 7, 8] [1, 1, 1, 1] : memref<1x8x9x8xf32> to memref<1x6x7x8xf32, strided<[576, 72, 8, 1], offset: 80>>
  memref.copy %x, %inside : memref<1x6x7x8xf32> to memref<1x6x7x8xf32, strided<[576, 72, 8, 1], offset: 80>>
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %f : memref<1x8x9x8xf32>, memref<3x3x8xf32>) outs(%o : memref<1x6x7x8xf32>)
  memref.dealloc %padded : memref<1x8x9x8xf32>
  return
}
