//===- CudaWrappers.cpp - the CUDA driver of the runtime --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// libaccel_runtime_cuda.so: the driver (common/Driver.h) that
// libaccel_runtime.so calls for the nvidia kernels of lowered host code, on
// the CUDA driver API (it links libcuda.so.1: where that is missing, the
// driver does not load and the runtime reports nvidia absent). The
// functions keep the names of the mgpu* calls gpu-to-llvm makes, with
// internal linkage. The device is the one the runtime chose
// (ACCEL_DEVICE=nvidia:INDEX), else ACCEL_CUDA_DEVICE (an index), else 0;
// its primary context is made current on every thread that calls in. Unlike
// upstream's wrappers, which print an error and carry on, every failing call
// stops the program with the call, the CUresult's name and its description.
// Copies to and from pageable host memory go through pinned staging
// buffers (CudaStaging.h).
//
//===----------------------------------------------------------------------===//

#include "CudaStaging.h"

#include "../common/Driver.h"
#include "../common/Fatal.h"
#include "../common/Profile.h"

#include <cuda.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>

using namespace accel::runtime;
using accel::runtime::cuda::check;

static const char *kPrefix = "accel cuda runtime";

void accel::runtime::cuda::check(const char *call, CUresult result,
                                 const std::string &detail) {
  if (result == CUDA_SUCCESS)
    return;
  const char *name = nullptr;
  const char *text = nullptr;
  cuGetErrorName(result, &name);
  cuGetErrorString(result, &text);
  fatal(kPrefix, "%s failed: %s (%d): %s%s%s", call,
        name ? name : "an unknown CUresult", static_cast<int>(result),
        text ? text : "no description", detail.empty() ? "" : "; ",
        detail.c_str());
}

/// The device index the runtime asked for; -1: none.
static int requestedIndex = -1;

static void chooseDevice(int index) { requestedIndex = index; }

/// ACCEL_CUDA_DEVICE's index; a value that is not one (atoi made device 0
/// of a word) is fatal.
static int parseOrdinal(const char *text) {
  char *end = nullptr;
  long value = std::strtol(text, &end, 10);
  if (*text < '0' || *text > '9' || *end || value > INT32_MAX)
    fatal(kPrefix, "ACCEL_CUDA_DEVICE='%s' is not a device index", text);
  return static_cast<int>(value);
}

/// Makes the device's primary context current on this thread (creating it
/// on first use).
static void useDevice() {
  static CUcontext context = [] {
    check("cuInit", cuInit(0),
          "is an NVIDIA driver installed and a GPU present?");
    int ordinal = 0;
    if (requestedIndex >= 0)
      ordinal = requestedIndex;
    else if (const char *text = std::getenv("ACCEL_CUDA_DEVICE"); text && *text)
      ordinal = parseOrdinal(text);
    int count = 0;
    check("cuDeviceGetCount", cuDeviceGetCount(&count));
    if (ordinal < 0 || ordinal >= count)
      fatal(kPrefix, "ACCEL_CUDA_DEVICE=%d names no device; there are %d",
            ordinal, count);
    CUdevice device;
    check("cuDeviceGet", cuDeviceGet(&device, ordinal));
    CUcontext primary;
    check("cuDevicePrimaryCtxRetain",
          cuDevicePrimaryCtxRetain(&primary, device));
    return primary;
  }();
  check("cuCtxSetCurrent", cuCtxSetCurrent(context));
}

static void *mgpuModuleLoadJIT(const void *data, int optLevel);

static void *mgpuModuleLoad(const void *data, size_t /*size*/, int32_t format,
                            int32_t optLevel) {
  if (format == ACCELRT_MODULE_ASSEMBLY)
    return mgpuModuleLoadJIT(data, optLevel);
  useDevice();
  CUmodule module = nullptr;
  check("cuModuleLoadData", cuModuleLoadData(&module, data));
  return module;
}

