//===- Passes.td - pass infrastructure ---------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_PASSES_TD
#define ACCEL_SUPPORT_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelIfDialect : Pass<"accel-if-dialect"> {
  let summary = "Run a pipeline only on an op that holds ops of a dialect";
  let description = [{
    Runs `pipeline` (anchored on the op this pass runs on) when an op of
    `dialect` is nested in it, and nothing otherwise: a conversion costs
    nothing where it has nothing to convert, not even the verification that
    follows every pass (a pass that changed nothing says so). With `op`, only
    that op of the dialect calls for the pipeline.

    ```mlir
    // func.func(accel-if-dialect{dialect=linalg pipeline=func.func(convert-linalg-to-loops)})
    // func.func(accel-if-dialect{dialect=memref op=memref.realloc pipeline=func.func(expand-realloc)})
    ```
  }];
  let options = [
    Option<"dialect", "dialect", "std::string", /*default=*/"\"\"",
           "Namespace of the dialect whose ops call for the pipeline">,
    Option<"opName", "op", "std::string", /*default=*/"\"\"",
           "Full name of the one op of `dialect` that calls for the pipeline "
           "(any op of the dialect when empty)">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on the op this pass runs on">
  ];
}

#endif // ACCEL_SUPPORT_PASSES_TD
