//===- Amd.cpp - the amd accelerator ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

using namespace accel;

void AmdOptions::bindOptions(OptionBinder &binder) {
  binder.pattern("chip", chip, "GPU architecture", "gfxNNN",
                 {"gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"},
                 "gfx[0-9]{1,2}[0-9a-f]{2}");
}

llvm::Error accel::registerAmdAccelerator(Registry &registry) {
  return registry.registerAccelerator(makeGpuAccelerator(
      "amd", "AMD GPUs: ROCDL, then AMDGCN assembly",
      optionSchema(AmdOptions()), "the ROCm device libraries (ocml)"));
}
