// RUN: rm -rf %t && mkdir %t
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-autotune-budget=30 --accel-cache-dir=%t/cache --accel-explain -o %t/first.mlir 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-cache-dir=%t/cache --accel-explain -o %t/second.mlir 2>&1 | FileCheck %s --check-prefix=SECOND
// RUN: diff %t/first.mlir %t/second.mlir
//
// Without --accel-autotune, the cache's record applies too.
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-tuning-file=%t/none.json --accel-cache-dir=%t/cache --accel-explain -o %t/third.mlir 2>&1 | FileCheck %s --check-prefix=SECOND
// RUN: diff %t/first.mlir %t/third.mlir
//
// A damaged record is measured again (and replaced).
// RUN: for f in %t/cache/*.accelcache; do if grep -q '"signature"' $f; then printf 'accel-kernel-cache 2 x 0 0\n' > $f; fi; done
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-cache-dir=%t/cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=DAMAGED
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-autotune --accel-cache-dir=%t/cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=SECOND

// Tuning records live in the kernel cache: the second compile measures
// nothing, and lowers the same. (Its blocks of K, N and M are larger than
// the kernel, so candidates that differ only there are identical.)
accel.kernel @k(%a: tensor<20x36xf32>, %b: tensor<36x28xf32>) -> tensor<20x28xf32> {
  %c = matmul %a, %b : tensor<20x36xf32>, tensor<36x28xf32> -> tensor<20x28xf32>
  return %c : tensor<20x28xf32>
}

// FIRST: tuned: {{.*}} (autotuned: {{[0-9.]+}}x the default, {{[0-9]+}} candidates, {{[1-9][0-9]*}} identical to one of them, {{[0-9.]+}} s)
// SECOND: tuned: {{.*}} (from the kernel cache: {{[0-9.]+}}x the default, {{[0-9]+}} candidates, {{[1-9][0-9]*}} identical to one of them, {{[0-9.]+}} s)
// DAMAGED: warning: the kernel cache entry '{{.*}}.accelcache' is not a tuning record of kernel 'k' (is the entry of another key (x)); tuning it again
// DAMAGED: tuned: {{.*}} (autotuned:
