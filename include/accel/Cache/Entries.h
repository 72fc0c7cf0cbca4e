//===- Entries.h - kernel units read from the cache -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_ENTRIES_H
#define ACCEL_CACHE_ENTRIES_H

#include "accel/Cache/CacheStore.h"
#include "accel/Cache/KernelLocations.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <string>

namespace accel {

/// What the cache holds for a key: a hit comes with its unit, read into
/// `context` (not verified again: it was stored only once verified, and its
/// hash is checked), with the key's locations in place of its placeholders;
/// an entry that cannot be read, or whose placeholders do not fit, is
/// corrupt. A hit to verify keeps its payload and has no unit: the kernel is
/// compiled again and compared.
struct CachedUnit {
  KernelCache::Status status = KernelCache::Status::Miss;
  /// What is wrong with a corrupt entry.
  std::string problem;
  /// How a warning names the entry.
  std::string entry;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  /// The payload of a hit to verify.
  std::string verify;
  /// Whether the entry is to be replaced wherever it is (a corrupt one).
  bool replace = false;
};
/// The unit of what `store` found for `key` (CacheStore::lookUpLocal, then
/// CacheStore::lookUpRemote).
CachedUnit readCachedUnit(CacheStore::Found found, const KernelKey &key,
                          mlir::MLIRContext *context);

/// The warning for a corrupt entry (`entry`, named as CacheStore::Found
/// names it) found for `kernel`, at `loc`.
void warnCorrupt(mlir::Location loc, llvm::StringRef entry,
                 llvm::StringRef problem, llvm::StringRef kernel);

} // namespace accel

#endif // ACCEL_CACHE_ENTRIES_H
