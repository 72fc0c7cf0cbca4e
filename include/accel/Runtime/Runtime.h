/*===- Runtime.h - the devices of libaccel_runtime, C API ---------*- C -*-===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * What a program that runs lowered accel code asks the runtime about its
 * devices (docs/Runtime.md): which are present, and which one runs the
 * kernels compiled for several accelerators. Exported by
 * libaccel_runtime.so; plain C, no MLIR. Device kinds are accelerator
 * names: cpu, nvidia, amd, vulkan.
 */

#ifndef ACCEL_RUNTIME_RUNTIME_H
#define ACCEL_RUNTIME_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct AccelRuntimeDevice {
  char kind[16];
  int index;
  char name[256];
  uint64_t memoryBytes;
} AccelRuntimeDevice;

/** The devices present, kind by kind (cpu, nvidia, amd, vulkan), each kind
 *  in index order: fills up to `capacity` entries and returns how many
 *  there are. Loads and probes each driver the first time. */
int accelRuntimeListDevices(AccelRuntimeDevice *devices, int capacity);

/** Why device kind `kind` has no device present ("libcuda.so.1 not found"),
 *  or NULL when it has one or no such kind exists. */
const char *accelRuntimeGetAbsentReason(const char *kind);

/** Chooses the device that runs kernels compiled for several accelerators,
 *  as ACCEL_DEVICE spells it (`vulkan`, `vulkan:1`); beats ACCEL_DEVICE.
 *  NULL or "" clears the choice made here. Returns 0, or 1 with the reason
 *  written to `error` (a malformed name, an unknown kind, an index that
 *  the kind does not have, a kind that is absent). */
int accelRuntimeSetCurrentDevice(const char *device, char *error,
                                 size_t errorSize);

/** The explicit choice in force ("vulkan:0", from the call above, else
 *  ACCEL_DEVICE), or "" when there is none; writes up to `size` bytes and
 *  returns 0, or 1 with the reason when ACCEL_DEVICE is malformed. */
int accelRuntimeGetCurrentDevice(char *device, size_t size);

/** For C++ callers: in the calling thread, an error of the runtime (an
 *  absent device, a kernel with no variant for the choice, a failed
 *  Vulkan or CUDA call) throws std::runtime_error with its message,
 *  unwinding the call that failed, instead of ending the process (the
 *  default). accel's JIT asks for it around each call, so that Python gets
 *  an exception. Returns the previous setting. */
int accelRuntimeSetThrowOnError(int enable);

#ifdef __cplusplus
}
#endif

#endif /* ACCEL_RUNTIME_RUNTIME_H */
