//===- Builtins.h - the built-in compile backends ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The built-in backends are listed once, in lib/Backends/CMakeLists.txt
// (ACCEL_BUILTIN_BACKENDS): each is a folder lib/Backends/<Name>/ that
// defines `registerNameBackend(Registry &)` and, when it has passes of its
// own, `registerNameBackendPasses()`. The functions below call them all.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_BUILTINS_H
#define ACCEL_BACKENDS_BUILTINS_H

#include "llvm/Support/Error.h"

namespace accel {

class Registry;

/// Registers every built-in backend; an error if a name is taken already.
llvm::Error registerBuiltinBackends(Registry &registry);

/// Registers the passes of the shared stages and of every built-in backend
/// with MLIR's pass registry (once per process; not thread-safe).
void registerBuiltinBackendPasses();

} // namespace accel

#endif // ACCEL_BACKENDS_BUILTINS_H
