// RUN: not accel-opt --load-accel-plugin=%crashy %s --accel-reproducer=%t.repro -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t.repro --check-prefix=REPRO
// RUN: not accel-opt --load-accel-plugin=%crashy --run-reproducer %t.repro -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLAY

// A failing kernel whose constant became a memref.global at bufferization:
// the reproducer holds the global too, so that it replays the stage's error
// rather than failing to verify ('memref.get_global' op ... does not
// reference a valid global memref).

// CHECK: reproducer-globals.mlir:[[# @LINE + 8]]:3: error: crashy-fail: the crashy backend fails on purpose
// REPRO: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// REPRO: func.func @fails(
// REPRO: memref.get_global @__constant_4xf32
// REPLAY-NOT: does not reference a valid global memref
// REPLAY: reproducer-globals.mlir:[[# @LINE + 3]]:3: error: crashy-fail: the crashy backend fails on purpose

module attributes {accel.target = #accel.target<"crashy-npu">} {
  accel.kernel @fails(%a: tensor<4xf32>) -> tensor<4xf32> {
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %0 = add %a, %c : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
