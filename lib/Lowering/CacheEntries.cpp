//===- CacheEntries.cpp - the kernel cache's keys and entries ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CachedKernels.h"

#include "CacheBytecode.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace accel;

/// The host CPU and its features: part of the key of code for the host.
static const std::string &getHostDescription() {
  static const std::string description = [] {
    std::string text = llvm::sys::getHostCPUName().str();
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    std::vector<std::string> enabled;
    for (const auto &feature : features)
      if (feature.getValue())
        enabled.push_back(feature.getKey().str());
    llvm::sort(enabled);
    for (const std::string &feature : enabled)
      text += " +" + feature;
    return text;
  }();
  return description;
}

std::string accel::getCacheKeyPrefix(llvm::StringRef provider,
                                     llvm::StringRef backend,
                                     llvm::StringRef pipeline, bool host) {
  return hashCacheKey({"accel " ACCEL_VERSION_STRING,
                       "llvm " LLVM_VERSION_STRING, provider, backend, pipeline,
                       host ? getHostDescription() : std::string()});
}

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
