// RUN: split-file %s %t
// RUN: accel-opt %t/all.mlir --accel-kernels-to-funcs | FileCheck %s --check-prefix=GONE
// RUN: accel-opt %t/left.mlir --accel-kernels-to-funcs | FileCheck %s --check-prefix=KEPT

// Once every kernel is a function, the module's accel.target / accel.backend
// defaults go (the records hold what they decided), so that tools without the
// accel dialect can read the output. While a kernel is left, they stay.

// GONE: module {
// GONE-NEXT: func.func @k
// GONE-SAME: accel.selection

// KEPT: module attributes {accel.backend = #accel.backend<"cpu-loops">, accel.target = #accel.target<"cpu">}
// KEPT: func.func @k
// KEPT: accel.kernel @left

//--- all.mlir
module attributes {accel.target = #accel.target<"cpu">, accel.backend = #accel.backend<"cpu-loops">} {
  accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "module attribute", backend_source = "module attribute"}} {
    accel.return %x : tensor<4xf32>
  }
}

//--- left.mlir
module attributes {accel.target = #accel.target<"cpu">, accel.backend = #accel.backend<"cpu-loops">} {
  accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> attributes {accel.selection = {accelerator = "cpu", backend = "cpu-loops", target_source = "module attribute", backend_source = "module attribute"}} {
    accel.return %x : tensor<4xf32>
  }
  accel.kernel @left(%x: tensor<4xf32>) -> tensor<4xf32> {
    accel.return %x : tensor<4xf32>
  }
}
