// RUN: accel-opt %s --accel-on-unsupported=fallback --accel-validate-only --verify-diagnostics

// --accel-on-unsupported=fallback switches a backend that cannot compile a
// kernel to the accelerator's preferred one; when the accelerator itself lacks
// the capability no backend can help, and the kernel is an error at the op.
// (Backends that do not support an accelerator fall back as unit-tested in
// SelectionTest, since every built-in backend supports `cpu`.)

accel.kernel @wide(%x: tensor<4xf128>) -> tensor<4xf128> attributes {backend = #accel.backend<"cpu-loops">} {
  // expected-error @+1 {{f128 is not supported by accelerator 'cpu' (in 'accel.add'); supported element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64}}
  %y = add %x, %x : tensor<4xf128>
  return %y : tensor<4xf128>
}
