//===- Amd.cpp - the amd accelerator ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuAccelerator.h"

#include "accel/Registry/Registry.h"
#include "accel/Targets/DeviceLimits.h"

#include "llvm/ADT/STLExtras.h"

#include <iterator>

using namespace accel;

/// The GPUs LLVM 22's AMDGPU backend knows from GFX9 on (`llc
/// -mtriple=amdgcn-amd-amdhsa -mcpu=help`): LLVM ignores an unknown one with
/// a warning and generates code for none in particular.
static const char *const kAmdChips[] = {
    "gfx900",  "gfx902",  "gfx904",  "gfx906",  "gfx908",  "gfx909",  "gfx90a",
    "gfx90c",  "gfx942",  "gfx950",  "gfx1010", "gfx1011", "gfx1012", "gfx1013",
    "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
    "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152",
    "gfx1153", "gfx1200", "gfx1201", "gfx1250", "gfx1251"};

void AmdOptions::bindOptions(OptionBinder &binder) {
  binder.string(
      "chip", chip, "GPU architecture", "gfxNNN",
      std::vector<std::string>(std::begin(kAmdChips), std::end(kAmdChips)),
      [](llvm::StringRef value) {
        return llvm::is_contained(kAmdChips, value);
      });
}

llvm::Error accel::registerAmdAccelerator(Registry &registry) {
  return registry.registerAccelerator(makeGpuAccelerator(
      "amd", "AMD GPUs: ROCDL, then AMDGCN assembly",
      optionSchema(AmdOptions()), "the ROCm device libraries (ocml)"));
}

GpuGridLimits accel::getAmdGridLimits() {
  // 64 KiB of LDS per workgroup on gfx9 and later.
  return {{2147483647, 65536, 65536}, "amd", 1024, 64 * 1024};
}
