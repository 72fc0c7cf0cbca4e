//===- Keys.cpp - what a kernel cache key hashes ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Keys.h"

#include "accel/Cache/EntryFormat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/SHA256.h"
#include "llvm/TargetParser/Host.h"

#include <vector>

using namespace accel;

std::string accel::sha256Hex(llvm::StringRef data) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(data)),
                     /*LowerCase=*/true);
}

std::string accel::hashCacheKey(llvm::ArrayRef<llvm::StringRef> parts) {
  llvm::SHA256 hasher;
  for (llvm::StringRef part : parts) {
    std::string length = std::to_string(part.size()) + ":";
    hasher.update(length);
    hasher.update(part);
  }
  return llvm::toHex(hasher.final(), /*LowerCase=*/true);
}

const std::string &accel::getHostDescription() {
  static const std::string description = [] {
    std::string text =
        llvm::sys::getProcessTriple() + " " + llvm::sys::getHostCPUName().str();
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
  std::string format = "entry format " + std::to_string(kCacheEntryFormat);
  return hashCacheKey({format, "accel " ACCEL_VERSION_STRING,
                       "build " ACCEL_BUILD_STRING, "llvm " LLVM_VERSION_STRING,
                       provider, backend, pipeline,
                       host ? getHostDescription() : std::string()});
}

llvm::StringRef accel::getAccelIdentity() {
  return "accel " ACCEL_VERSION_STRING " (" ACCEL_BUILD_STRING ")";
}

std::string accel::saltCacheKey(llvm::StringRef key, llvm::StringRef salt) {
  return salt.empty() ? key.str() : hashCacheKey({"salt", salt, key});
}
