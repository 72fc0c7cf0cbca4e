//===- Devices.h - the device kinds and their drivers -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The device kinds libaccel_runtime knows (the accelerator names: cpu,
// nvidia, amd, vulkan), the driver each is run by, loaded and probed the
// first time the kind is asked about, and the explicit choice of a device
// (ACCEL_DEVICE, accelRuntimeSetCurrentDevice). Nothing here stops the
// program: callers decide what an absent device means.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_CORE_DEVICES_H
#define ACCEL_RUNTIME_CORE_DEVICES_H

#include "accel/Runtime/DeviceKinds.h"

#include "../common/Driver.h"

#include <optional>
#include <string>
#include <vector>

namespace accel::runtime {

/// The kinds (accel/Runtime/DeviceKinds.h) are listed in their values'
/// order. The name of `kind`, or "unknown".
const char *kindName(int32_t kind);
/// "cpu, nvidia, amd, vulkan".
std::string kindNames();

/// What the runtime knows of one kind once it was probed.
struct KindInfo {
  /// Null for cpu (host code calls its kernels) and for an absent kind.
  const AccelrtDriver *driver = nullptr;
  std::vector<AccelrtDriverDevice> devices;
  /// Why no device of this kind is present; "" when one is.
  std::string absentReason;
  bool present() const { return absentReason.empty(); }
};

/// Loads and probes `kind`'s driver the first time; thread-safe.
const KindInfo &probeKind(int32_t kind);

/// "vulkan:0 (llvmpipe ...), cpu:0 (AMD EPYC ...)": every device present.
std::string describePresent();

/// An explicit choice of device.
struct DeviceChoice {
  int32_t kind = -1;
  /// -1: not given (the kind's first device).
  int index = -1;
  /// Who made it: "ACCEL_DEVICE=vulkan:1" or
  /// "accelRuntimeSetCurrentDevice(\"vulkan\")".
  std::string source;
  std::string str() const;
};

/// Parses `text` (KIND or KIND:INDEX); the reason when it is malformed or
/// names no kind. Presence is not checked.
std::optional<DeviceChoice> parseDeviceChoice(const std::string &text,
                                              std::string &error);

/// The explicit choice in force: the API's, else ACCEL_DEVICE's; none when
/// neither is given. A malformed ACCEL_DEVICE sets `error`.
std::optional<DeviceChoice> currentChoice(std::string &error);

/// Sets (or, with std::nullopt, clears) the API's choice.
void setApiChoice(std::optional<DeviceChoice> choice);

/// Makes the driver of `kind` use the device the choice names (or its
/// first one) before its first use; fails with the reason when the index
/// is out of range. Thread-safe; the first call for a kind decides.
bool chooseDeviceIndex(int32_t kind, int index, std::string &error);

/// The hook of Fatal.h for the core and its drivers: throws `message` as a
/// std::runtime_error in a thread that asked for that
/// (accelRuntimeSetThrowOnError), else returns (and the process ends).
void throwIfAsked(const char *message);

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_CORE_DEVICES_H
