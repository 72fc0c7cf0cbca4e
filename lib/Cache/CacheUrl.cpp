//===- CacheUrl.cpp - where the shared kernel cache is ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/CacheUrl.h"

#include "llvm/Support/MemoryBuffer.h"

#include <cstdlib>
#include <limits>
#include <string>
#include <tuple>

using namespace accel;

/// Reads a database number into `db`; false for one that is not a number
/// Redis takes: its databases are numbered with a C int (SELECT's argument).
static bool parseDatabase(llvm::StringRef text, unsigned &db) {
  return !text.getAsInteger(10, db) &&
         db <= unsigned(std::numeric_limits<int>::max());
}

llvm::Expected<CacheUrl> accel::parseCacheUrl(llvm::StringRef text) {
  CacheUrl url;
  url.text = text.str();
  auto problem = [&](const llvm::Twine &what) {
    return llvm::createStringError("the cache URL '" + text + "' " + what);
  };
  llvm::StringRef rest = text;
  if (rest.consume_front("unix://")) {
    auto [path, query] = rest.split('?');
    if (!path.starts_with("/"))
      return problem("does not name a socket by its absolute path "
                     "(unix:///PATH)");
    url.path = path.str();
    if (!query.empty() &&
        (!query.consume_front("db=") || !parseDatabase(query, url.db)))
      return problem("has a query other than ?db=NUMBER");
    return url;
  }
  if (!rest.consume_front("redis://")) {
    if (!text.contains("://"))
      return problem("is not a URL (redis://[USER@]HOST[:PORT][/DB] or "
                     "unix:///PATH)");
    return problem("has the scheme '" + text.split("://").first +
                   "'; supported: redis://, unix://");
  }
  auto [authority, db] = rest.split('/');
  if (authority.contains('@')) {
    auto [user, host] = authority.rsplit('@');
    // Not echoed: the message may end up in a log.
    if (user.contains(':'))
      return llvm::createStringError(
          "the cache URL 'redis://" + user.split(':').first + ":***@" + host +
          (db.empty() ? "" : "/") + db +
          "' holds a password: put it in the file that "
          "--accel-cache-auth-file names, or in ACCEL_CACHE_AUTH");
    url.user = user.str();
    authority = host;
  }
  // An IPv6 address is in brackets: [::1]:6379.
  llvm::StringRef host = authority, port;
  bool hasPort = false;
  if (authority.starts_with("[")) {
    size_t close = authority.find(']');
    if (close == llvm::StringRef::npos)
      return problem("has a '[' without its ']'");
    host = authority.slice(1, close);
    llvm::StringRef after = authority.drop_front(close + 1);
    hasPort = after.consume_front(":");
    if (!hasPort && !after.empty())
      return problem("has '" + after + "' after its host");
    port = after;
  } else if (authority.count(':') > 1) {
    return problem("has an IPv6 address outside brackets "
                   "(redis://[ADDRESS]:PORT)");
  } else {
    hasPort = authority.contains(':');
    std::tie(host, port) = authority.split(':');
  }
  if (host.empty())
    return problem("names no host");
  url.host = host.str();
  if (hasPort &&
      (port.getAsInteger(10, url.port) || url.port <= 0 || url.port > 65535))
    return problem("has a port that is not a number from 1 to 65535");
  if (!db.empty() && !parseDatabase(db, url.db))
    return problem("has a database that is not a number from 0 to " +
                   std::to_string(std::numeric_limits<int>::max()));
  return url;
}

llvm::Error accel::readCacheCredentials(llvm::StringRef authFile, CacheUrl &url,
                                        std::string &password) {
  std::string line;
  if (!authFile.empty()) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
        llvm::MemoryBuffer::getFile(authFile);
    if (!file)
      return llvm::createStringError("cannot read the cache's auth file '" +
                                     authFile +
                                     "': " + file.getError().message());
    line = (*file)->getBuffer().split('\n').first.rtrim("\r").str();
  } else if (const char *auth = std::getenv("ACCEL_CACHE_AUTH")) {
    line = auth;
  } else {
    return llvm::Error::success();
  }
  auto [user, secret] = llvm::StringRef(line).split(':');
  if (!llvm::StringRef(line).contains(':')) {
    password = line;
    return llvm::Error::success();
  }
  if (url.user.empty())
    url.user = user.str();
  password = secret.str();
  return llvm::Error::success();
}
