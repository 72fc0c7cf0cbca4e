//===- Passes.h - autotuning passes -----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-tune (--accel-autotune): measures the tile options of a backend's
// tuning space for each kernel and sets the fastest on it as a tuning
// record (`accel.tuned`, accel/Selection/Selection.h), which accel-lower
// applies. Records live in
// a JSON file for review and reproducible builds (docs/Performance.md,
// "Autotuning").
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TUNE_PASSES_H
#define ACCEL_TUNE_PASSES_H

#include "accel/Cache/Settings.h"
#include "accel/Selection/Selection.h"

#include "mlir/Pass/Pass.h"

#include <memory>
#include <optional>
#include <string>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Tune/Passes.h.inc"

/// accel-tune with `options`; with `selection`, the kernels' accelerators
/// and backends are chosen by it (the API's choices, environment included)
/// instead of the options' target, backend, on-unsupported and
/// max-tensor-bytes.
std::unique_ptr<mlir::Pass>
createAccelTunePass(const Registry &registry, AccelTuneOptions options,
                    std::optional<SelectionOptions> selection = std::nullopt);

/// Registers accel-tune; passes built from a pipeline string start from
/// `defaults` (accel-opt's --accel-autotune flags) when given.
void registerTunePasses(const Registry &registry,
                        const AccelTuneOptions *defaults = nullptr);

} // namespace accel

#endif // ACCEL_TUNE_PASSES_H
