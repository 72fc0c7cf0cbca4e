//===- CudaWrappers.cpp - the mgpu* functions on CUDA -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What host code lowered by gpu-to-llvm (LLVM 22) calls, for PTX and cubin
// kernels, on the CUDA driver API. The device is ACCEL_CUDA_DEVICE (an
// index, default 0); its primary context is made current on every thread
// that calls in. Unlike upstream's wrappers, which print an error and carry
// on, every failing call stops the program with the call, the CUresult's
// name and its description.
//
//===----------------------------------------------------------------------===//

#include "../common/Fatal.h"

#include <cuda.h>

#include <cstdint>
#include <string>

using namespace accel::runtime;

static const char *kPrefix = "accel cuda runtime";

static void check(const char *call, CUresult result,
                  const std::string &detail = "") {
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

/// Makes the device's primary context current on this thread (creating it
/// on first use).
static void useDevice() {
  static CUcontext context = [] {
    check("cuInit", cuInit(0),
          "is an NVIDIA driver installed and a GPU present?");
    int ordinal = 0;
    if (const char *text = std::getenv("ACCEL_CUDA_DEVICE"); text && *text)
      ordinal = std::atoi(text);
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

ACCEL_RUNTIME_EXPORT void *mgpuModuleLoad(void *data, size_t /*size*/) {
  useDevice();
  CUmodule module = nullptr;
  check("cuModuleLoadData", cuModuleLoadData(&module, data));
  return module;
}

ACCEL_RUNTIME_EXPORT void *mgpuModuleLoadJIT(void *data, int optLevel) {
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

ACCEL_RUNTIME_EXPORT void mgpuModuleUnload(void *module) {
  // Lowered code unloads its modules from static destructors, which may run
  // after the driver shut down at exit: then there is nothing left to free.
  CUresult result = cuModuleUnload(static_cast<CUmodule>(module));
  if (result != CUDA_ERROR_DEINITIALIZED)
    check("cuModuleUnload", result);
}

ACCEL_RUNTIME_EXPORT void *mgpuModuleGetFunction(void *module,
                                                 const char *name) {
  useDevice();
  CUfunction function = nullptr;
  check("cuModuleGetFunction",
        cuModuleGetFunction(&function, static_cast<CUmodule>(module), name),
        std::string("kernel '") + name + "'");
  return function;
}

ACCEL_RUNTIME_EXPORT void
mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
                 intptr_t blockX, intptr_t blockY, intptr_t blockZ,
                 int32_t sharedMemoryBytes, void *stream, void **params,
                 void ** /*extra*/, size_t /*paramsCount*/) {
  useDevice();
  check("cuLaunchKernel",
        cuLaunchKernel(static_cast<CUfunction>(function), gridX, gridY, gridZ,
                       blockX, blockY, blockZ, sharedMemoryBytes,
                       static_cast<CUstream>(stream), params, nullptr));
}

ACCEL_RUNTIME_EXPORT void *mgpuStreamCreate() {
  useDevice();
  CUstream stream = nullptr;
  check("cuStreamCreate", cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

ACCEL_RUNTIME_EXPORT void mgpuStreamDestroy(void *stream) {
  useDevice();
  check("cuStreamDestroy", cuStreamDestroy(static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void mgpuStreamSynchronize(void *stream) {
  useDevice();
  check("cuStreamSynchronize",
        cuStreamSynchronize(static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void mgpuStreamWaitEvent(void *stream, void *event) {
  useDevice();
  check("cuStreamWaitEvent", cuStreamWaitEvent(static_cast<CUstream>(stream),
                                               static_cast<CUevent>(event), 0));
}

ACCEL_RUNTIME_EXPORT void *mgpuEventCreate() {
  useDevice();
  CUevent event = nullptr;
  check("cuEventCreate", cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

ACCEL_RUNTIME_EXPORT void mgpuEventDestroy(void *event) {
  useDevice();
  check("cuEventDestroy", cuEventDestroy(static_cast<CUevent>(event)));
}

ACCEL_RUNTIME_EXPORT void mgpuEventSynchronize(void *event) {
  useDevice();
  check("cuEventSynchronize", cuEventSynchronize(static_cast<CUevent>(event)));
}

ACCEL_RUNTIME_EXPORT void mgpuEventRecord(void *event, void *stream) {
  useDevice();
  check("cuEventRecord", cuEventRecord(static_cast<CUevent>(event),
                                       static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void *mgpuMemAlloc(uint64_t bytes, void *stream,
                                        bool isHostShared) {
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

ACCEL_RUNTIME_EXPORT void mgpuMemFree(void *pointer, void *stream) {
  useDevice();
  if (!pointer)
    return;
  check("cuMemFreeAsync", cuMemFreeAsync(reinterpret_cast<CUdeviceptr>(pointer),
                                         static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void mgpuMemcpy(void *dst, void *src, size_t bytes,
                                     void *stream) {
  useDevice();
  check("cuMemcpyAsync", cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                       reinterpret_cast<CUdeviceptr>(src),
                                       bytes, static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void mgpuMemset32(void *dst, unsigned int value,
                                       size_t count, void *stream) {
  useDevice();
  check("cuMemsetD32Async",
        cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         static_cast<CUstream>(stream)));
}

ACCEL_RUNTIME_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                       size_t count, void *stream) {
  useDevice();
  check("cuMemsetD16Async",
        cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                         static_cast<CUstream>(stream)));
}
