//===- Driver.h - what a device driver gives libaccel_runtime ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A driver (libaccel_runtime_vulkan.so, libaccel_runtime_cuda.so) exports
// one symbol, `accelrtGetDriver`, returning this table; libaccel_runtime.so
// loads it with dlopen (RTLD_LOCAL) the first time a device of its kind is
// needed, so drivers never see each other's symbols and a driver whose
// vendor library is missing fails to load without taking the process down.
// The functions after `probe` are called only once `probe` found a device;
// they stop the program on an error (common/Fatal.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_COMMON_DRIVER_H
#define ACCEL_RUNTIME_COMMON_DRIVER_H

#include <cstddef>
#include <cstdint>

/// Bumped when the table changes; the runtime refuses other versions.
#define ACCELRT_DRIVER_ABI_VERSION 2

/// How a module's data is given (the #gpu.object's format).
enum AccelrtModuleFormat : int32_t {
  ACCELRT_MODULE_BINARY = 0,   // cubin, fatbin, HSACO, SPIR-V words
  ACCELRT_MODULE_ASSEMBLY = 1, // PTX text, NUL-terminated, for the JIT
};

struct AccelrtDriverDevice {
  char name[256];
  uint64_t memoryBytes;
};

struct AccelrtDriver {
  uint32_t abiVersion;
  /// The device kind it runs: "vulkan", "nvidia".
  const char *kind;
  /// The number of devices (then `devices` is filled, up to `capacity`),
  /// or -1 with the reason there is none written to `reason`. Never stops
  /// the program.
  int (*probe)(AccelrtDriverDevice *devices, int capacity, char *reason,
               size_t reasonSize);
  /// Uses device `index` from now on; called before any call below.
  void (*useDevice)(int index);

  void *(*moduleLoad)(const void *data, size_t size, int32_t format,
                      int32_t optLevel);
  void *(*moduleGetFunction)(void *module, const char *name);
  void (*launchKernel)(void *function, intptr_t gridX, intptr_t gridY,
                       intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                       intptr_t blockZ, int32_t sharedMemoryBytes, void *stream,
                       void **params, size_t paramsCount);
  void *(*streamCreate)();
  void (*streamDestroy)(void *stream);
  void (*streamSynchronize)(void *stream);
  void (*streamWaitEvent)(void *stream, void *event);
  void *(*eventCreate)();
  void (*eventDestroy)(void *event);
  void (*eventSynchronize)(void *event);
  void (*eventRecord)(void *event, void *stream);
  void *(*memAlloc)(uint64_t bytes, void *stream, bool hostShared);
  void (*memFree)(void *pointer, void *stream);
  void (*memcpy)(void *dst, void *src, size_t bytes, void *stream);
  void (*memset32)(void *dst, uint32_t value, size_t count, void *stream);
  void (*memset16)(void *dst, uint16_t value, size_t count, void *stream);
  /// Where the driver's errors go before they end the process (Fatal.h):
  /// the core's hook, which may throw them.
  void (*setFatalHook)(void (*hook)(const char *message));
};

extern "C" {
typedef const AccelrtDriver *(*AccelrtGetDriverFn)(void);
}

/// Defines a driver's table and its exported accelrtGetDriver, from
/// functions of internal linkage named as upstream's wrappers name them
/// (mgpuModuleLoad, mgpuLaunchKernel, ...), plus its probe and device
/// choice.
#define ACCELRT_DEFINE_DRIVER(KIND, PROBE, USE_DEVICE)                         \
  static const AccelrtDriver kDriver = {                                       \
      ACCELRT_DRIVER_ABI_VERSION,                                              \
      KIND,                                                                    \
      PROBE,                                                                   \
      USE_DEVICE,                                                              \
      mgpuModuleLoad,                                                          \
      mgpuModuleGetFunction,                                                   \
      mgpuLaunchKernel,                                                        \
      mgpuStreamCreate,                                                        \
      mgpuStreamDestroy,                                                       \
      mgpuStreamSynchronize,                                                   \
      mgpuStreamWaitEvent,                                                     \
      mgpuEventCreate,                                                         \
      mgpuEventDestroy,                                                        \
      mgpuEventSynchronize,                                                    \
      mgpuEventRecord,                                                         \
      mgpuMemAlloc,                                                            \
      mgpuMemFree,                                                             \
      mgpuMemcpy,                                                              \
      mgpuMemset32,                                                            \
      mgpuMemset16,                                                            \
      [](void (*hook)(const char *)) { accel::runtime::fatalHook() = hook; }}; \
  extern "C" __attribute__((visibility("default"))) const AccelrtDriver *      \
  accelrtGetDriver() {                                                         \
    return &kDriver;                                                           \
  }

#endif // ACCEL_RUNTIME_COMMON_DRIVER_H
