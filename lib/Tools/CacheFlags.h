//===- CacheFlags.h - accel-opt's kernel cache flags ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TOOLS_CACHEFLAGS_H
#define ACCEL_LIB_TOOLS_CACHEFLAGS_H

#include "accel/Lowering/Passes.h"

#include "llvm/Support/CommandLine.h"

namespace accel {

/// Declares the --accel-cache-* flags in `category`; once per process,
/// before the command line is parsed.
void registerCacheFlags(llvm::cl::OptionCategory &category);

/// Whether the command line gave a --accel-cache-* flag.
bool hasCacheFlags();

/// Copies the flags, with the ACCEL_CACHE_* variables where a flag is not
/// given, into `lower` after checking them; prints the problem and returns
/// false.
bool readCacheFlags(AccelLowerOptions &lower);

} // namespace accel

#endif // ACCEL_LIB_TOOLS_CACHEFLAGS_H
