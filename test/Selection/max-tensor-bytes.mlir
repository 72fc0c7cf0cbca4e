// RUN: not accel-opt %s --accel-validate-only 2>&1 | FileCheck %s --check-prefix=DEFAULT -DFILE=%s
// RUN: not accel-opt %s --accel-validate-only --accel-max-tensor-bytes=4096 2>&1 | FileCheck %s --check-prefix=SMALL -DFILE=%s
// RUN: accel-opt %s --accel-validate-only --accel-max-tensor-bytes=0
// RUN: not accel-opt %s --pass-pipeline='builtin.module(accel-select{max-tensor-bytes=4096})' 2>&1 | FileCheck %s --check-prefix=SMALL -DFILE=%s

// max-tensor-bytes (--accel-max-tensor-bytes): a tensor a kernel takes,
// makes or returns may not exceed it; each one that does is an error at the
// kernel (arguments, results) or at the op that makes it, with the figure
// and the limit. The default is 1 TiB; 0 lifts it.

// DEFAULT: [[FILE]]:[[@LINE+4]]:1: error: argument #0 of type 'tensor<1048576x1048576xi16>' takes 2199023255552 bytes, more than the limit of 1099511627776 (max-tensor-bytes, --accel-max-tensor-bytes)
// DEFAULT: [[FILE]]:[[@LINE+8]]:8: error: 'accel.neg' result of type 'tensor<1048576x1048576xi16>' takes 2199023255552 bytes, more than the limit of 1099511627776 (max-tensor-bytes, --accel-max-tensor-bytes)
// DEFAULT-NOT: error
// SMALL: [[FILE]]:[[@LINE+1]]:1: error: argument #0 of type 'tensor<1048576x1048576xi16>' takes 2199023255552 bytes, more than the limit of 4096 (max-tensor-bytes, --accel-max-tensor-bytes)
accel.kernel @big(%a: tensor<1048576x1048576xi16>) -> tensor<2xi16> {
  %s = arith.constant dense<1> : tensor<2xi16>
  // 1 MiB made inside the kernel: fine by default, not with 4096.
  // SMALL: [[FILE]]:[[@LINE+1]]:8: error: 'tensor.empty' result of type 'tensor<512x1024xi16>' takes 1048576 bytes, more than the limit of 4096 (max-tensor-bytes, --accel-max-tensor-bytes)
  %e = tensor.empty() : tensor<512x1024xi16>
  %n = neg %a : tensor<1048576x1048576xi16>
  return %s : tensor<2xi16>
}

// SMALL: [[FILE]]:[[@LINE+3]]:1: error: result #0 of type 'tensor<4097xi8>' takes 4097 bytes, more than the limit of 4096 (max-tensor-bytes, --accel-max-tensor-bytes)
// SMALL: [[FILE]]:[[@LINE+3]]:8: error: 'arith.constant' result of type 'tensor<4097xi8>' takes 4097 bytes, more than the limit of 4096 (max-tensor-bytes, --accel-max-tensor-bytes)
// SMALL-NOT: error
accel.kernel @just_over() -> tensor<4097xi8> {
  %c = arith.constant dense<7> : tensor<4097xi8>
  return %c : tensor<4097xi8>
}
