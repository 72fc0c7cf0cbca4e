// REQUIRES: cuda-device
// RUN: accel-opt %s --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|attributes {target = #accel.target<"nvidia">} {|attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-n" = 128, "mma-warps-n" = 2, "mma-tile-k" = 64, "mma-stages" = 3}>} {|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|attributes {target = #accel.target<"nvidia">} {|attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 256, "mma-tile-n" = 128, "mma-warps-m" = 4, "mma-warps-n" = 2}>} {|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|attributes {target = #accel.target<"nvidia">} {|attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-warps-m" = 4}>} {|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|attributes {target = #accel.target<"nvidia">} {|attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-n" = 128, "mma-tile-k" = 64, "mma-stages" = 2}>} {|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|attributes {target = #accel.target<"nvidia">} {|attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"mma-tile-m" = 64, "mma-tile-n" = 64, "mma-tile-k" = 16, "mma-warps-m" = 1, "mma-warps-n" = 2}>} {|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s
// RUN: sed 's|{tf32 = true}|{tf32 = true, "mma-tile-n" = 128, "mma-warps-n" = 2, "mma-tile-k" = 16, "mma-stages" = 2}|' %s | accel-opt --accel-lower | %run-cuda | FileCheck %s

// gpu-simt's tensor-core contractions (accel-gpu-mma-contractions: ldmatrix,
// mma.sync m16n8k16, f32 accumulators) against cpu-loops and against the
// SIMT tiles ("tensor-cores" = false) in the same module, on an NVIDIA GPU
// (sm_80 and later; scripts/gpu_kit.py runs it on a lent machine), with the
// default tiles (128 x 256 of 2 x 4 warps, K steps of 32, 4 stages on
// sm_80) and the shapes of the sed lines: 128 x 128 of 2 x 2 warps with K
// steps of 64 in 3 stages, 256 x 128 of 4 x 2 warps, 4 x 4 warps, 128 x 128
// of 2 x 4 warps with K steps of 64 in 2 stages, and 64 x 64 of 1 x 2 warps
// with K steps of 16 (one ldmatrix step per stage). The shapes cross every
// edge of the workgroup tiles and of the
// K steps: 150 x 136 x 72 (f16 and bf16), a batch of 3 of 67 x 64 x 40,
// 300 x 264 x 520 and a dynamic M of 200. The f32 300 x 264 x 520 runs as
// tf32 with "tf32" = true (default tiles, and 128 x 128 of 2 x 2 warps with
// K steps of 16 in 2 stages in the last sed line) and on the SIMT tiles
// without. Small integer inputs: they are exact in tf32 and the f32 sums
// are exact, rounded once to f16/bf16, so every element must equal
// cpu-loops' exactly; the sum of |C| is the one NumPy computed (bf16
// rounded to nearest even by hand).
//
// Inputs: A[i][k] = (3i + 2k) mod 7 - 3, B[k][j] = (k + 5j) mod 9 - 4;
// batch A[b][i][k] = (b + 2i + 4k) mod 7 - 3, B[b][k][j] = (3b + k + j) mod 9 - 4.

