// RUN: accel-opt %s --accel-lower | %run-vulkan | FileCheck %s

// test/Integration/row-reductions.mlir on the Vulkan device: each reduction
// along rows (with the elementwise ops that feed it) runs on spirv with a
// workgroup per row (accel-gpu-reduce-rows): 256 threads, more than any
// row's 70 to 200 columns (the "_vector" kernels), and 32 threads, which
// take several elements of a row each (the "_openmp" kernels; the names
// are the CPU file's), against cpu-loops in the same module. Every element
// must match the reference (exactly for integer-valued sums, within 1e-5
// relative for the sum of exp: the tree reassociates it), and the sum of
// |result| must be numpy's (rounded): 34, 5, 13, 17, 14014, 34, 393.
//
// Shapes, inputs and checks: see the CPU file.

accel.kernel @sum_vector(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">} {
  %s = reduce <sum> %x dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @sum_openmp(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %s = reduce <sum> %x dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @sum_ref(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %s = reduce <sum> %x dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @negmax_vector(%x: tensor<5x200xf32>, %y: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">} {
  %n = neg %x : tensor<5x200xf32>
  %m = max %x, %n : tensor<5x200xf32>
  %a = neg %m : tensor<5x200xf32>
  %d = sub %a, %y : tensor<5x200xf32>
  %s = reduce <max> %d dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @negmax_openmp(%x: tensor<5x200xf32>, %y: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %n = neg %x : tensor<5x200xf32>
  %m = max %x, %n : tensor<5x200xf32>
  %a = neg %m : tensor<5x200xf32>
  %d = sub %a, %y : tensor<5x200xf32>
  %s = reduce <max> %d dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @negmax_ref(%x: tensor<5x200xf32>, %y: tensor<5x200xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %n = neg %x : tensor<5x200xf32>
  %m = max %x, %n : tensor<5x200xf32>
  %a = neg %m : tensor<5x200xf32>
  %d = sub %a, %y : tensor<5x200xf32>
  %s = reduce <max> %d dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @isum_vector(%p: tensor<3x70xi32>, %q: tensor<3x70xi32>) -> tensor<3xi32> attributes {target = #accel.target<"vulkan">} {
  %m = mul %p, %q : tensor<3x70xi32>
  %s = reduce <sum> %m dims = [1] : tensor<3x70xi32> -> tensor<3xi32>
  return %s : tensor<3xi32>
}
accel.kernel @isum_openmp(%p: tensor<3x70xi32>, %q: tensor<3x70xi32>) -> tensor<3xi32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %m = mul %p, %q : tensor<3x70xi32>
  %s = reduce <sum> %m dims = [1] : tensor<3x70xi32> -> tensor<3xi32>
  return %s : tensor<3xi32>
}
accel.kernel @isum_ref(%p: tensor<3x70xi32>, %q: tensor<3x70xi32>) -> tensor<3xi32> attributes {backend = #accel.backend<"cpu-loops">} {
  %m = mul %p, %q : tensor<3x70xi32>
  %s = reduce <sum> %m dims = [1] : tensor<3x70xi32> -> tensor<3xi32>
  return %s : tensor<3xi32>
}
accel.kernel @sum3d_vector(%t: tensor<2x3x100xf32>) -> tensor<2x3xf32> attributes {target = #accel.target<"vulkan">} {
  %s = reduce <sum> %t dims = [2] : tensor<2x3x100xf32> -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
accel.kernel @sum3d_openmp(%t: tensor<2x3x100xf32>) -> tensor<2x3xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %s = reduce <sum> %t dims = [2] : tensor<2x3x100xf32> -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
accel.kernel @sum3d_ref(%t: tensor<2x3x100xf32>) -> tensor<2x3xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %s = reduce <sum> %t dims = [2] : tensor<2x3x100xf32> -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}
accel.kernel @square_vector(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">} {
  %m = mul %x, %x : tensor<5x200xf32>
  %s = reduce <sum> %m dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @square_openmp(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %m = mul %x, %x : tensor<5x200xf32>
  %s = reduce <sum> %m dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @square_ref(%x: tensor<5x200xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %m = mul %x, %x : tensor<5x200xf32>
  %s = reduce <sum> %m dims = [1] : tensor<5x200xf32> -> tensor<5xf32>
  return %s : tensor<5xf32>
}
accel.kernel @dyn_vector(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {target = #accel.target<"vulkan">} {
  %s = reduce <sum> %x dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
  return %s : tensor<?xf32>
}
accel.kernel @dyn_openmp(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %s = reduce <sum> %x dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
  return %s : tensor<?xf32>
}
accel.kernel @dyn_ref(%x: tensor<?x?xf32>) -> tensor<?xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %s = reduce <sum> %x dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
  return %s : tensor<?xf32>
}
accel.kernel @softmax_vector(%e: tensor<4x150xf32>, %h: tensor<4x150xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">} {
  %d = sub %e, %h : tensor<4x150xf32>
  %x = exp %d : tensor<4x150xf32>
  %s = reduce <sum> %x dims = [1] : tensor<4x150xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}
accel.kernel @softmax_openmp(%e: tensor<4x150xf32>, %h: tensor<4x150xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">, backend = #accel.backend<"spirv", {threads = 32}>} {
  %d = sub %e, %h : tensor<4x150xf32>
  %x = exp %d : tensor<4x150xf32>
  %s = reduce <sum> %x dims = [1] : tensor<4x150xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}
accel.kernel @softmax_ref(%e: tensor<4x150xf32>, %h: tensor<4x150xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %d = sub %e, %h : tensor<4x150xf32>
  %x = exp %d : tensor<4x150xf32>
  %s = reduce <sum> %x dims = [1] : tensor<4x150xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// Prints how many elements of %x differ from %ref by more than %tolerance
// (relative), then the sum of |x| rounded to an integer.
func.func @compare(%x: tensor<?xf64>, %ref: tensor<?xf64>, %tolerance: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %n = tensor.dim %x, %c0 : tensor<?xf64>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%bad = %c0, %abs = %zero) -> (index, f64) {
    %v = tensor.extract %x[%i] : tensor<?xf64>
    %w = tensor.extract %ref[%i] : tensor<?xf64>
    %diff = arith.subf %v, %w : f64
    %error = math.absf %diff : f64
    %mag = math.absf %w : f64
    %bound = arith.mulf %mag, %tolerance : f64
    %off = arith.cmpf ogt, %error, %bound : f64
    %inc = arith.addi %bad, %c1 : index
    %bad2 = arith.select %off, %inc, %bad : index
    %vabs = math.absf %v : f64
    %abs2 = arith.addf %abs, %vabs : f64
    scf.yield %bad2, %abs2 : index, f64
  }
  %rounded = math.round %r#1 : f64
  %total = arith.fptosi %rounded : f64 to i64
  vector.print %r#0 : index
  vector.print %total : i64
  return
}

func.func @to1d_f32(%x: tensor<?xf32>) -> tensor<?xf64> {
  %cast = tensor.cast %x : tensor<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %cast, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%cast : tensor<?xf32>) outs(%e : tensor<?xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}

func.func @to1d_i32(%x: tensor<3xi32>) -> tensor<?xf64> {
  %cast = tensor.cast %x : tensor<3xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %cast, %c0 : tensor<?xi32>
  %e = tensor.empty(%n) : tensor<?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%cast : tensor<?xi32>) outs(%e : tensor<?xf64>) {
  ^bb0(%in: i32, %out: f64):
    %v = arith.sitofp %in : i32 to f64
    linalg.yield %v : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}

func.func @to1d_f32x2(%x: tensor<2x3xf32>) -> tensor<?xf64> {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cast = tensor.cast %flat : tensor<6xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %cast, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf64>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%cast : tensor<?xf32>) outs(%e : tensor<?xf64>) {
  ^bb0(%in: f32, %out: f64):
    %v = arith.extf %in : f32 to f64
    linalg.yield %v : f64
  } -> tensor<?xf64>
  return %y : tensor<?xf64>
}

func.func @main() {
  %x = arith.constant dense<[[-6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0], [-3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0], [0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0], [3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0], [6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0, 2.0, -4.0, 3.0, -3.0, 4.0, -2.0, 5.0, -1.0, 6.0, 0.0, -6.0, 1.0, -5.0]]> : tensor<5x200xf32>
  %y = arith.constant dense<[[1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0], [2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0], [3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0], [4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0], [5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0, 5.0, 2.0, 4.0, 1.0, 3.0]]> : tensor<5x200xf32>
  %p = arith.constant dense<[[-4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1], [-2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1], [0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3, -1, 4, 0, -4, 1, -3, 2, -2, 3]]> : tensor<3x70xi32>
  %q = arith.constant dense<[[-1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0], [0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1], [1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2, -1, 0, 1, 2]]> : tensor<3x70xi32>
  %t = arith.constant dense<[[[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0], [0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0], [3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0]], [[-2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0], [1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0], [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, -3.0, -2.0]]]> : tensor<2x3x100xf32>
  %e = arith.constant dense<[[-0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25], [-0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375], [-0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5], [-0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625, -0.375, 0.0, 0.375, -0.625, -0.25, 0.125, 0.5, -0.5, -0.125, 0.25, 0.625]]> : tensor<4x150xf32>
  %h = arith.constant dense<0.5> : tensor<4x150xf32>
  %xd = tensor.cast %x : tensor<5x200xf32> to tensor<?x?xf32>
  %exact = arith.constant 0.0 : f64
  %loose = arith.constant 1.0e-5 : f64
  %sum_ref = accel.launch @sum_ref(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %sum_refc = tensor.cast %sum_ref : tensor<5xf32> to tensor<?xf32>
  %sum_ref1 = call @to1d_f32(%sum_refc) : (tensor<?xf32>) -> tensor<?xf64>
  %sum_vector = accel.launch @sum_vector(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %sum_vectorc = tensor.cast %sum_vector : tensor<5xf32> to tensor<?xf32>
  %sum_vector1 = call @to1d_f32(%sum_vectorc) : (tensor<?xf32>) -> tensor<?xf64>
  %sum_openmp = accel.launch @sum_openmp(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %sum_openmpc = tensor.cast %sum_openmp : tensor<5xf32> to tensor<?xf32>
  %sum_openmp1 = call @to1d_f32(%sum_openmpc) : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 34
  call @compare(%sum_vector1, %sum_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 34
  call @compare(%sum_openmp1, %sum_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %negmax_ref = accel.launch @negmax_ref(%x, %y) : (tensor<5x200xf32>, tensor<5x200xf32>) -> tensor<5xf32>
  %negmax_refc = tensor.cast %negmax_ref : tensor<5xf32> to tensor<?xf32>
  %negmax_ref1 = call @to1d_f32(%negmax_refc) : (tensor<?xf32>) -> tensor<?xf64>
  %negmax_vector = accel.launch @negmax_vector(%x, %y) : (tensor<5x200xf32>, tensor<5x200xf32>) -> tensor<5xf32>
  %negmax_vectorc = tensor.cast %negmax_vector : tensor<5xf32> to tensor<?xf32>
  %negmax_vector1 = call @to1d_f32(%negmax_vectorc) : (tensor<?xf32>) -> tensor<?xf64>
  %negmax_openmp = accel.launch @negmax_openmp(%x, %y) : (tensor<5x200xf32>, tensor<5x200xf32>) -> tensor<5xf32>
  %negmax_openmpc = tensor.cast %negmax_openmp : tensor<5xf32> to tensor<?xf32>
  %negmax_openmp1 = call @to1d_f32(%negmax_openmpc) : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 5
  call @compare(%negmax_vector1, %negmax_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 5
  call @compare(%negmax_openmp1, %negmax_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %isum_ref = accel.launch @isum_ref(%p, %q) : (tensor<3x70xi32>, tensor<3x70xi32>) -> tensor<3xi32>
  %isum_ref1 = call @to1d_i32(%isum_ref) : (tensor<3xi32>) -> tensor<?xf64>
  %isum_vector = accel.launch @isum_vector(%p, %q) : (tensor<3x70xi32>, tensor<3x70xi32>) -> tensor<3xi32>
  %isum_vector1 = call @to1d_i32(%isum_vector) : (tensor<3xi32>) -> tensor<?xf64>
  %isum_openmp = accel.launch @isum_openmp(%p, %q) : (tensor<3x70xi32>, tensor<3x70xi32>) -> tensor<3xi32>
  %isum_openmp1 = call @to1d_i32(%isum_openmp) : (tensor<3xi32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 13
  call @compare(%isum_vector1, %isum_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 13
  call @compare(%isum_openmp1, %isum_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %sum3d_ref = accel.launch @sum3d_ref(%t) : (tensor<2x3x100xf32>) -> tensor<2x3xf32>
  %sum3d_ref1 = call @to1d_f32x2(%sum3d_ref) : (tensor<2x3xf32>) -> tensor<?xf64>
  %sum3d_vector = accel.launch @sum3d_vector(%t) : (tensor<2x3x100xf32>) -> tensor<2x3xf32>
  %sum3d_vector1 = call @to1d_f32x2(%sum3d_vector) : (tensor<2x3xf32>) -> tensor<?xf64>
  %sum3d_openmp = accel.launch @sum3d_openmp(%t) : (tensor<2x3x100xf32>) -> tensor<2x3xf32>
  %sum3d_openmp1 = call @to1d_f32x2(%sum3d_openmp) : (tensor<2x3xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 17
  call @compare(%sum3d_vector1, %sum3d_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 17
  call @compare(%sum3d_openmp1, %sum3d_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %square_ref = accel.launch @square_ref(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %square_refc = tensor.cast %square_ref : tensor<5xf32> to tensor<?xf32>
  %square_ref1 = call @to1d_f32(%square_refc) : (tensor<?xf32>) -> tensor<?xf64>
  %square_vector = accel.launch @square_vector(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %square_vectorc = tensor.cast %square_vector : tensor<5xf32> to tensor<?xf32>
  %square_vector1 = call @to1d_f32(%square_vectorc) : (tensor<?xf32>) -> tensor<?xf64>
  %square_openmp = accel.launch @square_openmp(%x) : (tensor<5x200xf32>) -> tensor<5xf32>
  %square_openmpc = tensor.cast %square_openmp : tensor<5xf32> to tensor<?xf32>
  %square_openmp1 = call @to1d_f32(%square_openmpc) : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 14014
  call @compare(%square_vector1, %square_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 14014
  call @compare(%square_openmp1, %square_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %dyn_ref = accel.launch @dyn_ref(%xd) : (tensor<?x?xf32>) -> tensor<?xf32>
  %dyn_ref1 = call @to1d_f32(%dyn_ref) : (tensor<?xf32>) -> tensor<?xf64>
  %dyn_vector = accel.launch @dyn_vector(%xd) : (tensor<?x?xf32>) -> tensor<?xf32>
  %dyn_vector1 = call @to1d_f32(%dyn_vector) : (tensor<?xf32>) -> tensor<?xf64>
  %dyn_openmp = accel.launch @dyn_openmp(%xd) : (tensor<?x?xf32>) -> tensor<?xf32>
  %dyn_openmp1 = call @to1d_f32(%dyn_openmp) : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 34
  call @compare(%dyn_vector1, %dyn_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 34
  call @compare(%dyn_openmp1, %dyn_ref1, %exact) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  %softmax_ref = accel.launch @softmax_ref(%e, %h) : (tensor<4x150xf32>, tensor<4x150xf32>) -> tensor<4xf32>
  %softmax_refc = tensor.cast %softmax_ref : tensor<4xf32> to tensor<?xf32>
  %softmax_ref1 = call @to1d_f32(%softmax_refc) : (tensor<?xf32>) -> tensor<?xf64>
  %softmax_vector = accel.launch @softmax_vector(%e, %h) : (tensor<4x150xf32>, tensor<4x150xf32>) -> tensor<4xf32>
  %softmax_vectorc = tensor.cast %softmax_vector : tensor<4xf32> to tensor<?xf32>
  %softmax_vector1 = call @to1d_f32(%softmax_vectorc) : (tensor<?xf32>) -> tensor<?xf64>
  %softmax_openmp = accel.launch @softmax_openmp(%e, %h) : (tensor<4x150xf32>, tensor<4x150xf32>) -> tensor<4xf32>
  %softmax_openmpc = tensor.cast %softmax_openmp : tensor<4xf32> to tensor<?xf32>
  %softmax_openmp1 = call @to1d_f32(%softmax_openmpc) : (tensor<?xf32>) -> tensor<?xf64>
  // CHECK: 0
  // CHECK-NEXT: 393
  call @compare(%softmax_vector1, %softmax_ref1, %loose) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  // CHECK: 0
  // CHECK-NEXT: 393
  call @compare(%softmax_openmp1, %softmax_ref1, %loose) : (tensor<?xf64>, tensor<?xf64>, f64) -> ()
  return
}
