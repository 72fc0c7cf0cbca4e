//===- Passes.td - spirv passes ----------------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_SPIRV_PASSES_TD
#define ACCEL_BACKENDS_SPIRV_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelSpirvEntryPointAbi
    : Pass<"accel-spirv-entry-point-abi", "::mlir::ModuleOp"> {
  let summary = "Give outlined GPU kernels their SPIR-V workgroup size";
  let description = [{
    `convert-gpu-to-spirv` needs a `spirv.entry_point_abi` on every kernel.
    This pass sets it on each `gpu.func` kernel of the gpu.modules whose
    target is a `#spirv.target_env` (attach it first), with the workgroup size
    taken from the kernel's `known_block_size`, which the GPU mapping
    records. Kernels that already have one keep it.

    ```mlir
    gpu.func @k(...) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
    // becomes
    gpu.func @k(...) kernel attributes {known_block_size = array<i32: 256, 1, 1>,
        spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [256, 1, 1]>}
    ```
  }];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
}

def AccelNestSpirvModules
    : Pass<"accel-nest-spirv-modules", "::mlir::ModuleOp"> {
  let summary = "Move each converted spirv.module into its gpu.module";
  let description = [{
    For Vulkan, `convert-gpu-to-spirv` places the `spirv.module @__spv__X` it
    creates next to `gpu.module @X`, while `gpu-module-to-binary` serializes
    the SPIR-V module found inside a gpu.module. This pass moves each one in
    (the gpu.funcs stay until serialization, for the host launches' sake), so
    that the binary holds SPIR-V.

    ```mlir
    spirv.module @__spv__k Logical GLSL450 { ... }
    gpu.module @k [#spirv.target_env<...>] { gpu.func @k ... }
    // becomes
    gpu.module @k [#spirv.target_env<...>] {
      gpu.func @k ...
      spirv.module @__spv__k Logical GLSL450 { ... }
    }
    ```
  }];
}

def AccelSpirvLaunchBuffers
    : Pass<"accel-spirv-launch-buffers", "::mlir::ModuleOp"> {
  let summary = "Pass the buffers of SPIR-V kernel launches as device "
                "addresses, one per binding";
  let description = [{
    A SPIR-V kernel for Vulkan takes its buffers as descriptor bindings (set
    0, binding i for argument i), not as memref descriptors. After
    serialization, this pass rewrites every `gpu.launch_func` of a
    `gpu.binary` holding SPIR-V so that each memref operand is passed as the
    device buffer's aligned address (`memref.extract_aligned_pointer_as_index`):
    the launch then carries one parameter per binding, which
    `libaccel_vulkan_runtime` binds to the device buffer it allocated at that
    address. The views' offsets and strides are static in the kernel's types.

    ```mlir
    gpu.launch_func @k::@k blocks in (...) threads in (...)
        args(%a : memref<64xf32>, %b : memref<64xf32>)
    // becomes
    %pa = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
    %pb = memref.extract_aligned_pointer_as_index %b : memref<64xf32> -> index
    gpu.launch_func @k::@k blocks in (...) threads in (...)
        args(%pa : index, %pb : index)
    ```

    An operand that is not a memref (a kernel taking a scalar) is an error at
    the launch: Vulkan kernels here take buffers only.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // ACCEL_BACKENDS_SPIRV_PASSES_TD