accel.kernel @half_ref(%a: tensor<150x72xf16>, %b: tensor<72x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<150x72xf16>, tensor<72x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @half_mma(%a: tensor<150x72xf16>, %b: tensor<72x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<150x72xf16>, tensor<72x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @half_simt(%a: tensor<150x72xf16>, %b: tensor<72x136xf16>) -> tensor<150x136xf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = matmul %a, %b : tensor<150x72xf16>, tensor<72x136xf16> -> tensor<150x136xf16>
  return %c : tensor<150x136xf16>
}
accel.kernel @brain_ref(%a: tensor<150x72xbf16>, %b: tensor<72x136xbf16>) -> tensor<150x136xbf16> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<150x72xbf16>, tensor<72x136xbf16> -> tensor<150x136xbf16>
  return %c : tensor<150x136xbf16>
}
accel.kernel @brain_mma(%a: tensor<150x72xbf16>, %b: tensor<72x136xbf16>) -> tensor<150x136xbf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<150x72xbf16>, tensor<72x136xbf16> -> tensor<150x136xbf16>
  return %c : tensor<150x136xbf16>
}
accel.kernel @brain_simt(%a: tensor<150x72xbf16>, %b: tensor<72x136xbf16>) -> tensor<150x136xbf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = matmul %a, %b : tensor<150x72xbf16>, tensor<72x136xbf16> -> tensor<150x136xbf16>
  return %c : tensor<150x136xbf16>
}
accel.kernel @batch_ref(%a: tensor<3x67x40xf16>, %b: tensor<3x40x64xf16>) -> tensor<3x67x64xf16> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = batch_matmul %a, %b : tensor<3x67x40xf16>, tensor<3x40x64xf16> -> tensor<3x67x64xf16>
  return %c : tensor<3x67x64xf16>
}
accel.kernel @batch_mma(%a: tensor<3x67x40xf16>, %b: tensor<3x40x64xf16>) -> tensor<3x67x64xf16> attributes {target = #accel.target<"nvidia">} {
  %c = batch_matmul %a, %b : tensor<3x67x40xf16>, tensor<3x40x64xf16> -> tensor<3x67x64xf16>
  return %c : tensor<3x67x64xf16>
}
accel.kernel @batch_simt(%a: tensor<3x67x40xf16>, %b: tensor<3x40x64xf16>) -> tensor<3x67x64xf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = batch_matmul %a, %b : tensor<3x67x40xf16>, tensor<3x40x64xf16> -> tensor<3x67x64xf16>
  return %c : tensor<3x67x64xf16>
}
accel.kernel @big_ref(%a: tensor<300x520xf16>, %b: tensor<520x264xf16>) -> tensor<300x264xf16> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<300x520xf16>, tensor<520x264xf16> -> tensor<300x264xf16>
  return %c : tensor<300x264xf16>
}
accel.kernel @big_mma(%a: tensor<300x520xf16>, %b: tensor<520x264xf16>) -> tensor<300x264xf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<300x520xf16>, tensor<520x264xf16> -> tensor<300x264xf16>
  return %c : tensor<300x264xf16>
}
accel.kernel @big_simt(%a: tensor<300x520xf16>, %b: tensor<520x264xf16>) -> tensor<300x264xf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = matmul %a, %b : tensor<300x520xf16>, tensor<520x264xf16> -> tensor<300x264xf16>
  return %c : tensor<300x264xf16>
}
accel.kernel @tf32_ref(%a: tensor<300x520xf32>, %b: tensor<520x264xf32>) -> tensor<300x264xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<300x520xf32>, tensor<520x264xf32> -> tensor<300x264xf32>
  return %c : tensor<300x264xf32>
}
accel.kernel @tf32_mma(%a: tensor<300x520xf32>, %b: tensor<520x264xf32>) -> tensor<300x264xf32> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {tf32 = true}>} {
  %c = matmul %a, %b : tensor<300x520xf32>, tensor<520x264xf32> -> tensor<300x264xf32>
  return %c : tensor<300x264xf32>
}
accel.kernel @tf32_simt(%a: tensor<300x520xf32>, %b: tensor<520x264xf32>) -> tensor<300x264xf32> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {tf32 = false}>} {
  %c = matmul %a, %b : tensor<300x520xf32>, tensor<520x264xf32> -> tensor<300x264xf32>
  return %c : tensor<300x264xf32>
}
accel.kernel @dyn_ref(%a: tensor<?x64xf16>, %b: tensor<64x24xf16>) -> tensor<?x24xf16> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %c = matmul %a, %b : tensor<?x64xf16>, tensor<64x24xf16> -> tensor<?x24xf16>
  return %c : tensor<?x24xf16>
}
accel.kernel @dyn_mma(%a: tensor<?x64xf16>, %b: tensor<64x24xf16>) -> tensor<?x24xf16> attributes {target = #accel.target<"nvidia">} {
  %c = matmul %a, %b : tensor<?x64xf16>, tensor<64x24xf16> -> tensor<?x24xf16>
  return %c : tensor<?x24xf16>
}
accel.kernel @dyn_simt(%a: tensor<?x64xf16>, %b: tensor<64x24xf16>) -> tensor<?x24xf16> attributes {target = #accel.target<"nvidia">, backend = #accel.backend<"gpu-simt", {"tensor-cores" = false}>} {
  %c = matmul %a, %b : tensor<?x64xf16>, tensor<64x24xf16> -> tensor<?x24xf16>
  return %c : tensor<?x24xf16>
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

func.func @input_a_half() -> tensor<150x72xf16> {
  %e = tensor.empty() : tensor<150x72xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<150x72xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<150x72xf16>
  return %r : tensor<150x72xf16>
}

func.func @input_b_half() -> tensor<72x136xf16> {
  %e = tensor.empty() : tensor<72x136xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<72x136xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<72x136xf16>
  return %r : tensor<72x136xf16>
}

func.func @flat_half(%x: tensor<150x136xf16>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<150x136xf16> into tensor<20400xf16>
  %e = tensor.empty() : tensor<20400xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<20400xf16>) outs(%e : tensor<20400xf64>) {
  ^bb0(%in: f16, %out: f64):
    %v = arith.extf %in : f16 to f64
    linalg.yield %v : f64
  } -> tensor<20400xf64>
  %d = tensor.cast %y : tensor<20400xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_brain() -> tensor<150x72xbf16> {
  %e = tensor.empty() : tensor<150x72xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<150x72xbf16>) {
  ^bb0(%out: bf16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to bf16
    linalg.yield %v : bf16
  } -> tensor<150x72xbf16>
  return %r : tensor<150x72xbf16>
}

func.func @input_b_brain() -> tensor<72x136xbf16> {
  %e = tensor.empty() : tensor<72x136xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<72x136xbf16>) {
  ^bb0(%out: bf16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to bf16
    linalg.yield %v : bf16
  } -> tensor<72x136xbf16>
  return %r : tensor<72x136xbf16>
}

func.func @flat_brain(%x: tensor<150x136xbf16>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<150x136xbf16> into tensor<20400xbf16>
  %e = tensor.empty() : tensor<20400xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<20400xbf16>) outs(%e : tensor<20400xf64>) {
  ^bb0(%in: bf16, %out: f64):
    %v = arith.extf %in : bf16 to f64
    linalg.yield %v : f64
  } -> tensor<20400xf64>
  %d = tensor.cast %y : tensor<20400xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_batch() -> tensor<3x67x40xf16> {
  %e = tensor.empty() : tensor<3x67x40xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<3x67x40xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 4 : index
    %p2 = arith.muli %k2, %i2 : index
    %acc3 = arith.addi %acc2, %p2 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc3, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<3x67x40xf16>
  return %r : tensor<3x67x40xf16>
}

func.func @input_b_batch() -> tensor<3x40x64xf16> {
  %e = tensor.empty() : tensor<3x40x64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%e : tensor<3x40x64xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 1 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %i2 = linalg.index 2 : index
    %k2 = arith.constant 1 : index
    %p2 = arith.muli %k2, %i2 : index
    %acc3 = arith.addi %acc2, %p2 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc3, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<3x40x64xf16>
  return %r : tensor<3x40x64xf16>
}

func.func @flat_batch(%x: tensor<3x67x64xf16>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1, 2]] : tensor<3x67x64xf16> into tensor<12864xf16>
  %e = tensor.empty() : tensor<12864xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<12864xf16>) outs(%e : tensor<12864xf64>) {
  ^bb0(%in: f16, %out: f64):
    %v = arith.extf %in : f16 to f64
    linalg.yield %v : f64
  } -> tensor<12864xf64>
  %d = tensor.cast %y : tensor<12864xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_tf32() -> tensor<300x520xf32> {
  %e = tensor.empty() : tensor<300x520xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<300x520xf32>) {
  ^bb0(%out: f32):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<300x520xf32>
  return %r : tensor<300x520xf32>
}

