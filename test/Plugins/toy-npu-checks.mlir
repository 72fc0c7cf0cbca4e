// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s -split-input-file -verify-diagnostics --accel-validate-only

// A plugin's accelerator gets the same checks as the built-ins, before
// anything is lowered: its element types, at the op, and its option schema.

accel.kernel @f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @+1 {{f64 is not supported by accelerator 'toy-npu' (in 'accel.add'); supported element types: i8, i16, i32, f16, f32}}
  %y = add %x, %x : tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

module attributes {accel.target = #accel.target<"toy-npu", {scratchpad = 16}>} {
  // expected-error @+1 {{invalid value '16' for option 'scratchpad' of accelerator 'toy-npu': expected an integer from 64 to 1048576}}
  accel.kernel @small(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = add %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
