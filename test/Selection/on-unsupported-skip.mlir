// RUN: accel-opt %s --split-input-file --accel-on-unsupported=skip --verify-diagnostics | FileCheck %s

// --accel-on-unsupported=skip leaves a kernel that its accelerator cannot run
// unlowered, with a warning (never silently), and lowers the rest; a launch of
// a skipped kernel cannot be lowered and is an error at the launch.

// CHECK-LABEL: module
// CHECK: llvm.func @supported
// CHECK: accel.kernel @wide
// CHECK-NEXT: add %{{.*}}, %{{.*}} : tensor<4xf128>
module {
  accel.kernel @supported(%x: tensor<4xf32>) -> tensor<4xf32> {
    %y = add %x, %x : tensor<4xf32>
    return %y : tensor<4xf32>
  }
  // expected-warning @+1 {{kernel @wide uses an op or element type that accelerator 'cpu' cannot run; skipping it (--accel-on-unsupported=skip)}}
  accel.kernel @wide(%x: tensor<4xf128>) -> tensor<4xf128> {
    %y = add %x, %x : tensor<4xf128>
    return %y : tensor<4xf128>
  }
}

// -----

// expected-warning @+1 {{kernel @wide uses an op or element type that accelerator 'cpu' cannot run; skipping it (--accel-on-unsupported=skip)}}
accel.kernel @wide(%x: tensor<4xf128>) -> tensor<4xf128> {
  %y = add %x, %x : tensor<4xf128>
  return %y : tensor<4xf128>
}

func.func @host(%x: tensor<4xf128>) -> tensor<4xf128> {
  // expected-error @+1 {{kernel @wide is skipped (--accel-on-unsupported=skip), so this launch of it cannot be lowered}}
  %y = accel.launch @wide(%x) : (tensor<4xf128>) -> tensor<4xf128>
  return %y : tensor<4xf128>
}

// -----

// A backend (not the accelerator) that cannot compile an op: spirv kernels
// index with i32, so 2^31 elements are too many.
// expected-warning @+1 {{backend 'spirv' cannot compile every op of kernel @huge; skipping kernel @huge (--accel-on-unsupported=skip)}}
accel.kernel @huge(%x: tensor<2147483648xf32>) -> tensor<2147483648xf32> attributes {target = #accel.target<"vulkan">} {
  %y = add %x, %x : tensor<2147483648xf32>
  return %y : tensor<2147483648xf32>
}