func.func @input_b_tf32() -> tensor<520x264xf32> {
  %e = tensor.empty() : tensor<520x264xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<520x264xf32>) {
  ^bb0(%out: f32):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f32
    linalg.yield %v : f32
  } -> tensor<520x264xf32>
  return %r : tensor<520x264xf32>
}

func.func @flat_tf32(%x: tensor<300x264xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<300x264xf32> into tensor<79200xf32>
  %e = tensor.empty() : tensor<79200xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<79200xf32>) outs(%e : tensor<79200xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<79200xf64>
  %d = tensor.cast %y : tensor<79200xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_big() -> tensor<300x520xf16> {
  %e = tensor.empty() : tensor<300x520xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<300x520xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<300x520xf16>
  return %r : tensor<300x520xf16>
}

func.func @input_b_big() -> tensor<520x264xf16> {
  %e = tensor.empty() : tensor<520x264xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<520x264xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<520x264xf16>
  return %r : tensor<520x264xf16>
}

func.func @flat_big(%x: tensor<300x264xf16>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<300x264xf16> into tensor<79200xf16>
  %e = tensor.empty() : tensor<79200xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<79200xf16>) outs(%e : tensor<79200xf64>) {
  ^bb0(%in: f16, %out: f64):
    %v = arith.extf %in : f16 to f64
    linalg.yield %v : f64
  } -> tensor<79200xf64>
  %d = tensor.cast %y : tensor<79200xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @input_a_dyn() -> tensor<200x64xf16> {
  %e = tensor.empty() : tensor<200x64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<200x64xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 3 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 2 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 7 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 3 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<200x64xf16>
  return %r : tensor<200x64xf16>
}

func.func @input_b_dyn() -> tensor<64x24xf16> {
  %e = tensor.empty() : tensor<64x24xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<64x24xf16>) {
  ^bb0(%out: f16):
    %acc0 = arith.constant 0 : index
    %i0 = linalg.index 0 : index
    %k0 = arith.constant 1 : index
    %p0 = arith.muli %k0, %i0 : index
    %acc1 = arith.addi %acc0, %p0 : index
    %i1 = linalg.index 1 : index
    %k1 = arith.constant 5 : index
    %p1 = arith.muli %k1, %i1 : index
    %acc2 = arith.addi %acc1, %p1 : index
    %mod = arith.constant 9 : index
    %rem = arith.remsi %acc2, %mod : index
    %off = arith.constant 4 : index
    %val = arith.subi %rem, %off : index
    %int = arith.index_cast %val : index to i32
    %v = arith.sitofp %int : i32 to f16
    linalg.yield %v : f16
  } -> tensor<64x24xf16>
  return %r : tensor<64x24xf16>
}

