//===- Devices.cpp - the device kinds and their drivers ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Devices.h"

#include <dlfcn.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <mutex>

using namespace accel::runtime;

namespace {
/// How a kind is run: the driver library that runs it, or why there is
/// none in this build (cpu has neither: host code calls its kernels).
struct KindSpec {
  const char *library;
  const char *notBuilt;
};
} // namespace

/// By kind: cpu, nvidia, amd, vulkan.
static const std::array<KindSpec, kKindCount> kKinds = {{
    {nullptr, nullptr},
#ifdef ACCEL_RUNTIME_CUDA_DRIVER
    {"libaccel_runtime_cuda.so", nullptr},
#else
    {nullptr, "this accel was built without its CUDA driver (no cuda.h and "
              "libcuda at build time)"},
#endif
    {nullptr, "accel has no AMD (HIP) driver yet"},
#ifdef ACCEL_RUNTIME_VULKAN_DRIVER
    {"libaccel_runtime_vulkan.so", nullptr},
#else
    {nullptr, "this accel was built without its Vulkan driver (no Vulkan "
              "headers and loader at build time)"},
#endif
}};

const char *accel::runtime::kindName(int32_t kind) {
  return kind >= 0 && kind < kKindCount ? kKindNames[kind] : "unknown";
}

std::string accel::runtime::kindNames() {
  std::string names;
  for (const char *name : kKindNames)
    names += (names.empty() ? "" : ", ") + std::string(name);
  return names;
}

/// The directory libaccel_runtime.so was loaded from: its drivers are next
/// to it, in the build tree and in an installed prefix alike.
static std::string runtimeDirectory() {
  Dl_info info{};
  if (!dladdr(reinterpret_cast<void *>(&probeKind), &info) || !info.dli_fname)
    return "";
  std::string path = info.dli_fname;
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "" : path.substr(0, slash + 1);
}

/// dlerror's text made short: "libcuda.so.1 not found" for a missing
/// library, else the text as it is.
static std::string describeLoadError(const char *text) {
  std::string error = text ? text : "dlopen failed";
  size_t missing = error.find(": cannot open shared object file");
  if (missing == std::string::npos)
    return error;
  std::string file = error.substr(0, missing);
  return file.substr(file.rfind('/') + 1) + " not found";
}

/// The host's CPU, as the kernel describes it.
static AccelrtDriverDevice describeCpu() {
  AccelrtDriverDevice device{};
  std::snprintf(device.name, sizeof(device.name), "host CPU");
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line);)
    if (line.rfind("model name", 0) == 0 && line.find(':') != line.npos) {
      std::snprintf(device.name, sizeof(device.name), "%s",
                    line.substr(line.find(':') + 2).c_str());
      break;
    }
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
  device.memoryBytes =
      pages > 0 && size > 0 ? static_cast<uint64_t>(pages) * size : 0;
  return device;
}

/// Loads the driver of `spec` and probes it into `info`.
static void load(const KindSpec &spec, KindInfo &info) {
  if (!spec.library) {
    if (spec.notBuilt) {
      info.absentReason = spec.notBuilt;
      return;
    }
    info.devices.push_back(describeCpu());
    return;
  }
  std::string path = runtimeDirectory() + spec.library;
  void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    info.absentReason = describeLoadError(dlerror());
    return;
  }
  auto get =
      reinterpret_cast<AccelrtGetDriverFn>(dlsym(handle, "accelrtGetDriver"));
  const AccelrtDriver *driver = get ? get() : nullptr;
  if (!driver || driver->abiVersion != ACCELRT_DRIVER_ABI_VERSION) {
    info.absentReason =
        path + " is not a driver of this runtime (" +
        (driver ? "ABI version " + std::to_string(driver->abiVersion) +
                      ", expected " + std::to_string(ACCELRT_DRIVER_ABI_VERSION)
                : std::string("no accelrtGetDriver")) +
        ")";
    return;
  }
  driver->setFatalHook(throwIfAsked);
  std::vector<AccelrtDriverDevice> devices(16);
  char reason[512] = {0};
  int count = driver->probe(devices.data(), static_cast<int>(devices.size()),
                            reason, sizeof(reason));
  if (count <= 0) {
    info.absentReason = *reason ? reason : "no device";
    return;
  }
  devices.resize(std::min<size_t>(count, devices.size()));
  info.devices = std::move(devices);
  info.driver = driver;
}

