//===- CacheStore.cpp - the local and the remote store together -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/CacheStore.h"

#include "accel/Cache/EntryFormat.h"
#include "accel/Cache/Keys.h"

#include <chrono>
#include <random>

using namespace accel;
using Status = KernelCache::Status;

namespace {
/// Adds the time from its construction to its destruction to `stats`.
class Timed {
public:
  explicit Timed(CacheStats &stats)
      : stats(stats), start(std::chrono::steady_clock::now()) {}
  ~Timed() {
    stats.microseconds += std::chrono::duration_cast<std::chrono::microseconds>(
                              std::chrono::steady_clock::now() - start)
                              .count();
  }

private:
  CacheStats &stats;
  std::chrono::steady_clock::time_point start;
};
} // namespace

llvm::Expected<std::unique_ptr<CacheStore>>
CacheStore::open(const CacheSettings &settings, CacheStats &stats, Warn warn,
                 bool *dirWarned) {
  std::unique_ptr<CacheStore> store(new CacheStore(settings, stats));
  if (!settings.url.empty()) {
    llvm::Expected<std::shared_ptr<RemoteCache>> remote =
        RemoteCache::get(settings);
    if (!remote)
      return remote.takeError();
    store->remote = std::move(*remote);
    if (!store->remote->isAvailable()) {
      store->reportFailures(warn);
      store->remote = nullptr;
    }
  }
  if (settings.dir.empty())
    return store->remote ? std::move(store) : nullptr;
  llvm::Expected<KernelCache> local =
      KernelCache::open(settings.dir, settings.maxBytes);
  if (local) {
    store->local.emplace(std::move(*local));
  } else if (*dirWarned) {
    llvm::consumeError(local.takeError());
  } else {
    warn("the kernel cache directory '" + settings.dir + "' cannot be used (" +
         toString(local.takeError()) + "); compiling without it");
    *dirWarned = true;
    ++stats.errors;
  }
  return store->local || store->remote ? std::move(store) : nullptr;
}

std::string CacheStore::salted(llvm::StringRef key) const {
  return saltCacheKey(key, settings.salt);
}

bool CacheStore::drawVerify() {
  if (settings.verifyPercent == 0)
    return false;
  static std::mutex mutex;
  static std::mt19937 random{std::random_device{}()};
  std::lock_guard<std::mutex> lock(mutex);
  return std::uniform_int_distribution<unsigned>(0, 99)(random) <
         settings.verifyPercent;
}

CacheStore::Found CacheStore::lookUpLocal(llvm::StringRef key) {
  Found found;
  if (!local)
    return found;
  Timed timed(stats);
  std::string name = salted(key);
  KernelCache::Entry entry = local->lookup(name);
  found.status = entry.status;
  found.data = std::move(entry.data);
  found.entry = "'" + local->pathOf(name) + "'";
  if (found.status == Status::Hit) {
    ++stats.localHits;
    found.verify = drawVerify();
  } else if (found.status == Status::Corrupt) {
    ++stats.corrupt;
  }
  return found;
}

void CacheStore::lookUpRemote(llvm::ArrayRef<std::string> keys,
                              llvm::MutableArrayRef<Found> found, Warn warn) {
  if (!remote || settings.mode == CacheMode::WriteOnly)
    return;
  std::vector<std::string> names;
  std::vector<size_t> indices;
  for (size_t i = 0; i < keys.size(); ++i)
    if (found[i].status != Status::Hit && !keys[i].empty()) {
      names.push_back(salted(keys[i]));
      indices.push_back(i);
    }
  if (!names.empty()) {
    Timed timed(stats);
    auto values = remote->fetch(names);
    for (size_t j = 0; values && j < names.size(); ++j)
      if ((*values)[j])
        found[indices[j]].remoteEntry = std::move(*(*values)[j]);
  }
  reportFailures(warn);
}

