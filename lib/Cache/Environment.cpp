//===- Environment.cpp - the cache settings of the environment --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Environment.h"

#include "llvm/ADT/StringRef.h"

#include <cstdlib>

using namespace accel;

llvm::Error accel::readCacheEnvironment(std::string &dir, uint64_t &maxBytes) {
  if (const char *fromEnvironment = std::getenv("ACCEL_CACHE_DIR");
      fromEnvironment && dir.empty())
    dir = fromEnvironment;
  const char *limit = std::getenv("ACCEL_CACHE_MAX_BYTES");
  if (limit && llvm::StringRef(limit).getAsInteger(10, maxBytes))
    return llvm::createStringError(
        "ACCEL_CACHE_MAX_BYTES must be a number of bytes, got '%s'", limit);
  return llvm::Error::success();
}
