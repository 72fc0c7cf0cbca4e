// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s
// Autotuned (whatever tiles win on the device for the kernels without
// options of their own), the same numbers:
// RUN: accel-opt %s --accel-autotune --accel-autotune-budget=15 --accel-lower | %run-vulkan | FileCheck %s

// The spirv backend's tiled matmul, batch_matmul and conv2d
// (accel-gpu-tile-contractions), executed on the Vulkan device against
// cpu-loops in the same module. Each contraction runs with four sets of
// options: small tiles (8 x 16 outputs, 4 reduction steps, 2 x 4 per thread)
// and odd ones (12 x 20, 3 steps, 3 x 5 per thread: the copies of the
// operand tiles end in a partial round), so that 13 x 19 x 70 crosses every
// edge; the defaults (128 x 128, 8 steps, 8 x 8 per thread: 150 x 300 x 130
// crosses them); and the naive mapping (tiled = false). Every element must
// equal the reference exactly (small integers: the f32 sums are exact), and
// the sum of |C| must be the one NumPy computed independently.
//
// Inputs: A[i][k] = (3i + 2k) mod 7 - 3, B[k][j] = (k + 5j) mod 9 - 4;
// batch A[b][i][k] = (b + 2i - k) mod 5 - 2, B[b][k][j] = (3b + kj) mod 7 - 3;
// image[n][h][w][c] = (n + 2h + 3w + c) mod 5 - 2,
// filter[kh][kw][c][f] = (kh + 2kw + 3c + f) mod 7 - 3 (strides [2, 1],
// dilations [1, 2]); bias[r][j] = (r + j) mod 11 - 5, dense = relu(A B + bias).

