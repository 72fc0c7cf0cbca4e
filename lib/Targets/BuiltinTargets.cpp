//===- BuiltinTargets.cpp - register the built-in accelerators --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

using namespace accel;

llvm::Error accel::registerBuiltinAccelerators(Registry &registry) {
  using Registration = llvm::Error (*)(Registry &);
  // One line per built-in accelerator.
  static constexpr Registration registrations[] = {
      registerAmdAccelerator,
      registerCpuAccelerator,
      registerNvidiaAccelerator,
      registerVulkanAccelerator,
  };
  for (Registration registration : registrations)
    if (llvm::Error error = registration(registry))
      return error;
  return llvm::Error::success();
}