const KindInfo &accel::runtime::probeKind(int32_t kind) {
  static std::array<KindInfo, kKindCount> infos;
  static std::array<std::once_flag, kKindCount> once;
  std::call_once(once[kind], [&] { load(kKinds[kind], infos[kind]); });
  return infos[kind];
}

std::string accel::runtime::describePresent() {
  std::string text;
  for (int32_t kind = 0; kind < kKindCount; ++kind) {
    const KindInfo &info = probeKind(kind);
    for (size_t i = 0; i < info.devices.size(); ++i)
      text += (text.empty() ? "" : ", ") + std::string(kindName(kind)) + ":" +
              std::to_string(i) + " (" + info.devices[i].name + ")";
  }
  return text;
}

std::string DeviceChoice::str() const {
  return std::string(kindName(kind)) +
         (index >= 0 ? ":" + std::to_string(index) : "");
}

std::optional<DeviceChoice>
accel::runtime::parseDeviceChoice(const std::string &text, std::string &error) {
  const std::string form = "KIND or KIND:INDEX, KIND one of " + kindNames();
  if (text.empty()) {
    error = "the device name is empty (" + form + ")";
    return std::nullopt;
  }
  DeviceChoice choice;
  size_t colon = text.find(':');
  std::string kind = text.substr(0, colon);
  choice.kind = lookupKind(kind);
  if (choice.kind < 0) {
    error = "unknown device kind '" + kind + "' (" + form + ")";
    return std::nullopt;
  }
  if (colon != std::string::npos) {
    std::string index = text.substr(colon + 1);
    bool digits = !index.empty() && index.size() <= 6;
    for (char c : index)
      digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (!digits) {
      error = "the index '" + index + "' is not a whole number from 0 to " +
              "999999 (" + form + ")";
      return std::nullopt;
    }
    choice.index = std::atoi(index.c_str());
  }
  return choice;
}

static std::mutex choiceLock;
static std::optional<DeviceChoice> apiChoice;

std::optional<DeviceChoice> accel::runtime::currentChoice(std::string &error) {
  {
    std::lock_guard<std::mutex> guard(choiceLock);
    if (apiChoice)
      return apiChoice;
  }
  const char *text = std::getenv("ACCEL_DEVICE");
  if (!text)
    return std::nullopt;
  std::optional<DeviceChoice> choice = parseDeviceChoice(text, error);
  if (!choice) {
    error = "ACCEL_DEVICE='" + std::string(text) + "': " + error;
    return std::nullopt;
  }
  choice->source = "ACCEL_DEVICE=" + std::string(text);
  return choice;
}

void accel::runtime::setApiChoice(std::optional<DeviceChoice> choice) {
  std::lock_guard<std::mutex> guard(choiceLock);
  apiChoice = std::move(choice);
}

bool accel::runtime::chooseDeviceIndex(int32_t kind, int index,
                                       std::string &error) {
  static std::mutex lock;
  // The index each kind's driver was told to use: -2 none yet, -1 its own
  // default.
  static std::array<int, kKindCount> chosen = {-2, -2, -2, -2};
  const KindInfo &info = probeKind(kind);
  if (index >= static_cast<int>(info.devices.size())) {
    error = std::string(kindName(kind)) + ":" + std::to_string(index) +
            " names no device; devices present: " + describePresent();
    return false;
  }
  std::lock_guard<std::mutex> guard(lock);
  // Without a choice a driver uses its first device, unless its own older
  // variable (ACCEL_VULKAN_DEVICE, ACCEL_CUDA_DEVICE) names one.
  static const char *const legacy[kKindCount] = {
      nullptr, "ACCEL_CUDA_DEVICE", nullptr, "ACCEL_VULKAN_DEVICE"};
  if (index < 0 && !(legacy[kind] && std::getenv(legacy[kind])))
    index = 0;
  if (chosen[kind] == -2) {
    chosen[kind] = index;
    if (index >= 0 && info.driver)
      info.driver->useDevice(index);
    return true;
  }
  if (index >= 0 && chosen[kind] != index) {
    error = std::string(kindName(kind)) + ":" + std::to_string(index) +
            " was asked for after " + kindName(kind) + " kernels ran on " +
            (chosen[kind] < 0 ? "its first device"
                              : kindName(kind) + std::string(":") +
                                    std::to_string(chosen[kind])) +
            "; choose the device before the first launch";
    return false;
  }
  return true;
}
