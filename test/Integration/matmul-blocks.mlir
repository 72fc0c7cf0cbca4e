// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s

// The packed contractions' blocks and edges, executed: small register tiles
// (4 x 16, K unrolled by 4) and small packed panels (8 x 32) so that
// 13 x 70 x 19 crosses every boundary (N blocks 32, 32, 6; K blocks 7, 7,
// 5, equal blocks of at most 9, block-k and an eighth; three full row
// tiles and one of 1 row; the last 16-column panel holds 6). The batch's
// K = 9 is one block of 9, more than block-k: the panel must hold it; so
// is K = 19 of a dynamic kernel with block-k 17 (at most 19).
// Each kernel runs on cpu-vector and cpu-openmp with those options, on
// cpu-vector with the host's, and on cpu-loops as the reference; the
// "inplace" conv2d kernels take 19-column tiles, so that the filter is read
// in place (its 19 output channels are one tile); the
// "rows" kernels (a matmul and a conv2d, with and without the epilogue) take
// 2-column tiles, so that a row of tiles covers 16 panels (10 for the conv's
// 19 channels) and A's rows are packed, in one buffer or one per thread
// (block-m 0: for each block of N); the "rowblock" kernels (8-column tiles,
// 9 panels) pack A's rows block-m at a time for all of N's blocks: 13 rows
// in blocks of 8 and 5 (two row tiles and then one of 4 rows and one of 1;
// with block-m 12, "rowblock_slack", one block of 13, block-m and the
// eighth more that saves a block, in a buffer of 16 rows),
// or 7 rounded up to 8 (dynamic sizes), the batch's 5 rows in blocks of 4
// and 1 (f64: 2-column tiles of 2 rows, 11 panels in blocks of 4; with a
// single block of N, A's rows are packed per row of tiles instead); both
// with pack-a packed, as A's rows 19 elements apart would be read in place
// by default, and the "inplace_a" kernels take the "rowblock" kernels'
// options with pack-a in-place (no copy, the tiles read A); the
// "last" kernels (32-column tiles, narrow vector-width) compute the tile
// that crosses N in as few vectors as cover its columns: 6 columns of f32
// and i32 in one vector of 8 (vector-width 4 and 8), f64's 5 (32-column
// tiles of f64 are 16 columns, 21 = 16 + 5) in vectors of 4 and 2, the
// conv's 19 channels in vectors of 16 and 4; the "narrow" kernels (2 x 128
// tiles, vector-width 16) have N = 70 narrower than a tile: 5 vectors of
// 16 per row, so the tile takes 3 rows (15 accumulators, at most the 2 x
// 128 tile's 16), 13 rows in tiles of 3 and a last one of 1; the "few"
// and "one" kernels
// (A's first 3 rows and its first row: at most tile-m) read B in place,
// prefetched, as one row of tiles 3 or 1 rows high (|C| sums 2396, 820 and
// 1227 with the epilogue, also from numpy), the "pair" kernels (8-row
// tiles: 13 rows are at most two rows of tiles) as two rows of tiles of 7;
// so do the f64 kernels of 4-row tiles (5 rows: two rows of tiles of 3).
// The dynamic kernels run on A's first 3 rows, its first row and its first
// 7 rows too (|C| 5896 from numpy): M, known only at run time, is at most
// two rows of tiles, and they read B in place, in tiles of tile-m rows (7
// rows: a tile of 4 and one of 3 and a clamped row; two rows of tiles take
// K = 19 in blocks of at most 4 steps, whose 16 columns fill half of the L1
// that block-k 8 of 4-row tiles implies: five blocks, the last of 3).
// Every element must match the reference exactly (small integers: f32 and
// f64 sums are exact), and the sum of |C| must be the one numpy computed
// independently (10823, 1800, 2645, 9341, 5525, 4804, 270).
//
// Shapes: f32, i32, i1 (left to scalar loops: i1 vectors are bit-packed),
// f64 batch_matmul (64-bit: 8-column tiles), dynamic
// sizes, a value used as both operands (S x S), and conv2d (NHWC x HWCF,
// 2x9x11x5 by 3x2x5x19, strides [2, 1], dilations [1, 2]: 2 x 4 x 9 = 72
// rows (n, oh, ow), B the filter's (kh, kw) slice); and the epilogues
// relu(matmul + bias) and relu(conv2d + bias), which the packed kernels
// apply to each finished register tile (K crosses blocks: 19 = 7 + 7 + 5;
// the conv's reduction ends at the last filter position).
//
// Inputs: A[i][k] = (3i + 2k) mod 7 - 3, B[k][j] = (k + 5j) mod 9 - 4
// (f32, i32 and dynamic; i1: A > 2, B > 3);
// batch A[b][i][k] = (b + 2i - k) mod 5 - 2,
// B[b][k][j] = (3b + kj) mod 7 - 3; S = A's first 13 columns;
// image[n][h][w][c] = (n + 2h + 3w + c) mod 5 - 2,
// filter[kh][kw][c][f] = (kh + 2kw + 3c + f) mod 7 - 3; the biases
// (r + j) mod 11 - 5 over C's flat rows r and columns j.

