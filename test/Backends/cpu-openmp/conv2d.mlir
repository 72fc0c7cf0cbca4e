// RUN: accel-opt %s --accel-backend=cpu-openmp -mlir-print-ir-after=accel-kernel-pipeline -o %t 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: env OMP_NUM_THREADS=2 %run-cpu %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %run-cpu %t | FileCheck %s
// RUN: accel-opt %s --accel-backend=cpu-loops | %run-cpu | FileCheck %s

// cpu-openmp's conv2d: the output rows in an even number of chunks of whole
// rows of register tiles, the chunks in parallel, each chunk with a packed
// panel of its own (a scratch buffer) holding every filter position's
// slice, so that the threads meet once, not once per filter position; each
// register tile reduces over all 9 positions (a loop carrying the tile)
// before it is stored. 21 x 32 = 672 output rows of 6-row tiles: two pairs
// of chunks of 168 rows, the last one 168 too; with 3 threads the chunks do
// not divide evenly. The strided, dilated one has 1 x 10 x 15 = 150 rows:
// one pair of chunks. The input's element (0, y, x, c) is y / 4 + x / 2 +
// c, the filter 0.5: every output is exact in f32, and cpu-loops' numbers
// are the reference (the last RUN line); the weighted sum catches a row
// computed at the wrong place, or a position shifted wrongly.

// STAGE-LABEL: IR Dump After AccelKernelPipeline
// STAGE: func.func @conv
// STAGE: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// STAGE: %[[PANELS:.*]] = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<9x6x64xf32>
// STAGE: scf.for %{{.*}} = %{{.*}} to %[[NINE:.*]] step %{{.*}} {
// STAGE: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// STAGE-NOT: scf.parallel
// STAGE: scf.for %[[P:.*]] = %{{.*}} to %[[NINE]] step %{{.*}} iter_args(
// STAGE: vector.load %[[PANELS]][%[[P]],
// STAGE: vector.fma
// STAGE: memref.dealloc %[[PANELS]] : memref<9x6x64xf32>
// STAGE: scf.reduce

// CHECK: conv: ( 87.75, 641.25 )
// CHECK-NEXT: 2.21053e+09
// CHECK-NEXT: strided: ( 36, 258 )
// CHECK-NEXT: 4.50232e+07

accel.kernel @conv(%i: tensor<1x23x34x6xf32>, %f: tensor<3x3x6x5xf32>) -> tensor<1x21x32x5xf32> {
  %o = conv2d %i, %f : tensor<1x23x34x6xf32>, tensor<3x3x6x5xf32> -> tensor<1x21x32x5xf32>
  return %o : tensor<1x21x32x5xf32>
}

accel.kernel @strided(%i: tensor<1x21x31x6xf32>, %f: tensor<2x2x6x5xf32>) -> tensor<1x10x15x5xf32> {
  %o = conv2d %i, %f strides = [2, 2] dilations = [2, 1] : tensor<1x21x31x6xf32>, tensor<2x2x6x5xf32> -> tensor<1x10x15x5xf32>
  return %o : tensor<1x10x15x5xf32>
}

/// The smallest and largest output, and the sum of each output times its
/// flat position + 1 (in f64): a row computed at another row's place, or
/// twice, or not at all changes it.
func.func private @printRange(%o: tensor<1x?x?x5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %h = tensor.dim %o, %c1 : tensor<1x?x?x5xf32>
  %w = tensor.dim %o, %c2 : tensor<1x?x?x5xf32>
  %big = arith.constant 3.0e+38 : f32
  %small = arith.constant -3.0e+38 : f32
  %zero = arith.constant 0.0 : f64
  %r:3 = scf.for %y = %c0 to %h step %c1 iter_args(%lo = %big, %hi = %small, %sum = %zero) -> (f32, f32, f64) {
    %s:3 = scf.for %x = %c0 to %w step %c1 iter_args(%lo1 = %lo, %hi1 = %hi, %sum1 = %sum) -> (f32, f32, f64) {
      %t:3 = scf.for %f = %c0 to %c5 step %c1 iter_args(%lo2 = %lo1, %hi2 = %hi1, %sum2 = %sum1) -> (f32, f32, f64) {
        %v = tensor.extract %o[%c0, %y, %x, %f] : tensor<1x?x?x5xf32>
        %lo3 = arith.minimumf %lo2, %v : f32
        %hi3 = arith.maximumf %hi2, %v : f32
        %row = arith.muli %y, %w : index
        %pixel = arith.addi %row, %x : index
        %flat = arith.muli %pixel, %c5 : index
        %at = arith.addi %flat, %f : index
        %place = arith.addi %at, %c1 : index
        %pi = arith.index_cast %place : index to i64
        %pf = arith.sitofp %pi : i64 to f64
        %vf = arith.extf %v : f32 to f64
        %term = arith.mulf %vf, %pf : f64
        %sum3 = arith.addf %sum2, %term : f64
        scf.yield %lo3, %hi3, %sum3 : f32, f32, f64
      }
      scf.yield %t#0, %t#1, %t#2 : f32, f32, f64
    }
    scf.yield %s#0, %s#1, %s#2 : f32, f32, f64
  }
  %range = vector.from_elements %r#0, %r#1 : vector<2xf32>
  vector.print %range : vector<2xf32>
  vector.print %r#2 : f64
  return
}

