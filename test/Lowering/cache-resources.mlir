// RUN: rm -rf %t.cache && accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.cold 2>&1 | FileCheck %s --check-prefix=COLD
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.warm 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: %run-cpu %t.warm | FileCheck %s --check-prefix=OUT

// A launched kernel's constant held in a resource blob (as accel.onnx
// stores weights) is a global of the module and of the kernel's unit. A
// unit read back from the cache brings its blob under another name (the
// module's context holds `weights` already: `weights_1`), and the link must
// still see one constant: the warm compile links the hit and runs (it
// stopped with "the lowered kernel defines '@__constant_20xf32' differently
// from the module").

// COLD: kernel @scale: cache miss
// WARM: kernel @scale: cache hit
// WARM-NOT: error

// OUT: [1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20]

func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @scale(%x: tensor<20xf32>) -> tensor<20xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %w = arith.constant dense_resource<weights> : tensor<20xf32>
  %y = mul %x, %w : tensor<20xf32>
  return %y : tensor<20xf32>
}

func.func @main() {
  %ones = arith.constant dense<1.0> : tensor<20xf32>
  %y = accel.launch @scale(%ones) : (tensor<20xf32>) -> tensor<20xf32>
  %u = tensor.cast %y : tensor<20xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      weights: "0x040000000000803F0000004000004040000080400000A0400000C0400000E0400000004100001041000020410000304100004041000050410000604100007041000080410000884100009041000098410000A041"
    }
  }
#-}
