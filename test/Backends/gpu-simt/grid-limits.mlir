// RUN: not accel-opt %s --accel-lower --accel-target=nvidia --accel-max-tensor-bytes=0 -o /dev/null 2>&1 | FileCheck %s -DFILE=%s --check-prefixes=CHECK,NVIDIA
// RUN: not accel-opt %s --accel-lower --accel-target=amd --accel-max-tensor-bytes=0 -o /dev/null 2>&1 | FileCheck %s -DFILE=%s --check-prefixes=CHECK,AMD

// A launch grid beyond the GPU's limit is an error at the op that needs it:
// 2^44 elements in blocks of 256 threads are 2^36 blocks, more than the
// 2^31 - 1 of CUDA's and HIP's grids in x. The 2^32 elements before it fit.
// (16 TiB: past the default max-tensor-bytes, lifted here.) A thread per
// element ("vector-width" = 1) is what needs such a grid; the default
// elementwise launches stride over any size with a bounded grid (@strided).

// NVIDIA: [[FILE]]:[[@LINE+7]]:8: error: this op needs 68719476736 blocks of 256 threads in x, more than the 2147483647 that accelerator 'nvidia' allows in one launch; raise the backend's 'threads' option or split the kernel
// AMD: [[FILE]]:[[@LINE+6]]:8: error: this op needs 68719476736 blocks of 256 threads in x, more than the 2147483647 that accelerator 'amd' allows in one launch; raise the backend's 'threads' option or split the kernel
// CHECK-NOT: error
accel.kernel @huge(%a: tensor<65536x65536xi8>, %b: tensor<4096x4096x1048576xi8>)
    -> (tensor<65536x65536xi8>, tensor<4096x4096x1048576xi8>)
    attributes {backend = #accel.backend<"gpu-simt", {"vector-width" = 1}>} {
  %0 = add %a, %a : tensor<65536x65536xi8>
  %1 = add %b, %b : tensor<4096x4096x1048576xi8>
  return %0, %1 : tensor<65536x65536xi8>, tensor<4096x4096x1048576xi8>
}

accel.kernel @strided(%b: tensor<4096x4096x1048576xi8>) -> tensor<4096x4096x1048576xi8> {
  %1 = add %b, %b : tensor<4096x4096x1048576xi8>
  return %1 : tensor<4096x4096x1048576xi8>
}
