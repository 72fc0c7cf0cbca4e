//===- EntryFormat.h - a kernel cache entry's header ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every entry, in the local directory or the remote store, is one line of
// header, then the payload (the lowered unit as bytecode):
//
//   accel-kernel-cache <format> <key> <payload bytes> <payload SHA-256>
//
// An entry is used only when all of it matches: the format this build
// writes, the key it was looked up under (an entry copied or swapped under
// another key is refused), the length and the hash of the payload.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_ENTRYFORMAT_H
#define ACCEL_CACHE_ENTRYFORMAT_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace accel {

/// The entry format this build writes and reads.
constexpr unsigned kCacheEntryFormat = 2;

/// The entry of `payload` under `key`.
std::string encodeCacheEntry(llvm::StringRef key, llvm::StringRef payload);

/// The payload of `entry`, a slice of it, when `entry` is a whole entry of
/// `key` in this format; otherwise none, and `problem` says what is wrong, to
/// follow "the entry": "is the entry of another key".
std::optional<llvm::StringRef> decodeCacheEntry(llvm::StringRef key,
                                                llvm::StringRef entry,
                                                std::string &problem);

} // namespace accel

#endif // ACCEL_CACHE_ENTRYFORMAT_H
