//===- Passes.td - the selection pass ----------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_PASSES_TD
#define ACCEL_SELECTION_PASSES_TD

include "mlir/Pass/PassBase.td"

include "accel/Selection/SelectionOptions.td"

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
  // The dispatchers of kernels compiled for several accelerators.
  let dependentDialects = ["::accel::AccelDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // ACCEL_SELECTION_PASSES_TD
