// RUN: accel-opt %s --emit-bytecode | accel-opt | FileCheck %s

// The accel dialect round-trips through MLIR bytecode like any upstream one.

// CHECK: module attributes {accel.target = #accel.target<"nvidia", {chip = "sm_90"}>}
// CHECK: accel.kernel @k(%{{.*}}: tensor<4x8xf32>) -> tensor<4xf32>
// CHECK-SAME: backend = #accel.backend<"gpu-simt">
// CHECK: reduce <max> %{{.*}} dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
// CHECK: accel.launch @k
module attributes {accel.target = #accel.target<"nvidia", {chip = "sm_90"}>} {
  accel.kernel @k(%x: tensor<4x8xf32>) -> tensor<4xf32>
      attributes {backend = #accel.backend<"gpu-simt">} {
    %0 = accel.reduce <max> %x dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    accel.return %0 : tensor<4xf32>
  }
  func.func @host(%x: tensor<4x8xf32>) -> tensor<4xf32> {
    %0 = accel.launch @k(%x) : (tensor<4x8xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