accel.kernel @f32_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_pieces(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 3, "tile-n" = 20, "tile-k" = 4, "block-k" = 8, "block-n" = 40}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_vector(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i32_pieces(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 3, "tile-n" = 24, "tile-k" = 4, "block-k" = 8, "block-n" = 48}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i1_vector(%a: tensor<13x19xi1>, %b: tensor<19x70xi1>) -> tensor<13x70xi1> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<13x19xi1>, tensor<19x70xi1> -> tensor<13x70xi1>
  return %c : tensor<13x70xi1>
}
accel.kernel @f64_vector(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @f64_pieces(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 3, "tile-n" = 48, "tile-k" = 4, "block-k" = 8, "block-n" = 48}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @dyn_vector(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_slack(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 17, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dyn_pieces_openmp(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 3, "tile-n" = 24, "tile-k" = 4, "block-k" = 8, "block-n" = 48, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @conv_vector(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @conv_pieces_openmp(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 3, "tile-n" = 24, "tile-k" = 4, "block-k" = 8, "block-n" = 48, "num-threads" = 2}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @dense_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @dense_pieces(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 3, "tile-n" = 24, "tile-k" = 4, "block-k" = 8, "block-n" = 48}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @convrelu_vector(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}

// The filter's 19 output channels are one 19-column tile: its rows are
// read in place, 5 blocks of one channel each (block-k 8 and its slack
// among the 6 positions), with and without threads and the epilogue.
accel.kernel @conv_inplace_vector(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 19, "tile-k" = 4, "block-k" = 8, "block-n" = 19}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}

accel.kernel @convrelu_inplace_openmp(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 3, "tile-n" = 19, "tile-k" = 4, "block-k" = 8, "block-n" = 19, "num-threads" = 2}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @convrelu_pieces(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 3, "tile-n" = 12, "tile-k" = 4, "block-k" = 8, "block-n" = 24}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @square_vector(%a: tensor<13x13xf32>) -> tensor<13x13xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %a : tensor<13x13xf32>, tensor<13x13xf32> -> tensor<13x13xf32>
  return %c : tensor<13x13xf32>
}
accel.kernel @f32_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_openmp(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i1_openmp(%a: tensor<13x19xi1>, %b: tensor<19x70xi1>) -> tensor<13x70xi1> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xi1>, tensor<19x70xi1> -> tensor<13x70xi1>
  return %c : tensor<13x70xi1>
}
accel.kernel @f64_openmp(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @dyn_openmp(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @conv_openmp(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @dense_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @convrelu_openmp(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @square_openmp(%a: tensor<13x13xf32>) -> tensor<13x13xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %a : tensor<13x13xf32>, tensor<13x13xf32> -> tensor<13x13xf32>
  return %c : tensor<13x13xf32>
}
accel.kernel @f32_rows_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 2, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2, "block-m" = 0, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_rows_pieces_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 3, "tile-k" = 4, "block-k" = 8, "block-n" = 48, "num-threads" = 2, "block-m" = 0, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @dense_rows_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 2, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 0, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @conv_rows_vector(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 2, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @convrelu_rows_openmp(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 2, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @f32_rowblock_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 8, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_rowblock_slack_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 12, "num-threads" = 2, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @dyn_rowblock_openmp(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 7, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @dense_rowblock_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 8, "num-threads" = 2, "pack-a" = "packed"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @f64_rowblock_vector(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 2, "tile-n" = 4, "tile-k" = 4, "block-k" = 8, "block-n" = 8, "block-m" = 4, "pack-a" = "packed"}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @f32_inplace_a_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 8, "pack-a" = "in-place"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @dense_inplace_a_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 8, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "block-m" = 8, "num-threads" = 2, "pack-a" = "in-place"}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @f64_inplace_a_vector(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 2, "tile-n" = 4, "tile-k" = 4, "block-k" = 8, "block-n" = 8, "block-m" = 4, "pack-a" = "in-place"}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @f32_last_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 32, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "vector-width" = 4}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_narrow_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 2, "tile-n" = 128, "tile-k" = 4, "block-k" = 8, "block-n" = 128, "vector-width" = 16}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @f32_narrow_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 2, "tile-n" = 128, "tile-k" = 4, "block-k" = 8, "block-n" = 128, "vector-width" = 16, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_last_vector(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 32, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "vector-width" = 8}>} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @f64_last_vector(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 32, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "vector-width" = 4}>} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @dense_last_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 32, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "vector-width" = 4, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @convrelu_last_vector(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 32, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "vector-width" = 4}>} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @pair_vector(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @pair_openmp(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 8, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @few_vector(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  return %c : tensor<3x70xf32>
}
accel.kernel @few_openmp(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  return %c : tensor<3x70xf32>
}
accel.kernel @few_dense_vector(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<3x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-vector", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32}>} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  %z = add %c, %bias : tensor<3x70xf32>
  %y = relu %z : tensor<3x70xf32>
  return %y : tensor<3x70xf32>
}
accel.kernel @few_dense_openmp(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<3x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-openmp", {"tile-m" = 4, "tile-n" = 16, "tile-k" = 4, "block-k" = 8, "block-n" = 32, "num-threads" = 2}>} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  %z = add %c, %bias : tensor<3x70xf32>
  %y = relu %z : tensor<3x70xf32>
  return %y : tensor<3x70xf32>
}
accel.kernel @few_host(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  return %c : tensor<3x70xf32>
}
accel.kernel @one_host(%a: tensor<1x19xf32>, %b: tensor<19x70xf32>) -> tensor<1x70xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<1x19xf32>, tensor<19x70xf32> -> tensor<1x70xf32>
  return %c : tensor<1x70xf32>
}
accel.kernel @few_ref(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  return %c : tensor<3x70xf32>
}
accel.kernel @one_ref(%a: tensor<1x19xf32>, %b: tensor<19x70xf32>) -> tensor<1x70xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<1x19xf32>, tensor<19x70xf32> -> tensor<1x70xf32>
  return %c : tensor<1x70xf32>
}
accel.kernel @few_dense_ref(%a: tensor<3x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<3x70xf32>) -> tensor<3x70xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<3x19xf32>, tensor<19x70xf32> -> tensor<3x70xf32>
  %z = add %c, %bias : tensor<3x70xf32>
  %y = relu %z : tensor<3x70xf32>
  return %y : tensor<3x70xf32>
}
accel.kernel @f32_host(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_host(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i1_host(%a: tensor<13x19xi1>, %b: tensor<19x70xi1>) -> tensor<13x70xi1> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<13x19xi1>, tensor<19x70xi1> -> tensor<13x70xi1>
  return %c : tensor<13x70xi1>
}
accel.kernel @f64_host(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @dyn_host(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @conv_host(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @dense_host(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @convrelu_host(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @square_host(%a: tensor<13x13xf32>) -> tensor<13x13xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = matmul %a, %a : tensor<13x13xf32>, tensor<13x13xf32> -> tensor<13x13xf32>
  return %c : tensor<13x13xf32>
}
accel.kernel @f32_ref(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  return %c : tensor<13x70xf32>
}
accel.kernel @i32_ref(%a: tensor<13x19xi32>, %b: tensor<19x70xi32>) -> tensor<13x70xi32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xi32>, tensor<19x70xi32> -> tensor<13x70xi32>
  return %c : tensor<13x70xi32>
}
accel.kernel @i1_ref(%a: tensor<13x19xi1>, %b: tensor<19x70xi1>) -> tensor<13x70xi1> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xi1>, tensor<19x70xi1> -> tensor<13x70xi1>
  return %c : tensor<13x70xi1>
}
accel.kernel @f64_ref(%a: tensor<3x5x9xf64>, %b: tensor<3x9x21xf64>) -> tensor<3x5x21xf64> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = batch_matmul %a, %b : tensor<3x5x9xf64>, tensor<3x9x21xf64> -> tensor<3x5x21xf64>
  return %c : tensor<3x5x21xf64>
}
accel.kernel @dyn_ref(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
accel.kernel @conv_ref(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  return %c : tensor<2x4x9x19xf32>
}
accel.kernel @dense_ref(%a: tensor<13x19xf32>, %b: tensor<19x70xf32>, %bias: tensor<13x70xf32>) -> tensor<13x70xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<13x19xf32>, tensor<19x70xf32> -> tensor<13x70xf32>
  %z = add %c, %bias : tensor<13x70xf32>
  %y = relu %z : tensor<13x70xf32>
  return %y : tensor<13x70xf32>
}
accel.kernel @convrelu_ref(%i: tensor<2x9x11x5xf32>, %f: tensor<3x2x5x19xf32>, %bias: tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = conv2d %i, %f strides = [2, 1] dilations = [1, 2] : tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32> -> tensor<2x4x9x19xf32>
  %z = add %c, %bias : tensor<2x4x9x19xf32>
  %y = relu %z : tensor<2x4x9x19xf32>
  return %y : tensor<2x4x9x19xf32>
}
accel.kernel @square_ref(%a: tensor<13x13xf32>) -> tensor<13x13xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %a : tensor<13x13xf32>, tensor<13x13xf32> -> tensor<13x13xf32>
  return %c : tensor<13x13xf32>
}

// Prints the number of elements of %x that differ from %ref, then the sum
// of |x| (as f64).
func.func @compare(%x: tensor<?x?xf64>, %ref: tensor<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf64>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf64>
  %r:2 = scf.for %i = %c0 to %d0 step %c1 iter_args(%bad0 = %c0, %abs0 = %zero) -> (index, f64) {
    %s:2 = scf.for %j = %c0 to %d1 step %c1 iter_args(%bad = %bad0, %abs = %abs0) -> (index, f64) {
      %v = tensor.extract %x[%i, %j] : tensor<?x?xf64>
      %w = tensor.extract %ref[%i, %j] : tensor<?x?xf64>
      %ne = arith.cmpf une, %v, %w : f64
      %inc = arith.addi %bad, %c1 : index
      %bad2 = arith.select %ne, %inc, %bad : index
      %mag = math.absf %v : f64
      %abs2 = arith.addf %abs, %mag : f64
      scf.yield %bad2, %abs2 : index, f64
    }
    scf.yield %s#0, %s#1 : index, f64
  }
  vector.print %r#0 : index
  vector.print %r#1 : f64
  return
}

func.func @main() {
  %a = arith.constant dense<[[-3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0], [0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0], [3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0], [-1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0], [2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0], [-2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0], [1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0], [-3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0], [0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0], [3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0], [-1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0], [2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0], [-2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0]]> : tensor<13x19xf32>
  %b = arith.constant dense<[[-4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0], [-3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0], [-2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0], [-1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0], [0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0], [1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0], [2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0], [3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0], [4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0], [-4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0], [-3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0], [-2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0], [-1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0], [0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0], [1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0], [2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0], [3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0], [4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0], [-4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0, 4.0, 0.0, -4.0, 1.0, -3.0, 2.0, -2.0, 3.0, -1.0]]> : tensor<19x70xf32>
  %ai = arith.constant dense<[[-3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2], [0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1], [3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3], [-1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0], [2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3], [-2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1], [1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2], [-3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2], [0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1], [3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3], [-1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0], [2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3], [-2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1, 1, 3, -2, 0, 2, -3, -1]]> : tensor<13x19xi32>
  %bi = arith.constant dense<[[-4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1], [-3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0], [-2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1], [-1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2], [0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3], [1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4], [2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4], [3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3], [4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2], [-4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1], [-3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0], [-2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1], [-1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2], [0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3], [1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4], [2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4], [3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3], [4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2], [-4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1]]> : tensor<19x70xi32>
  %a1 = arith.constant dense<[[false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false], [false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false], [true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false], [false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false], [false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true], [false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false], [false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false], [false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false], [false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false], [true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false], [false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false], [false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false, false, true], [false, false, false, false, false, false, true, false, false, false, false, false, false, true, false, false, false, false, false]]> : tensor<13x19xi1>
  %b1 = arith.constant dense<[[false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false], [false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false], [false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true], [false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false], [false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false], [true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false], [false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false], [false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false], [false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false], [false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true], [false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false], [false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false], [true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false], [false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false, true, false, false, false, false, false, false, false, false]]> : tensor<19x70xi1>
  %ad = arith.constant dense<[[[-2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0], [0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0], [2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0], [-1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0], [1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0]], [[-1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0], [1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0], [-2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0], [0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0], [2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0]], [[0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0], [2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0], [-1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0], [1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0, -1.0, -2.0], [-2.0, 2.0, 1.0, 0.0, -1.0, -2.0, 2.0, 1.0, 0.0]]]> : tensor<3x5x9xf64>
  %bd = arith.constant dense<[[[-3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0], [-3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0], [-3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0], [-3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0], [-3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0], [-3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0, -3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]], [[0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0], [0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0], [0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0], [0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0], [0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0]], [[3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0], [3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0, 3.0, -1.0, 2.0, -2.0, 1.0, -3.0, 0.0], [3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0, 3.0, 0.0, -3.0, 1.0, -2.0, 2.0, -1.0], [3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0, 3.0, 1.0, -1.0, -3.0, 2.0, 0.0, -2.0], [3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0, 3.0, 2.0, 1.0, 0.0, -1.0, -2.0, -3.0], [3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0]]]> : tensor<3x9x21xf64>
  %s = arith.constant dense<[[-3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0], [0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0], [3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0], [-1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0], [2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0], [-2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0], [1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0], [-3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0], [0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0], [3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0], [-1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0], [2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0], [-2.0, 0.0, 2.0, -3.0, -1.0, 1.0, 3.0, -2.0, 0.0, 2.0, -3.0, -1.0, 1.0]]> : tensor<13x13xf32>
  %ci = arith.constant dense<[[[[-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0]], [[0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0]], [[2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0]], [[-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0]], [[1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0]], [[-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0]], [[0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0]], [[2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0]], [[-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0]]], [[[-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0]], [[1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0]], [[-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0]], [[0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0]], [[2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0]], [[-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0]], [[1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0]], [[-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0]], [[0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, -2.0], [2.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, -2.0, -1.0]]]]> : tensor<2x9x11x5xf32>
  %cf = arith.constant dense<[[[[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0]], [[-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0]]], [[[-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0]], [[0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0]]], [[[-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0]], [[1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0], [-1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]]]]> : tensor<3x2x5x19xf32>
  %db = arith.constant dense<[[-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0]]> : tensor<13x70xf32>
  %cb = arith.constant dense<[[[[-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0]], [[4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0]], [[2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0]], [[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0]]], [[[-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0]], [[-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0], [3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0]], [[5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0], [1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0], [2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0]], [[3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0], [4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0], [5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0], [-5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0], [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [-1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0, -5.0, -4.0]]]]> : tensor<2x4x9x19xf32>
  %a_dyn = tensor.cast %a : tensor<13x19xf32> to tensor<?x?xf32>
  %b_dyn = tensor.cast %b : tensor<19x70xf32> to tensor<?x?xf32>
  %f32_ref = accel.launch @f32_ref(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_ref2 = call @to2d_f32(%f32_ref) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  %f32_vector = accel.launch @f32_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_vector2 = call @to2d_f32(%f32_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_pieces = accel.launch @f32_pieces(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_pieces2 = call @to2d_f32(%f32_pieces) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_pieces2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_openmp = accel.launch @f32_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_openmp2 = call @to2d_f32(%f32_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_rows_openmp = accel.launch @f32_rows_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_rows_openmp2 = call @to2d_f32(%f32_rows_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_rows_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_rows_pieces_openmp = accel.launch @f32_rows_pieces_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_rows_pieces_openmp2 = call @to2d_f32(%f32_rows_pieces_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_rows_pieces_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_rowblock_vector = accel.launch @f32_rowblock_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_rowblock_vector2 = call @to2d_f32(%f32_rowblock_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_rowblock_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_rowblock_slack_openmp = accel.launch @f32_rowblock_slack_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_rowblock_slack_openmp2 = call @to2d_f32(%f32_rowblock_slack_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_rowblock_slack_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_inplace_a_vector = accel.launch @f32_inplace_a_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_inplace_a_vector2 = call @to2d_f32(%f32_inplace_a_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_inplace_a_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_last_vector = accel.launch @f32_last_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_last_vector2 = call @to2d_f32(%f32_last_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_last_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_narrow_vector = accel.launch @f32_narrow_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_narrow_vector2 = call @to2d_f32(%f32_narrow_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_narrow_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_narrow_openmp = accel.launch @f32_narrow_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_narrow_openmp2 = call @to2d_f32(%f32_narrow_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_narrow_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %pair_vector = accel.launch @pair_vector(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %pair_vector2 = call @to2d_f32(%pair_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%pair_vector2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %pair_openmp = accel.launch @pair_openmp(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %pair_openmp2 = call @to2d_f32(%pair_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%pair_openmp2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f32_host = accel.launch @f32_host(%a, %b) : (tensor<13x19xf32>, tensor<19x70xf32>) -> tensor<13x70xf32>
  %f32_host2 = call @to2d_f32(%f32_host) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%f32_host2, %f32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i32_ref = accel.launch @i32_ref(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_ref2 = call @to2d_i32(%i32_ref) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  %i32_vector = accel.launch @i32_vector(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_vector2 = call @to2d_i32(%i32_vector) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_vector2, %i32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i32_pieces = accel.launch @i32_pieces(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_pieces2 = call @to2d_i32(%i32_pieces) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_pieces2, %i32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i32_openmp = accel.launch @i32_openmp(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_openmp2 = call @to2d_i32(%i32_openmp) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_openmp2, %i32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i32_host = accel.launch @i32_host(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_host2 = call @to2d_i32(%i32_host) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_host2, %i32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i32_last_vector = accel.launch @i32_last_vector(%ai, %bi) : (tensor<13x19xi32>, tensor<19x70xi32>) -> tensor<13x70xi32>
  %i32_last_vector2 = call @to2d_i32(%i32_last_vector) : (tensor<13x70xi32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%i32_last_vector2, %i32_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i1_ref = accel.launch @i1_ref(%a1, %b1) : (tensor<13x19xi1>, tensor<19x70xi1>) -> tensor<13x70xi1>
  %i1_ref2 = call @to2d_i1(%i1_ref) : (tensor<13x70xi1>) -> tensor<?x?xf64>
  %i1_vector = accel.launch @i1_vector(%a1, %b1) : (tensor<13x19xi1>, tensor<19x70xi1>) -> tensor<13x70xi1>
  %i1_vector2 = call @to2d_i1(%i1_vector) : (tensor<13x70xi1>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 270
  call @compare(%i1_vector2, %i1_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i1_openmp = accel.launch @i1_openmp(%a1, %b1) : (tensor<13x19xi1>, tensor<19x70xi1>) -> tensor<13x70xi1>
  %i1_openmp2 = call @to2d_i1(%i1_openmp) : (tensor<13x70xi1>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 270
  call @compare(%i1_openmp2, %i1_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %i1_host = accel.launch @i1_host(%a1, %b1) : (tensor<13x19xi1>, tensor<19x70xi1>) -> tensor<13x70xi1>
  %i1_host2 = call @to2d_i1(%i1_host) : (tensor<13x70xi1>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 270
  call @compare(%i1_host2, %i1_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_ref = accel.launch @f64_ref(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_ref2 = call @to2d_f64(%f64_ref) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  %f64_vector = accel.launch @f64_vector(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_vector2 = call @to2d_f64(%f64_vector) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_vector2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_pieces = accel.launch @f64_pieces(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_pieces2 = call @to2d_f64(%f64_pieces) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_pieces2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_openmp = accel.launch @f64_openmp(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_openmp2 = call @to2d_f64(%f64_openmp) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_openmp2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_host = accel.launch @f64_host(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_host2 = call @to2d_f64(%f64_host) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_host2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_rowblock_vector = accel.launch @f64_rowblock_vector(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_rowblock_vector2 = call @to2d_f64(%f64_rowblock_vector) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_rowblock_vector2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_inplace_a_vector = accel.launch @f64_inplace_a_vector(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_inplace_a_vector2 = call @to2d_f64(%f64_inplace_a_vector) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_inplace_a_vector2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %f64_last_vector = accel.launch @f64_last_vector(%ad, %bd) : (tensor<3x5x9xf64>, tensor<3x9x21xf64>) -> tensor<3x5x21xf64>
  %f64_last_vector2 = call @to2d_f64(%f64_last_vector) : (tensor<3x5x21xf64>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1800
  call @compare(%f64_last_vector2, %f64_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_ref = accel.launch @dyn_ref(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_ref2 = call @to2d_dyn(%dyn_ref) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %dyn_vector = accel.launch @dyn_vector(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_vector2 = call @to2d_dyn(%dyn_vector) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_vector2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_slack = accel.launch @dyn_slack(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_slack2 = call @to2d_dyn(%dyn_slack) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_slack2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_pieces_openmp = accel.launch @dyn_pieces_openmp(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_pieces_openmp2 = call @to2d_dyn(%dyn_pieces_openmp) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_pieces_openmp2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_openmp = accel.launch @dyn_openmp(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_openmp2 = call @to2d_dyn(%dyn_openmp) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_openmp2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_rowblock_openmp = accel.launch @dyn_rowblock_openmp(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_rowblock_openmp2 = call @to2d_dyn(%dyn_rowblock_openmp) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_rowblock_openmp2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dyn_host = accel.launch @dyn_host(%a_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %dyn_host2 = call @to2d_dyn(%dyn_host) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 10823
  call @compare(%dyn_host2, %dyn_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %square_ref = accel.launch @square_ref(%s) : (tensor<13x13xf32>) -> tensor<13x13xf32>
  %square_ref2 = call @to2d_square(%square_ref) : (tensor<13x13xf32>) -> tensor<?x?xf64>
  %square_vector = accel.launch @square_vector(%s) : (tensor<13x13xf32>) -> tensor<13x13xf32>
  %square_vector2 = call @to2d_square(%square_vector) : (tensor<13x13xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2645
  call @compare(%square_vector2, %square_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %square_openmp = accel.launch @square_openmp(%s) : (tensor<13x13xf32>) -> tensor<13x13xf32>
  %square_openmp2 = call @to2d_square(%square_openmp) : (tensor<13x13xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2645
  call @compare(%square_openmp2, %square_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %square_host = accel.launch @square_host(%s) : (tensor<13x13xf32>) -> tensor<13x13xf32>
  %square_host2 = call @to2d_square(%square_host) : (tensor<13x13xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2645
  call @compare(%square_host2, %square_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_ref = accel.launch @conv_ref(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_ref2 = call @to2d_conv(%conv_ref) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  %conv_vector = accel.launch @conv_vector(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_vector2 = call @to2d_conv(%conv_vector) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_vector2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_inplace_vector = accel.launch @conv_inplace_vector(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_inplace_vector2 = call @to2d_conv(%conv_inplace_vector) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_inplace_vector2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_pieces_openmp = accel.launch @conv_pieces_openmp(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_pieces_openmp2 = call @to2d_conv(%conv_pieces_openmp) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_pieces_openmp2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_rows_vector = accel.launch @conv_rows_vector(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_rows_vector2 = call @to2d_conv(%conv_rows_vector) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_rows_vector2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_openmp = accel.launch @conv_openmp(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_openmp2 = call @to2d_conv(%conv_openmp) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_openmp2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %conv_host = accel.launch @conv_host(%ci, %cf) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>) -> tensor<2x4x9x19xf32>
  %conv_host2 = call @to2d_conv(%conv_host) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 9341
  call @compare(%conv_host2, %conv_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_ref = accel.launch @dense_ref(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_ref2 = call @to2d_f32(%dense_ref) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  %dense_vector = accel.launch @dense_vector(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_vector2 = call @to2d_f32(%dense_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_vector2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_pieces = accel.launch @dense_pieces(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_pieces2 = call @to2d_f32(%dense_pieces) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_pieces2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_rows_vector = accel.launch @dense_rows_vector(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_rows_vector2 = call @to2d_f32(%dense_rows_vector) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_rows_vector2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_rowblock_openmp = accel.launch @dense_rowblock_openmp(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_rowblock_openmp2 = call @to2d_f32(%dense_rowblock_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_rowblock_openmp2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_inplace_a_openmp = accel.launch @dense_inplace_a_openmp(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_inplace_a_openmp2 = call @to2d_f32(%dense_inplace_a_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_inplace_a_openmp2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_last_openmp = accel.launch @dense_last_openmp(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_last_openmp2 = call @to2d_f32(%dense_last_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_last_openmp2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  // A's first 3 rows and its first row (the "few" and "one" kernels).
  %a3 = tensor.extract_slice %a[0, 0] [3, 19] [1, 1] : tensor<13x19xf32> to tensor<3x19xf32>
  %arow = tensor.extract_slice %a[0, 0] [1, 19] [1, 1] : tensor<13x19xf32> to tensor<1x19xf32>
  %db3 = tensor.extract_slice %db[0, 0] [3, 70] [1, 1] : tensor<13x70xf32> to tensor<3x70xf32>
  %few_ref = accel.launch @few_ref(%a3, %b) : (tensor<3x19xf32>, tensor<19x70xf32>) -> tensor<3x70xf32>
  %few_ref_dyn = tensor.cast %few_ref : tensor<3x70xf32> to tensor<?x?xf32>
  %few_ref2 = call @to2d_dyn(%few_ref_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %one_ref = accel.launch @one_ref(%arow, %b) : (tensor<1x19xf32>, tensor<19x70xf32>) -> tensor<1x70xf32>
  %one_ref_dyn = tensor.cast %one_ref : tensor<1x70xf32> to tensor<?x?xf32>
  %one_ref2 = call @to2d_dyn(%one_ref_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %few_dense_ref = accel.launch @few_dense_ref(%a3, %b, %db3) : (tensor<3x19xf32>, tensor<19x70xf32>, tensor<3x70xf32>) -> tensor<3x70xf32>
  %few_dense_ref_dyn = tensor.cast %few_dense_ref : tensor<3x70xf32> to tensor<?x?xf32>
  %few_dense_ref2 = call @to2d_dyn(%few_dense_ref_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %few_vector = accel.launch @few_vector(%a3, %b) : (tensor<3x19xf32>, tensor<19x70xf32>) -> tensor<3x70xf32>
  %few_vector_dyn = tensor.cast %few_vector : tensor<3x70xf32> to tensor<?x?xf32>
  %few_vector2 = call @to2d_dyn(%few_vector_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_vector2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_openmp = accel.launch @few_openmp(%a3, %b) : (tensor<3x19xf32>, tensor<19x70xf32>) -> tensor<3x70xf32>
  %few_openmp_dyn = tensor.cast %few_openmp : tensor<3x70xf32> to tensor<?x?xf32>
  %few_openmp2 = call @to2d_dyn(%few_openmp_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_openmp2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_host = accel.launch @few_host(%a3, %b) : (tensor<3x19xf32>, tensor<19x70xf32>) -> tensor<3x70xf32>
  %few_host_dyn = tensor.cast %few_host : tensor<3x70xf32> to tensor<?x?xf32>
  %few_host2 = call @to2d_dyn(%few_host_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_host2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %one_host = accel.launch @one_host(%arow, %b) : (tensor<1x19xf32>, tensor<19x70xf32>) -> tensor<1x70xf32>
  %one_host_dyn = tensor.cast %one_host : tensor<1x70xf32> to tensor<?x?xf32>
  %one_host2 = call @to2d_dyn(%one_host_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 820
  call @compare(%one_host2, %one_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_dense_vector = accel.launch @few_dense_vector(%a3, %b, %db3) : (tensor<3x19xf32>, tensor<19x70xf32>, tensor<3x70xf32>) -> tensor<3x70xf32>
  %few_dense_vector_dyn = tensor.cast %few_dense_vector : tensor<3x70xf32> to tensor<?x?xf32>
  %few_dense_vector2 = call @to2d_dyn(%few_dense_vector_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1227
  call @compare(%few_dense_vector2, %few_dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_dense_openmp = accel.launch @few_dense_openmp(%a3, %b, %db3) : (tensor<3x19xf32>, tensor<19x70xf32>, tensor<3x70xf32>) -> tensor<3x70xf32>
  %few_dense_openmp_dyn = tensor.cast %few_dense_openmp : tensor<3x70xf32> to tensor<?x?xf32>
  %few_dense_openmp2 = call @to2d_dyn(%few_dense_openmp_dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 1227
  call @compare(%few_dense_openmp2, %few_dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  // The dynamic kernels on a few rows, known only when they run: B read in
  // place, in rows of tile-m rows.
  %a3_dyn = tensor.cast %a3 : tensor<3x19xf32> to tensor<?x?xf32>
  %arow_dyn = tensor.cast %arow : tensor<1x19xf32> to tensor<?x?xf32>
  %a7 = tensor.extract_slice %a[0, 0] [7, 19] [1, 1] : tensor<13x19xf32> to tensor<7x19xf32>
  %a7_dyn = tensor.cast %a7 : tensor<7x19xf32> to tensor<?x?xf32>
  %few_dyn_vector = accel.launch @dyn_vector(%a3_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %few_dyn_vector2 = call @to2d_dyn(%few_dyn_vector) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_dyn_vector2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_dyn_openmp = accel.launch @dyn_openmp(%a3_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %few_dyn_openmp2 = call @to2d_dyn(%few_dyn_openmp) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_dyn_openmp2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %few_dyn_pieces_openmp = accel.launch @dyn_pieces_openmp(%a3_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %few_dyn_pieces_openmp2 = call @to2d_dyn(%few_dyn_pieces_openmp) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 2396
  call @compare(%few_dyn_pieces_openmp2, %few_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %one_dyn_host = accel.launch @dyn_host(%arow_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %one_dyn_host2 = call @to2d_dyn(%one_dyn_host) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 820
  call @compare(%one_dyn_host2, %one_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %seven_ref = accel.launch @dyn_ref(%a7_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %seven_ref2 = call @to2d_dyn(%seven_ref) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  %seven_dyn_vector = accel.launch @dyn_vector(%a7_dyn, %b_dyn) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %seven_dyn_vector2 = call @to2d_dyn(%seven_dyn_vector) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5896
  call @compare(%seven_dyn_vector2, %seven_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_openmp = accel.launch @dense_openmp(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_openmp2 = call @to2d_f32(%dense_openmp) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_openmp2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %dense_host = accel.launch @dense_host(%a, %b, %db) : (tensor<13x19xf32>, tensor<19x70xf32>, tensor<13x70xf32>) -> tensor<13x70xf32>
  %dense_host2 = call @to2d_f32(%dense_host) : (tensor<13x70xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5525
  call @compare(%dense_host2, %dense_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_ref = accel.launch @convrelu_ref(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_ref2 = call @to2d_conv(%convrelu_ref) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  %convrelu_vector = accel.launch @convrelu_vector(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_vector2 = call @to2d_conv(%convrelu_vector) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_vector2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_last_vector = accel.launch @convrelu_last_vector(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_last_vector2 = call @to2d_conv(%convrelu_last_vector) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_last_vector2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_inplace_openmp = accel.launch @convrelu_inplace_openmp(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_inplace_openmp2 = call @to2d_conv(%convrelu_inplace_openmp) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_inplace_openmp2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_pieces = accel.launch @convrelu_pieces(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_pieces2 = call @to2d_conv(%convrelu_pieces) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_pieces2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_rows_openmp = accel.launch @convrelu_rows_openmp(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_rows_openmp2 = call @to2d_conv(%convrelu_rows_openmp) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_rows_openmp2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_openmp = accel.launch @convrelu_openmp(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_openmp2 = call @to2d_conv(%convrelu_openmp) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_openmp2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  %convrelu_host = accel.launch @convrelu_host(%ci, %cf, %cb) : (tensor<2x9x11x5xf32>, tensor<3x2x5x19xf32>, tensor<2x4x9x19xf32>) -> tensor<2x4x9x19xf32>
  %convrelu_host2 = call @to2d_conv(%convrelu_host) : (tensor<2x4x9x19xf32>) -> tensor<?x?xf64>
  // CHECK: 0
  // CHECK-NEXT: 4804
  call @compare(%convrelu_host2, %convrelu_ref2) : (tensor<?x?xf64>, tensor<?x?xf64>) -> ()
  return
}

func.func @to2d_f32(%x: tensor<13x70xf32>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<13x70xf32>
  %d1 = tensor.dim %x, %c1 : tensor<13x70xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<13x70xf32>) outs(%e : tensor<?x?xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<?x?xf64>
  return %y : tensor<?x?xf64>
}

func.func @to2d_i32(%x: tensor<13x70xi32>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<13x70xi32>
  %d1 = tensor.dim %x, %c1 : tensor<13x70xi32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<13x70xi32>) outs(%e : tensor<?x?xf64>) {
  ^bb0(%in: i32, %out: f64):
    %v = arith.sitofp %in : i32 to f64
    linalg.yield %v : f64
  } -> tensor<?x?xf64>
  return %y : tensor<?x?xf64>
}

func.func @to2d_i1(%x: tensor<13x70xi1>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<13x70xi1>
  %d1 = tensor.dim %x, %c1 : tensor<13x70xi1>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<13x70xi1>) outs(%e : tensor<?x?xf64>) {
  ^bb0(%in: i1, %out: f64):
    %v = arith.uitofp %in : i1 to f64
    linalg.yield %v : f64
  } -> tensor<?x?xf64>
  return %y : tensor<?x?xf64>
}

func.func @to2d_dyn(%x: tensor<?x?xf32>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x?xf32>) outs(%e : tensor<?x?xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<?x?xf64>
  return %y : tensor<?x?xf64>
}

func.func @to2d_square(%x: tensor<13x13xf32>) -> tensor<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<13x13xf32>
  %d1 = tensor.dim %x, %c1 : tensor<13x13xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<13x13xf32>) outs(%e : tensor<?x?xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<?x?xf64>
  return %y : tensor<?x?xf64>
}

func.func @to2d_conv(%x: tensor<2x4x9x19xf32>) -> tensor<?x?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<2x4x9x19xf32> into tensor<72x19xf32>
  %dyn = tensor.cast %flat : tensor<72x19xf32> to tensor<?x?xf32>
  %r = call @to2d_dyn(%dyn) : (tensor<?x?xf32>) -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

func.func @to2d_f64(%x: tensor<3x5x21xf64>) -> tensor<?x?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<3x5x21xf64> into tensor<15x21xf64>
  %r = tensor.cast %flat : tensor<15x21xf64> to tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}
