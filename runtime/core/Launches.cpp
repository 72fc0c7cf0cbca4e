//===- Launches.cpp - what lowered host code calls --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel's runtime ABI (docs/Runtime.md): the accelrt_* functions that
// accel-gpu-to-runtime makes lowered host code call. Each GPU call names
// its device kind first and goes to that kind's driver, so kernels of
// several kinds run in one process; accelrt_select_variant picks the
// variant of a kernel compiled for several accelerators. An error stops
// the program with the call, the kernel and the reason (common/Fatal.h).
//
//===----------------------------------------------------------------------===//

#include "Devices.h"

#include "../common/Environment.h"
#include "../common/Fatal.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace accel::runtime;

static const char *kPrefix = "accel runtime";

/// The driver of `kind`, which must be present: `what` says what needed it.
static const AccelrtDriver &driverFor(int32_t kind, const char *what) {
  if (kind <= Cpu || kind >= kKindCount)
    fatal(kPrefix,
          "%s: %d is not a GPU device kind (lowered code and "
          "runtime disagree: rebuild the module)",
          what, kind);
  const KindInfo &info = probeKind(kind);
  if (!info.driver)
    fatal(kPrefix,
          "%s kernels must run, but %s is absent (%s); devices "
          "present: %s",
          kindName(kind), kindName(kind), info.absentReason.c_str(),
          describePresent().c_str());
  return *info.driver;
}

/// Makes the driver of `kind` use the device of the explicit choice when
/// it is of that kind (once, before its first use).
static void useChosenDevice(int32_t kind, const char *name) {
  static std::once_flag once[kKindCount];
  std::call_once(once[kind], [&] {
    std::string error;
    std::optional<DeviceChoice> choice = currentChoice(error);
    if (!error.empty())
      fatal(kPrefix, "kernel '%s': %s", name, error.c_str());
    int index = choice && choice->kind == kind ? choice->index : -1;
    if (!chooseDeviceIndex(kind, index, error))
      fatal(kPrefix, "kernel '%s': %s", name, error.c_str());
  });
}

namespace {
/// A loaded module and a copy of the data it was loaded from.
struct Module {
  std::string data;
  void *handle = nullptr;
};

/// Loaded modules by the address of their data, and their functions by
/// name. An address is checked against the copy of its data: a JIT-compiled
/// module that is destroyed frees its globals, and the next one may put
/// another binary at the same address.
struct Loaded {
  std::mutex lock;
  std::map<const void *, Module> modules;
  std::map<std::pair<void *, std::string>, void *> functions;
};
} // namespace

ACCEL_RUNTIME_EXPORT void *accelrt_get_function(int32_t kind, const void *data,
                                                uint64_t size, int32_t format,
                                                int32_t optLevel,
                                                const char *name) {
  const AccelrtDriver &driver = driverFor(kind, "accelrt_get_function");
  useChosenDevice(kind, name);
  static Loaded *loaded = new Loaded();
  std::lock_guard<std::mutex> guard(loaded->lock);
  Module &module = loaded->modules[data];
  if (!module.handle || module.data.size() != size ||
      std::memcmp(module.data.data(), data, size) != 0) {
    // The drivers have no unload: a replaced module stays loaded.
    module.handle = driver.moduleLoad(data, size, format, optLevel);
    module.data.assign(static_cast<const char *>(data), size);
  }
  void *&function = loaded->functions[{module.handle, name}];
  if (!function)
    function = driver.moduleGetFunction(module.handle, name);
  return function;
}

ACCEL_RUNTIME_EXPORT void
accelrt_launch(int32_t kind, void *function, intptr_t gridX, intptr_t gridY,
               intptr_t gridZ, intptr_t blockX, intptr_t blockY,
               intptr_t blockZ, int32_t sharedMemoryBytes, void *stream,
               void **params, size_t paramsCount) {
  driverFor(kind, "accelrt_launch")
      .launchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ,
                    sharedMemoryBytes, stream, params, paramsCount);
}

ACCEL_RUNTIME_EXPORT void *accelrt_stream_create(int32_t kind) {
  return driverFor(kind, "accelrt_stream_create").streamCreate();
}
ACCEL_RUNTIME_EXPORT void accelrt_stream_destroy(int32_t kind, void *stream) {
  driverFor(kind, "accelrt_stream_destroy").streamDestroy(stream);
}
ACCEL_RUNTIME_EXPORT void accelrt_stream_synchronize(int32_t kind,
                                                     void *stream) {
  driverFor(kind, "accelrt_stream_synchronize").streamSynchronize(stream);
}
ACCEL_RUNTIME_EXPORT void accelrt_stream_wait_event(int32_t kind, void *stream,
                                                    void *event) {
  driverFor(kind, "accelrt_stream_wait_event").streamWaitEvent(stream, event);
}
ACCEL_RUNTIME_EXPORT void *accelrt_event_create(int32_t kind) {
  return driverFor(kind, "accelrt_event_create").eventCreate();
}
ACCEL_RUNTIME_EXPORT void accelrt_event_destroy(int32_t kind, void *event) {
  driverFor(kind, "accelrt_event_destroy").eventDestroy(event);
}
ACCEL_RUNTIME_EXPORT void accelrt_event_synchronize(int32_t kind, void *event) {
  driverFor(kind, "accelrt_event_synchronize").eventSynchronize(event);
}
ACCEL_RUNTIME_EXPORT void accelrt_event_record(int32_t kind, void *event,
                                               void *stream) {
  driverFor(kind, "accelrt_event_record").eventRecord(event, stream);
}
ACCEL_RUNTIME_EXPORT void *accelrt_mem_alloc(int32_t kind, uint64_t bytes,
                                             void *stream, bool hostShared) {
  return driverFor(kind, "accelrt_mem_alloc")
      .memAlloc(bytes, stream, hostShared);
}
ACCEL_RUNTIME_EXPORT void accelrt_mem_free(int32_t kind, void *pointer,
                                           void *stream) {
  driverFor(kind, "accelrt_mem_free").memFree(pointer, stream);
}
ACCEL_RUNTIME_EXPORT void accelrt_memcpy(int32_t kind, void *dst, void *src,
                                         size_t bytes, void *stream) {
  driverFor(kind, "accelrt_memcpy").memcpy(dst, src, bytes, stream);
}
ACCEL_RUNTIME_EXPORT void accelrt_memset32(int32_t kind, void *dst,
                                           uint32_t value, size_t count,
                                           void *stream) {
  driverFor(kind, "accelrt_memset32").memset32(dst, value, count, stream);
}
ACCEL_RUNTIME_EXPORT void accelrt_memset16(int32_t kind, void *dst,
                                           uint16_t value, size_t count,
                                           void *stream) {
  driverFor(kind, "accelrt_memset16").memset16(dst, value, count, stream);
}