func.func @flat_dyn(%x: tensor<200x24xf16>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<200x24xf16> into tensor<4800xf16>
  %e = tensor.empty() : tensor<4800xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%flat : tensor<4800xf16>) outs(%e : tensor<4800xf64>) {
  ^bb0(%in: f16, %out: f64):
    %v = arith.extf %in : f16 to f64
    linalg.yield %v : f64
  } -> tensor<4800xf64>
  %d = tensor.cast %y : tensor<4800xf64> to tensor<?xf64>
  return %d : tensor<?xf64>
}

func.func @main() {
  %a_half = call @input_a_half() : () -> tensor<150x72xf16>
  %b_half = call @input_b_half() : () -> tensor<72x136xf16>
  %half_ref_r = accel.launch @half_ref(%a_half, %b_half) : (tensor<150x72xf16>, tensor<72x136xf16>) -> tensor<150x136xf16>
  %half_ref = call @flat_half(%half_ref_r) : (tensor<150x136xf16>) -> tensor<?xf64>
  %half_mma_r = accel.launch @half_mma(%a_half, %b_half) : (tensor<150x72xf16>, tensor<72x136xf16>) -> tensor<150x136xf16>
  %half_mma = call @flat_half(%half_mma_r) : (tensor<150x136xf16>) -> tensor<?xf64>
  %half_simt_r = accel.launch @half_simt(%a_half, %b_half) : (tensor<150x72xf16>, tensor<72x136xf16>) -> tensor<150x136xf16>
  %half_simt = call @flat_half(%half_simt_r) : (tensor<150x136xf16>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 242571
  call @compare(%half_mma, %half_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 242571
  call @compare(%half_simt, %half_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %a_brain = call @input_a_brain() : () -> tensor<150x72xbf16>
  %b_brain = call @input_b_brain() : () -> tensor<72x136xbf16>
  %brain_ref_r = accel.launch @brain_ref(%a_brain, %b_brain) : (tensor<150x72xbf16>, tensor<72x136xbf16>) -> tensor<150x136xbf16>
  %brain_ref = call @flat_brain(%brain_ref_r) : (tensor<150x136xbf16>) -> tensor<?xf64>
  %brain_mma_r = accel.launch @brain_mma(%a_brain, %b_brain) : (tensor<150x72xbf16>, tensor<72x136xbf16>) -> tensor<150x136xbf16>
  %brain_mma = call @flat_brain(%brain_mma_r) : (tensor<150x136xbf16>) -> tensor<?xf64>
  %brain_simt_r = accel.launch @brain_simt(%a_brain, %b_brain) : (tensor<150x72xbf16>, tensor<72x136xbf16>) -> tensor<150x136xbf16>
  %brain_simt = call @flat_brain(%brain_simt_r) : (tensor<150x136xbf16>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 242571
  call @compare(%brain_mma, %brain_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 242571
  call @compare(%brain_simt, %brain_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %a_batch = call @input_a_batch() : () -> tensor<3x67x40xf16>
  %b_batch = call @input_b_batch() : () -> tensor<3x40x64xf16>
  %batch_ref_r = accel.launch @batch_ref(%a_batch, %b_batch) : (tensor<3x67x40xf16>, tensor<3x40x64xf16>) -> tensor<3x67x64xf16>
  %batch_ref = call @flat_batch(%batch_ref_r) : (tensor<3x67x64xf16>) -> tensor<?xf64>
  %batch_mma_r = accel.launch @batch_mma(%a_batch, %b_batch) : (tensor<3x67x40xf16>, tensor<3x40x64xf16>) -> tensor<3x67x64xf16>
  %batch_mma = call @flat_batch(%batch_mma_r) : (tensor<3x67x64xf16>) -> tensor<?xf64>
  %batch_simt_r = accel.launch @batch_simt(%a_batch, %b_batch) : (tensor<3x67x40xf16>, tensor<3x40x64xf16>) -> tensor<3x67x64xf16>
  %batch_simt = call @flat_batch(%batch_simt_r) : (tensor<3x67x64xf16>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 204003
  call @compare(%batch_mma, %batch_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 204003
  call @compare(%batch_simt, %batch_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %a_big = call @input_a_big() : () -> tensor<300x520xf16>
  %b_big = call @input_b_big() : () -> tensor<520x264xf16>
  %big_ref_r = accel.launch @big_ref(%a_big, %b_big) : (tensor<300x520xf16>, tensor<520x264xf16>) -> tensor<300x264xf16>
  %big_ref = call @flat_big(%big_ref_r) : (tensor<300x264xf16>) -> tensor<?xf64>
  %big_mma_r = accel.launch @big_mma(%a_big, %b_big) : (tensor<300x520xf16>, tensor<520x264xf16>) -> tensor<300x264xf16>
  %big_mma = call @flat_big(%big_mma_r) : (tensor<300x264xf16>) -> tensor<?xf64>
  %big_simt_r = accel.launch @big_simt(%a_big, %b_big) : (tensor<300x520xf16>, tensor<520x264xf16>) -> tensor<300x264xf16>
  %big_simt = call @flat_big(%big_simt_r) : (tensor<300x264xf16>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 949967
  call @compare(%big_mma, %big_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 949967
  call @compare(%big_simt, %big_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %a_tf32 = call @input_a_tf32() : () -> tensor<300x520xf32>
  %b_tf32 = call @input_b_tf32() : () -> tensor<520x264xf32>
  %tf32_ref_r = accel.launch @tf32_ref(%a_tf32, %b_tf32) : (tensor<300x520xf32>, tensor<520x264xf32>) -> tensor<300x264xf32>
  %tf32_ref = call @flat_tf32(%tf32_ref_r) : (tensor<300x264xf32>) -> tensor<?xf64>
  %tf32_mma_r = accel.launch @tf32_mma(%a_tf32, %b_tf32) : (tensor<300x520xf32>, tensor<520x264xf32>) -> tensor<300x264xf32>
  %tf32_mma = call @flat_tf32(%tf32_mma_r) : (tensor<300x264xf32>) -> tensor<?xf64>
  %tf32_simt_r = accel.launch @tf32_simt(%a_tf32, %b_tf32) : (tensor<300x520xf32>, tensor<520x264xf32>) -> tensor<300x264xf32>
  %tf32_simt = call @flat_tf32(%tf32_simt_r) : (tensor<300x264xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 949967
  call @compare(%tf32_mma, %tf32_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 949967
  call @compare(%tf32_simt, %tf32_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  %a_dyn = call @input_a_dyn() : () -> tensor<200x64xf16>
  %b_dyn = call @input_b_dyn() : () -> tensor<64x24xf16>
  %a_dyn_d = tensor.cast %a_dyn : tensor<200x64xf16> to tensor<?x64xf16>
  %dyn_ref_r = accel.launch @dyn_ref(%a_dyn_d, %b_dyn) : (tensor<?x64xf16>, tensor<64x24xf16>) -> tensor<?x24xf16>
  %dyn_ref_s = tensor.cast %dyn_ref_r : tensor<?x24xf16> to tensor<200x24xf16>
  %dyn_ref = call @flat_dyn(%dyn_ref_s) : (tensor<200x24xf16>) -> tensor<?xf64>
  %dyn_mma_r = accel.launch @dyn_mma(%a_dyn_d, %b_dyn) : (tensor<?x64xf16>, tensor<64x24xf16>) -> tensor<?x24xf16>
  %dyn_mma_s = tensor.cast %dyn_mma_r : tensor<?x24xf16> to tensor<200x24xf16>
  %dyn_mma = call @flat_dyn(%dyn_mma_s) : (tensor<200x24xf16>) -> tensor<?xf64>
  %dyn_simt_r = accel.launch @dyn_simt(%a_dyn_d, %b_dyn) : (tensor<?x64xf16>, tensor<64x24xf16>) -> tensor<?x24xf16>
  %dyn_simt_s = tensor.cast %dyn_simt_r : tensor<?x24xf16> to tensor<200x24xf16>
  %dyn_simt = call @flat_dyn(%dyn_simt_s) : (tensor<200x24xf16>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 18865
  call @compare(%dyn_mma, %dyn_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  // CHECK: 0
  // CHECK-NEXT: 18865
  call @compare(%dyn_simt, %dyn_ref) : (tensor<?xf64>, tensor<?xf64>) -> ()
  return
}
