// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// f16 and bf16 kernels on every CPU backend. Contractions and sums
// accumulate in f32 and round once: 2560 ones sum to 2560 (f16 steps stop
// at 2048, bf16 steps at 256), and a dot product of 0.1s is 0.1 * K rounded
// once. Elementwise ops compute in their type.

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @half_matmul(%a: tensor<2x2560xf16>, %b: tensor<2560x3xf16>) -> tensor<2x3xf16> {
  %c = matmul %a, %b : tensor<2x2560xf16>, tensor<2560x3xf16> -> tensor<2x3xf16>
  return %c : tensor<2x3xf16>
}
accel.kernel @brain_matmul(%a: tensor<2x2560xbf16>, %b: tensor<2560x3xbf16>) -> tensor<2x3xbf16> {
  %c = matmul %a, %b : tensor<2x2560xbf16>, tensor<2560x3xbf16> -> tensor<2x3xbf16>
  return %c : tensor<2x3xbf16>
}
accel.kernel @half_batch(%a: tensor<2x1x2560xf16>, %b: tensor<2x2560x3xf16>) -> tensor<2x1x3xf16> {
  %c = batch_matmul %a, %b : tensor<2x1x2560xf16>, tensor<2x2560x3xf16> -> tensor<2x1x3xf16>
  return %c : tensor<2x1x3xf16>
}
// 1x1 filter over 2560 channels: the sum runs over the channels.
accel.kernel @half_conv(%x: tensor<1x1x3x2560xf16>, %w: tensor<1x1x2560x2xf16>) -> tensor<1x1x3x2xf16> {
  %c = conv2d %x, %w : tensor<1x1x3x2560xf16>, tensor<1x1x2560x2xf16> -> tensor<1x1x3x2xf16>
  return %c : tensor<1x1x3x2xf16>
}
accel.kernel @half_rows(%x: tensor<3x2560xf16>) -> tensor<3xf16> {
  %s = reduce <sum> %x dims = [1] : tensor<3x2560xf16> -> tensor<3xf16>
  return %s : tensor<3xf16>
}
accel.kernel @brain_rows(%x: tensor<3x2560xbf16>) -> tensor<3xbf16> {
  %s = reduce <sum> %x dims = [1] : tensor<3x2560xbf16> -> tensor<3xbf16>
  return %s : tensor<3xbf16>
}
// A max needs no wider type; relu and add stay in bf16.
accel.kernel @brain_max(%x: tensor<3x4xbf16>, %y: tensor<3x4xbf16>) -> tensor<3xbf16> {
  %s = add %x, %y : tensor<3x4xbf16>
  %r = relu %s : tensor<3x4xbf16>
  %m = reduce <max> %r dims = [1] : tensor<3x4xbf16> -> tensor<3xbf16>
  return %m : tensor<3xbf16>
}

// Large enough that unoptimized code (mlir-runner's default -O0) would run
// out of stack if the transfers' temporary buffers were made in their loops
// (cpu-vector's mixed-type register tiles did, before
// accel-convert-vector-to-scf hoisted them).
accel.kernel @half_big(%a: tensor<300x256xf16>, %b: tensor<256x256xf16>) -> tensor<300x256xf16> {
  %c = matmul %a, %b : tensor<300x256xf16>, tensor<256x256xf16> -> tensor<300x256xf16>
  return %c : tensor<300x256xf16>
}

