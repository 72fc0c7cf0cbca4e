// RUN: accel-opt %s --accel-lower --accel-backend=cpu-vector | FileCheck %s --check-prefix=IR
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-vector | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-loops | FileCheck %s --check-prefix=LIBM

// cpu-vector computes exp, tanh and erf (GELU's) on f32 with polynomial
// approximations in vector registers (upstream's), not with a libm call per
// element as cpu-loops does; the results agree with libm's to the printed
// digits.

// IR-NOT: llvm.intr.exp
// IR-NOT: llvm.intr.tanh
// IR-NOT: @tanhf
// IR-NOT: @expf
// IR-NOT: @erff
// LIBM-DAG: llvm.intr.tanh
// LIBM-DAG: llvm.intr.exp
// LIBM-DAG: @erff

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @exp_tanh(%a: tensor<20xf32>) -> (tensor<20xf32>, tensor<20xf32>) {
  %0 = exp %a : tensor<20xf32>
  %1 = tanh %a : tensor<20xf32>
  return %0, %1 : tensor<20xf32>, tensor<20xf32>
}

accel.kernel @erf(%a: tensor<20xf32>) -> tensor<20xf32> {
  %e = tensor.empty() : tensor<20xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%x: f32, %out: f32):
    %y = math.erf %x : f32
    linalg.yield %y : f32
  } -> tensor<20xf32>
  return %0 : tensor<20xf32>
}

func.func @main() {
  // 16 elements in a full vector, 4 in the remainder.
  %a = arith.constant dense<[-20.0, -5.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0,
                             3.0, 5.0, 10.0, 20.0, 0.25, -0.25, 0.125, 1.5,
                             -1.0, 0.0, 1.0, 2.5]> : tensor<20xf32>
  %r:2 = accel.launch @exp_tanh(%a) : (tensor<20xf32>) -> (tensor<20xf32>, tensor<20xf32>)
  %e = tensor.cast %r#0 : tensor<20xf32> to tensor<*xf32>
  %t = tensor.cast %r#1 : tensor<20xf32> to tensor<*xf32>
  // CHECK: [2.06115e-09,  0.00673795,  0.367879,  0.606531,  1,  1.64872,  2.71828,  7.38906,  20.0855,  148.413,  22026.5,  4.85165e+08,  1.28403,  0.778801,  1.13315,  4.48169,  0.367879,  1,  2.71828,  12.1825]
  call @printMemrefF32(%e) : (tensor<*xf32>) -> ()
  // CHECK: [-1,  -0.999909,  -0.761594,  -0.462117,  0,  0.462117,  0.761594,  0.964028,  0.995055,  0.999909,  1,  1,  0.244919,  -0.244919,  0.124353,  0.905148,  -0.761594,  0,  0.761594,  0.986614]
  call @printMemrefF32(%t) : (tensor<*xf32>) -> ()
  %b = arith.constant dense<[-3.0, -1.0, -0.5, -0.1, 0.0, 0.1, 0.5, 1.0,
                             2.0, 3.0, 0.25, 1.5, -2.5, 0.05, 4.0, -4.0,
                             0.75, 1.25, -1.75, 0.01]> : tensor<20xf32>
  %f = accel.launch @erf(%b) : (tensor<20xf32>) -> tensor<20xf32>
  %fu = tensor.cast %f : tensor<20xf32> to tensor<*xf32>
  // CHECK: [-0.999978,  -0.842701,  -0.5205,  -0.112463,  0,  0.112463,  0.5205,  0.842701,  0.995322,  0.999978,  0.276326,  0.966105,  -0.999593,  0.056372,  1,  -1,  0.711156,  0.9229,  -0.986672,  0.0112834]
  call @printMemrefF32(%fu) : (tensor<*xf32>) -> ()
  return
}
