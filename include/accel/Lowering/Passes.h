//===- Passes.h - lowering passes -------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_PASSES_H
#define ACCEL_LOWERING_PASSES_H

#include "accel/Cache/Environment.h"
#include "accel/Selection/SelectionEnums.h"

#include "mlir/Pass/Pass.h"

#include <map>
#include <memory>
#include <string>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Lowering/Passes.h.inc"

/// accel-lower over `registry` (the generated create function uses the
/// global registry).
std::unique_ptr<mlir::Pass> createAccelLowerPass(const Registry &registry,
                                                 AccelLowerOptions options);

/// What the kernel cache did with each kernel: "hit", "miss" or "corrupt"
/// (a damaged entry, recompiled), by kernel name.
struct CacheReport {
  std::map<std::string, std::string> kernels;
};

/// accel-kernel-units that also writes, when `report` is given, what the
/// cache did with each kernel into `*report` (accel-lower's explanation).
std::unique_ptr<mlir::Pass>
createAccelKernelUnits(AccelKernelUnitsOptions options, CacheReport *report);

/// Registers accel-lower (over `registry`, options not given in a pipeline
/// string taken from `*defaults` when the pass is created) and
/// accel-kernel-pipeline, accel-kernel-units and accel-link-kernels.
void registerLoweringPasses(const Registry &registry,
                            const AccelLowerOptions *defaults = nullptr);

} // namespace accel

#endif // ACCEL_LOWERING_PASSES_H
