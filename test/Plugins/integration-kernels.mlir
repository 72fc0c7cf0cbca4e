// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %S/../Integration/kernels-matmul.mlir --accel-lower | %run-cpu | FileCheck %S/../Integration/kernels-matmul.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %S/../Integration/kernels-conv-reduce.mlir --accel-lower | %run-cpu | FileCheck %S/../Integration/kernels-conv-reduce.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %S/../Integration/kernels-elementwise.mlir --accel-lower | %run-cpu | FileCheck %S/../Integration/kernels-elementwise.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/toy-npu.so %S/../Integration/kernels-dynamic.mlir --accel-lower | %run-cpu | FileCheck %S/../Integration/kernels-dynamic.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so --accel-target=openreg %S/../Integration/kernels-matmul.mlir | %run-cpu | FileCheck %S/../Integration/kernels-matmul.mlir
// RUN: accel-opt --load-accel-plugin=%plugins/openreg.so --accel-target=openreg %S/../Integration/kernels-conv-reduce.mlir | %run-cpu | FileCheck %S/../Integration/kernels-conv-reduce.mlir

// The executed kernel suites of test/Integration/ (matmul, batch matmul,
// conv2d, reductions, elementwise chains, transpose, dynamic shapes; their
// expected numbers are in those files) through the plugin backends: on
// toy-npu as the implicit default once it is loaded, and on openreg by name.
