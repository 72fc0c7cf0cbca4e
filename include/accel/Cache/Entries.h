//===- Entries.h - kernel units read from the cache -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_ENTRIES_H
#define ACCEL_CACHE_ENTRIES_H

#include "accel/Cache/KernelCache.h"
#include "accel/Cache/KernelLocations.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace accel {

/// What the cache holds under `key`: a hit comes with its unit, read into
/// `context` (not verified again: it was stored only once verified, and it
/// is checksummed), with the key's locations in place of its placeholders; an
/// entry that cannot be read, or whose placeholders do not fit, is corrupt.
struct CachedUnit {
  KernelCache::Status status = KernelCache::Status::Miss;
  /// What is wrong with a corrupt entry.
  std::string problem;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};
CachedUnit lookUpUnit(const KernelCache &cache, const KernelKey &key,
                      mlir::MLIRContext *context);

/// The warning for a corrupt entry found for `kernel`, at `loc`.
void warnCorrupt(mlir::Location loc, const KernelCache &cache,
                 llvm::StringRef key, llvm::StringRef problem,
                 llvm::StringRef kernel);

} // namespace accel

#endif // ACCEL_CACHE_ENTRIES_H
