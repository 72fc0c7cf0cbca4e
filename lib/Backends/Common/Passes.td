//===- Passes.td - the shared stages' passes ---------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_COMMON_PASSES_TD
#define ACCEL_BACKENDS_COMMON_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelFlattenParallelLoops
    : Pass<"accel-flatten-parallel-loops", "::mlir::func::FuncOp"> {
  let summary = "Collapse each outermost scf.parallel into one dimension";
  let description = [{
    Combines all dimensions of every outermost `scf.parallel` into a single
    one (the upstream `collapseParallelLoops` utility), so that GPU mapping
    handles any rank the same way: one dimension tiled into blocks of
    threads. Used by the `gpu-simt` and `spirv` backends before
    `scf-parallel-loop-tiling`, which otherwise leaves loops of more than
    three dimensions (a convolution has four) unmappable.

    ```mlir
    scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c8) step (%c1, %c1) { ... }
    // becomes
    scf.parallel (%k) = (%c0) to (%c128) step (%c1) {
      %i = arith.divsi %k, %c8 : index
      %j = arith.remsi %k, %c8 : index
      ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelCheckGpuMapped
    : Pass<"accel-check-gpu-mapped", "::mlir::func::FuncOp"> {
  let summary = "Fail on parallel loops that were not mapped to the GPU, and "
                "on launch grids larger than the device allows";
  let description = [{
    The last step of the GPU backends' kernel stage: `convert-parallel-loops-
    to-gpu` leaves a loop it cannot map where it is, which would then run on
    the host. This pass turns that into an error at the loop, so a GPU
    backend never silently computes on the CPU.

    ```mlir
    scf.parallel (%i) = (%c0) to (%n) step (%c1) { ... }
    // error: 'scf.parallel' was not mapped to GPU blocks and threads ...
    ```

    It also checks every `gpu.launch` whose grid size is a constant against
    the device's limit per dimension (`max-blocks-x/y/z`; 0: none), so that a
    kernel too large for the device is an error at the op it came from, not
    a launch that fails or covers part of the data at run time. Dynamic
    sizes are left to the runtime.
  }];
  let options = [
    Option<"maxBlocksX", "max-blocks-x", "int64_t", /*default=*/"0",
           "Most blocks (workgroups) a launch may have in x; 0: no limit">,
    Option<"maxBlocksY", "max-blocks-y", "int64_t", /*default=*/"0",
           "Most blocks in y; 0: no limit">,
    Option<"maxBlocksZ", "max-blocks-z", "int64_t", /*default=*/"0",
           "Most blocks in z; 0: no limit">,
    Option<"accelerator", "accelerator", "std::string", /*default=*/"\"\"",
           "The accelerator whose limits these are, for the message">
  ];
}

def AccelDropGpuCompileTimes
    : Pass<"accel-drop-gpu-compile-times", "::mlir::ModuleOp"> {
  let summary = "Remove compile-time measurements from GPU objects";
  let description = [{
    `gpu-module-to-binary` records how long it took in each object's
    properties (`LLVMIRToISATimeInMs`), so two compilations of the same module
    differ. This pass removes every property whose name ends in `TimeInMs`
    from the objects of each `gpu.binary`, so that GPU output is
    byte-reproducible; the GPU backends run it after serialization unless
    their `keep-compile-times` option is set.

    ```mlir
    gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">,
        properties = {LLVMIRToISATimeInMs = 12 : i64}, assembly = "...">]
    // becomes
    gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "...">]
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // ACCEL_BACKENDS_COMMON_PASSES_TD
