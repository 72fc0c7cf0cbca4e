// RUN: accel-opt %s --split-input-file --accel-on-unsupported=fallback --accel-validate-only --verify-diagnostics | FileCheck %s

// --accel-on-unsupported=fallback switches a backend that cannot compile a
// kernel to the accelerator's preferred one, with a warning and the source
// recorded as `fallback`; when the accelerator itself lacks the capability no
// backend can help, and the kernel is an error at the op.

// CHECK-LABEL: accel.kernel @gpu_backend_on_cpu
// CHECK-SAME: backend = "cpu-vector"
// CHECK-SAME: backend_source = "fallback"
// expected-warning @+1 {{backend 'gpu-simt' does not support accelerator 'cpu'; falling back to 'cpu-vector', the preferred backend of 'cpu' (--accel-on-unsupported=fallback)}}
accel.kernel @gpu_backend_on_cpu() attributes {backend = #accel.backend<"gpu-simt", {threads = 64}>} {
  return
}

// -----

accel.kernel @wide(%x: tensor<4xf128>) -> tensor<4xf128> attributes {backend = #accel.backend<"cpu-loops">} {
  // expected-error @+1 {{f128 is not supported by accelerator 'cpu' (in 'accel.add'); supported element types: i1, i8, i16, i32, i64, bf16, f16, f32, f64}}
  %y = add %x, %x : tensor<4xf128>
  return %y : tensor<4xf128>
}