accel.kernel @f32_ref(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_small(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_odd(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_default(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_naive(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_ref(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i32_small(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i32_odd(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i32_default(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i32_naive(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @dyn_ref(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_small(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_odd(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_default(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_naive(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @big_ref(%a: tensor<150x300xf32>, %b: tensor<300x130xf32>) -> tensor<150x130xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<150x300xf32>, tensor<300x130xf32> -> tensor<150x130xf32>
  return %c : tensor<150x130xf32>
}
accel.kernel @big_small(%a: tensor<150x300xf32>, %b: tensor<300x130xf32>) -> tensor<150x130xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = matmul %a, %b : tensor<150x300xf32>, tensor<300x130xf32> -> tensor<150x130xf32>
  return %c : tensor<150x130xf32>
}
accel.kernel @big_odd(%a: tensor<150x300xf32>, %b: tensor<300x130xf32>) -> tensor<150x130xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = matmul %a, %b : tensor<150x300xf32>, tensor<300x130xf32> -> tensor<150x130xf32>
  return %c : tensor<150x130xf32>
}
accel.kernel @big_default(%a: tensor<150x300xf32>, %b: tensor<300x130xf32>) -> tensor<150x130xf32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<150x300xf32>, tensor<300x130xf32> -> tensor<150x130xf32>
  return %c : tensor<150x130xf32>
}
accel.kernel @big_naive(%a: tensor<150x300xf32>, %b: tensor<300x130xf32>) -> tensor<150x130xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = matmul %a, %b : tensor<150x300xf32>, tensor<300x130xf32> -> tensor<150x130xf32>
  return %c : tensor<150x130xf32>
}
accel.kernel @batch_ref(%a: tensor<3x5x9xf32>, %b: tensor<3x9x21xf32>) -> tensor<3x5x21xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf32>, tensor<3x9x21xf32> -> tensor<3x5x21xf32>
  return %c : tensor<3x5x21xf32>
}
accel.kernel @batch_small(%a: tensor<3x5x9xf32>, %b: tensor<3x9x21xf32>) -> tensor<3x5x21xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf32>, tensor<3x9x21xf32> -> tensor<3x5x21xf32>
  return %c : tensor<3x5x21xf32>
}
accel.kernel @batch_odd(%a: tensor<3x5x9xf32>, %b: tensor<3x9x21xf32>) -> tensor<3x5x21xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf32>, tensor<3x9x21xf32> -> tensor<3x5x21xf32>
  return %c : tensor<3x5x21xf32>
}
accel.kernel @batch_default(%a: tensor<3x5x9xf32>, %b: tensor<3x9x21xf32>) -> tensor<3x5x21xf32> attributes {target = #accel.target<"vulkan">} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf32>, tensor<3x9x21xf32> -> tensor<3x5x21xf32>
  return %c : tensor<3x5x21xf32>
}
accel.kernel @batch_naive(%a: tensor<3x5x9xf32>, %b: tensor<3x9x21xf32>) -> tensor<3x5x21xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf32>, tensor<3x9x21xf32> -> tensor<3x5x21xf32>
  return %c : tensor<3x5x21xf32>
}
accel.kernel @conv_ref(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @conv_small(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @conv_odd(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @conv_default(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {target = #accel.target<"vulkan">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @conv_naive(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @dense_ref(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @dense_small(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "thread-m" = 2, "thread-n" = 4}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @dense_odd(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {"tile-m" = 12, "tile-n" = 20, "tile-k" = 3, "thread-m" = 3, "thread-n" = 5}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @dense_default(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @dense_naive(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {tiled = false}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}

// Prints the number of elements of %x that differ from %ref, then the sum
// of |x|.
func.func @compare(%x: tensor<?xf64>, %ref: tensor<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = tensor.dim %x, %c0 : tensor<?xf64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%bad = %c0, %abs = %zero) -> (index, f64) {
    %v = tensor.extract %x[%i] : tensor<?xf64>
    %w = tensor.extract %ref[%i] : tensor<?xf64>
    %ne = arith.cmpf une, %v, %w : f64
    %inc = arith.addi %bad, %c1 : index
    %bad2 = arith.select %ne, %inc, %bad : index
    %mag = math.absf %v : f64
    %abs2 = arith.addf %abs, %mag : f64
    scf.yield %bad2, %abs2 : index, f64
  }
  vector.print %r#0 : index
  vector.print %r#1 : f64
  return
}

func.func @flat_f32(%x: tensor<13x70xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<13x70xf32> into tensor<910xf32>
  %e = tensor.empty() : tensor<910xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<910xf32>) outs(%e : tensor<910xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<910xf64>
  %d = tensor.cast %y : tensor<910xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @flat_i32(%x: tensor<13x70xi32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<13x70xi32> into tensor<910xi32>
  %e = tensor.empty() : tensor<910xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<910xi32>) outs(%e : tensor<910xf64>) {
  ^bb0(%in: i32, %out: f64):
    %v = arith.sitofp %in : i32 to f64
    linalg.yield %v : f64
  } -> tensor<910xf64>
  %d = tensor.cast %y : tensor<910xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @flat_big(%x: tensor<150x130xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<150x130xf32> into tensor<19500xf32>
  %e = tensor.empty() : tensor<19500xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<19500xf32>) outs(%e : tensor<19500xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<19500xf64>
  %d = tensor.cast %y : tensor<19500xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @flat_batch(%x: tensor<3x5x21xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1, 2]] : tensor<3x5x21xf32> into tensor<315xf32>
  %e = tensor.empty() : tensor<315xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<315xf32>) outs(%e : tensor<315xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<315xf64>
  %d = tensor.cast %y : tensor<315xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @flat_conv(%x: tensor<2x4x9x19xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1, 2, 3]] : tensor<2x4x9x19xf32> into tensor<1368xf32>
  %e = tensor.empty() : tensor<1368xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<1368xf32>) outs(%e : tensor<1368xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<1368xf64>
  %d = tensor.cast %y : tensor<1368xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_f32_13x19() -> tensor<13x19xf32> {
  %e = tensor.empty() : tensor<13x19xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<13x19xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 3 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<13x19xf32>
  return %r : tensor<13x19xf32>
}

func.func @input_b_f32_19x70() -> tensor<19x70xf32> {
  %e = tensor.empty() : tensor<19x70xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<19x70xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 5 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<19x70xf32>
  return %r : tensor<19x70xf32>
}

func.func @input_a_i32_13x19() -> tensor<13x19xi32> {
  %e = tensor.empty() : tensor<13x19xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<13x19xi32>) {
  ^bb0(%out: i32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 3 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    linalg.yield %int : i32
  } -> tensor<13x19xi32>
  return %r : tensor<13x19xi32>
}

func.func @input_b_i32_19x70() -> tensor<19x70xi32> {
  %e = tensor.empty() : tensor<19x70xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<19x70xi32>) {
  ^bb0(%out: i32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 5 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    linalg.yield %int : i32
  } -> tensor<19x70xi32>
  return %r : tensor<19x70xi32>
}

func.func @input_a_f32_150x300() -> tensor<150x300xf32> {
  %e = tensor.empty() : tensor<150x300xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<150x300xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 3 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<150x300xf32>
  return %r : tensor<150x300xf32>
}

func.func @input_b_f32_300x130() -> tensor<300x130xf32> {
  %e = tensor.empty() : tensor<300x130xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<300x130xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 5 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<300x130xf32>
  return %r : tensor<300x130xf32>
}

func.func @input_ba_f32_3x5x9() -> tensor<3x5x9xf32> {
  %e = tensor.empty() : tensor<3x5x9xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<3x5x9xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %k2 = arith.constant -1 : index
    %p2_0 = arith.muli %k2, %i2 : index
    %acc3 = arith.addi %acc2, %p2_0 : index
    %k3 = arith.constant 10 : index
    %acc4 = arith.addi %acc3, %k3 : index
    %mod = arith.constant 5 : index
    %rem = arith.remsi %acc4, %mod : index
    %off = arith.constant 2 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<3x5x9xf32>
  return %r : tensor<3x5x9xf32>
}

func.func @input_bb_f32_3x9x21() -> tensor<3x9x21xf32> {
  %e = tensor.empty() : tensor<3x9x21xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<3x9x21xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 3 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 1 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %p1_1 = arith.muli %p1_0, %i2 : index
    %acc2 = arith.addi %acc1, %p1_1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<3x9x21xf32>
  return %r : tensor<3x9x21xf32>
}

func.func @input_img_f32_2x9x11x5() -> tensor<2x9x11x5xf32> {
  %e = tensor.empty() : tensor<2x9x11x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<2x9x11x5xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %k2 = arith.constant 3 : index
    %p2_0 = arith.muli %k2, %i2 : index
    %acc3 = arith.addi %acc2, %p2_0 : index
    %k3 = arith.constant 1 : index
    %p3_0 = arith.muli %k3, %i3 : index
    %acc4 = arith.addi %acc3, %p3_0 : index
    %mod = arith.constant 5 : index
    %rem = arith.remsi %acc4, %mod : index
    %off = arith.constant 2 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<2x9x11x5xf32>
  return %r : tensor<2x9x11x5xf32>
}

func.func @input_flt_f32_3x2x5x19() -> tensor<3x2x5x19xf32> {
  %e = tensor.empty() : tensor<3x2x5x19xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<3x2x5x19xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 2 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %k2 = arith.constant 3 : index
    %p2_0 = arith.muli %k2, %i2 : index
    %acc3 = arith.addi %acc2, %p2_0 : index
    %k3 = arith.constant 1 : index
    %p3_0 = arith.muli %k3, %i3 : index
    %acc4 = arith.addi %acc3, %p3_0 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc4, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<3x2x5x19xf32>
  return %r : tensor<3x2x5x19xf32>
}

func.func @input_bias_f32_13x70() -> tensor<13x70xf32> {
  %e = tensor.empty() : tensor<13x70xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<13x70xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %acc0 = arith.constant 0 : index
    %k0 = arith.constant 1 : index
    %p0_0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0_0 : index
    %k1 = arith.constant 1 : index
    %p1_0 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1_0 : index
    %mod = arith.constant 11 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 5 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<13x70xf32>
  return %r : tensor<13x70xf32>
}

func.func @main() {
  %a_f32_13x19 = call @input_a_f32_13x19() : () -> tensor<13x19xf32>
  %b_f32_19x70 = call @input_b_f32_19x70() : () -> tensor<19x70xf32>
  %a_i32_13x19 = call @input_a_i32_13x19() : () -> tensor<13x19xi32>
  %b_i32_19x70 = call @input_b_i32_19x70() : () -> tensor<19x70xi32>
  %a_f32_13x19_dyn = tensor.cast %a_f32_13x19 : tensor<13x19xf32> to tensor<?x?xf32>
  %b_f32_19x70_dyn = tensor.cast %b_f32_19x70 : tensor<19x70xf32> to tensor<?x?xf32>
  %a_f32_150x300 = call @input_a_f32_150x300() : () -> tensor<150x300xf32>
  %b_f32_300x130 = call @input_b_f32_300x130() : () -> tensor<300x130xf32>
  %ba_f32_3x5x9 = call @input_ba_f32_3x5x9() : () -> tensor<3x5x9xf32>
  %bb_f32_3x9x21 = call @input_bb_f32_3x9x21() : () -> tensor<3x9x21xf32>
  %img_f32_2x9x11x5 = call @input_img_f32_2x9x11x5() : () -> tensor<2x9x11x5xf32>
  %flt_f32_3x2x5x19 = call @input_flt_f32_3x2x5x19() : () -> tensor<3x2x5x19xf32>
  %bias_f32_13x70 = call @input_bias_f32_13x70() : () -> tensor<13x70xf32>
  %f32_ref = accel.launch @f32_ref(%a_f32_13x19, %b_f32_19x70) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_ref_f = call @flat_f32(%f32_ref) : (tensor<13x70xf32>) -> tensor<?xf64>
  %f32_small = accel.launch @f32_small(%a_f32_13x19, %b_f32_19x70) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_small_f = call @flat_f32(%f32_small) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_small_f, %f32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %f32_odd = accel.launch @f32_odd(%a_f32_13x19, %b_f32_19x70) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_odd_f = call @flat_f32(%f32_odd) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_odd_f, %f32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %f32_default = accel.launch @f32_default(%a_f32_13x19, %b_f32_19x70) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_default_f = call @flat_f32(%f32_default) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_default_f, %f32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %f32_naive = accel.launch @f32_naive(%a_f32_13x19, %b_f32_19x70) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_naive_f = call @flat_f32(%f32_naive) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_naive_f, %f32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %i32_ref = accel.launch @i32_ref(%a_i32_13x19, %b_i32_19x70) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_ref_f = call @flat_i32(%i32_ref) : (tensor<13x70xi32>) -> tensor<?xf64>
  %i32_small = accel.launch @i32_small(%a_i32_13x19, %b_i32_19x70) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_small_f = call @flat_i32(%i32_small) : (tensor<13x70xi32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_small_f, %i32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %i32_odd = accel.launch @i32_odd(%a_i32_13x19, %b_i32_19x70) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_odd_f = call @flat_i32(%i32_odd) : (tensor<13x70xi32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_odd_f, %i32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %i32_default = accel.launch @i32_default(%a_i32_13x19, %b_i32_19x70) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_default_f = call @flat_i32(%i32_default) : (tensor<13x70xi32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_default_f, %i32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %i32_naive = accel.launch @i32_naive(%a_i32_13x19, %b_i32_19x70) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_naive_f = call @flat_i32(%i32_naive) : (tensor<13x70xi32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_naive_f, %i32_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dyn_ref = accel.launch @dyn_ref(%a_f32_13x19_dyn, %b_f32_19x70_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_ref_s = tensor.cast %dyn_ref : tensor<?x?xf32> to tensor<13x70xf32>
  %dyn_ref_f = call @flat_f32(%dyn_ref_s) : (tensor<13x70xf32>) -> tensor<?xf64>
  %dyn_small = accel.launch @dyn_small(%a_f32_13x19_dyn, %b_f32_19x70_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_small_s = tensor.cast %dyn_small : tensor<?x?xf32> to tensor<13x70xf32>
  %dyn_small_f = call @flat_f32(%dyn_small_s) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_small_f, %dyn_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dyn_odd = accel.launch @dyn_odd(%a_f32_13x19_dyn, %b_f32_19x70_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_odd_s = tensor.cast %dyn_odd : tensor<?x?xf32> to tensor<13x70xf32>
  %dyn_odd_f = call @flat_f32(%dyn_odd_s) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_odd_f, %dyn_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dyn_default = accel.launch @dyn_default(%a_f32_13x19_dyn, %b_f32_19x70_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_default_s = tensor.cast %dyn_default : tensor<?x?xf32> to tensor<13x70xf32>
  %dyn_default_f = call @flat_f32(%dyn_default_s) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_default_f, %dyn_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dyn_naive = accel.launch @dyn_naive(%a_f32_13x19_dyn, %b_f32_19x70_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_naive_s = tensor.cast %dyn_naive : tensor<?x?xf32> to tensor<13x70xf32>
  %dyn_naive_f = call @flat_f32(%dyn_naive_s) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_naive_f, %dyn_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %big_ref = accel.launch @big_ref(%a_f32_150x300, %b_f32_300x130) : (tensor<150x300xf32>, tensor<300x130xf32>) -> tensor<150x130xf32>
  %big_ref_f = call @flat_big(%big_ref) : (tensor<150x130xf32>) -> tensor<?xf64>
  %big_small = accel.launch @big_small(%a_f32_150x300, %b_f32_300x130) : (tensor<150x300xf32>, tensor<300x130xf32>) -> tensor<150x130xf32>
  %big_small_f = call @flat_big(%big_small) : (tensor<150x130xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 229091
  call @compare(%big_small_f, %big_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %big_odd = accel.launch @big_odd(%a_f32_150x300, %b_f32_300x130) : (tensor<150x300xf32>, tensor<300x130xf32>) -> tensor<150x130xf32>
  %big_odd_f = call @flat_big(%big_odd) : (tensor<150x130xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 229091
  call @compare(%big_odd_f, %big_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %big_default = accel.launch @big_default(%a_f32_150x300, %b_f32_300x130) : (tensor<150x300xf32>, tensor<300x130xf32>) -> tensor<150x130xf32>
  %big_default_f = call @flat_big(%big_default) : (tensor<150x130xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 229091
  call @compare(%big_default_f, %big_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %big_naive = accel.launch @big_naive(%a_f32_150x300, %b_f32_300x130) : (tensor<150x300xf32>, tensor<300x130xf32>) -> tensor<150x130xf32>
  %big_naive_f = call @flat_big(%big_naive) : (tensor<150x130xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 229091
  call @compare(%big_naive_f, %big_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %batch_ref = accel.launch @batch_ref(%ba_f32_3x5x9, %bb_f32_3x9x21) : (tensor<3x5x9xf32>, tensor<3x9x21xf32>) -> tensor<3x5x21xf32>
  %batch_ref_f = call @flat_batch(%batch_ref) : (tensor<3x5x21xf32>) -> tensor<?xf64>
  %batch_small = accel.launch @batch_small(%ba_f32_3x5x9, %bb_f32_3x9x21) : (tensor<3x5x9xf32>, tensor<3x9x21xf32>) -> tensor<3x5x21xf32>
  %batch_small_f = call @flat_batch(%batch_small) : (tensor<3x5x21xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%batch_small_f, %batch_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %batch_odd = accel.launch @batch_odd(%ba_f32_3x5x9, %bb_f32_3x9x21) : (tensor<3x5x9xf32>, tensor<3x9x21xf32>) -> tensor<3x5x21xf32>
  %batch_odd_f = call @flat_batch(%batch_odd) : (tensor<3x5x21xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%batch_odd_f, %batch_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %batch_default = accel.launch @batch_default(%ba_f32_3x5x9, %bb_f32_3x9x21) : (tensor<3x5x9xf32>, tensor<3x9x21xf32>) -> tensor<3x5x21xf32>
  %batch_default_f = call @flat_batch(%batch_default) : (tensor<3x5x21xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%batch_default_f, %batch_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %batch_naive = accel.launch @batch_naive(%ba_f32_3x5x9, %bb_f32_3x9x21) : (tensor<3x5x9xf32>, tensor<3x9x21xf32>) -> tensor<3x5x21xf32>
  %batch_naive_f = call @flat_batch(%batch_naive) : (tensor<3x5x21xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%batch_naive_f, %batch_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %conv_ref = accel.launch @conv_ref(%img_f32_2x9x11x5, %flt_f32_3x2x5x19) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_ref_f = call @flat_conv(%conv_ref) : (tensor<2x4x9x19xf32>) -> tensor<?xf64>
  %conv_small = accel.launch @conv_small(%img_f32_2x9x11x5, %flt_f32_3x2x5x19) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_small_f = call @flat_conv(%conv_small) : (tensor<2x4x9x19xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_small_f, %conv_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %conv_odd = accel.launch @conv_odd(%img_f32_2x9x11x5, %flt_f32_3x2x5x19) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_odd_f = call @flat_conv(%conv_odd) : (tensor<2x4x9x19xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_odd_f, %conv_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %conv_default = accel.launch @conv_default(%img_f32_2x9x11x5, %flt_f32_3x2x5x19) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_default_f = call @flat_conv(%conv_default) : (tensor<2x4x9x19xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_default_f, %conv_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %conv_naive = accel.launch @conv_naive(%img_f32_2x9x11x5, %flt_f32_3x2x5x19) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_naive_f = call @flat_conv(%conv_naive) : (tensor<2x4x9x19xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_naive_f, %conv_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dense_ref = accel.launch @dense_ref(%a_f32_13x19, %b_f32_19x70, %bias_f32_13x70) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_ref_f = call @flat_f32(%dense_ref) : (tensor<13x70xf32>) -> tensor<?xf64>
  %dense_small = accel.launch @dense_small(%a_f32_13x19, %b_f32_19x70, %bias_f32_13x70) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_small_f = call @flat_f32(%dense_small) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_small_f, %dense_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dense_odd = accel.launch @dense_odd(%a_f32_13x19, %b_f32_19x70, %bias_f32_13x70) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_odd_f = call @flat_f32(%dense_odd) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_odd_f, %dense_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dense_default = accel.launch @dense_default(%a_f32_13x19, %b_f32_19x70, %bias_f32_13x70) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_default_f = call @flat_f32(%dense_default) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_default_f, %dense_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %dense_naive = accel.launch @dense_naive(%a_f32_13x19, %b_f32_19x70, %bias_f32_13x70) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_naive_f = call @flat_f32(%dense_naive) : (tensor<13x70xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_naive_f, %dense_ref_f) : (tensor<?xf64>, tensor<?xf64>) -> ()
  return
}
