//===- Passes.h - selection and lowering passes -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_PASSES_H
#define ACCEL_SELECTION_PASSES_H

#include "accel/IR/AccelDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include <memory>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Selection/Passes.h.inc"

/// accel-select and accel-lower over `registry` (the generated create
/// functions use the global registry).
std::unique_ptr<mlir::Pass> createAccelSelectPass(const Registry &registry,
                                                  AccelSelectOptions options);
std::unique_ptr<mlir::Pass> createAccelLowerPass(const Registry &registry,
                                                 AccelLowerOptions options);

/// Registers accel-select, accel-lower and accel-kernel-pipeline. The first
/// two use `registry`, and options not given in a pipeline string take their
/// value from `*defaults` at the time the pass is created (the driver points
/// it at the values of its --accel-* flags).
void registerSelectionPasses(const Registry &registry,
                             const AccelLowerOptions *defaults = nullptr);

} // namespace accel

#endif // ACCEL_SELECTION_PASSES_H
