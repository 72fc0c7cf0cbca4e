//===- CudaStaging.cpp - copies from pageable memory through pinned buffers
//===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CudaStaging.h"

#include "../common/Fatal.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>

using namespace accel::runtime;
using namespace accel::runtime::cuda;

namespace {
/// Bytes of each staging buffer, and the smallest copy auto stages.
constexpr size_t kChunkBytes = size_t(8) << 20;
constexpr size_t kMinStagedBytes = size_t(256) << 10;

enum class Mode { Always, Never, Auto };

Mode stagingMode() {
  static const Mode mode = [] {
    const char *text = std::getenv("ACCEL_CUDA_STAGING");
    std::string value = text ? text : "auto";
    if (value == "always")
      return Mode::Always;
    if (value == "never")
      return Mode::Never;
    if (value != "auto")
      fatal("accel cuda runtime",
            "ACCEL_CUDA_STAGING='%s' is not one of always, never, auto",
            value.c_str());
    return Mode::Auto;
  }();
  return mode;
}

/// Whether CUDA knows `pointer` as device memory (also managed memory),
/// pinned host memory, or neither: pageable host memory.
enum class Memory { Device, Pinned, Pageable };

Memory memoryOf(const void *pointer) {
  unsigned type = 0;
  CUresult result = cuPointerGetAttribute(
      &type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
      reinterpret_cast<CUdeviceptr>(const_cast<void *>(pointer)));
  if (result != CUDA_SUCCESS)
    return Memory::Pageable;
  return type == CU_MEMORYTYPE_HOST ? Memory::Pinned : Memory::Device;
}

/// Two pinned buffers and the events that say when the device is done with
/// each; one copy at a time uses them.
struct Staging {
  std::mutex lock;
  char *buffers[2] = {nullptr, nullptr};
  CUevent done[2] = {nullptr, nullptr};

  void ensure() {
    if (buffers[0])
      return;
    for (int i = 0; i < 2; ++i) {
      void *host = nullptr;
      check("cuMemHostAlloc (staging)",
            cuMemHostAlloc(&host, kChunkBytes, CU_MEMHOSTALLOC_PORTABLE),
            std::to_string(kChunkBytes) + " bytes of pinned memory");
      buffers[i] = static_cast<char *>(host);
      check("cuEventCreate", cuEventCreate(&done[i], CU_EVENT_DISABLE_TIMING));
    }
  }
};

Staging &staging() {
  // Never destroyed: at exit the driver may already be shut down.
  static auto *state = new Staging();
  return *state;
}

/// Host to device: the host fills one buffer while the device drains the
/// other.
void stageIn(CUdeviceptr dst, const char *src, size_t bytes, CUstream stream,
             Staging &s) {
  for (size_t offset = 0, i = 0; offset < bytes; offset += kChunkBytes, ++i) {
    size_t n = bytes - offset < kChunkBytes ? bytes - offset : kChunkBytes;
    int b = i % 2;
    check("cuEventSynchronize", cuEventSynchronize(s.done[b]));
    std::memcpy(s.buffers[b], src + offset, n);
    check("cuMemcpyHtoDAsync (staged)",
          cuMemcpyHtoDAsync(dst + offset, s.buffers[b], n, stream));
    check("cuEventRecord", cuEventRecord(s.done[b], stream));
  }
  // The buffers are free once their copies are done; the next copy waits.
}

/// Device to host: the device fills one buffer while the host empties the
/// other.
void stageOut(char *dst, CUdeviceptr src, size_t bytes, CUstream stream,
              Staging &s) {
  size_t chunks = (bytes + kChunkBytes - 1) / kChunkBytes;
  auto issue = [&](size_t i) {
    size_t offset = i * kChunkBytes;
    size_t n = bytes - offset < kChunkBytes ? bytes - offset : kChunkBytes;
    int b = i % 2;
    check("cuMemcpyDtoHAsync (staged)",
          cuMemcpyDtoHAsync(s.buffers[b], src + offset, n, stream));
    check("cuEventRecord", cuEventRecord(s.done[b], stream));
  };
  for (size_t i = 0; i < chunks && i < 2; ++i)
    issue(i);
  for (size_t i = 0; i < chunks; ++i) {
    size_t offset = i * kChunkBytes;
    size_t n = bytes - offset < kChunkBytes ? bytes - offset : kChunkBytes;
    int b = i % 2;
    check("cuEventSynchronize", cuEventSynchronize(s.done[b]));
    std::memcpy(dst + offset, s.buffers[b], n);
    if (i + 2 < chunks)
      issue(i + 2);
  }
}
} // namespace

bool accel::runtime::cuda::copyStaged(void *dst, const void *src, size_t bytes,
                                      CUstream stream) {
  Mode mode = stagingMode();
  if (mode == Mode::Never || (mode == Mode::Auto && bytes < kMinStagedBytes))
    return false;
  Memory to = memoryOf(dst), from = memoryOf(src);
  bool in = from == Memory::Pageable && to == Memory::Device;
  bool out = from == Memory::Device && to == Memory::Pageable;
  if (!in && !out)
    return false;
  Staging &s = staging();
  std::lock_guard<std::mutex> guard(s.lock);
  s.ensure();
  if (in)
    stageIn(reinterpret_cast<CUdeviceptr>(dst), static_cast<const char *>(src),
            bytes, stream, s);
  else
    stageOut(static_cast<char *>(dst), reinterpret_cast<CUdeviceptr>(src),
             bytes, stream, s);
  return true;
}