// softmax and log_softmax compute in f32 and round once; a sum pool
// accumulates in f32.
accel.kernel @half_softmax(%x: tensor<2x2560xf16>) -> tensor<2xf16> {
  %s = softmax %x dim = 1 : tensor<2x2560xf16>
  %sm = reduce <max> %s dims = [1] : tensor<2x2560xf16> -> tensor<2xf16>
  return %sm : tensor<2xf16>
}
accel.kernel @half_log_softmax(%x: tensor<2x2560xf16>) -> tensor<2xf16> {
  %l = log_softmax %x dim = 1 : tensor<2x2560xf16>
  %lm = reduce <max> %l dims = [1] : tensor<2x2560xf16> -> tensor<2xf16>
  return %lm : tensor<2xf16>
}
accel.kernel @half_pool(%x: tensor<1x2560xf16>) -> tensor<1x1xf16> {
  %p = pool <sum> %x window = [1, 2560] strides = [1, 1] : tensor<1x2560xf16> -> tensor<1x1xf16>
  return %p : tensor<1x1xf16>
}
#id = affine_map<(d0) -> (d0)>
func.func @print_f16(%t: tensor<6xf16>) {
  %e = tensor.empty() : tensor<6xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xf16>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: f16, %out: f32):
    %x = arith.extf %in : f16 to f32
    linalg.yield %x : f32
  } -> tensor<6xf32>
  %u = tensor.cast %w : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @print_bf16(%t: tensor<6xbf16>) {
  %e = tensor.empty() : tensor<6xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<6xbf16>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %x = arith.extf %in : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<6xf32>
  %u = tensor.cast %w : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  // A = ones in row 0, 0.1 in row 1; B[k][j] = j + 1. Row 0: 2560 (j + 1);
  // row 1: 0.1 is 0.0999755859375 in f16, so 255.9375 (j + 1), exact in
  // f32 and rounded once to f16: 256, 512, 768; in bf16 it is
  // 0.10009765625: 256.25 (j + 1), rounded to 256, 512, 768.
  %one = arith.constant dense<1.0> : tensor<1x2560xf16>
  %tenth = arith.constant dense<0.1> : tensor<1x2560xf16>
  %ha = tensor.concat dim(0) %one, %tenth : (tensor<1x2560xf16>, tensor<1x2560xf16>) -> tensor<2x2560xf16>
  %hcols = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf16>
  %hbe = tensor.empty() : tensor<2560x3xf16>
  %hb = linalg.broadcast ins(%hcols : tensor<3xf16>) outs(%hbe : tensor<2560x3xf16>) dimensions = [0]
  %hm = accel.launch @half_matmul(%ha, %hb) : (tensor<2x2560xf16>, tensor<2560x3xf16>) -> tensor<2x3xf16>
  %hmf = tensor.collapse_shape %hm [[0, 1]] : tensor<2x3xf16> into tensor<6xf16>
  // CHECK: [2560, 5120, 7680, 256, 512, 768]
  call @print_f16(%hmf) : (tensor<6xf16>) -> ()

  %bone = arith.constant dense<1.0> : tensor<1x2560xbf16>
  %btenth = arith.constant dense<0.1> : tensor<1x2560xbf16>
  %ba = tensor.concat dim(0) %bone, %btenth : (tensor<1x2560xbf16>, tensor<1x2560xbf16>) -> tensor<2x2560xbf16>
  %bcols = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xbf16>
  %bbe = tensor.empty() : tensor<2560x3xbf16>
  %bb = linalg.broadcast ins(%bcols : tensor<3xbf16>) outs(%bbe : tensor<2560x3xbf16>) dimensions = [0]
  %bm = accel.launch @brain_matmul(%ba, %bb) : (tensor<2x2560xbf16>, tensor<2560x3xbf16>) -> tensor<2x3xbf16>
  %bmf = tensor.collapse_shape %bm [[0, 1]] : tensor<2x3xbf16> into tensor<6xbf16>
  // CHECK: [2560, 5120, 7680, 256, 512, 768]
  call @print_bf16(%bmf) : (tensor<6xbf16>) -> ()

  // The same rows as two batches of one row each.
  %bta = tensor.expand_shape %ha [[0, 1], [2]] output_shape [2, 1, 2560] : tensor<2x2560xf16> into tensor<2x1x2560xf16>
  %btbe = tensor.empty() : tensor<2x2560x3xf16>
  %btb = linalg.broadcast ins(%hb : tensor<2560x3xf16>) outs(%btbe : tensor<2x2560x3xf16>) dimensions = [0]
  %bt = accel.launch @half_batch(%bta, %btb) : (tensor<2x1x2560xf16>, tensor<2x2560x3xf16>) -> tensor<2x1x3xf16>
  %btf = tensor.collapse_shape %bt [[0, 1, 2]] : tensor<2x1x3xf16> into tensor<6xf16>
  // CHECK: [2560, 5120, 7680, 256, 512, 768]
  call @print_f16(%btf) : (tensor<6xf16>) -> ()

  // Pixels of ones, ones and tenths; filters of ones and twos.
  %px = tensor.concat dim(0) %one, %one, %tenth : (tensor<1x2560xf16>, tensor<1x2560xf16>, tensor<1x2560xf16>) -> tensor<3x2560xf16>
  %x = tensor.expand_shape %px [[0, 1, 2], [3]] output_shape [1, 1, 3, 2560] : tensor<3x2560xf16> into tensor<1x1x3x2560xf16>
  %fcols = arith.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %fe = tensor.empty() : tensor<2560x2xf16>
  %f = linalg.broadcast ins(%fcols : tensor<2xf16>) outs(%fe : tensor<2560x2xf16>) dimensions = [0]
  %w = tensor.expand_shape %f [[0, 1, 2], [3]] output_shape [1, 1, 2560, 2] : tensor<2560x2xf16> into tensor<1x1x2560x2xf16>
  %cv = accel.launch @half_conv(%x, %w) : (tensor<1x1x3x2560xf16>, tensor<1x1x2560x2xf16>) -> tensor<1x1x3x2xf16>
  %cvf = tensor.collapse_shape %cv [[0, 1, 2, 3]] : tensor<1x1x3x2xf16> into tensor<6xf16>
  // CHECK: [2560, 5120, 2560, 5120, 256, 512]
  call @print_f16(%cvf) : (tensor<6xf16>) -> ()

  %hr = accel.launch @half_rows(%px) : (tensor<3x2560xf16>) -> tensor<3xf16>
  %hr2 = tensor.concat dim(0) %hr, %hr : (tensor<3xf16>, tensor<3xf16>) -> tensor<6xf16>
  // CHECK: [2560, 2560, 256, 2560, 2560, 256]
  call @print_f16(%hr2) : (tensor<6xf16>) -> ()

  %bpx = tensor.concat dim(0) %bone, %bone, %btenth : (tensor<1x2560xbf16>, tensor<1x2560xbf16>, tensor<1x2560xbf16>) -> tensor<3x2560xbf16>
  %br = accel.launch @brain_rows(%bpx) : (tensor<3x2560xbf16>) -> tensor<3xbf16>
  %br2 = tensor.concat dim(0) %br, %br : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<6xbf16>
  // CHECK: [2560, 2560, 256, 2560, 2560, 256]
  call @print_bf16(%br2) : (tensor<6xbf16>) -> ()

  // 2560 equal values: softmax 1/2560 (0.000390529632568359375 in f16),
  // log_softmax -log(2560) (-7.84765625); f16 sums would give 1/2048 and
  // -log(2048).
  %zeros = arith.constant dense<0.0> : tensor<2x2560xf16>
  %sm = accel.launch @half_softmax(%zeros) : (tensor<2x2560xf16>) -> tensor<2xf16>
  %lm = accel.launch @half_log_softmax(%zeros) : (tensor<2x2560xf16>) -> tensor<2xf16>
  %pl = accel.launch @half_pool(%one) : (tensor<1x2560xf16>) -> tensor<1x1xf16>
  %plf = tensor.collapse_shape %pl [[0, 1]] : tensor<1x1xf16> into tensor<1xf16>
  %plf2 = tensor.concat dim(0) %plf, %plf : (tensor<1xf16>, tensor<1xf16>) -> tensor<2xf16>
  %slp = tensor.concat dim(0) %sm, %lm, %plf2 : (tensor<2xf16>, tensor<2xf16>, tensor<2xf16>) -> tensor<6xf16>
  // CHECK: [0.00039053, 0.00039053, -7.84766, -7.84766, 2560, 2560]
  call @print_f16(%slp) : (tensor<6xf16>) -> ()

  %mx = arith.constant dense<[[1.5, -2.0, 0.25, 3.0], [-1.0, -2.0, -3.0, -4.0], [100.0, 0.5, 7.0, 2.0]]> : tensor<3x4xbf16>
  %my = arith.constant dense<[[0.5, 1.0, 0.25, -4.0], [0.5, 1.0, 2.0, 3.0], [-99.0, 0.0, 0.0, 0.0]]> : tensor<3x4xbf16>
  %mm = accel.launch @brain_max(%mx, %my) : (tensor<3x4xbf16>, tensor<3x4xbf16>) -> tensor<3xbf16>
  %mm2 = tensor.concat dim(0) %mm, %mm : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<6xbf16>
  // CHECK: [2, 0, 7, 2, 0, 7]
  call @print_bf16(%mm2) : (tensor<6xbf16>) -> ()

  // Every element is 256 ones times 0.5: 128.
  %big_a = arith.constant dense<1.0> : tensor<300x256xf16>
  %big_b = arith.constant dense<0.5> : tensor<256x256xf16>
  %big = accel.launch @half_big(%big_a, %big_b) : (tensor<300x256xf16>, tensor<256x256xf16>) -> tensor<300x256xf16>
  %c0_big = arith.constant 0 : index
  %c299_big = arith.constant 299 : index
  %c255_big = arith.constant 255 : index
  %big_0 = tensor.extract %big[%c0_big, %c0_big] : tensor<300x256xf16>
  %big_1 = tensor.extract %big[%c299_big, %c255_big] : tensor<300x256xf16>
  %big_v = tensor.from_elements %big_0, %big_1, %big_0, %big_1, %big_0, %big_1 : tensor<6xf16>
  // CHECK: [128, 128, 128, 128, 128, 128]
  call @print_f16(%big_v) : (tensor<6xf16>) -> ()
  return
}
