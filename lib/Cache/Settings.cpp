//===- Settings.cpp - what a compile asks of the kernel cache ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Settings.h"

#include "accel/Cache/RemoteCache.h"

#include "llvm/ADT/StringSwitch.h"

#include <cstdlib>

using namespace accel;

std::optional<CacheMode> accel::parseCacheMode(llvm::StringRef text) {
  return llvm::StringSwitch<std::optional<CacheMode>>(text)
      .Case("read-write", CacheMode::ReadWrite)
      .Case("read-only", CacheMode::ReadOnly)
      .Case("write-only", CacheMode::WriteOnly)
      .Default(std::nullopt);
}

llvm::StringRef accel::stringifyCacheMode(CacheMode mode) {
  switch (mode) {
  case CacheMode::ReadWrite:
    return "read-write";
  case CacheMode::ReadOnly:
    return "read-only";
  case CacheMode::WriteOnly:
    return "write-only";
  }
  llvm_unreachable("a cache mode");
}

/// `field` from the variable `name` when that is set and `field` is empty.
static void fillFrom(const char *name, std::string &field) {
  if (const char *value = std::getenv(name); value && field.empty())
    field = value;
}

llvm::Error accel::readCacheEnvironment(CacheSettings &settings) {
  fillFrom("ACCEL_CACHE_DIR", settings.dir);
  fillFrom("ACCEL_CACHE_URL", settings.url);
  fillFrom("ACCEL_CACHE_AUTH_FILE", settings.authFile);
  fillFrom("ACCEL_CACHE_SALT", settings.salt);
  const char *limit = std::getenv("ACCEL_CACHE_MAX_BYTES");
  if (limit && llvm::StringRef(limit).getAsInteger(10, settings.maxBytes))
    return llvm::createStringError(
        "ACCEL_CACHE_MAX_BYTES must be a number of bytes, got '%s'", limit);
  if (const char *mode = std::getenv("ACCEL_CACHE_MODE")) {
    std::optional<CacheMode> parsed = parseCacheMode(mode);
    if (!parsed)
      return llvm::createStringError(
          "ACCEL_CACHE_MODE must be read-write, read-only or write-only, got "
          "'%s'",
          mode);
    settings.mode = *parsed;
  }
  return llvm::Error::success();
}

llvm::Error accel::checkCacheLimits(const CacheSettings &settings) {
  if (settings.verifyPercent > 100)
    return llvm::createStringError(
        "the share of cache hits to verify is a percentage (0 to 100), not " +
        std::to_string(settings.verifyPercent));
  for (auto [what, value] : {std::pair{"connect", settings.connectTimeoutMs},
                             std::pair{"operation", settings.timeoutMs}})
    if (value < 1 || value > kMaxCacheTimeoutMs)
      return llvm::createStringError(
          "the cache's " + std::string(what) +
          " timeout is a number of milliseconds from 1 to " +
          std::to_string(kMaxCacheTimeoutMs) + ", not " +
          std::to_string(value));
  return llvm::Error::success();
}

llvm::Error accel::checkCacheSettings(const CacheSettings &settings) {
  if (llvm::Error error = checkCacheLimits(settings))
    return error;
  if (settings.url.empty())
    return llvm::Error::success();
  // The URL and the auth file; connected when first used.
  return RemoteCache::get(settings).takeError();
}
