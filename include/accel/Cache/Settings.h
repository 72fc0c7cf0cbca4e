//===- Settings.h - what a compile asks of the kernel cache -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The kernel cache has two stores: a local directory and a remote one on
// Redis, shared by machines. A compile looks a kernel up in the directory,
// then in the remote store, then compiles it. docs/KernelCache.md says what
// each setting does.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_SETTINGS_H
#define ACCEL_CACHE_SETTINGS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>

namespace accel {

/// The kernel cache's default size limit, 512 MiB.
constexpr uint64_t kDefaultCacheMaxBytes = uint64_t(512) << 20;
/// How long connecting to the remote store, and each of its operations, may
/// take by default.
constexpr unsigned kDefaultCacheConnectTimeoutMs = 100;
constexpr unsigned kDefaultCacheTimeoutMs = 500;
/// The longest either may be set to (ten minutes); 0 is no timeout at all
/// for the socket, which a stopped server would hold forever.
constexpr unsigned kMaxCacheTimeoutMs = 600000;

/// What a compile does with the remote store: read and write it, only read
/// it (a node that others should not trust), or only write it (a node that
/// fills the cache for others).
enum class CacheMode { ReadWrite, ReadOnly, WriteOnly };
std::optional<CacheMode> parseCacheMode(llvm::StringRef text);
llvm::StringRef stringifyCacheMode(CacheMode mode);

struct CacheSettings {
  /// The local directory; "" for none.
  std::string dir;
  /// Its size limit: the least recently used entries go first.
  uint64_t maxBytes = kDefaultCacheMaxBytes;
  /// The remote store: redis://[USER@]HOST[:PORT][/DB] or
  /// unix:///PATH[?db=DB]; "" for none.
  std::string url;
  CacheMode mode = CacheMode::ReadWrite;
  /// A file whose first line is the remote store's PASSWORD or
  /// USER:PASSWORD; without it, ACCEL_CACHE_AUTH (same form) when set, read
  /// whatever CompileOptions::readEnvironment says: credentials never travel
  /// in pass options, which --accel-dump-pipeline prints.
  std::string authFile;
  unsigned connectTimeoutMs = kDefaultCacheConnectTimeoutMs;
  unsigned timeoutMs = kDefaultCacheTimeoutMs;
  /// The share of hits, in percent, compiled again and compared with the
  /// entry.
  unsigned verifyPercent = 0;
  /// Part of every key: a new salt disowns every entry stored before.
  std::string salt;

  bool isEnabled() const { return !dir.empty() || !url.empty(); }
};

/// Fills what the environment says of the kernel cache where `settings`
/// leaves it open: `dir` from ACCEL_CACHE_DIR, `url` from ACCEL_CACHE_URL,
/// `authFile` from ACCEL_CACHE_AUTH_FILE and `salt` from ACCEL_CACHE_SALT
/// when empty; `maxBytes` from ACCEL_CACHE_MAX_BYTES and `mode` from
/// ACCEL_CACHE_MODE when set. An error names a variable that does not parse.
llvm::Error readCacheEnvironment(CacheSettings &settings);

/// Checks the settings' numbers: the share of hits to verify (0 to 100) and
/// the timeouts (1 to kMaxCacheTimeoutMs). The error says what is wrong.
llvm::Error checkCacheLimits(const CacheSettings &settings);

/// Checks what the environment cannot have checked: the limits above, and
/// the URL of a remote store (without a password: that goes in the auth
/// file or ACCEL_CACHE_AUTH). The error says what is wrong.
llvm::Error checkCacheSettings(const CacheSettings &settings);

} // namespace accel

#endif // ACCEL_CACHE_SETTINGS_H
