//===- Nesting.h - reject input nested too deep to parse --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_NESTING_H
#define ACCEL_SUPPORT_NESTING_H

#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

namespace accel {

/// The default nesting limit of checkNesting (and of accel-opt's
/// --accel-max-nesting).
constexpr unsigned kDefaultMaxNesting = 256;

/// Checks, before parsing, that `buffer` does not nest (), [] and {} deeper
/// than `maxDepth` outside strings and comments: MLIR's parser recurses once
/// per level and overflows the stack on deep enough input (a few thousand
/// nested modules). The error reads "FILE:LINE:COL: error: ..." at the first
/// bracket past the limit. MLIR bytecode passes unchecked.
llvm::Error checkNesting(llvm::MemoryBufferRef buffer, unsigned maxDepth);

} // namespace accel

#endif // ACCEL_SUPPORT_NESTING_H
