//===- Keys.h - what a kernel cache key hashes ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A key is a SHA-256 hash of everything that can change a lowered kernel:
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

/// Hex digest of the SHA-256 of `data`.
std::string sha256Hex(llvm::StringRef data);

/// Hex digest (SHA-256) of `parts`, each length-prefixed.
std::string hashCacheKey(llvm::ArrayRef<llvm::StringRef> parts);

/// The host: its triple, CPU and the CPU's features (part of the key of
/// code for the host, and of a tuning record's target).
const std::string &getHostDescription();

/// accel's version, commit and build ("accel 0.1.0 3ce3351 (GNU 12.2.0
/// Release)"): part of every key and tuning record.
llvm::StringRef getAccelIdentity();

/// The part of a key that a kernel's pipeline adds to its IR: the entry
/// format, accel's version, commit and build (compiler and build type),
/// LLVM's (and MLIR's) version, who provides the backend (`provider`), the
/// backend, the pipeline's text (every option of its passes: the GPU chip,
/// the PTX or SPIR-V version) and, with `host` (code that runs on the host),
/// the host's triple, CPU and its features.
std::string getCacheKeyPrefix(llvm::StringRef provider, llvm::StringRef backend,
                              llvm::StringRef pipeline, bool host);

/// The key under which a store holds `key` with `salt` ("": `key` itself).
std::string saltCacheKey(llvm::StringRef key, llvm::StringRef salt);

} // namespace accel

#endif // ACCEL_CACHE_KEYS_H
