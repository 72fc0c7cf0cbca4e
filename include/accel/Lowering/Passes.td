//===- Passes.td - lowering passes -------------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_PASSES_TD
#define ACCEL_LOWERING_PASSES_TD

include "accel/Selection/SelectionOptions.td"

def AccelLower : Pass<"accel-lower", "::mlir::ModuleOp"> {
  let summary = "Select, validate and lower every kernel along its backend";
  let description = [{
    Runs `accel-select`, then the pipeline that the selection calls for:
    `accel-to-linalg`, `accel-kernels-to-funcs`, bufferization, the kernel
    stage of each backend on its own kernels (`accel-kernel-pipeline`, kernels
    in parallel), each backend's module stage on its own kernels, and the
    lowering of the host code to LLVM. Kernels become functions and launches calls. `accel-opt`'s
    `--accel-*` flags fill the options that are not given.

    ```mlir
    // accel-opt k.mlir --accel-lower="target=cpu backend=cpu-loops"
    accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> { ... }
    // becomes
    llvm.func @k(...) attributes {accel.selection = {accelerator = "cpu", ...}}
    ```
  }];
  let options = !listconcat(selectionOptions, [
    Option<"validateOnly", "validate-only", "bool", /*default=*/"false",
           "Resolve and validate, record the selection, lower nothing">,
    Option<"dumpPipeline", "dump-pipeline", "bool", /*default=*/"false",
           "Print the pass pipeline that will run (replayable with "
           "--pass-pipeline) to stderr">,
    Option<"reproducer", "reproducer", "std::string", /*default=*/"\"\"",
           "When a backend's stage fails, write the failing kernel (or the "
           "module stage's kernels) and the stage to this file, for "
           "accel-opt --run-reproducer">
  ]);
  let dependentDialects = [
    "::accel::AccelDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

def AccelKernelPipeline : Pass<"accel-kernel-pipeline", "::mlir::ModuleOp"> {
  let summary = "Run a backend's kernel stage on the kernels selected for it";
  let description = [{
    Runs `pipeline` on the functions whose `accel.selection` names `backend`
    (and, when `configuration` is given, whose accelerator and options hash
    to it: kernels of one backend with different accelerators or options get
    a stage each).
    Anchored on `func.func`, it runs on each of them, in parallel when
    threading is on (a backend's kernel stage). Anchored on `builtin.module`,
    it runs once on a module nested for the occasion that holds only those
    functions, whose contents (the functions and whatever the pipeline made,
    such as gpu.binary ops) then move back to the end of this module (a
    backend's module stage). This is how one module holds kernels of several
    backends: each stage touches only its own kernels.

    ```mlir
    // --accel-kernel-pipeline="backend=cpu-loops pipeline=func.func(convert-linalg-to-loops)"
    func.func @k(...) attributes {accel.selection = {
        backend = "cpu-loops", ...}} { linalg.matmul ... }
    // becomes
    func.func @k(...) attributes {...} { scf.for ... }
    ```
  }];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"\"",
           "Backend whose kernels run the pipeline">,
    Option<"configuration", "configuration", "std::string",
           /*default=*/"\"\"",
           "Only the kernels whose accelerator and options have this key "
           "(accel::getConfigurationKey); empty: every kernel of the backend">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on func.func or builtin.module">,
    Option<"reproducer", "reproducer", "std::string", /*default=*/"\"\"",
           "On failure, write a reproducer narrowed to the failing kernel "
           "(module stages: this backend's kernels) to this file">
  ];
}

#endif // ACCEL_LOWERING_PASSES_TD
