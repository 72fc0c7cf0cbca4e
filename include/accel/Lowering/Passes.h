//===- Passes.h - lowering passes -------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_PASSES_H
#define ACCEL_LOWERING_PASSES_H

#include "accel/Selection/SelectionEnums.h"

#include "mlir/Pass/Pass.h"

#include <memory>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Lowering/Passes.h.inc"

/// accel-lower over `registry` (the generated create function uses the
/// global registry).
std::unique_ptr<mlir::Pass> createAccelLowerPass(const Registry &registry,
                                                 AccelLowerOptions options);

/// Registers accel-lower (over `registry`, options not given in a pipeline
/// string taken from `*defaults` when the pass is created) and
/// accel-kernel-pipeline.
void registerLoweringPasses(const Registry &registry,
                            const AccelLowerOptions *defaults = nullptr);

} // namespace accel

#endif // ACCEL_LOWERING_PASSES_H
