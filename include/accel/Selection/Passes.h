//===- Passes.h - the selection pass ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_PASSES_H
#define ACCEL_SELECTION_PASSES_H

#include "accel/Selection/SelectionEnums.h"

#include "mlir/Pass/Pass.h"

#include <memory>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Selection/Passes.h.inc"

/// accel-select over `registry` (the generated create function uses the
/// global registry).
std::unique_ptr<mlir::Pass> createAccelSelectPass(const Registry &registry,
                                                  AccelSelectOptions options);

/// Registers accel-select over `registry`. Options not given in a pipeline
/// string take their value from `*defaults` at the time the pass is created
/// (the driver points it at the values of its --accel-* flags).
void registerSelectionPasses(const Registry &registry,
                             const AccelSelectOptions *defaults = nullptr);

} // namespace accel

#endif // ACCEL_SELECTION_PASSES_H
