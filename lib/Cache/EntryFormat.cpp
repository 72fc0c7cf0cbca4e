//===- EntryFormat.cpp - a kernel cache entry's header ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/EntryFormat.h"

#include "accel/Cache/Keys.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"

using namespace accel;

static constexpr llvm::StringLiteral kMagic = "accel-kernel-cache";

std::string accel::encodeCacheEntry(llvm::StringRef key,
                                    llvm::StringRef payload) {
  std::string entry =
      (kMagic + " " + llvm::Twine(kCacheEntryFormat) + " " + key + " " +
       llvm::Twine(payload.size()) + " " + sha256Hex(payload) + "\n")
          .str();
  entry += payload;
  return entry;
}

std::optional<llvm::StringRef> accel::decodeCacheEntry(llvm::StringRef key,
                                                       llvm::StringRef entry,
                                                       std::string &problem) {
  // The header is short: a long first line is not one.
  size_t newline = entry.find('\n');
  llvm::SmallVector<llvm::StringRef, 6> fields;
  if (newline != llvm::StringRef::npos && newline < 256)
    entry.take_front(newline).split(fields, ' ');
  unsigned format = 0;
  if (fields.size() < 2 || fields[0] != kMagic ||
      fields[1].getAsInteger(10, format)) {
    problem = "is not a kernel cache entry";
    return std::nullopt;
  }
  if (format != kCacheEntryFormat || fields.size() != 5) {
    problem = "has format " + fields[1].str() + ", not " +
              std::to_string(kCacheEntryFormat);
    return std::nullopt;
  }
  if (fields[2] != key) {
    problem = "is the entry of another key (" + fields[2].str() + ")";
    return std::nullopt;
  }
  uint64_t size = 0;
  llvm::StringRef payload = entry.drop_front(newline + 1);
  if (fields[3].getAsInteger(10, size) || payload.size() != size) {
    problem = "holds " + std::to_string(payload.size()) + " bytes instead of " +
              fields[3].str();
    return std::nullopt;
  }
  if (sha256Hex(payload) != fields[4]) {
    problem = "has a SHA-256 that does not match";
    return std::nullopt;
  }
  return payload;
}
