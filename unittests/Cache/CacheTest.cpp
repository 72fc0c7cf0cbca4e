//===- CacheTest.cpp - the persistent kernel cache --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/KernelCache.h"
#include "accel/Cache/Keys.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

using namespace accel;
namespace fs = llvm::sys::fs;

namespace {
class KernelCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> path;
    ASSERT_FALSE(fs::createUniqueDirectory("accel-cache-test", path));
    directory = path.str().str();
  }
  void TearDown() override { fs::remove_directories(directory); }

  KernelCache open(uint64_t maxBytes = uint64_t(1) << 30) {
    llvm::Expected<KernelCache> cache = KernelCache::open(directory, maxBytes);
    EXPECT_TRUE(static_cast<bool>(cache));
    return std::move(*cache);
  }

  /// Rewrites the file of `key` through `edit`.
  void edit(const KernelCache &cache, llvm::StringRef key,
            llvm::function_ref<std::string(std::string)> change) {
    auto file = llvm::MemoryBuffer::getFile(cache.pathOf(key));
    ASSERT_TRUE(static_cast<bool>(file));
    std::string contents = change((*file)->getBuffer().str());
    std::error_code error;
    llvm::raw_fd_ostream os(cache.pathOf(key), error);
    ASSERT_FALSE(error);
    os << contents;
  }

  /// Sets the modification time of `key`'s entry to `seconds` after 2001.
  void age(const KernelCache &cache, llvm::StringRef key, int seconds) {
    int fd;
    ASSERT_FALSE(
        fs::openFileForWrite(cache.pathOf(key), fd, fs::CD_OpenExisting));
    auto time = std::chrono::system_clock::from_time_t(978307200 + seconds);
    ASSERT_FALSE(fs::setLastAccessAndModificationTime(fd, time));
    fs::closeFile(fd);
  }

  std::string directory;
};

TEST_F(KernelCacheTest, StoresAndFindsEntries) {
  KernelCache cache = open();
  EXPECT_EQ(cache.lookup("k1").status, KernelCache::Status::Miss);
  ASSERT_FALSE(llvm::errorToBool(cache.store("k1", "lowered kernel")));
  KernelCache::Entry entry = cache.lookup("k1");
  EXPECT_EQ(entry.status, KernelCache::Status::Hit);
  EXPECT_EQ(entry.data, "lowered kernel");
  // Binary data, newlines included, round-trips.
  std::string binary("\0\n\xff\n", 4);
  ASSERT_FALSE(llvm::errorToBool(cache.store("k2", binary)));
  EXPECT_EQ(cache.lookup("k2").data, binary);
  // No temporary file is left behind.
  std::error_code error;
  int files = 0;
  for (fs::directory_iterator it(directory, error), end; it != end && !error;
       it.increment(error))
    ++files;
  EXPECT_EQ(files, 2);
}

TEST_F(KernelCacheTest, DetectsDamagedEntries) {
  KernelCache cache = open();
  const char *keys[] = {"flipped", "torn",  "long",  "foreign",
                        "swapped", "other", "format"};
  for (const char *key : keys)
    ASSERT_FALSE(llvm::errorToBool(cache.store(key, "lowered kernel")));
  edit(cache, "flipped", [](std::string s) {
    s.back() ^= 1;
    return s;
  });
  edit(cache, "torn", [](std::string s) { return s.substr(0, s.size() - 3); });
  edit(cache, "long", [](std::string s) { return s + "more"; });
  edit(cache, "foreign", [](std::string) { return "something else\n"; });
  // Another key's whole, valid entry, as if the files were swapped.
  std::string otherEntry;
  edit(cache, "other", [&](std::string s) { return otherEntry = s; });
  edit(cache, "swapped", [&](std::string) { return otherEntry; });
  edit(cache, "format",
       [](std::string s) { return s.replace(s.find(" 2 "), 3, " 1 "); });
  auto problemOf = [&](const char *key) {
    KernelCache::Entry entry = cache.lookup(key);
    EXPECT_EQ(entry.status, KernelCache::Status::Corrupt) << key;
    return entry.data;
  };
  EXPECT_EQ(problemOf("flipped"), "has a SHA-256 that does not match");
  EXPECT_EQ(problemOf("torn"), "holds 11 bytes instead of 14");
  EXPECT_EQ(problemOf("long"), "holds 18 bytes instead of 14");
  EXPECT_EQ(problemOf("foreign"), "is not a kernel cache entry");
  EXPECT_EQ(problemOf("swapped"), "is the entry of another key (other)");
  EXPECT_EQ(problemOf("format"), "has format 1, not 2");
  EXPECT_EQ(cache.lookup("other").status, KernelCache::Status::Hit);
  // Storing again repairs it.
  ASSERT_FALSE(llvm::errorToBool(cache.store("torn", "lowered kernel")));
  EXPECT_EQ(cache.lookup("torn").status, KernelCache::Status::Hit);
}

