//===- Passes.td - openreg passes --------------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef OPENREG_PASSES_TD
#define OPENREG_PASSES_TD

include "mlir/Pass/PassBase.td"

def OpenRegAssignDevice
    : Pass<"openreg-assign-device", "::mlir::func::FuncOp"> {
  let summary = "Tag each function with the openreg device it runs on";
  let description = [{
    Sets `openreg.device` (checked by the openreg dialect) on every function
    it runs on: openreg-loops runs it on each kernel.

    ```mlir
    func.func @k(...) { ... }
    // becomes, with device=2
    func.func @k(...) attributes {openreg.device = 2 : i64} { ... }
    ```
  }];
  let options = [
    Option<"device", "device", "int64_t", /*default=*/"0",
           "The openreg device id">
  ];
  let dependentDialects = ["OpenRegDialect"];
}

#endif // OPENREG_PASSES_TD
