// RUN: rm -rf %t.cache && accel-opt %s --accel-lower -o %t.nocache
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.cold 2>&1 | FileCheck %s --check-prefix=COLD
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.warm 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: diff %t.nocache %t.cold
// RUN: diff %t.cold %t.warm
// RUN: accel-opt %s --accel-cache-dir=%t.cache --mlir-disable-threading --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-dump-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP

// One kernel changed: only it is compiled again.
// RUN: sed -e 's/%%sq = mul %%x, %%x/%%sq = add %%x, %%x/' %s > %t.changed.mlir
// RUN: accel-opt %t.changed.mlir --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGED
// The module's attributes reach every unit: changed, every kernel misses.
// RUN: sed -e 's/^module attributes {test.note = "one"}/module attributes {test.note = "two"}/' %s > %t.attrs.mlir
// RUN: accel-opt %t.attrs.mlir --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=COLD

// A damaged entry is reported at the kernel, compiled again and replaced.
// RUN: for f in %t.cache/*.accelcache; do python3 -c "import sys; p = sys.argv[1]; b = bytearray(open(p, 'rb').read()); b[-1] ^= 1; open(p, 'wb').write(b)" $f; done
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o %t.repaired 2>&1 | FileCheck %s --check-prefix=CORRUPT
// RUN: diff %t.cold %t.repaired
// RUN: accel-opt %s --accel-cache-dir=%t.cache --accel-explain -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: %run-cpu %t.warm | FileCheck %s --check-prefix=OUT

// A kernel that nothing launches is lowered the same whatever else the
// module holds, so accel-kernel-early-units looks it up before anything
// runs: a hit skips accel-to-linalg, bufferization and the rest, not only
// its unit's pipeline (a miss is lowered there and then, in its unit). A
// launched one (@launched) is looked up after bufferization, which lowers
// the host code's calls after the kernel's body.

// COLD: kernel @square: cache miss
// COLD-NEXT: kernel @double: cache miss
// COLD-NEXT: kernel @launched: cache miss

// WARM: kernel @square: cache hit
// WARM-NEXT: kernel @double: cache hit
// WARM-NEXT: kernel @launched: cache hit

// Right after the lookup, the two hits are declarations holding their
// places; the launched kernel waits for bufferization.
// EARLY: IR Dump After AccelKernelEarlyUnits
// EARLY-NEXT: module attributes {test.note = "one"} {
// EARLY-NEXT: llvm.func @square()
// EARLY-NEXT: llvm.func @double()
// EARLY-NEXT: accel.kernel @launched
// EARLY: IR Dump After AccelToLinalg

// The replayable pipeline leaves the up-front lookup out.
// DUMP-NOT: accel-kernel-early-units
// DUMP: accel-kernel-units{{.*}}cache-dir=
// DUMP-NOT: accel-kernel-early-units

// CHANGED: kernel @square: cache miss
// CHANGED-NEXT: kernel @double: cache hit
// CHANGED-NEXT: kernel @launched: cache hit

// CORRUPT-COUNT-3: warning: the kernel cache entry '{{.*}}.accelcache' has a SHA-256 that does not match; compiling @{{square|double|launched}} again
// CORRUPT: kernel @square: cache corrupt
// CORRUPT-NEXT: kernel @double: cache corrupt
// CORRUPT-NEXT: kernel @launched: cache corrupt

// OUT: [4, 9, 1, 4, 1]

module attributes {test.note = "one"} {
  accel.kernel @square(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
    %sq = mul %x, %x : tensor<5xf32>
    return %sq : tensor<5xf32>
  }

  accel.kernel @double(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-vector">} {
    %y = add %x, %x : tensor<5xf32>
    return %y : tensor<5xf32>
  }

  accel.kernel @launched(%x: tensor<5xf32>) -> tensor<5xf32> attributes {backend = #accel.backend<"cpu-loops">} {
    %y = mul %x, %x : tensor<5xf32>
    return %y : tensor<5xf32>
  }

  func.func private @printMemrefF32(tensor<*xf32>)

  func.func @main() {
    %x = arith.constant dense<[2.0, 3.0, 1.0, 2.0, 1.0]> : tensor<5xf32>
    %s = accel.launch @launched(%x) : (tensor<5xf32>) -> tensor<5xf32>
    %su = tensor.cast %s : tensor<5xf32> to tensor<*xf32>
    call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
    return
  }
}
