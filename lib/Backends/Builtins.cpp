//===- Builtins.cpp - register the built-in compile backends ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Builtins.def is generated from the list in lib/Backends/CMakeLists.txt, so
// that list is the only place that names every built-in backend.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Builtins.h"

#include "accel/Backends/Fusion.h"
#include "accel/Backends/GpuCommon.h"

namespace accel {
#define ACCEL_BUILTIN_BACKEND(Name)                                            \
  llvm::Error register##Name##Backend(Registry &registry);
#define ACCEL_BUILTIN_BACKEND_PASSES(Name) void register##Name##BackendPasses();
#include "Builtins.def"
#undef ACCEL_BUILTIN_BACKEND
#undef ACCEL_BUILTIN_BACKEND_PASSES
} // namespace accel

using namespace accel;

llvm::Error accel::registerBuiltinBackends(Registry &registry) {
#define ACCEL_BUILTIN_BACKEND(Name)                                            \
  if (llvm::Error error = register##Name##Backend(registry))                   \
    return error;
#define ACCEL_BUILTIN_BACKEND_PASSES(Name)
#include "Builtins.def"
#undef ACCEL_BUILTIN_BACKEND
#undef ACCEL_BUILTIN_BACKEND_PASSES
  return llvm::Error::success();
}

void accel::registerBuiltinBackendPasses() {
  registerFusionStagePasses();
  registerGpuCommonStagesPasses();
#define ACCEL_BUILTIN_BACKEND(Name)
#define ACCEL_BUILTIN_BACKEND_PASSES(Name) register##Name##BackendPasses();
#include "Builtins.def"
#undef ACCEL_BUILTIN_BACKEND
#undef ACCEL_BUILTIN_BACKEND_PASSES
}
