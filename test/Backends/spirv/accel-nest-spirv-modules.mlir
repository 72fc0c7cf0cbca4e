// RUN: accel-opt %s --accel-spirv-entry-point-abi --accel-nest-spirv-modules | FileCheck %s

// The entry point ABI comes from the kernel's known block size, only for
// gpu.modules that target SPIR-V; a top-level spirv.module @__spv__X moves
// into gpu.module @X, next to the kernels the host launches.

// CHECK-LABEL: gpu.module @k [#spirv.target_env
// CHECK: gpu.func @k() kernel attributes {known_block_size = array<i32: 128, 1, 1>, spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [128, 1, 1]>}
// CHECK: spirv.module @__spv__k Logical GLSL450
// CHECK-LABEL: gpu.module @n [#nvvm.target
// CHECK-NOT: spirv.entry_point_abi
// CHECK: }
// CHECK-NOT: spirv.module
module attributes {gpu.container_module} {
  spirv.module @__spv__k Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  }
  gpu.module @k [#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>] {
    gpu.func @k() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      gpu.return
    }
  }
  gpu.module @n [#nvvm.target] {
    gpu.func @n() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      gpu.return
    }
  }
}
