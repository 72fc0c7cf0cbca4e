// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %s --accel-dump-pipeline -o %t.lowered 2> %t.pipeline
// RUN: FileCheck %s --input-file=%t.pipeline
// RUN: sh -c 'accel-opt --load-accel-plugin=%plugins/toy-npu.so %s --pass-pipeline="$(cat %t.pipeline)" -o %t.replayed'
// RUN: diff %t.lowered %t.replayed
// RUN: sh -c 'not accel-opt %s --pass-pipeline="$(cat %t.pipeline)" 2>&1' | FileCheck %s --check-prefix=UNLOADED

// A plugin backend's pipeline dumps like a built-in one, its own pass by name,
// and replays to the same IR when the plugin is loaded (the plugin registered
// its pass). Without the plugin, the pass name is unknown.

// CHECK: accel-kernel-pipeline{backend=toy-npu-scratchpad configuration={{[0-9a-f]+}} pipeline=func.func(toy-npu-tile-for-scratchpad{scratchpad-bytes=512},canonicalize{{.*}},convert-linalg-to-loops,

// UNLOADED: 'toy-npu-tile-for-scratchpad' does not refer to a registered pass or pass pipeline

module attributes {accel.target = #accel.target<"toy-npu", {scratchpad = 512}>} {
  accel.kernel @mm(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %c = matmul %a, %b : tensor<8x8xf32>, tensor<8x8xf32> -> tensor<8x8xf32>
    return %c : tensor<8x8xf32>
  }
}