static void *mgpuModuleLoadJIT(const void *data, int optLevel) {
  useDevice();
  CUmodule module = nullptr;
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(optLevel)),
                    log, reinterpret_cast<void *>(sizeof(log) - 1)};
  check("cuModuleLoadDataEx (PTX JIT)",
        cuModuleLoadDataEx(&module, data, 3, options, values), log);
  return module;
}

/// The name of each function, for ACCEL_PROFILE's lines.
static std::mutex namesLock;
static std::map<void *, std::string> &functionNames() {
  static auto *names = new std::map<void *, std::string>();
  return *names;
}

static void *mgpuModuleGetFunction(void *module, const char *name) {
  useDevice();
  CUfunction function = nullptr;
  check("cuModuleGetFunction",
        cuModuleGetFunction(&function, static_cast<CUmodule>(module), name),
        std::string("kernel '") + name + "'");
  std::lock_guard<std::mutex> guard(namesLock);
  functionNames()[function] = name;
  return function;
}

/// With ACCEL_PROFILE: an event recorded on `stream` before the work to
/// time; null otherwise.
static CUevent startTimer(void *stream) {
  if (!profiling())
    return nullptr;
  CUevent start = nullptr;
  check("cuEventCreate", cuEventCreate(&start, CU_EVENT_DEFAULT));
  check("cuEventRecord", cuEventRecord(start, static_cast<CUstream>(stream)));
  return start;
}

/// The device time since `start` on `stream`, in milliseconds, once the
/// work finished.
static double stopTimer(CUevent start, void *stream) {
  CUevent end = nullptr;
  check("cuEventCreate", cuEventCreate(&end, CU_EVENT_DEFAULT));
  check("cuEventRecord", cuEventRecord(end, static_cast<CUstream>(stream)));
  check("cuEventSynchronize", cuEventSynchronize(end));
  float ms = 0;
  check("cuEventElapsedTime", cuEventElapsedTime(&ms, start, end));
  cuEventDestroy(start);
  cuEventDestroy(end);
  return ms;
}

static void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                             intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                             intptr_t blockZ, int32_t sharedMemoryBytes,
                             void *stream, void **params,
                             size_t /*paramsCount*/) {
  useDevice();
  // Past 48 KiB, dynamic shared memory is opt-in per function (sm_70 and
  // later); the driver reports a size the chip lacks at the attribute.
  if (sharedMemoryBytes > 48 * 1024)
    check("cuFuncSetAttribute",
          cuFuncSetAttribute(static_cast<CUfunction>(function),
                             CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                             sharedMemoryBytes),
          std::to_string(sharedMemoryBytes) + " bytes of shared memory");
  CUevent start = startTimer(stream);
  check("cuLaunchKernel",
        cuLaunchKernel(static_cast<CUfunction>(function), gridX, gridY, gridZ,
                       blockX, blockY, blockZ, sharedMemoryBytes,
                       static_cast<CUstream>(stream), params, nullptr));
  if (start) {
    double ms = stopTimer(start, stream);
    std::lock_guard<std::mutex> guard(namesLock);
    reportLaunch("nvidia", functionNames()[function], ms, "device timer");
  }
}

