// RUN: accel-opt %s --split-input-file --accel-spirv-launch-buffers --verify-diagnostics | FileCheck %s

// Launches of SPIR-V kernels pass one device address per buffer binding;
// launches of other binaries are left as they are.

// CHECK-LABEL: func.func @launch
// CHECK-SAME: (%[[A:.*]]: memref<64xf32>, %[[B:.*]]: memref<8x8xf32>)
// CHECK-DAG: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: gpu.launch_func @k::@k {{.*}} args(%[[PA]] : index, %[[PB]] : index)
// CHECK: gpu.launch_func @p::@p {{.*}} args(%[[A]] : memref<64xf32>)
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "">]
  gpu.binary @p [#gpu.object<#nvvm.target, "">]
  func.func @launch(%a: memref<64xf32>, %b: memref<8x8xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %b : memref<8x8xf32>)
    gpu.launch_func @p::@p blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "">]
  func.func @scalar(%a: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes a 'index' to a SPIR-V kernel, which takes only buffers (descriptor bindings)}}
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    return
  }
}