void CacheStore::finishLookUp(llvm::StringRef key, Found &found) {
  if (!found.remoteEntry.empty()) {
    Timed timed(stats);
    std::string name = salted(key);
    std::string entry = std::move(found.remoteEntry);
    found.remoteEntry.clear();
    std::string problem;
    std::optional<llvm::StringRef> payload =
        decodeCacheEntry(name, entry, problem);
    if (!payload) {
      // A corrupt local entry stays the one named.
      if (found.status != Status::Corrupt) {
        found.status = Status::Corrupt;
        found.data = std::move(problem);
        found.entry = remote->describe(name);
      }
      ++stats.corrupt;
    } else {
      found.status = Status::Hit;
      found.data = payload->str();
      found.entry = remote->describe(name);
      found.verify = drawVerify();
      ++stats.remoteHits;
      // The entry as it came: its header is this key's.
      if (local)
        writeLocally(std::move(name), std::move(entry));
    }
  }
  if (found.status != Status::Hit)
    ++stats.misses;
}

bool CacheStore::isWritable() {
  if (local) {
    std::lock_guard<std::mutex> lock(writeMutex);
    if (writeError.empty())
      return true;
  }
  return remote && settings.mode != CacheMode::ReadOnly &&
         !remote->isBackingOff();
}

void CacheStore::store(llvm::StringRef key, llvm::StringRef payload,
                       bool replace) {
  Timed timed(stats);
  std::string name = salted(key);
  // One encoding for both stores: an entry is the same bytes in each.
  std::string entry = encodeCacheEntry(name, payload);
  if (remote && settings.mode != CacheMode::ReadOnly) {
    std::lock_guard<std::mutex> lock(mutex);
    (replace ? replacing : pending).emplace_back(name, entry);
  }
  if (local)
    writeLocally(std::move(name), std::move(entry));
}

/// The writer is started and woken once this many entries are queued, not
/// for each: woken for each, it wrote that one and slept again (2,700
/// context switches in a compile of 1,000 remote hits, 1,175 in batches, the
/// compile 4-5% shorter). What is queued when the store finishes, fewer
/// than a batch in a small module, is written then.
static constexpr size_t kWriteBatch = 64;

void CacheStore::writeLocally(std::string name, std::string entry) {
  std::lock_guard<std::mutex> lock(writeMutex);
  if (!writeError.empty())
    return;
  writes.emplace_back(std::move(name), std::move(entry));
  if (writes.size() < kWriteBatch)
    return;
  if (!writer.joinable())
    writer = std::thread([this] { writeQueued(); });
  writeWake.notify_one();
}

void CacheStore::writeQueued() {
  std::unique_lock<std::mutex> lock(writeMutex);
  while (true) {
    writeWake.wait(lock,
                   [&] { return closing || writes.size() >= kWriteBatch; });
    while (!writes.empty()) {
      auto [name, entry] = std::move(writes.front());
      writes.pop_front();
      lock.unlock();
      llvm::Error error = llvm::Error::success();
      {
        Timed timed(stats);
        error = local->storeEntry(name, entry);
      }
      lock.lock();
      if (error) {
        writeError = toString(std::move(error));
        writes.clear();
        ++stats.errors;
      } else {
        ++stats.localWrites;
        storedLocally = true;
      }
    }
    if (closing)
      return;
  }
}

void CacheStore::stopWriter() {
  {
    std::lock_guard<std::mutex> lock(writeMutex);
    closing = true;
  }
  writeWake.notify_one();
  if (writer.joinable())
    writer.join();
  else
    writeQueued(); // Fewer than a batch: they are written here.
}

CacheStore::~CacheStore() { stopWriter(); }

void CacheStore::finish(Warn warn) {
  stopWriter();
  Timed timed(stats);
  if (!writeError.empty())
    warn("cannot write to the kernel cache '" + local->getDirectory() +
         "': " + writeError + "; compiling without storing");
  if (remote) {
    for (bool replace : {false, true}) {
      RemoteCache::Written written =
          remote->store(replace ? replacing : pending, replace);
      stats.remoteWrites += written.written;
      stats.remoteRefused += written.refused;
    }
    pending.clear();
    replacing.clear();
    reportFailures(warn);
  }
  if (local && storedLocally)
    local->evict();
}

void CacheStore::reportFailures(Warn warn) {
  stats.errors += remote->takeFailures();
  if (std::optional<std::string> warning = remote->takeWarning())
    warn(*warning);
}