/// An input whose element (0, y, x, c) is y / 4 + x / 2 + c.
func.func private @pattern(%e: tensor<1x?x?x6xf32>) -> tensor<1x?x?x6xf32> {
  %quarter = arith.constant 0.25 : f32
  %half = arith.constant 0.5 : f32
  %r = linalg.generic {indexing_maps = [affine_map<(n, y, x, c) -> (n, y, x, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x?x?x6xf32>) {
  ^bb0(%out: f32):
    %y = linalg.index 1 : index
    %x = linalg.index 2 : index
    %c = linalg.index 3 : index
    %yi = arith.index_cast %y : index to i64
    %xi = arith.index_cast %x : index to i64
    %ci = arith.index_cast %c : index to i64
    %yf = arith.sitofp %yi : i64 to f32
    %xf = arith.sitofp %xi : i64 to f32
    %cf = arith.sitofp %ci : i64 to f32
    %a = arith.mulf %yf, %quarter : f32
    %b = arith.mulf %xf, %half : f32
    %ab = arith.addf %a, %b : f32
    %v = arith.addf %ab, %cf : f32
    linalg.yield %v : f32
  } -> tensor<1x?x?x6xf32>
  return %r : tensor<1x?x?x6xf32>
}

func.func @main() {
  %half = arith.constant 0.5 : f32
  %ei = tensor.empty() : tensor<1x23x34x6xf32>
  %eid = tensor.cast %ei : tensor<1x23x34x6xf32> to tensor<1x?x?x6xf32>
  %id = call @pattern(%eid) : (tensor<1x?x?x6xf32>) -> tensor<1x?x?x6xf32>
  %i = tensor.cast %id : tensor<1x?x?x6xf32> to tensor<1x23x34x6xf32>
  %ef = tensor.empty() : tensor<3x3x6x5xf32>
  %f = linalg.fill ins(%half : f32) outs(%ef : tensor<3x3x6x5xf32>) -> tensor<3x3x6x5xf32>
  %o = accel.launch @conv(%i, %f) : (tensor<1x23x34x6xf32>, tensor<3x3x6x5xf32>) -> tensor<1x21x32x5xf32>
  %ej = tensor.empty() : tensor<1x21x31x6xf32>
  %ejd = tensor.cast %ej : tensor<1x21x31x6xf32> to tensor<1x?x?x6xf32>
  %jd = call @pattern(%ejd) : (tensor<1x?x?x6xf32>) -> tensor<1x?x?x6xf32>
  %j = tensor.cast %jd : tensor<1x?x?x6xf32> to tensor<1x21x31x6xf32>
  %eg = tensor.empty() : tensor<2x2x6x5xf32>
  %g = linalg.fill ins(%half : f32) outs(%eg : tensor<2x2x6x5xf32>) -> tensor<2x2x6x5xf32>
  %p = accel.launch @strided(%j, %g) : (tensor<1x21x31x6xf32>, tensor<2x2x6x5xf32>) -> tensor<1x10x15x5xf32>
  %oc = tensor.cast %o : tensor<1x21x32x5xf32> to tensor<1x?x?x5xf32>
  %pc = tensor.cast %p : tensor<1x10x15x5xf32> to tensor<1x?x?x5xf32>
  vector.print str "conv: "
  call @printRange(%oc) : (tensor<1x?x?x5xf32>) -> ()
  vector.print str "strided: "
  call @printRange(%pc) : (tensor<1x?x?x5xf32>) -> ()
  return
}
