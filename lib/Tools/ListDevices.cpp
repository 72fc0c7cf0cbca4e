//===- ListDevices.cpp - accel-opt --list-devices ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The devices libaccel_runtime finds on this machine (docs/Runtime.md): each
// present one with its kind, index, name and memory, and each absent kind
// with the reason. Probing loads the drivers; compiling never does.
//
//===----------------------------------------------------------------------===//

#include "ListDevices.h"

#include "accel/Runtime/DeviceKinds.h"
#include "accel/Runtime/Runtime.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <vector>

using namespace accel;

void accel::printDevices(llvm::raw_ostream &os, ListingFormat format) {
  std::vector<AccelRuntimeDevice> devices(
      static_cast<size_t>(accelRuntimeListDevices(nullptr, 0)));
  devices.resize(static_cast<size_t>(accelRuntimeListDevices(
      devices.data(), static_cast<int>(devices.size()))));
  if (format == ListingFormat::Json) {
    llvm::json::Array present;
    for (const AccelRuntimeDevice &device : devices)
      present.push_back(llvm::json::Object{
          {"kind", device.kind},
          {"index", device.index},
          {"name", device.name},
          {"memoryBytes", static_cast<int64_t>(device.memoryBytes)},
      });
    llvm::json::Object absent;
    for (const char *kind : runtime::kKindNames)
      if (const char *reason = accelRuntimeGetAbsentReason(kind))
        absent[kind] = reason;
    os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object{
                                     {"devices", std::move(present)},
                                     {"absent", std::move(absent)},
                                 }))
       << "\n";
    return;
  }
  os << "Devices present:\n";
  for (const AccelRuntimeDevice &device : devices)
    os << llvm::formatv(
        "  {0,-10} {1} ({2:F1} GiB)\n",
        std::string(device.kind) + ":" + std::to_string(device.index),
        device.name, device.memoryBytes / (1024.0 * 1024.0 * 1024.0));
  bool header = false;
  for (const char *kind : runtime::kKindNames)
    if (const char *reason = accelRuntimeGetAbsentReason(kind)) {
      if (!header)
        os << "Absent:\n";
      header = true;
      os << "  " << kind << ": " << reason << "\n";
    }
}
