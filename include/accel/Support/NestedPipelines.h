//===- NestedPipelines.h - passes that run pipelines ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Pass infrastructure for accel's passes that take a pipeline as an option
// (accel-kernel-pipeline, accel-kernel-units, accel-link-kernels,
// accel-if-dialect): parsing it, the dialects it needs, and what such a pass
// does after its pipelines ran.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_NESTEDPIPELINES_H
#define ACCEL_SUPPORT_NESTEDPIPELINES_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>

namespace mlir {
class AnalysisManager;
class DialectRegistry;
class MLIRContext;
class OpPassManager;
class Operation;
class Pass;
} // namespace mlir

namespace accel {

/// Parses the pipeline a pass takes as its `pipeline` option (`text`) into
/// `pipeline`, once, at the pass's initialization (the pass holds it by
/// value: a cloned pass, a thread's copy, gets its own). It must be anchored
/// on one of `anchors` (any op when empty), else an error naming `pass` and
/// the anchors.
mlir::LogicalResult
parseNestedPipeline(llvm::StringRef pass, llvm::StringRef text,
                    llvm::ArrayRef<llvm::StringRef> anchors,
                    mlir::MLIRContext *context,
                    std::optional<mlir::OpPassManager> &pipeline);

/// Adds the dialects the passes of the pipeline `text` may create to
/// `registry` (nothing when it does not parse: initialization says why).
void addNestedPipelineDialects(llvm::StringRef text,
                               mlir::DialectRegistry &registry);

/// Appends `pass` to `pm` (anchored on the op `pass` runs on), wrapped in
/// accel-if-dialect: it runs (and the IR is verified after it) only where
/// there are ops of `dialect` (only `op` of it, when given: a full name).
void addPassIfDialect(mlir::OpPassManager &pm, llvm::StringRef dialect,
                      std::unique_ptr<mlir::Pass> pass,
                      llvm::StringRef op = {});

/// For a pass that ran pipelines on `op` or ops in it, as MLIR's own pass
/// adaptors do: the nested passes verified what they changed, so `op` is
/// verified without what it holds, and every analysis of `op` and of the ops
/// in it is dropped. The pass then marks all analyses preserved (nothing is
/// left to preserve), which spares the pass manager's recursive verification
/// of everything in `op` again.
mlir::LogicalResult verifyAfterNestedPipelines(mlir::Operation *op,
                                               mlir::AnalysisManager analyses);

/// The analysis half of verifyAfterNestedPipelines, for a pass whose nested
/// passes left nothing to verify: every analysis of its op and of the ops in
/// it is dropped.
void dropAnalysesAfterNestedPipelines(mlir::AnalysisManager analyses);

/// Registers accel-if-dialect, so that a textual pipeline can name it.
void registerSupportPasses();

} // namespace accel

#endif // ACCEL_SUPPORT_NESTEDPIPELINES_H
