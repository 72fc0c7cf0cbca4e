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

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
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
    /// What the remote store holds for the key, until finishLookUp checks
    /// it.
    std::string remoteEntry;
  };

  /// A lookup takes three steps: lookUpLocal for each key (any thread),
  /// lookUpRemote for all of them (one round trip), then finishLookUp for
  /// each key (any thread).
  ///
  /// Looks `key` up in the directory.
  Found lookUpLocal(llvm::StringRef key);
  /// Fetches from the remote store, in one round trip, each of `keys` whose
  /// `found` is not a hit (not a hit in the directory); an empty key is not
  /// looked up. Warns of a failure of the store, once.
  void lookUpRemote(llvm::ArrayRef<std::string> keys,
                    llvm::MutableArrayRef<Found> found, Warn warn);
  /// Checks what the remote store had for `key`: a hit is written to the
  /// directory as it came. Counts the hit or miss.
  void finishLookUp(llvm::StringRef key, Found &found);

  /// Whether `store` would write anywhere now (not while the remote store,
  /// the only one, sits out its back-off): what it is given costs a
  /// serialization.
  bool isWritable();
  /// Stores `payload` under `key`: in the directory on a thread of the
  /// store's (one writer: files created side by side in one directory only
  /// wait for each other), in the remote store at `finish` (over what is
  /// there when `replace`: a corrupt or differing entry). Any thread.
  void store(llvm::StringRef key, llvm::StringRef payload, bool replace);
  /// Waits for the directory's writes, writes what `store` left for the
  /// remote store and keeps the directory under its size limit; warns of a
  /// write that failed (the directory's first: the rest are not written)
  /// and of a failure of the remote store, once.
  void finish(Warn warn);
  ~CacheStore();

  CacheStats &getStats() { return stats; }

private:
  CacheStore(const CacheSettings &settings, CacheStats &stats)
      : settings(settings), stats(stats) {}
  /// Whether a hit is to be verified: a `verifyPercent` share of them.
  bool drawVerify();
  std::string salted(llvm::StringRef key) const;
  /// Counts the remote store's failures and gives its warning, if any.
  void reportFailures(Warn warn);

  /// Queues the write of `entry`, a whole entry, under `name` in the
  /// directory.
  void writeLocally(std::string name, std::string entry);
  /// The writer thread: writes what is queued, woken for each batch, until
  /// `closing`; on the caller's thread when no batch started it.
  void writeQueued();
  /// Waits for the writer to write what is queued, and ends it.
  void stopWriter();

  CacheSettings settings;
  CacheStats &stats;
  std::optional<KernelCache> local;
  std::shared_ptr<RemoteCache> remote;
  /// What `store` left for the remote store.
  std::mutex mutex;
  std::vector<std::pair<std::string, std::string>> pending, replacing;
  /// The directory's writes, and its writer.
  std::mutex writeMutex;
  std::condition_variable writeWake;
  std::deque<std::pair<std::string, std::string>> writes;
  std::thread writer;
  bool closing = false, storedLocally = false;
  /// The first write that failed: none are done after it.
  std::string writeError;
};

} // namespace accel

#endif // ACCEL_CACHE_CACHESTORE_H
