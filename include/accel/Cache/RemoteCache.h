//===- RemoteCache.h - the kernel cache's store on Redis --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A Redis server that machines share (hiredis). An entry is a string value
// under `accel:kernel:<key>`; a compile reads all of its keys in one MGET and
// writes its new entries in one pipeline of SET NX (the first writer wins)
// after it has compiled them. Nothing the server does can fail or hang a
// compile: every operation has a timeout, and a server that fails one (down,
// stopped, restarted) is left alone for a back-off that doubles with each
// failure, from one second up to a minute. The first failure of a process
// is a warning; the compile goes on without the store. Writes a server
// refuses are counted; refused for another reason than the user's
// permissions (out of memory), they are a warning too, once.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_REMOTECACHE_H
#define ACCEL_CACHE_REMOTECACHE_H

#include "accel/Cache/CacheUrl.h"
#include "accel/Cache/Settings.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct redisContext;

namespace accel {

class RemoteCache {
public:
  /// The process's connection to the store of `settings` (one per URL,
  /// credentials and timeouts; connected when first used). An error for a
  /// URL that does not parse, or an auth file that cannot be read.
  static llvm::Expected<std::shared_ptr<RemoteCache>>
  get(const CacheSettings &settings);
  ~RemoteCache();

  /// Whether the store can be used now: connected, or connecting works (not
  /// tried while the back-off lasts).
  bool isAvailable();
  /// Whether the store sits out its back-off after a failure.
  bool isBackingOff();

  /// The entries stored under `keys`, in one round trip: each one's value,
  /// or none when there is none. None at all when the store cannot be used
  /// now (it failed, or is in its back-off).
  std::optional<std::vector<std::optional<std::string>>>
  fetch(llvm::ArrayRef<std::string> keys);

  /// Entries written; entries the server refused (a user without write
  /// permission, out of memory). An entry already there is neither; a store
  /// that cannot be used writes none (takeFailures counts the failure).
  struct Written {
    unsigned written = 0, refused = 0;
  };
  /// Writes each (key, entry) in one pipeline: only where the key holds
  /// nothing, unless `replace` (a verified hit that differed).
  Written store(llvm::ArrayRef<std::pair<std::string, std::string>> entries,
                bool replace);

  /// The warning about the first failure, or the first write refused for
  /// another reason than a user's permissions, once per process: "the
  /// remote kernel cache 'URL' cannot be used (...)".
  std::optional<std::string> takeWarning();

  /// How many operations failed since the last call (one that waited out
  /// the back-off did not fail).
  unsigned takeFailures();

  /// How a warning names the entry of `key`: "'accel:kernel:KEY' on URL".
  std::string describe(llvm::StringRef key) const;

  RemoteCache(CacheUrl url, std::string password, unsigned connectTimeoutMs,
              unsigned timeoutMs);

private:
  /// Connects when not connected; false (and the back-off starts) if that
  /// fails or the back-off is not over. With `mutex` held.
  bool connect();
  /// Keeps `text` for the warning, unless one was kept or given already.
  /// With `mutex` held.
  void warnOnce(std::string text);
  /// Closes the connection after `what` failed, starts the back-off and
  /// keeps the first failure for the warning. With `mutex` held.
  void fail(llvm::StringRef what);

  CacheUrl url;
  std::string password;
  unsigned connectTimeoutMs, timeoutMs;

  std::mutex mutex;
  redisContext *context = nullptr;
  std::chrono::steady_clock::time_point retryAt;
  std::chrono::milliseconds backOff;
  std::optional<std::string> warning;
  bool warned = false;
  unsigned failures = 0;
};

} // namespace accel

#endif // ACCEL_CACHE_REMOTECACHE_H
