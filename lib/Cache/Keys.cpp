//===- Keys.cpp - what a kernel cache key hashes ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Keys.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/TargetParser/Host.h"

#include <vector>

using namespace accel;

std::string accel::hashCacheKey(llvm::ArrayRef<llvm::StringRef> parts) {
  llvm::BLAKE3 hasher;
  for (llvm::StringRef part : parts) {
    std::string length = std::to_string(part.size()) + ":";
    hasher.update(length);
    hasher.update(part);
  }
  return llvm::toHex(hasher.final(), /*LowerCase=*/true);
}

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
