//===- DeviceKinds.h - the device kinds of libaccel_runtime -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The device kinds, their names (the accelerator names) and the values
// lowered host code passes to the accelrt_* calls (docs/Runtime.md): one
// table for the runtime and for the compiler that lowers calls of it
// (accel-gpu-to-runtime, the dispatchers of kernels compiled for several
// accelerators, accel-opt --list-devices). Header only, plain C++.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_DEVICEKINDS_H
#define ACCEL_RUNTIME_DEVICEKINDS_H

#include <cstdint>
#include <string_view>

namespace accel::runtime {

enum DeviceKind : int32_t { Cpu = 0, Nvidia = 1, Amd = 2, Vulkan = 3 };
inline constexpr int kKindCount = 4;

/// The name of each kind, by its value.
inline constexpr const char *kKindNames[kKindCount] = {"cpu", "nvidia", "amd",
                                                       "vulkan"};

/// The kind named `name`, or -1.
inline int32_t lookupKind(std::string_view name) {
  for (int32_t kind = 0; kind < kKindCount; ++kind)
    if (name == kKindNames[kind])
      return kind;
  return -1;
}

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_DEVICEKINDS_H
