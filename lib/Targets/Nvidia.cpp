//===- Nvidia.cpp - the nvidia accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

using namespace accel;

void NvidiaOptions::bindOptions(OptionBinder &binder) {
  binder.pattern("chip", chip, "GPU architecture", "sm_XY",
                 {"sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90"},
                 "sm_[1-9][0-9]a?");
  binder.pattern("features", features, "PTX version, as +ptxNN", "+ptxNN",
                 {"+ptx70", "+ptx78", "+ptx80", "+ptx83"}, "\\+ptx[1-9][0-9]");
}

llvm::Error accel::registerNvidiaAccelerator(Registry &registry) {
  return registry.registerAccelerator(
      makeGpuAccelerator("nvidia", "NVIDIA GPUs: NVVM, then PTX",
                         optionSchema(NvidiaOptions()), "CUDA's libdevice"));
}
