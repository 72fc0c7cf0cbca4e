//===- Environment.h - the cache settings of the environment ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_ENVIRONMENT_H
#define ACCEL_CACHE_ENVIRONMENT_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace accel {

/// The kernel cache's default size limit, 512 MiB.
constexpr uint64_t kDefaultCacheMaxBytes = uint64_t(512) << 20;

/// Fills what the environment says of the kernel cache: `dir` from
/// ACCEL_CACHE_DIR when it is empty, `maxBytes` from ACCEL_CACHE_MAX_BYTES
/// when set (an error when it is not a number of bytes).
llvm::Error readCacheEnvironment(std::string &dir, uint64_t &maxBytes);

} // namespace accel

#endif // ACCEL_CACHE_ENVIRONMENT_H
