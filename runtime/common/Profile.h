//===- Profile.h - ACCEL_PROFILE=1, what each launch and copy took -*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// With ACCEL_PROFILE=1 the drivers time each launch on the device (Vulkan
// timestamp queries, CUDA events) and each copy, and print one line each to
// stderr, in one format that benchmarks read (bench/gpu.py):
//
//   accel profile: vulkan launch 'k_kernel' 0.123456 ms (device timer)
//   accel profile: vulkan copy 4096 bytes 0.001234 ms (host timer)
//
// Profiling waits for each launch and copy to finish; it changes what is
// measured as little as that allows.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_COMMON_PROFILE_H
#define ACCEL_RUNTIME_COMMON_PROFILE_H

#include "Environment.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace accel::runtime {

/// Whether ACCEL_PROFILE asks for the lines above (read once).
inline bool profiling() {
  static const bool enabled = isFlagOn("ACCEL_PROFILE");
  return enabled;
}

/// Prints a launch's line; `clock` is "device timer" or "host timer".
inline void reportLaunch(const char *kind, const std::string &kernel, double ms,
                         const char *clock) {
  std::fprintf(stderr, "accel profile: %s launch '%s' %.6f ms (%s)\n", kind,
               kernel.c_str(), ms, clock);
}

/// Prints a copy's line.
inline void reportCopy(const char *kind, size_t bytes, double ms,
                       const char *clock) {
  std::fprintf(stderr, "accel profile: %s copy %zu bytes %.6f ms (%s)\n", kind,
               bytes, ms, clock);
}

/// Milliseconds since `start` on the host's steady clock.
inline double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_COMMON_PROFILE_H
