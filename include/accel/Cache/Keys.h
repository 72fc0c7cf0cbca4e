//===- Keys.h - what a kernel cache key hashes ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A key is a BLAKE3 hash of everything that can change a lowered kernel:
// the unit's IR without file locations (accel/Cache/KernelLocations.h) and
// a prefix for its path, computed once per pipeline. docs/KernelCache.md
// lists what goes in.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_KEYS_H
#define ACCEL_CACHE_KEYS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace accel {

/// Hex digest (BLAKE3, 256 bits) of `parts`, each length-prefixed.
std::string hashCacheKey(llvm::ArrayRef<llvm::StringRef> parts);

/// The part of a key that a kernel's pipeline adds to its IR: accel's
/// version and commit, LLVM's version, who provides the backend (`provider`),
/// the backend, the pipeline's text and, with `host` (code that runs on the
/// host), the host CPU and its features.
std::string getCacheKeyPrefix(llvm::StringRef provider, llvm::StringRef backend,
                              llvm::StringRef pipeline, bool host);

} // namespace accel

#endif // ACCEL_CACHE_KEYS_H
