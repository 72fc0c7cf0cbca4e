//===- BuiltinTargets.cpp - register the built-ins --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/Backends/Backends.h"

using namespace accel;

llvm::Error accel::registerBuiltinTargets(Registry &registry) {
  using Registration = llvm::Error (*)(Registry &);
  // One line per built-in accelerator or backend.
  static constexpr Registration registrations[] = {
      registerAmdAccelerator,    registerCpuAccelerator,
      registerCpuLoopsBackend,   registerCpuOpenMPBackend,
      registerCpuVectorBackend,  registerGpuSimtBackend,
      registerNvidiaAccelerator, registerSpirvBackend,
      registerVulkanAccelerator,
  };
  for (Registration registration : registrations)
    if (llvm::Error error = registration(registry))
      return error;
  return llvm::Error::success();
}
