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
/// accelerator (named in errors), and what one block may use: threads and
/// workgroup (shared) memory.
struct GpuGridLimits {
  std::array<int64_t, 3> blocks = {0, 0, 0};
  std::string accelerator;
  int64_t maxThreadsPerBlock = 1024;
  /// Statically allocated workgroup memory per block, in bytes.
  int64_t sharedMemoryBytes = 16384;
  /// Lanes that exchange values by shuffles, the same on every device of
  /// the accelerator (NVIDIA's warps: 32); 0 where it varies (Vulkan
  /// subgroups: 8 on lavapipe's AVX2 path, 32 or 64 on GPUs) or is not
  /// relied on (AMD's wavefronts, 64 or 32 by chip).
  int64_t subgroupSize = 0;
};

/// CUDA's grid limit (every NVIDIA GPU since compute capability 3.0).
GpuGridLimits getNvidiaGridLimits();
/// HIP's grid limit on AMD GPUs.
GpuGridLimits getAmdGridLimits();
/// The maxComputeWorkGroupCount and maxComputeSharedMemorySize every Vulkan
/// device offers at least (the spec's minimums, which lavapipe and most
/// desktop drivers report or exceed), and 1024 invocations per workgroup
/// (desktop drivers and lavapipe; the spec's minimum is 128).
GpuGridLimits getVulkanGridLimits();

} // namespace accel

#endif // ACCEL_TARGETS_DEVICELIMITS_H
