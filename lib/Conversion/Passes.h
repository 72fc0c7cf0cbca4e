//===- Passes.h - the driver's conversions, their passes ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The passes of this folder, declared in Passes.td. Private to the folder:
// other code reaches them through the pipeline functions of
// accel/Conversion/*.h, and accel-opt through the pass registry.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_CONVERSION_PASSES_H
#define ACCEL_LIB_CONVERSION_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/TargetParser/Triple.h"

namespace accel {

/// The triple the module's code is for: its `llvm.target_triple`, else the
/// compiler's own (accel-huge-page-allocations, accel-scratch-buffers).
llvm::Triple getModuleTriple(mlir::ModuleOp module);

#define GEN_PASS_DECL
#include "Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Passes.h.inc"

} // namespace accel

#endif // ACCEL_LIB_CONVERSION_PASSES_H
