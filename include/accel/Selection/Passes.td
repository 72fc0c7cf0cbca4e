//===- Passes.td - selection and lowering passes -----------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_PASSES_TD
#define ACCEL_SELECTION_PASSES_TD

include "mlir/Pass/PassBase.td"

/// Options shared by accel-select and accel-lower.
defvar selectionOptions = [
  Option<"target", "target", "std::string", /*default=*/"\"\"",
         "Accelerator for every kernel (beats every attribute)">,
  Option<"backend", "backend", "std::string", /*default=*/"\"\"",
         "Backend for every kernel (NAME) or per accelerator (A1=B1,A2=B2)">,
  Option<"onUnsupported", "on-unsupported", "std::string",
         /*default=*/"\"error\"",
         "What to do with a backend that cannot compile a kernel: error, "
         "fallback (to the preferred backend, with a warning) or skip (leave "
         "the kernel unlowered, with a warning)">,
  Option<"explain", "explain", "bool", /*default=*/"false",
         "Print each kernel's choices, their sources and what was passed "
         "over, to stderr">
];

def AccelSelect : Pass<"accel-select", "::mlir::ModuleOp"> {
  let summary = "Choose and validate each kernel's accelerator and backend";
  let description = [{
    Resolves, for every `accel.kernel`, the accelerator and the compile
    backend by the precedence of the design (pass option, kernel attribute,
    module attribute, `ACCEL_TARGET` / `ACCEL_BACKEND`, default), validates
    names, options and capabilities (each error at the kernel or the op, with
    the valid choices), and records the result with its provenance in an
    `accel.selection` attribute. Nothing is lowered.

    The record is a dictionary of builtin attributes, so that it survives
    lowering into output that tools without the accel dialect read.

    ```mlir
    accel.kernel @k(...) attributes {target = #accel.target<"cpu">} { ... }
    // becomes, with --accel-select
    accel.kernel @k(...) attributes {
        accel.selection = {accelerator = "cpu",
                           accelerator_options = {cpu = "znver4", ...},
                           backend = "cpu-vector", backend_options = {...},
                           target_source = "kernel attribute",
                           backend_source = "accelerator default"},
        target = #accel.target<"cpu">} { ... }
    ```
  }];
  let options = selectionOptions;
  let dependentDialects = ["::accel::AccelDialect"];
}

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
           "--pass-pipeline) to stderr">
  ]);
  let dependentDialects = [
    "::accel::AccelDialect",
    "::mlir::LLVM::LLVMDialect"
  ];
}

def AccelKernelPipeline : Pass<"accel-kernel-pipeline", "::mlir::ModuleOp"> {
  let summary = "Run a backend's kernel stage on the kernels selected for it";
  let description = [{
    Runs `pipeline` on the functions whose `accel.selection` names `backend`.
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
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on func.func or builtin.module">
  ];
}

#endif // ACCEL_SELECTION_PASSES_TD
