//===- RemoteCache.cpp - the kernel cache's store on Redis ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/RemoteCache.h"

#include <hiredis/hiredis.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <map>
#include <pthread.h>

using namespace accel;
using Clock = std::chrono::steady_clock;

static constexpr llvm::StringLiteral kKeyPrefix = "accel:kernel:";
static constexpr std::chrono::milliseconds kFirstBackOff{1000};
static constexpr std::chrono::milliseconds kLastBackOff{60000};

llvm::Expected<std::shared_ptr<RemoteCache>>
RemoteCache::get(const CacheSettings &settings) {
  llvm::Expected<CacheUrl> url = parseCacheUrl(settings.url);
  if (!url)
    return url.takeError();
  std::string password;
  if (llvm::Error error =
          readCacheCredentials(settings.authFile, *url, password))
    return std::move(error);
  // One connection per store a process uses, kept for the process (never
  // destroyed: a thread may still use it while the process exits).
  static std::mutex mutex;
  static auto *stores = new std::map<std::string, std::shared_ptr<RemoteCache>>;
  std::string identity = url->text + "\n" + url->user + "\n" + password + "\n" +
                         std::to_string(settings.connectTimeoutMs) + " " +
                         std::to_string(settings.timeoutMs);
  std::lock_guard<std::mutex> lock(mutex);
  std::shared_ptr<RemoteCache> &store = (*stores)[identity];
  if (!store)
    store = std::make_shared<RemoteCache>(std::move(*url), std::move(password),
                                          settings.connectTimeoutMs,
                                          settings.timeoutMs);
  return store;
}

RemoteCache::RemoteCache(CacheUrl url, std::string password,
                         unsigned connectTimeoutMs, unsigned timeoutMs)
    : url(std::move(url)), password(std::move(password)),
      connectTimeoutMs(connectTimeoutMs), timeoutMs(timeoutMs),
      backOff(kFirstBackOff) {}

RemoteCache::~RemoteCache() {
  if (context)
    redisFree(context);
}

static timeval toTimeval(unsigned ms) {
  return {static_cast<time_t>(ms / 1000),
          static_cast<suseconds_t>(ms % 1000 * 1000)};
}

