//===- Amd.cpp - the amd accelerator ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

using namespace accel;

llvm::Error accel::registerAmdAccelerator(Registry &registry) {
  return registry.registerAccelerator(makeGpuAccelerator(
      "amd", "AMD GPUs: ROCDL, then AMDGCN assembly",
      {patternOption("chip", "GPU architecture", "gfx90a", "gfxNNN",
                     {"gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"},
                     "gfx[0-9]{3,4}[a-z]?")},
      "the ROCm device libraries (ocml)"));
}
