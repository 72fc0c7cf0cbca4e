// RUN: not accel-opt %s --split-input-file --accel-lower --accel-target=vulkan -o /dev/null 2>&1 | FileCheck %s -DFILE=%s

// A launch grid the device cannot run is an error at the op that needs it,
// with the figure and the limit: 65536x512 elements are 131072 workgroups of
// 256 invocations, beyond the 65535 every Vulkan device offers. With 1024
// invocations per workgroup they fit.

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: this op needs 131072 blocks of 256 threads in x, more than the 65535 that accelerator 'vulkan' allows in one launch; raise the backend's 'threads' option or split the kernel
// CHECK-NOT: error
accel.kernel @wide(%a: tensor<65536x512xf32>) -> tensor<65536x512xf32> {
  %0 = add %a, %a : tensor<65536x512xf32>
  return %0 : tensor<65536x512xf32>
}

// -----

accel.kernel @wide_workgroups(%a: tensor<65536x512xf32>) -> tensor<65536x512xf32>
    attributes {backend = #accel.backend<"spirv", {threads = 1024}>} {
  %0 = add %a, %a : tensor<65536x512xf32>
  return %0 : tensor<65536x512xf32>
}

// -----

// Kernels index with i32: a tensor of more elements is refused before
// lowering, at the op.

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: 'accel.relu' is not supported by backend 'spirv': tensor<65536x65536xf32> holds 4294967296 elements, more than the 2147483647 a 32-bit index counts (SPIR-V kernels index with i32)
// CHECK-NOT: error
accel.kernel @many(%a: tensor<65536x65536xf32>) -> tensor<65536x65536xf32> {
  %0 = relu %a : tensor<65536x65536xf32>
  return %0 : tensor<65536x65536xf32>
}