namespace {
/// Blocks SIGPIPE on this thread while it talks to the server: hiredis
/// writes with write(2), and a server that went away would otherwise kill
/// the process. A SIGPIPE raised meanwhile is taken before unblocking.
class NoSigpipe {
public:
  NoSigpipe() {
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    wasPending = sigismember(&pending, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, &old);
  }
  ~NoSigpipe() {
    sigset_t pending;
    sigpending(&pending);
    if (!wasPending && sigismember(&pending, SIGPIPE)) {
      timespec none{0, 0};
      sigtimedwait(&pipe, nullptr, &none);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
  }

private:
  sigset_t pipe, old;
  bool wasPending;
};

/// A reply, freed when done.
struct Reply {
  explicit Reply(void *reply) : reply(static_cast<redisReply *>(reply)) {}
  ~Reply() {
    if (reply)
      freeReplyObject(reply);
  }
  redisReply *operator->() const { return reply; }
  explicit operator bool() const { return reply; }
  redisReply *reply;
};
} // namespace

/// What went wrong in `context`: a timeout says so.
static std::string describeError(const redisContext *context,
                                 unsigned timeoutMs) {
  // hiredis keeps strerror's text only.
  llvm::StringRef error = context->errstr;
  if (error == std::strerror(EAGAIN) || error == std::strerror(ETIMEDOUT))
    return "no answer within " + std::to_string(timeoutMs) + " ms";
  return context->errstr;
}

void RemoteCache::warnOnce(std::string text) {
  if (!warning && !warned)
    warning = std::move(text);
}

void RemoteCache::fail(llvm::StringRef what) {
  ++failures;
  warnOnce("the remote kernel cache '" + url.text + "' cannot be used (" +
           what.str() + "); compiling without it, trying it again later");
  if (context)
    redisFree(context);
  context = nullptr;
  retryAt = Clock::now() + backOff;
  backOff = std::min(backOff * 2, kLastBackOff);
}

bool RemoteCache::connect() {
  if (context)
    return true;
  if (Clock::now() < retryAt)
    return false;
  timeval connectTimeout = toTimeval(connectTimeoutMs);
  context =
      url.path.empty()
          ? redisConnectWithTimeout(url.host.c_str(), url.port, connectTimeout)
          : redisConnectUnixWithTimeout(url.path.c_str(), connectTimeout);
  if (!context || context->err) {
    std::string why =
        context ? describeError(context, connectTimeoutMs) : "out of memory";
    fail(why);
    return false;
  }
  if (redisSetTimeout(context, toTimeval(timeoutMs)) != REDIS_OK) {
    fail("cannot set its timeout");
    return false;
  }
  auto command = [&](std::vector<std::string> args) -> bool {
    std::vector<const char *> argv;
    std::vector<size_t> lengths;
    for (const std::string &arg : args) {
      argv.push_back(arg.data());
      lengths.push_back(arg.size());
    }
    Reply reply(
        redisCommandArgv(context, argv.size(), argv.data(), lengths.data()));
    if (!reply) {
      fail(args[0] + ": " + describeError(context, timeoutMs));
      return false;
    }
    if (reply->type == REDIS_REPLY_ERROR) {
      fail(args[0] + ": " + std::string(reply->str, reply->len));
      return false;
    }
    return true;
  };
  if (!password.empty()) {
    std::vector<std::string> auth = {"AUTH"};
    if (!url.user.empty())
      auth.push_back(url.user);
    auth.push_back(password);
    if (!command(auth))
      return false;
  }
  if (url.db != 0 && !command({"SELECT", std::to_string(url.db)}))
    return false;
  backOff = kFirstBackOff;
  return true;
}

bool RemoteCache::isAvailable() {
  std::lock_guard<std::mutex> lock(mutex);
  NoSigpipe noSigpipe;
  return connect();
}

bool RemoteCache::isBackingOff() {
  std::lock_guard<std::mutex> lock(mutex);
  return !context && Clock::now() < retryAt;
}

std::optional<std::vector<std::optional<std::string>>>
RemoteCache::fetch(llvm::ArrayRef<std::string> keys) {
  std::lock_guard<std::mutex> lock(mutex);
  NoSigpipe noSigpipe;
  if (!connect())
    return std::nullopt;
  std::vector<std::string> names;
  names.reserve(keys.size());
  std::vector<const char *> argv = {"MGET"};
  std::vector<size_t> lengths = {4};
  for (const std::string &key : keys) {
    names.push_back(kKeyPrefix.str() + key);
    argv.push_back(names.back().data());
    lengths.push_back(names.back().size());
  }
  Reply reply(
      redisCommandArgv(context, argv.size(), argv.data(), lengths.data()));
  if (!reply) {
    fail("MGET: " + describeError(context, timeoutMs));
    return std::nullopt;
  }
  if (reply->type != REDIS_REPLY_ARRAY || reply->elements != keys.size()) {
    fail(reply->type == REDIS_REPLY_ERROR
             ? "MGET: " + std::string(reply->str, reply->len)
             : "MGET: an unexpected reply");
    return std::nullopt;
  }
  std::vector<std::optional<std::string>> values(keys.size());
  for (size_t i = 0; i < keys.size(); ++i) {
    redisReply *element = reply->element[i];
    if (element->type == REDIS_REPLY_STRING)
      values[i] = std::string(element->str, element->len);
  }
  return values;
}

RemoteCache::Written
RemoteCache::store(llvm::ArrayRef<std::pair<std::string, std::string>> entries,
                   bool replace) {
  Written written;
  if (entries.empty())
    return written;
  std::lock_guard<std::mutex> lock(mutex);
  NoSigpipe noSigpipe;
  if (!connect())
    return written;
  for (const auto &[key, entry] : entries) {
    std::string name = kKeyPrefix.str() + key;
    const char *argv[] = {"SET", name.data(), entry.data(), "NX"};
    size_t lengths[] = {3, name.size(), entry.size(), 2};
    redisAppendCommandArgv(context, replace ? 3 : 4, argv, lengths);
  }
  for (size_t i = 0; i < entries.size(); ++i) {
    void *raw = nullptr;
    if (redisGetReply(context, &raw) != REDIS_OK) {
      fail("SET: " + describeError(context, timeoutMs));
      return written;
    }
    Reply reply(raw);
    if (reply->type == REDIS_REPLY_ERROR) {
      ++written.refused;
      // A user without write permission is what a read-only node is meant
      // to be; anything else (out of memory, a read-only replica) is news.
      llvm::StringRef error(reply->str, reply->len);
      if (!error.starts_with("NOPERM"))
        warnOnce("the remote kernel cache '" + url.text +
                 "' refused to store an entry (" + error.str() +
                 "); compiling on");
    } else if (reply->type == REDIS_REPLY_STATUS)
      ++written.written;
  }
  return written;
}

std::optional<std::string> RemoteCache::takeWarning() {
  std::lock_guard<std::mutex> lock(mutex);
  if (!warning)
    return std::nullopt;
  warned = true;
  return std::exchange(warning, std::nullopt);
}

unsigned RemoteCache::takeFailures() {
  std::lock_guard<std::mutex> lock(mutex);
  return std::exchange(failures, 0);
}

std::string RemoteCache::describe(llvm::StringRef key) const {
  return "'" + kKeyPrefix.str() + key.str() + "' on " + url.text;
}
