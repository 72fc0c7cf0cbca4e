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

// -----

// A tiled contraction's grid: row tiles in x, column tiles in y, batches in
// z, each workgroup 16 x 16 threads. 65536 x 128 + 1 rows or columns are
// 65537 tiles of 128; 65536 batches are as many workgroups in z.

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: this op needs 65537 blocks of 256 threads in x, more than the 65535 that accelerator 'vulkan' allows in one launch; raise the backend's 'tile-m' option or split the kernel
// CHECK-NOT: error
accel.kernel @tall_matmul(%a: tensor<8388609x1xf32>, %b: tensor<1x1xf32>) -> tensor<8388609x1xf32> {
  %c = matmul %a, %b : tensor<8388609x1xf32>, tensor<1x1xf32> -> tensor<8388609x1xf32>
  return %c : tensor<8388609x1xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: this op needs 65537 blocks of 256 threads in y, more than the 65535 that accelerator 'vulkan' allows in one launch; raise the backend's 'tile-n' option or split the kernel
// CHECK-NOT: error
accel.kernel @wide_matmul(%a: tensor<1x1xf32>, %b: tensor<1x8388609xf32>) -> tensor<1x8388609xf32> {
  %c = matmul %a, %b : tensor<1x1xf32>, tensor<1x8388609xf32> -> tensor<1x8388609xf32>
  return %c : tensor<1x8388609xf32>
}

// -----

// CHECK: [[FILE]]:[[@LINE+3]]:8: error: this op needs 65536 blocks of 256 threads in z, more than the 65535 that accelerator 'vulkan' allows in one launch; split the kernel (a tiled contraction has a workgroup per batch in z)
// CHECK-NOT: error
accel.kernel @many_batches(%a: tensor<65536x1x1xf32>, %b: tensor<65536x1x1xf32>) -> tensor<65536x1x1xf32> {
  %c = batch_matmul %a, %b : tensor<65536x1x1xf32>, tensor<65536x1x1xf32> -> tensor<65536x1x1xf32>
  return %c : tensor<65536x1x1xf32>
}
