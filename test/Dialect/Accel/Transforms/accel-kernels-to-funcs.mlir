// RUN: accel-opt %s --accel-kernels-to-funcs | FileCheck %s

// Resolved kernels (those with an accel.selection record) become func.func
// with the same name, signature, visibility and attributes, and their launches
// become calls; other kernels and their launches are left alone.

// CHECK-LABEL: func.func private @resolved
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-SAME: accel.selection = {accelerator = "cpu", backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: return %[[Y]] : tensor<4xf32>
accel.kernel private @resolved(%x: tensor<4xf32>) -> tensor<4xf32> attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "registry default", backend_source = "command line"}} {
  %y = arith.addf %x, %x : tensor<4xf32>
  accel.return %y : tensor<4xf32>
}

// CHECK-LABEL: accel.kernel @unresolved
accel.kernel @unresolved(%x: tensor<4xf32>) -> tensor<4xf32> {
  accel.return %x : tensor<4xf32>
}

// CHECK-LABEL: func.func @host
// CHECK: %[[A:.*]] = call @resolved(%{{.*}}) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: accel.launch @unresolved(%[[A]])
func.func @host(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = accel.launch @resolved(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = accel.launch @unresolved(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}
