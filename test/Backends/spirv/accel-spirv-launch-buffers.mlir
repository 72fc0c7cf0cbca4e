// RUN: accel-opt %s --split-input-file --accel-spirv-launch-buffers --verify-diagnostics | FileCheck %s

// Launches of SPIR-V kernels pass the mask of their size bindings, then one
// device address per buffer binding and sizes as they are; launches of other
// binaries are left as they are.

// CHECK-LABEL: func.func @launch
// CHECK-SAME: (%[[A:.*]]: memref<64xf32>, %[[B:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-DAG: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PB:.*]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK-DAG: %[[MASK:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func @k::@k {{.*}} args(%[[MASK]] : index, %[[PA]] : index, %[[PB]] : index, %[[N]] : index)
// CHECK: gpu.launch_func @p::@p {{.*}} args(%[[A]] : memref<64xf32>)
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "">]
  gpu.binary @p [#gpu.object<#nvvm.target, "">]
  func.func @launch(%a: memref<64xf32>, %b: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %b : memref<?xf32>, %n : index)
    gpu.launch_func @p::@p blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "">]
  func.func @scalar(%a: memref<64xf32>, %f: f32) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes a 'f32' to a SPIR-V kernel, which takes buffers and index sizes only (descriptor bindings)}}
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %f : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "">]
  func.func @late_size(%a: memref<4xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op passes a size as argument 64 to a SPIR-V kernel; sizes go in the first 64 bindings}}
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %a : memref<4xf32>, %n : index)
    return
  }
}
