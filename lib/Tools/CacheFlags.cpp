//===- CacheFlags.cpp - accel-opt's kernel cache flags ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CacheFlags.h"

#include "accel/Cache/Settings.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace accel;
namespace cl = llvm::cl;

namespace {
/// The flags, made when accel-opt registers them in its category.
struct Flags {
  explicit Flags(cl::OptionCategory &category)
      : dir("accel-cache-dir", cl::cat(category),
            cl::desc("Local kernel cache directory, shared by processes "
                     "(default: $ACCEL_CACHE_DIR; size limit: "
                     "$ACCEL_CACHE_MAX_BYTES)"),
            cl::value_desc("directory")),
        url("accel-cache-url", cl::cat(category),
            cl::desc("Remote kernel cache shared by machines (default: "
                     "$ACCEL_CACHE_URL)"),
            cl::value_desc("redis://[user@]host[:port][/db] | unix:///path")),
        mode("accel-cache-mode", cl::cat(category),
             cl::desc("What is done with the remote cache (default: "
                      "$ACCEL_CACHE_MODE, or read-write)"),
             cl::value_desc("read-write|read-only|write-only")),
        authFile("accel-cache-auth-file", cl::cat(category),
                 cl::desc("File whose first line is the remote cache's "
                          "password or user:password (default: "
                          "$ACCEL_CACHE_AUTH_FILE, else $ACCEL_CACHE_AUTH)"),
                 cl::value_desc("file")),
        connectTimeout("accel-cache-connect-timeout-ms", cl::cat(category),
                       cl::init(kDefaultCacheConnectTimeoutMs),
                       cl::desc("How long connecting to the remote cache may "
                                "take (1 to 600000 ms)"),
                       cl::value_desc("ms")),
        timeout("accel-cache-timeout-ms", cl::cat(category),
                cl::init(kDefaultCacheTimeoutMs),
                cl::desc("How long each remote cache operation may take "
                         "(1 to 600000 ms)"),
                cl::value_desc("ms")),
        verify("accel-cache-verify", cl::cat(category), cl::init(0),
               cl::desc("Compile this percentage of cache hits again and "
                        "compare (a difference is a warning; the fresh "
                        "result wins)"),
               cl::value_desc("percent")),
        salt("accel-cache-salt", cl::cat(category),
             cl::desc("Part of every cache key: a new salt disowns the "
                      "entries stored before (default: $ACCEL_CACHE_SALT)"),
             cl::value_desc("text")),
        stats("accel-cache-stats", cl::cat(category),
              cl::desc("Print what the kernel cache did (hits, misses, "
                       "writes, errors, corrupt entries, time) to stderr")) {}

  cl::opt<std::string> dir, url, mode, authFile;
  cl::opt<unsigned> connectTimeout, timeout, verify;
  cl::opt<std::string> salt;
  cl::opt<bool> stats;
};
std::optional<Flags> flags;
} // namespace

void accel::registerCacheFlags(cl::OptionCategory &category) {
  flags.emplace(category);
}

bool accel::hasCacheFlags() {
  return flags->dir.getNumOccurrences() || flags->url.getNumOccurrences() ||
         flags->mode.getNumOccurrences() ||
         flags->authFile.getNumOccurrences() ||
         flags->connectTimeout.getNumOccurrences() ||
         flags->timeout.getNumOccurrences() ||
         flags->verify.getNumOccurrences() || flags->salt.getNumOccurrences() ||
         flags->stats;
}

bool accel::readCacheFlags(AccelLowerOptions &lower) {
  CacheSettings settings;
  settings.dir = flags->dir;
  settings.url = flags->url;
  settings.authFile = flags->authFile;
  settings.salt = flags->salt;
  settings.connectTimeoutMs = flags->connectTimeout;
  settings.timeoutMs = flags->timeout;
  settings.verifyPercent = flags->verify;
  auto fail = [](llvm::Error error) {
    llvm::errs() << "accel-opt: " << llvm::toString(std::move(error)) << "\n";
    return false;
  };
  if (llvm::Error error = readCacheEnvironment(settings))
    return fail(std::move(error));
  if (flags->mode.getNumOccurrences()) {
    std::optional<CacheMode> mode = parseCacheMode(flags->mode);
    if (!mode) {
      llvm::errs() << "accel-opt: --accel-cache-mode must be read-write, "
                      "read-only or write-only, not '"
                   << flags->mode << "'\n";
      return false;
    }
    settings.mode = *mode;
  }
  if (llvm::Error error = checkCacheSettings(settings))
    return fail(std::move(error));
  setCacheOptions(lower, settings);
  lower.cacheStats = flags->stats;
  return true;
}
