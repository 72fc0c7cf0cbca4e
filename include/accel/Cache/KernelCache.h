//===- KernelCache.h - the persistent kernel cache, a directory -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One file per entry, `<key>.accelcache`, in a directory that several
// processes may share: written to a temporary file and renamed into place
// (readers see a whole entry or none), read back only when its header
// matches (accel/Cache/EntryFormat.h: a torn, corrupt or swapped entry is
// reported and recompiled), and
// kept under a size limit by evicting the least recently used entries (a hit
// refreshes an entry's time).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_KERNELCACHE_H
#define ACCEL_CACHE_KERNELCACHE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace accel {

class KernelCache {
public:
  /// Creates `directory` if needed; an error when it cannot be created or
  /// written.
  static llvm::Expected<KernelCache> open(llvm::StringRef directory,
                                          uint64_t maxBytes);

  enum class Status { Miss, Hit, Corrupt };
  struct Entry {
    Status status = Status::Miss;
    /// The stored payload (Hit), or what is wrong with the entry (Corrupt),
    /// to follow "the entry": "has a SHA-256 that does not match".
    std::string data;
  };

  /// The entry stored under `key`.
  Entry lookup(llvm::StringRef key) const;
  /// Stores `data` under `key`, atomically, as an entry with its header.
  llvm::Error store(llvm::StringRef key, llvm::StringRef data) const;
  /// Stores `entry`, a whole entry of `key` (header included), atomically.
  llvm::Error storeEntry(llvm::StringRef key, llvm::StringRef entry) const;
  /// Removes the least recently used entries until the directory holds at
  /// most the size limit.
  void evict() const;

  /// The file of `key`'s entry.
  std::string pathOf(llvm::StringRef key) const;
  llvm::StringRef getDirectory() const { return directory; }

private:
  KernelCache(std::string directory, uint64_t maxBytes)
      : directory(std::move(directory)), maxBytes(maxBytes) {}

  std::string directory;
  uint64_t maxBytes;
};

} // namespace accel

#endif // ACCEL_CACHE_KERNELCACHE_H
