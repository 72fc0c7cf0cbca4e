//===- Entries.cpp - kernel units read from the cache -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Entries.h"

#include "accel/Cache/EntryBytecode.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace accel;

CachedUnit accel::lookUpUnit(const KernelCache &cache, const KernelKey &key,
                             MLIRContext *context) {
  CachedUnit found;
  if (!key.locations.isUsable())
    return found;
  KernelCache::Entry entry = cache.lookup(key.hash);
  found.status = entry.status;
  if (entry.status == KernelCache::Status::Corrupt)
    found.problem = std::move(entry.data);
  if (entry.status != KernelCache::Status::Hit)
    return found;
  found.module = readEntryBytecode(entry.data, context);
  if (!found.module) {
    found.status = KernelCache::Status::Corrupt;
    found.problem = "cannot be read";
  } else if (failed(key.locations.fromPlaceholders(*found.module))) {
    found.module = nullptr;
    found.status = KernelCache::Status::Corrupt;
    found.problem = "holds locations that its kernel does not have";
  }
  return found;
}

void accel::warnCorrupt(Location loc, const KernelCache &cache,
                        llvm::StringRef key, llvm::StringRef problem,
                        llvm::StringRef kernel) {
  emitWarning(loc) << "the kernel cache entry '" << cache.pathOf(key) << "' "
                   << problem << "; compiling @" << kernel << " again";
}
