// RUN: rm -rf %t.cache %t.ro && accel-opt %s --accel-lower -o %t.nocache
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.cold 2>&1 | FileCheck %s --check-prefix=COLD
// RUN: ls %t.cache | FileCheck %s --check-prefix=FILES
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.warm 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: diff %t.nocache %t.cold
// RUN: diff %t.cold %t.warm
// RUN: env ACCEL_CACHE_DIR=%t.cache accel-opt %s --accel-lower --mlir-disable-threading --accel-explain=json -o %t.env 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: diff %t.cold %t.env
// RUN: %run-cpu %t.warm | FileCheck %s --check-prefix=OUT

// Processes that share the directory: each output is the same.
// RUN: rm -rf %t.shared && sh -c 'accel-opt %s --accel-cache-dir=%t.shared -o %t.p1 & accel-opt %s --accel-cache-dir=%t.shared -o %t.p2 & accel-opt %s --accel-cache-dir=%t.shared -o %t.p3 & wait'
// RUN: diff %t.cold %t.p1
// RUN: diff %t.cold %t.p2
// RUN: diff %t.cold %t.p3

// GPU kernels: the unit stored is the kernel's host function with its
// gpu.binary (PTX here), before the host code is lowered.
// RUN: rm -rf %t.gpu && accel-opt %S/../Backends/gpu-simt/Inputs/kernels.mlir --accel-target=nvidia -o %t.gpu-nocache
// RUN: accel-opt %S/../Backends/gpu-simt/Inputs/kernels.mlir --accel-target=nvidia --accel-cache-dir=%t.gpu -o %t.gpu-cold
// RUN: accel-opt %S/../Backends/gpu-simt/Inputs/kernels.mlir --accel-target=nvidia --accel-cache-dir=%t.gpu --accel-explain -o %t.gpu-warm 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: diff %t.gpu-nocache %t.gpu-cold
// RUN: diff %t.gpu-nocache %t.gpu-warm
// RUN: FileCheck %s --input-file=%t.gpu-warm --check-prefix=BINARY

// One kernel changed: only it is compiled again.
// RUN: sed -e 's/%%y = mul %%x, %%x/%%y = mul %%x, %%c/' %s > %t.changed.mlir
// RUN: accel-opt %t.changed.mlir --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGED

// A damaged entry (here: one byte of each entry changed) is reported, compiled
// again and replaced; the output is the same.
// RUN: for f in %t.cache/*.accelcache; do python3 -c "import sys; p = sys.argv[1]; b = bytearray(open(p, 'rb').read()); b[-1] ^= 1; open(p, 'wb').write(b)" $f; done
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.repaired 2>&1 | FileCheck %s --check-prefix=CORRUPT
// RUN: diff %t.cold %t.repaired
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARM
// A truncated one too.
// RUN: for f in %t.cache/*.accelcache; do python3 -c "import sys; p = sys.argv[1]; b = open(p, 'rb').read(); open(p, 'wb').write(b[:len(b) // 2])" $f; done
// RUN: accel-opt %s --accel-cache-dir=%t.cache -o /dev/null 2>&1 | FileCheck %s --check-prefix=TORN

// A directory that cannot be used is a warning and a compile without it.
// RUN: touch %t.ro
// RUN: accel-opt %s --accel-cache-dir=%t.ro -o %t.unusable 2>&1 | FileCheck %s --check-prefix=UNUSABLE
// RUN: diff %t.cold %t.unusable

// The size limit (which entries go first: unittests/Lowering/CacheTest.cpp):
// with room for none, none is kept.
// RUN: rm -rf %t.small && env ACCEL_CACHE_MAX_BYTES=1 accel-opt %s --accel-cache-dir=%t.small -o /dev/null
// RUN: ls %t.small | count 0
// RUN: not env ACCEL_CACHE_MAX_BYTES=lots accel-opt %s --accel-cache-dir=%t.small -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIMIT

// COLD: kernel @square: cache miss
// COLD-NEXT: kernel @scale: cache miss
// COLD-NEXT: kernel @outer: cache miss

// FILES-COUNT-3: {{^[0-9a-f]{64}\.accelcache$}}

// WARM: kernel @square: cache hit
// WARM-NEXT: kernel @scale: cache hit
// WARM-NEXT: kernel @outer: cache hit

// JSON: "cache": "hit"
// JSON: "kernel": "square"
// JSON: "cache": "hit"
// JSON: "kernel": "scale"
// JSON: "cache": "hit"
// JSON: "kernel": "outer"

// GPU-NOT: cache miss
// GPU: cache hit
// GPU-NOT: cache miss
// BINARY: llvm.mlir.global internal constant @__accel_gpu_{{.*}}({{.*}}) {accel.gpu_object = {format = "assembly", kind = "nvidia", {{.*}}target = #nvvm.target

// CHANGED: kernel @square: cache miss
// CHANGED-NEXT: kernel @scale: cache hit
// CHANGED-NEXT: kernel @outer: cache hit

// CORRUPT-COUNT-3: warning: the kernel cache entry '{{.*}}.accelcache' has a SHA-256 that does not match; compiling @{{square|scale|outer}} again
// CORRUPT: kernel @square: cache corrupt
// CORRUPT-NEXT: kernel @scale: cache corrupt
// CORRUPT-NEXT: kernel @outer: cache corrupt

// TORN: warning: the kernel cache entry '{{.*}}.accelcache' holds {{[0-9]+}} bytes instead of {{[0-9]+}}; compiling @square again

// UNUSABLE: warning: the kernel cache directory '{{.*}}.ro' cannot be used (it is not a directory); compiling without it

// LIMIT: accel-opt: ACCEL_CACHE_MAX_BYTES must be a number of bytes, got 'lots'

// OUT: [3, 12, 27, 1, 2]
// OUT: [8, 10, 12, 4, 6]

// Three kernels on two backends, two of them with the same constant (one
// global in the output, though each unit holds a copy), and host code that
// launches them: each kernel is looked up and stored on its own, and the
// output is the same, cold, warm or without a cache.
func.func private @printMemrefF32(tensor<*xf32>)

accel.kernel @square(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
  %c = arith.constant dense<[3.0, 3.0, 3.0, 1.0, 2.0]> : tensor<5xf32>
  %y = mul %x, %x : tensor<5xf32>
  %z = mul %y, %c : tensor<5xf32>
  return %z : tensor<5xf32>
}

accel.kernel @scale(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %c = arith.constant dense<[3.0, 3.0, 3.0, 1.0, 2.0]> : tensor<5xf32>
  %y = add %x, %c : tensor<5xf32>
  return %y : tensor<5xf32>
}

accel.kernel @outer(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-vector">} {
  %y = add %x, %x : tensor<5xf32>
  return %y : tensor<5xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 1.0, 1.0]> : tensor<5xf32>
  %s = accel.launch @square(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %su = tensor.cast %s : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %t = accel.launch @scale(%x) : (tensor<5xf32>) -> tensor<5xf32>
  %o = accel.launch @outer(%t) : (tensor<5xf32>) -> tensor<5xf32>
  %ou = tensor.cast %o : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%ou) : (tensor<*xf32>) -> ()
  return
}