static void *mgpuStreamCreate() {
  useDevice();
  CUstream stream = nullptr;
  check("cuStreamCreate", cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

static void mgpuStreamDestroy(void *stream) {
  useDevice();
  check("cuStreamDestroy", cuStreamDestroy(static_cast<CUstream>(stream)));
}

static void mgpuStreamSynchronize(void *stream) {
  useDevice();
  check("cuStreamSynchronize",
        cuStreamSynchronize(static_cast<CUstream>(stream)));
}

static void mgpuStreamWaitEvent(void *stream, void *event) {
  useDevice();
  check("cuStreamWaitEvent", cuStreamWaitEvent(static_cast<CUstream>(stream),
                                               static_cast<CUevent>(event), 0));
}

static void *mgpuEventCreate() {
  useDevice();
  CUevent event = nullptr;
  check("cuEventCreate", cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

static void mgpuEventDestroy(void *event) {
  useDevice();
  check("cuEventDestroy", cuEventDestroy(static_cast<CUevent>(event)));
}

static void mgpuEventSynchronize(void *event) {
  useDevice();
  check("cuEventSynchronize", cuEventSynchronize(static_cast<CUevent>(event)));
}

static void mgpuEventRecord(void *event, void *stream) {
  useDevice();
  check("cuEventRecord", cuEventRecord(static_cast<CUevent>(event),
                                       static_cast<CUstream>(stream)));
}

static void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared) {
  useDevice();
  CUdeviceptr pointer = 0;
  if (bytes == 0)
    return nullptr;
  if (isHostShared) {
    check("cuMemAllocManaged",
          cuMemAllocManaged(&pointer, bytes, CU_MEM_ATTACH_GLOBAL),
          std::to_string(bytes) + " bytes requested");
    return reinterpret_cast<void *>(pointer);
  }
  check("cuMemAllocAsync",
        cuMemAllocAsync(&pointer, bytes, static_cast<CUstream>(stream)),
        std::to_string(bytes) + " bytes requested");
  return reinterpret_cast<void *>(pointer);
}

static void mgpuMemFree(void *pointer, void *stream) {
  useDevice();
  if (!pointer)
    return;
  check("cuMemFreeAsync", cuMemFreeAsync(reinterpret_cast<CUdeviceptr>(pointer),
                                         static_cast<CUstream>(stream)));
}

static void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream) {
  useDevice();
  auto staging = std::chrono::steady_clock::now();
  if (cuda::copyStaged(dst, src, bytes, static_cast<CUstream>(stream))) {
    if (profiling())
      reportCopy("nvidia", bytes, millisecondsSince(staging),
                 "host timer, staged");
    return;
  }
  CUevent start = startTimer(stream);
  check("cuMemcpyAsync", cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                       reinterpret_cast<CUdeviceptr>(src),
                                       bytes, static_cast<CUstream>(stream)));
  if (start)
    reportCopy("nvidia", bytes, stopTimer(start, stream), "device timer");
}

static void mgpuMemset32(void *dst, uint32_t value, size_t count,
                         void *stream) {
  useDevice();
  check("cuMemsetD32Async",
        cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         static_cast<CUstream>(stream)));
}

static void mgpuMemset16(void *dst, uint16_t value, size_t count,
                         void *stream) {
  useDevice();
  check("cuMemsetD16Async",
        cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         static_cast<CUstream>(stream)));
}

/// Counts the devices without creating a context; the reason when there is
/// none (the CUresult of cuInit or cuDeviceGetCount, or no device).
static int probe(AccelrtDriverDevice *devices, int capacity, char *reason,
                 size_t reasonSize) {
  auto failed = [&](const char *call, CUresult result) {
    const char *name = nullptr;
    cuGetErrorName(result, &name);
    std::snprintf(reason, reasonSize, "%s failed: %s", call,
                  name ? name : "an unknown CUresult");
    return -1;
  };
  if (CUresult result = cuInit(0); result != CUDA_SUCCESS)
    return failed("cuInit", result);
  int count = 0;
  if (CUresult result = cuDeviceGetCount(&count); result != CUDA_SUCCESS)
    return failed("cuDeviceGetCount", result);
  if (count == 0) {
    std::snprintf(reason, reasonSize, "the CUDA driver found no GPU");
    return -1;
  }
  for (int i = 0; i < count && i < capacity; ++i) {
    CUdevice device;
    size_t bytes = 0;
    devices[i].name[0] = 0;
    if (cuDeviceGet(&device, i) == CUDA_SUCCESS) {
      cuDeviceGetName(devices[i].name, sizeof(devices[i].name), device);
      cuDeviceTotalMem(&bytes, device);
    }
    devices[i].memoryBytes = bytes;
  }
  return count;
}

ACCELRT_DEFINE_DRIVER("nvidia", probe, chooseDevice)
