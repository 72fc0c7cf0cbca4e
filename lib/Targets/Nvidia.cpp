//===- Nvidia.cpp - the nvidia accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

using namespace accel;

llvm::Error accel::registerNvidiaAccelerator(Registry &registry) {
  return registry.registerAccelerator(makeGpuAccelerator(
      "nvidia", "NVIDIA GPUs: NVVM, then PTX",
      {patternOption("chip", "GPU architecture", "sm_80", "sm_XY",
                     {"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"},
                     "sm_[1-9][0-9]a?"),
       patternOption("features", "PTX version, as +ptxNN", "+ptx70", "+ptxNN",
                     {"+ptx70", "+ptx78", "+ptx80", "+ptx83"},
                     "\\+ptx[1-9][0-9]")},
      "CUDA's libdevice"));
}
