//===- CacheStore.h - the local and the remote store together ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What a compile looks kernels up in: the local directory (if any), then the
// remote store (if any) for what the directory lacks, in one round trip; a
// remote hit is written to the directory. New entries go to the directory at
// once and to the remote store in one pipeline when the compile is done with
// them. Every entry is checked against the key it was looked up under
// (accel/Cache/EntryFormat.h); one that does not match is corrupt, never
// used: the kernel is compiled again and the entry replaced (the remote one
// left alone unless the store is written). The mode (read-only, write-only)
// is the remote store's: the directory is the machine's own.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_CACHESTORE_H
#define ACCEL_CACHE_CACHESTORE_H

#include "accel/Cache/KernelCache.h"
#include "accel/Cache/RemoteCache.h"
#include "accel/Cache/Settings.h"
#include "accel/Cache/Stats.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace accel {

class CacheStore {
public:
  using Warn = llvm::function_ref<void(const llvm::Twine &)>;

  /// The stores `settings` asks for, counting into `stats`; null when none
  /// can be used. A directory that cannot be used is a warning through
  /// `warn` (unless `*dirWarned` says one was given; it is set then), a
  /// remote store that cannot be reached one too (once per process): the
  /// compile goes on without it, and computes no key when it has no store.
  /// A remote store whose URL does not parse or whose auth file cannot be
  /// read is an error.
  static llvm::Expected<std::unique_ptr<CacheStore>>
  open(const CacheSettings &settings, CacheStats &stats, Warn warn,
       bool *dirWarned);

  struct Found {
    KernelCache::Status status = KernelCache::Status::Miss;
    /// A hit's payload (also when `verify`), or what is wrong with a
    /// corrupt entry (to follow "the entry").
    std::string data;
    /// How a warning names the entry.
    std::string entry;
    /// A hit to compile again and compare with `data`; the caller treats it
    /// as a miss.
    bool verify = false;
    /// Whether it came from the remote store.
    bool remote = false;
  };

  /// Looks `key` up in the directory; any thread.
  Found lookUpLocal(llvm::StringRef key);
  /// Looks up in the remote store, in one round trip, each of `keys` whose
  /// `found` is not a hit (not a hit in the directory); a remote hit is
  /// written to the directory. Then warns of a failure of the store, once.
  void lookUpRemote(llvm::ArrayRef<std::string> keys,
                    llvm::MutableArrayRef<Found> found, Warn warn);

  /// Whether `store` would write anywhere now (not while the remote store,
  /// the only one, sits out its back-off): what it is given costs a
  /// serialization.
  bool isWritable();
  /// Stores `payload` under `key`: in the directory now, in the remote store
  /// at `finish` (over what is there when `replace`: a corrupt or differing
  /// entry). Any thread.
  llvm::Error store(llvm::StringRef key, llvm::StringRef payload,
                    bool replace);
  /// Writes what `store` left for the remote store and keeps the directory
  /// under its size limit; warns of a failure of the store, once.
  void finish(Warn warn);

  /// How a warning names the directory.
  llvm::StringRef getDirectory() const;
  CacheStats &getStats() { return stats; }

private:
  CacheStore(const CacheSettings &settings, CacheStats &stats)
      : settings(settings), stats(stats) {}
  /// Whether a hit is to be verified: a `verifyPercent` share of them.
  bool drawVerify();
  std::string salted(llvm::StringRef key) const;
  /// Counts the remote store's failures and gives its warning, if any.
  void reportFailures(Warn warn);

  CacheSettings settings;
  CacheStats &stats;
  std::optional<KernelCache> local;
  std::shared_ptr<RemoteCache> remote;
  std::mutex mutex;
  std::vector<std::pair<std::string, std::string>> pending, replacing;
  bool storedLocally = false;
};

} // namespace accel

#endif // ACCEL_CACHE_CACHESTORE_H
