// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so --list-accelerators --list-backends > %t.ab.txt
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so --load-accel-plugin=%plugins/toy-npu.so --list-accelerators --list-backends > %t.ba.txt
// RUN: diff %t.ab.txt %t.ba.txt
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so --load-accel-plugin=%plugins/openreg.so %s --accel-lower -o %t.ab.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so --load-accel-plugin=%plugins/toy-npu.so %s --accel-lower -o %t.ba.mlir
// RUN: diff %t.ab.mlir %t.ba.mlir
// RUN: FileCheck %s --input-file=%t.ab.mlir

// Loaded in either order, the two plugins give the same listings and the same
// output, byte for byte: a kernel on the implicit default (toy-npu), one on
// openreg by attribute, one on cpu.

// CHECK-DAG: llvm.func @on_default({{.*}}accel.selection = {accelerator = "toy-npu"
// CHECK-DAG: llvm.func @on_openreg({{.*}}accel.selection = {accelerator = "openreg", backend = "openreg-loops"
// CHECK-DAG: llvm.func @on_cpu({{.*}}accel.selection = {accelerator = "cpu"

accel.kernel @on_default(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = add %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

accel.kernel @on_openreg(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"openreg">} {
  %y = mul %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

accel.kernel @on_cpu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"cpu">, backend = #accel.backend<"cpu-loops">} {
  %y = sub %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
