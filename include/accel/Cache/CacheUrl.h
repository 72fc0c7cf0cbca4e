//===- CacheUrl.h - where the shared kernel cache is ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_CACHEURL_H
#define ACCEL_CACHE_CACHEURL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace accel {

/// Where a remote store is: `redis://[USER@]HOST[:PORT][/DB]` or
/// `unix:///PATH[?db=DB]`.
struct CacheUrl {
  /// The socket's path, for unix://; empty for TCP.
  std::string path;
  std::string host;
  int port = 6379;
  unsigned db = 0;
  /// The Redis ACL user; empty: the default user.
  std::string user;
  /// The URL as given.
  std::string text;
};
/// The URL's parts; an error says what is wrong with it (a password in it
/// is: it would show in process listings and shell histories).
llvm::Expected<CacheUrl> parseCacheUrl(llvm::StringRef url);

/// The password of the store at `url` (and its user, when `url` names
/// none): from `authFile`'s first line or, without one, from
/// ACCEL_CACHE_AUTH; either is PASSWORD or USER:PASSWORD. None when neither
/// is given; an error when `authFile` cannot be read.
llvm::Error readCacheCredentials(llvm::StringRef authFile, CacheUrl &url,
                                 std::string &password);

} // namespace accel

#endif // ACCEL_CACHE_CACHEURL_H
