//===- KernelCache.cpp - the kernel cache directory -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/KernelCache.h"

#include "accel/Cache/EntryFormat.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <vector>

using namespace accel;
namespace fs = llvm::sys::fs;

static constexpr llvm::StringLiteral kSuffix = ".accelcache";

llvm::Expected<KernelCache> KernelCache::open(llvm::StringRef directory,
                                              uint64_t maxBytes) {
  if (std::error_code error = fs::create_directories(directory))
    return llvm::createStringError(error, "cannot create it: %s",
                                   error.message().c_str());
  if (!fs::is_directory(directory))
    return llvm::createStringError("it is not a directory");
  if (std::error_code error = fs::access(directory, fs::AccessMode::Write))
    return llvm::createStringError(error, "it is not writable: %s",
                                   error.message().c_str());
  return KernelCache(directory.str(), maxBytes);
}

std::string KernelCache::pathOf(llvm::StringRef key) const {
  llvm::SmallString<256> path(directory);
  llvm::sys::path::append(path, key + kSuffix);
  return path.str().str();
}

KernelCache::Entry KernelCache::lookup(llvm::StringRef key) const {
  std::string path = pathOf(key);
  // One open file: read, and marked recently used.
  int fd;
  fs::file_status status;
  if (fs::openFileForRead(path, fd))
    return {};
  llvm::scope_exit close([&] { (void)fs::closeFile(fd); });
  if (fs::status(fd, status))
    return {};
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getOpenFile(fs::convertFDToNativeFile(fd), path,
                                      status.getSize(),
                                      /*RequiresNullTerminator=*/false);
  if (!file)
    return {};
  std::string problem;
  std::optional<llvm::StringRef> payload =
      decodeCacheEntry(key, (*file)->getBuffer(), problem);
  if (!payload)
    return {Status::Corrupt, std::move(problem)};
  // Recently used: eviction goes by modification time.
  (void)fs::setLastAccessAndModificationTime(fd,
                                             std::chrono::system_clock::now());
  return {Status::Hit, payload->str()};
}

llvm::Error KernelCache::store(llvm::StringRef key,
                               llvm::StringRef data) const {
  return storeEntry(key, encodeCacheEntry(key, data));
}

llvm::Error KernelCache::storeEntry(llvm::StringRef key,
                                    llvm::StringRef entry) const {
  llvm::SmallString<256> model(directory);
  llvm::sys::path::append(model, key + ".%%%%%%%%.tmp");
  llvm::Expected<fs::TempFile> temp = fs::TempFile::create(model);
  if (!temp)
    return temp.takeError();
  {
    llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    os << entry;
    os.flush();
    if (os.has_error()) {
      std::error_code error = os.error();
      os.clear_error();
      return llvm::joinErrors(
          llvm::createStringError(error, "%s", error.message().c_str()),
          temp->discard());
    }
  }
  // Renamed into place: a reader sees the old entry, none, or this one.
  return temp->keep(pathOf(key));
}

void KernelCache::evict() const {
  struct File {
    std::string path;
    uint64_t size;
    llvm::sys::TimePoint<> time;
  };
  std::vector<File> files;
  uint64_t total = 0;
  std::error_code error;
  for (fs::directory_iterator it(directory, error), end; it != end && !error;
       it.increment(error)) {
    if (!llvm::StringRef(it->path()).ends_with(kSuffix))
      continue;
    llvm::ErrorOr<fs::basic_file_status> status = it->status();
    if (!status)
      continue;
    files.push_back(
        {it->path(), status->getSize(), status->getLastModificationTime()});
    total += files.back().size;
  }
  if (total <= maxBytes)
    return;
  std::sort(files.begin(), files.end(), [](const File &a, const File &b) {
    return a.time < b.time || (a.time == b.time && a.path < b.path);
  });
  for (const File &file : files) {
    if (total <= maxBytes)
      break;
    if (!fs::remove(file.path))
      total -= file.size;
  }
}
