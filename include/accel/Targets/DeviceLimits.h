//===- DeviceLimits.h - what a GPU accelerator's devices allow --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The vendors' limits that code generation must respect, next to the chip
// tables of each accelerator (lib/Targets/<Accelerator>.cpp); the GPU
// backends' stages check their launches against them.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TARGETS_DEVICELIMITS_H
#define ACCEL_TARGETS_DEVICELIMITS_H

#include <array>
#include <cstdint>
#include <string>

namespace accel {

/// The most blocks (workgroups) a launch may have per dimension on an
/// accelerator (named in errors).
struct GpuGridLimits {
  std::array<int64_t, 3> blocks = {0, 0, 0};
  std::string accelerator;
};

/// CUDA's grid limit (every NVIDIA GPU since compute capability 3.0).
GpuGridLimits getNvidiaGridLimits();
/// HIP's grid limit on AMD GPUs.
GpuGridLimits getAmdGridLimits();
/// The maxComputeWorkGroupCount every Vulkan device offers at least (the
/// spec's minimum, which lavapipe and most desktop drivers report).
GpuGridLimits getVulkanGridLimits();

} // namespace accel

#endif // ACCEL_TARGETS_DEVICELIMITS_H
