//===- CudaStaging.h - copies from pageable memory through pinned buffers -===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A copy between the device and pageable host memory (what lowered host
// code copies: memref.alloc'd buffers) goes through two pinned staging
// buffers of the driver, chunk by chunk: the host copies one chunk into (or
// out of) one buffer while the device copies the other, so the DMA engine
// runs at the speed of pinned memory and the host's memcpy overlaps it.
// ACCEL_CUDA_STAGING=always|never|auto (default auto: copies of at least
// 256 KiB to or from memory CUDA does not know; smaller ones and pinned or
// managed memory go to cuMemcpyAsync as they are). A staged copy is
// synchronous for the host, as the driver's own pageable copies are.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_CUDA_CUDASTAGING_H
#define ACCEL_RUNTIME_CUDA_CUDASTAGING_H

#include <cuda.h>

#include <cstddef>
#include <string>

namespace accel::runtime::cuda {

/// Stops the program when `result` is not CUDA_SUCCESS, naming the call.
void check(const char *call, CUresult result, const std::string &detail = "");

/// Copies `bytes` from `src` to `dst` through the staging buffers when one
/// side is pageable host memory and staging applies (see above); returns
/// false, having done nothing, otherwise.
bool copyStaged(void *dst, const void *src, size_t bytes, CUstream stream);

} // namespace accel::runtime::cuda

#endif // ACCEL_RUNTIME_CUDA_CUDASTAGING_H
