//===- CachedKernels.h - kernels read from the cache up front ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A kernel that the module's host code does not launch is lowered the same
// whatever else the module holds: its cache key can hash the accel.kernel
// itself, so that it is looked up before anything runs and, on a hit, skips
// the whole pipeline (accel-to-linalg, bufferization, ...), not only its
// unit's. accel-kernel-cache-lookup does that first; accel-kernel-units
// stores a miss under the same key, and accel-link-kernels puts a hit in
// place of the declaration that stood in for its kernel. The three share a
// CachedKernels. A launched kernel is looked up by accel-kernel-units, after
// bufferization: how the host code is bufferized depends on its body.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_CACHEDKERNELS_H
#define ACCEL_LIB_LOWERING_CACHEDKERNELS_H

#include "Cache.h"

#include "accel/Lowering/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace accel {

/// What accel-kernel-cache-lookup found, for the later passes of the same
/// pipeline run (it starts afresh each run).
struct CachedKernels {
  /// The key of each kernel looked up (hit or not), by kernel name.
  std::map<std::string, std::string> keys;
  /// The lowered unit of each hit, by kernel name, until it is linked.
  std::map<std::string, mlir::OwningOpRef<mlir::ModuleOp>> units;
};

/// The part of a cache key that does not depend on the kernel: accel's and
/// LLVM's versions, who provides the backend, its name, `pipeline` and,
/// with `host`, the host CPU and its features.
std::string getCacheKeyPrefix(llvm::StringRef provider, llvm::StringRef backend,
                              llvm::StringRef pipeline, bool host);

/// What the cache holds under `key`: a hit comes with its unit, read into
/// `context` (not verified again: it was stored only once verified, and it
/// is checksummed); an entry that cannot be read is corrupt.
struct CachedUnit {
  KernelCache::Status status = KernelCache::Status::Miss;
  /// What is wrong with a corrupt entry.
  std::string problem;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};
CachedUnit lookUpUnit(const KernelCache &cache, llvm::StringRef key,
                      mlir::MLIRContext *context);

/// The warning for a corrupt entry found for `kernel`, at `loc`.
void warnCorrupt(mlir::Location loc, const KernelCache &cache,
                 llvm::StringRef key, llvm::StringRef problem,
                 llvm::StringRef kernel);

/// One backend and configuration whose kernels accel-kernel-cache-lookup
/// looks up: `prefix` (getCacheKeyPrefix) names everything they go through.
struct CachedPath {
  std::string backend;
  std::string configuration;
  std::string prefix;
};

/// accel-kernel-cache-lookup: for each kernel of `paths` that nothing in
/// the module refers to, the entry under a key of `prefix` and the kernel
/// (without locations) with what it refers to and the module's attributes;
/// a hit's kernel gives way to a declaration, a corrupt entry is a warning.
/// What it found goes to `*cached`, and to `*report` when given.
std::unique_ptr<mlir::Pass> createAccelCacheLookup(
    std::vector<CachedPath> paths, std::string cacheDir, uint64_t cacheMaxBytes,
    std::shared_ptr<CachedKernels> cached, CacheReport *report);

/// accel-kernel-units and accel-link-kernels that take part in an up-front
/// lookup (`cached`; null: none).
std::unique_ptr<mlir::Pass>
createAccelKernelUnits(AccelKernelUnitsOptions options, CacheReport *report,
                       std::shared_ptr<CachedKernels> cached);
std::unique_ptr<mlir::Pass>
createAccelLinkKernels(AccelLinkKernelsOptions options,
                       std::shared_ptr<CachedKernels> cached);

} // namespace accel

#endif // ACCEL_LIB_LOWERING_CACHEDKERNELS_H
