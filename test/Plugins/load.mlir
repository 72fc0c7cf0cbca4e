// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin %plugins/openreg.so \
// RUN:   --list-accelerators --list-backends | FileCheck %s --check-prefix=LIST
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so \
// RUN:   --list-accelerators --format=json | FileCheck %s --check-prefix=JSON
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so \
// RUN:   %s --accel-explain --accel-validate-only 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so \
// RUN:   %s --accel-target=cpu --accel-explain --accel-validate-only 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so \
// RUN:   %s --accel-explain --accel-validate-only 2>&1 | FileCheck %s --check-prefix=TESTING
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so \
// RUN:   %s --accel-target=openreg --accel-explain --accel-validate-only 2>&1 | FileCheck %s --check-prefix=OPENREG
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/toy-npu.so \
// RUN:   --list-accelerators | FileCheck %s --check-prefix=TWICE

// Two plugins beside the built-ins, loaded from the command line (both
// spellings of the flag). Listings name each entry's provider. toy-npu's
// priority (10) beats cpu's (0), so it becomes the implicit default; the
// command line still wins. openreg's priority (100) is higher still, but it is
// tagged testing: never the implicit default, usable by name.

// LIST: cpu - the host CPU, through the LLVM dialect
// LIST-NEXT: provider: built-in; priority 0; auto-select{{$}}
// LIST: openreg - a registration test device (runs on the host)
// LIST-NEXT: provider: plugin openreg 1.0 ({{.*}}/plugins/openreg.so); priority 100; auto-select{{$}}
// LIST-NEXT: tags: testing
// LIST-NEXT: backends: openreg-loops (default)
// LIST: toy-npu - a toy NPU with an on-chip scratchpad (runs on the host)
// LIST-NEXT: provider: plugin toy-npu 0.1 ({{.*}}/plugins/toy-npu.so); priority 10; auto-select (the default)
// LIST-NEXT: backends: toy-npu-scratchpad (default)
// LIST-NEXT: option scratchpad (default 16384): size of the on-chip scratchpad, in bytes
// LIST-NEXT: element types: i8, i16, i32, f16, f32
// LIST: cpu-loops - reference: linalg to scalar loops, then LLVM
// LIST-NEXT: provider: built-in
// LIST: openreg-loops - openreg's backend: scalar loops on the host
// LIST-NEXT: provider: plugin openreg 1.0 ({{.*}}/plugins/openreg.so)
// LIST-NEXT: tags: testing
// LIST-NEXT: accelerators: openreg
// LIST: toy-npu-scratchpad - tiles every op for the scratchpad, copies tiles in and out, then loops
// LIST-NEXT: provider: plugin toy-npu 0.1 ({{.*}}/plugins/toy-npu.so)
// LIST-NEXT: accelerators: toy-npu
// LIST-NOT: unavailable

// JSON: "name": "openreg",
// JSON: "priority": 100,
// JSON-NEXT: "provider": "plugin openreg 1.0 ({{.*}}/plugins/openreg.so)",
// JSON-NEXT: "tags": [
// JSON-NEXT: "testing"
// JSON: "default": true,
// JSON: "name": "toy-npu",
// JSON: "provider": "plugin toy-npu 0.1 ({{.*}}/plugins/toy-npu.so)",
// JSON: "unavailablePlugins": []

// DEFAULT: kernel @k
// DEFAULT-NEXT: accelerator: toy-npu {scratchpad = 16384} [registry default]
// DEFAULT-NEXT: backend: toy-npu-scratchpad [accelerator default]

// CPU: accelerator: cpu {{.*}} [command line]
// CPU-NEXT: passed over: 'toy-npu' from the registry default: lower precedence than the command line

// TESTING: accelerator: cpu {{.*}} [registry default]

// OPENREG: accelerator: openreg [command line]
// OPENREG-NEXT: passed over: 'cpu' from the registry default: lower precedence than the command line
// OPENREG-NEXT: backend: openreg-loops [accelerator default]

// The same file twice is loaded once.
// TWICE-COUNT-1: toy-npu - a toy NPU
// TWICE-NOT: toy-npu - a toy NPU

accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
