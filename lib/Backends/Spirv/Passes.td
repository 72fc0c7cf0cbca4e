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

def AccelSpirvFlattenBuffers
    : Pass<"accel-spirv-flatten-buffers", "::mlir::func::FuncOp"> {
  let summary = "Give SPIR-V launches one-dimensional buffers and their "
                "sizes as values";
  let description = [{
    SPIR-V kernels address a buffer of dynamic size as a runtime array: one
    dimension, no sizes. Before outlining, this pass rewrites each
    `gpu.launch` of the `spirv` backend's kernel stage so that every buffer
    of rank 2 or more with a dynamic size that it uses is collapsed to one
    dimension on the host (`memref.collapse_shape`), with its loads and
    stores linearized (row-major), and so that the sizes the launch uses are
    values taken from `memref.extract_strided_metadata` on the host instead
    of `memref.dim` (which outlining would sink into the kernel). The
    outlined kernel then takes 1-D buffers and index sizes, which
    `accel-spirv-launch-buffers` binds.

    ```mlir
    %n = memref.dim %a, %c1 : memref<?x?xf32>
    gpu.launch ... { %v = memref.load %a[%i, %j] : memref<?x?xf32> ... %n ... }
    // becomes
    %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %a
    %flat = memref.collapse_shape %a [[0, 1]]
        : memref<?x?xf32> into memref<?xf32>
    gpu.launch ... {
      %k = affine.apply (i * sizes#1 + j)
      %v = memref.load %flat[%k] : memref<?xf32> ... %sizes#1 ...
    }
    ```

    A launch using such a buffer otherwise than by loads and stores is an
    error at the launch.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
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
                "addresses and their sizes as values, one per binding";
  let description = [{
    A SPIR-V kernel for Vulkan takes its buffers as descriptor bindings (set
    0, binding i for argument i), not as memref descriptors. After
    serialization, this pass rewrites every `gpu.launch_func` of a
    `gpu.binary` holding SPIR-V so that each memref operand is passed as the
    device buffer's aligned address (`memref.extract_aligned_pointer_as_index`)
    and each index operand (a dynamic size, which the SPIR-V kernel reads
    from a one-element buffer) as it is, after a first parameter: the mask
    of the bindings that are sizes (bit i for binding i). The launch then
    carries the mask and one parameter per binding; the Vulkan driver of
    `libaccel_runtime` binds a buffer parameter to the device buffer it allocated at that
    address and a size to a 4-byte buffer holding it as i32. The views'
    offsets and strides are static in the kernel's types.

    ```mlir
    gpu.launch_func @k::@k blocks in (...) threads in (...)
        args(%a : memref<?xf32>, %n : index)
    // becomes
    %pa = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
    %mask = arith.constant 2 : index
    gpu.launch_func @k::@k blocks in (...) threads in (...)
        args(%mask : index, %pa : index, %n : index)
    ```

    Another operand type (a kernel taking a float scalar), or a size beyond
    the first 64 bindings, is an error at the launch.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

#endif // ACCEL_BACKENDS_SPIRV_PASSES_TD
