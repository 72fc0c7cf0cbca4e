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

CachedUnit accel::readCachedUnit(CacheStore::Found found, const KernelKey &key,
                                 MLIRContext *context) {
  CachedUnit cached;
  cached.status = found.status;
  cached.entry = std::move(found.entry);
  if (found.status == KernelCache::Status::Corrupt) {
    cached.problem = std::move(found.data);
    cached.replace = true;
  }
  if (found.status != KernelCache::Status::Hit)
    return cached;
  if (found.verify) {
    cached.status = KernelCache::Status::Miss;
    cached.verify = std::move(found.data);
    return cached;
  }
  cached.module = readEntryBytecode(found.data, context);
  if (!cached.module) {
    cached.status = KernelCache::Status::Corrupt;
    cached.problem = "cannot be read";
  } else if (failed(key.locations.fromPlaceholders(*cached.module))) {
    cached.module = nullptr;
    cached.status = KernelCache::Status::Corrupt;
    cached.problem = "holds locations that its kernel does not have";
  }
  cached.replace = cached.status == KernelCache::Status::Corrupt;
  return cached;
}

void accel::warnCorrupt(Location loc, llvm::StringRef entry,
                        llvm::StringRef problem, llvm::StringRef kernel) {
  emitWarning(loc) << "the kernel cache entry " << entry << " " << problem
                   << "; compiling @" << kernel << " again";
}