//===----------------------------------------------------------------------===//
// Kernels compiled for several accelerators
//===----------------------------------------------------------------------===//

/// "nvidia: absent (libcuda.so.1 not found)" for each variant before
/// `chosen` (all absent: the chosen one is the first present).
static std::string describePassedOver(const std::vector<int32_t> &kinds,
                                      size_t chosen) {
  std::string text;
  for (size_t i = 0; i < chosen; ++i)
    text += std::string("; ") + kindName(kinds[i]) + ": absent (" +
            probeKind(kinds[i]).absentReason + ")";
  return text;
}

/// Prints the line ACCEL_EXPLAIN=1 asks for, once per kernel.
static void explain(const char *kernel, const std::string &line) {
  static const bool enabled = isFlagOn("ACCEL_EXPLAIN");
  if (!enabled)
    return;
  static std::mutex lock;
  static std::set<std::string> *said = new std::set<std::string>();
  std::lock_guard<std::mutex> guard(lock);
  if (said->insert(kernel).second) {
    std::fflush(stdout);
    std::fprintf(stderr, "accel: kernel '%s' runs on %s\n", kernel,
                 line.c_str());
    std::fflush(stderr);
  }
}

/// The device of `kind` that runs a kernel, as "vulkan:0 (llvmpipe ...)".
static std::string describeDevice(int32_t kind, int index) {
  const KindInfo &info = probeKind(kind);
  int shown = index < 0 ? 0 : index;
  return std::string(kindName(kind)) + ":" + std::to_string(shown) + " (" +
         info.devices[shown].name + ")";
}

ACCEL_RUNTIME_EXPORT int32_t accelrt_select_variant(const char *kernel,
                                                    const char *variants) {
  std::vector<int32_t> kinds;
  std::string list = variants;
  for (size_t start = 0; start <= list.size();) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos)
      comma = list.size();
    int32_t kind = lookupKind(list.substr(start, comma - start));
    if (kind < 0)
      fatal(kPrefix, "kernel '%s': variant '%s' is not a device kind (%s)",
            kernel, list.substr(start, comma - start).c_str(),
            kindNames().c_str());
    kinds.push_back(kind);
    start = comma + 1;
  }
  std::string error;
  std::optional<DeviceChoice> choice = currentChoice(error);
  if (!error.empty())
    fatal(kPrefix, "kernel '%s': %s", kernel, error.c_str());
  if (choice) {
    size_t variant = 0;
    while (variant < kinds.size() && kinds[variant] != choice->kind)
      ++variant;
    if (variant == kinds.size())
      fatal(kPrefix,
            "kernel '%s': %s asks for %s, but the kernel has no %s "
            "variant (variants compiled: %s; devices present: %s)",
            kernel, choice->source.c_str(), choice->str().c_str(),
            kindName(choice->kind), list.c_str(), describePresent().c_str());
    const KindInfo &info = probeKind(choice->kind);
    if (!info.present())
      fatal(kPrefix,
            "kernel '%s': %s asks for %s, which is absent (%s); "
            "devices present: %s; variants compiled: %s",
            kernel, choice->source.c_str(), choice->str().c_str(),
            info.absentReason.c_str(), describePresent().c_str(), list.c_str());
    if (!chooseDeviceIndex(choice->kind, choice->index, error))
      fatal(kPrefix, "kernel '%s': %s: %s", kernel, choice->source.c_str(),
            error.c_str());
    explain(kernel, describeDevice(choice->kind, choice->index) + ": " +
                        choice->source);
    return static_cast<int32_t>(variant);
  }
  for (size_t variant = 0; variant < kinds.size(); ++variant) {
    if (!probeKind(kinds[variant]).present())
      continue;
    explain(kernel, describeDevice(kinds[variant], -1) +
                        ": the first variant present (compiled: " + list + ")" +
                        describePassedOver(kinds, variant));
    return static_cast<int32_t>(variant);
  }
  fatal(kPrefix,
        "kernel '%s': no device of its variants is present "
        "(variants compiled: %s%s)",
        kernel, list.c_str(), describePassedOver(kinds, kinds.size()).c_str());
}
