//===- Passes.h - lowering passes -------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_PASSES_H
#define ACCEL_LOWERING_PASSES_H

#include "accel/Cache/CacheStore.h"
#include "accel/Cache/Settings.h"
#include "accel/Cache/Stats.h"
#include "accel/Selection/SelectionEnums.h"

#include "mlir/Pass/Pass.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace accel {

class Registry;

#define GEN_PASS_DECL
#include "accel/Lowering/Passes.h.inc"

/// accel-lower over `registry` (the generated create function uses the
/// global registry).
std::unique_ptr<mlir::Pass> createAccelLowerPass(const Registry &registry,
                                                 AccelLowerOptions options);

/// What the kernel cache did with each kernel: "hit", "miss" or "corrupt"
/// (a damaged entry, recompiled), by kernel name; and its counts.
struct CacheReport {
  std::map<std::string, std::string> kernels;
  CacheStats stats;
  /// The stores the unit passes looked kernels up in, still writing beside
  /// the rest of the lowering: whoever gave the passes this report finishes
  /// them after the pipeline (finishCacheStores), with their warnings at
  /// the module.
  std::vector<std::pair<mlir::Location, std::unique_ptr<CacheStore>>>
      unfinished;
};

/// Finishes the stores `report` holds (CacheStore::finish: waits for the
/// directory's writes, writes to the remote store), warning at their
/// modules; `report` holds none after.
void finishCacheStores(CacheReport &report);

/// The cache settings of a pass's options (the `cacheOptions` of
/// Passes.td: accel-lower, accel-kernel-units, accel-kernel-early-units);
/// an error at `op` for a mode that does not parse.
template <typename Options>
mlir::FailureOr<CacheSettings> getCacheSettings(mlir::Operation *op,
                                                const Options &options) {
  CacheSettings settings;
  settings.dir = options.cacheDir;
  settings.maxBytes = options.cacheMaxBytes;
  settings.url = options.cacheUrl;
  std::optional<CacheMode> mode = parseCacheMode(options.cacheMode);
  if (!mode)
    return op->emitError() << "cache-mode must be read-write, read-only or "
                              "write-only, not '"
                           << options.cacheMode << "'";
  settings.mode = *mode;
  settings.authFile = options.cacheAuthFile;
  settings.connectTimeoutMs = options.cacheConnectTimeoutMs;
  settings.timeoutMs = options.cacheTimeoutMs;
  settings.verifyPercent = options.cacheVerify;
  settings.salt = options.cacheSalt;
  if (llvm::Error error = checkCacheLimits(settings))
    return op->emitError() << llvm::toString(std::move(error));
  return settings;
}

/// Sets the cache options of a pass's `options` to `settings`.
/// Copies the cache options of one pass's options to another's.
template <typename From, typename To>
void copyCacheOptions(const From &from, To &to) {
  to.cacheDir = from.cacheDir;
  to.cacheMaxBytes = from.cacheMaxBytes;
  to.cacheUrl = from.cacheUrl;
  to.cacheMode = from.cacheMode;
  to.cacheAuthFile = from.cacheAuthFile;
  to.cacheConnectTimeoutMs = from.cacheConnectTimeoutMs;
  to.cacheTimeoutMs = from.cacheTimeoutMs;
  to.cacheVerify = from.cacheVerify;
  to.cacheSalt = from.cacheSalt;
}

template <typename Options>
void setCacheOptions(Options &options, const CacheSettings &settings) {
  options.cacheDir = settings.dir;
  options.cacheMaxBytes = settings.maxBytes;
  options.cacheUrl = settings.url;
  options.cacheMode = stringifyCacheMode(settings.mode).str();
  options.cacheAuthFile = settings.authFile;
  options.cacheConnectTimeoutMs = settings.connectTimeoutMs;
  options.cacheTimeoutMs = settings.timeoutMs;
  options.cacheVerify = settings.verifyPercent;
  options.cacheSalt = settings.salt;
}

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
