//===- CApi.cpp - include/accel/Runtime/Runtime.h ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Runtime/Runtime.h"

#include "Devices.h"

#include "../common/Fatal.h"

#include <cstdio>
#include <cstring>
#include <stdexcept>

using namespace accel::runtime;

ACCEL_RUNTIME_EXPORT int accelRuntimeListDevices(AccelRuntimeDevice *devices,
                                                 int capacity) {
  int count = 0;
  for (int32_t kind = 0; kind < kKindCount; ++kind) {
    const KindInfo &info = probeKind(kind);
    for (size_t i = 0; i < info.devices.size(); ++i, ++count) {
      if (count >= capacity || !devices)
        continue;
      AccelRuntimeDevice &device = devices[count];
      std::snprintf(device.kind, sizeof(device.kind), "%s", kindName(kind));
      device.index = static_cast<int>(i);
      std::snprintf(device.name, sizeof(device.name), "%s",
                    info.devices[i].name);
      device.memoryBytes = info.devices[i].memoryBytes;
    }
  }
  return count;
}

ACCEL_RUNTIME_EXPORT const char *accelRuntimeGetAbsentReason(const char *kind) {
  int32_t found = kind ? lookupKind(kind) : -1;
  if (found < 0)
    return nullptr;
  const KindInfo &info = probeKind(found);
  return info.present() ? nullptr : info.absentReason.c_str();
}

namespace {
/// Whether this thread takes the runtime's errors as exceptions.
thread_local bool throwOnError = false;
/// The core's own errors go through the hook too.
const bool coreHookSet = [] {
  fatalHook() = throwIfAsked;
  return true;
}();
} // namespace

void accel::runtime::throwIfAsked(const char *message) {
  if (throwOnError)
    throw std::runtime_error(message);
}

ACCEL_RUNTIME_EXPORT int accelRuntimeSetThrowOnError(int enable) {
  (void)coreHookSet;
  int previous = throwOnError;
  throwOnError = enable != 0;
  return previous;
}

static int fail(char *error, size_t size, const std::string &message) {
  if (error && size)
    std::snprintf(error, size, "%s", message.c_str());
  return 1;
}

ACCEL_RUNTIME_EXPORT int accelRuntimeSetCurrentDevice(const char *device,
                                                      char *error,
                                                      size_t errorSize) {
  if (!device || !*device) {
    setApiChoice(std::nullopt);
    return 0;
  }
  std::string reason;
  std::optional<DeviceChoice> choice = parseDeviceChoice(device, reason);
  if (!choice)
    return fail(error, errorSize,
                "invalid device '" + std::string(device) + "': " + reason);
  const KindInfo &info = probeKind(choice->kind);
  if (!info.present())
    return fail(error, errorSize,
                "device '" + std::string(device) + "' is absent (" +
                    info.absentReason +
                    "); devices present: " + describePresent());
  if (choice->index >= static_cast<int>(info.devices.size()))
    return fail(error, errorSize,
                "device '" + std::string(device) +
                    "' names no device; devices present: " + describePresent());
  choice->source =
      "accelRuntimeSetCurrentDevice(\"" + std::string(device) + "\")";
  setApiChoice(std::move(choice));
  return 0;
}

ACCEL_RUNTIME_EXPORT int accelRuntimeGetCurrentDevice(char *device,
                                                      size_t size) {
  std::string error;
  std::optional<DeviceChoice> choice = currentChoice(error);
  if (!error.empty())
    return fail(device, size, error);
  if (device && size)
    std::snprintf(device, size, "%s", choice ? choice->str().c_str() : "");
  return 0;
}
