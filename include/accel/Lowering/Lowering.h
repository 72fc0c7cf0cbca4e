//===- Lowering.h - lower kernels along their backends ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What happens after the selection: the pipeline accel-lower runs (the
// backends' stages on their own kernels, between bufferization and the host
// lowering), the checks that a module can be lowered as selected, and the run
// itself. accel-lower and the embedding API's compile() share all of it.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_LOWERING_H
#define ACCEL_LOWERING_LOWERING_H

#include "accel/Lowering/Passes.h"
#include "accel/Selection/Selection.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

/// A short stable key (16 hex digits) of the configuration recorded in a
/// kernel's accel.selection: its accelerator and both option sets. Kernels of
/// one backend lower in one stage per key, each with its own options.
std::string getConfigurationKey(mlir::DictionaryAttr record);

/// How accel-lower's pipeline handles failures and the kernel cache.
struct LoweringOptions {
  /// Each backend stage that fails writes a reproducer here (see
  /// writeReproducer); empty: none.
  std::string reproducer;
  /// The kernel cache's stores (none by default).
  CacheSettings cache;
  /// Receives what the cache did with each kernel, when given.
  CacheReport *cacheReport = nullptr;
  /// Only passes that a textual pipeline can name: every kernel goes
  /// through the module's stages and accel-kernel-units (looked up in the
  /// cache there), none through accel-kernel-early-units, whose passes
  /// share what it lowered or found. The output is the same.
  bool replayable = false;
};

/// Appends what `accel-lower` runs after selection: unless `replayable`,
/// accel-kernel-early-units (the kernels nothing launches, each lowered in a
/// module of its own from the start, or found in the cache), then
/// accel-to-linalg, kernels to functions, the tensor stages and bufferization
/// on the whole module, then, per backend and configuration (backend name
/// order, then configuration key order), accel-kernel-units: each kernel in a
/// module of its own through its kernel stage, its module stage and, for
/// backends that do not launch GPU kernels, the host lowering; then the host
/// lowering of the module (the host code, GPU launches) and
/// accel-link-kernels.
void buildLoweringPipeline(mlir::OpPassManager &pm,
                           llvm::ArrayRef<KernelSelection> selections,
                           const LoweringOptions &options = {});

/// Writes `module` and `pipeline` to `path` as MLIR's crash reproducers are
/// written (the pipeline in the `mlir_reproducer` external resource), so
/// that `accel-opt --run-reproducer PATH` replays it. An error at `module`
/// when the file cannot be written.
mlir::LogicalResult writeReproducer(mlir::ModuleOp module,
                                    llvm::StringRef pipeline,
                                    llvm::StringRef path);

/// What lowering the selections in one module needs: no skipped kernel is
/// launched. Errors at the launch.
mlir::LogicalResult checkLowerable(mlir::ModuleOp module,
                                   llvm::ArrayRef<KernelSelection> selections);

/// Runs `pm` (from buildLoweringPipeline) on `module` through `run` (a
/// pass's runPipeline, or a PassManager), after loading the dialects it may
/// create and with skipped kernels set aside.
mlir::LogicalResult runLoweringPipeline(
    mlir::ModuleOp module, llvm::ArrayRef<KernelSelection> selections,
    mlir::OpPassManager &pm,
    llvm::function_ref<mlir::LogicalResult(mlir::OpPassManager &,
                                           mlir::ModuleOp)>
        run);

} // namespace accel

#endif // ACCEL_LOWERING_LOWERING_H