TEST_F(KernelCacheTest, EvictsLeastRecentlyUsedFirst) {
  // Each entry is its 100 bytes and a header of about 90.
  std::string data(100, 'x');
  KernelCache unlimited = open();
  for (const char *key : {"a", "b", "c", "d"})
    ASSERT_FALSE(llvm::errorToBool(unlimited.store(key, data)));
  // Written in the order a, b, c, d; then b used, which makes it the newest.
  age(unlimited, "a", 1);
  age(unlimited, "b", 2);
  age(unlimited, "c", 3);
  age(unlimited, "d", 4);
  EXPECT_EQ(unlimited.lookup("b").status, KernelCache::Status::Hit);
  // Room for two entries: a and c, the least recently used, go.
  KernelCache limited = open(400);
  limited.evict();
  EXPECT_EQ(limited.lookup("a").status, KernelCache::Status::Miss);
  EXPECT_EQ(limited.lookup("c").status, KernelCache::Status::Miss);
  EXPECT_EQ(limited.lookup("b").status, KernelCache::Status::Hit);
  EXPECT_EQ(limited.lookup("d").status, KernelCache::Status::Hit);
}

TEST_F(KernelCacheTest, RefusesUnusableDirectories) {
  llvm::SmallString<128> file(directory);
  llvm::sys::path::append(file, "a-file");
  {
    std::error_code error;
    llvm::raw_fd_ostream os(file, error);
  }
  llvm::Expected<KernelCache> notDirectory = KernelCache::open(file, 1);
  ASSERT_FALSE(static_cast<bool>(notDirectory));
  EXPECT_EQ(llvm::toString(notDirectory.takeError()), "it is not a directory");
  llvm::SmallString<128> below(file);
  llvm::sys::path::append(below, "cache");
  llvm::Expected<KernelCache> underFile = KernelCache::open(below, 1);
  ASSERT_FALSE(static_cast<bool>(underFile));
  EXPECT_TRUE(llvm::StringRef(llvm::toString(underFile.takeError()))
                  .starts_with("cannot create it: "));
}

TEST_F(KernelCacheTest, ReadersNeverSeeHalfAnEntry) {
  // Writers replace one entry again and again while readers read it: each
  // read is the whole of one version or nothing, never a damaged entry.
  KernelCache cache = open();
  std::atomic<bool> done = false;
  std::atomic<int> damaged = 0, hits = 0;
  std::vector<std::thread> threads;
  for (int writer = 0; writer < 2; ++writer)
    threads.emplace_back([&, writer] {
      for (int i = 0; i < 200; ++i)
        EXPECT_FALSE(llvm::errorToBool(cache.store(
            "shared", std::string(4096 + 64 * writer + i, 'a' + writer))));
    });
  for (int reader = 0; reader < 2; ++reader)
    threads.emplace_back([&] {
      while (!done) {
        KernelCache::Entry entry = cache.lookup("shared");
        damaged += entry.status == KernelCache::Status::Corrupt;
        hits += entry.status == KernelCache::Status::Hit;
      }
    });
  threads[0].join();
  threads[1].join();
  done = true;
  threads[2].join();
  threads[3].join();
  EXPECT_EQ(damaged, 0);
  EXPECT_GT(hits, 0);
}

TEST_F(KernelCacheTest, KeysHashEveryPart) {
  std::string key = hashCacheKey({"accel 1", "llvm 22", "kernel"});
  EXPECT_EQ(key.size(), 64u);
  EXPECT_EQ(key, hashCacheKey({"accel 1", "llvm 22", "kernel"}));
  EXPECT_NE(key, hashCacheKey({"accel 2", "llvm 22", "kernel"}));
  // Parts are length-prefixed: moving a boundary changes the key.
  EXPECT_NE(hashCacheKey({"ab", "c"}), hashCacheKey({"a", "bc"}));
}

} // namespace
