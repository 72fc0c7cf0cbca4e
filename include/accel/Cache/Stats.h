//===- Stats.h - what the kernel cache did in a compile ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_STATS_H
#define ACCEL_CACHE_STATS_H

#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <cstdint>

namespace accel {

/// Counts of one compile (or more: they add up), updated from any thread.
struct CacheStats {
  /// Kernels found in the local directory, in the remote store, in neither.
  std::atomic<uint64_t> localHits = 0, remoteHits = 0, misses = 0;
  /// Entries written to the directory, and to the remote store (first
  /// writer wins: an entry another process wrote first is not counted).
  std::atomic<uint64_t> localWrites = 0, remoteWrites = 0;
  /// Remote writes the server refused (a read-only user, out of memory).
  std::atomic<uint64_t> remoteRefused = 0;
  /// Failed operations: a directory that cannot be written, a remote store
  /// that cannot be reached or does not answer in time.
  std::atomic<uint64_t> errors = 0;
  /// Entries that were not what their key asked for (recompiled).
  std::atomic<uint64_t> corrupt = 0;
  /// Hits compiled again to be compared (--accel-cache-verify), and those
  /// whose entry differed from the fresh result.
  std::atomic<uint64_t> verified = 0, verifyMismatches = 0;
  /// Time spent in the stores (looking up, reading, writing), in
  /// microseconds.
  std::atomic<uint64_t> microseconds = 0;

  /// Adds `other`'s counts to these.
  void add(const CacheStats &other);
  /// One line: "kernel cache: local hits 3, ...".
  void print(llvm::raw_ostream &os) const;
};

} // namespace accel

#endif // ACCEL_CACHE_STATS_H
