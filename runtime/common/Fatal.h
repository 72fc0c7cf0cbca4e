//===- Fatal.h - how the runtimes stop on an error --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The GPU runtimes never carry on after an error: a wrong answer printed as
// if it were right is worse than a stop. The message goes to stderr, the
// program's own output is flushed, and the process exits with status 1 at
// once (no static destructors: the device may be in any state).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_COMMON_FATAL_H
#define ACCEL_RUNTIME_COMMON_FATAL_H

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

#define ACCEL_RUNTIME_EXPORT extern "C" __attribute__((visibility("default")))

namespace accel::runtime {

/// Prints "<prefix>: <message>" and exits with status 1.
[[noreturn]] __attribute__((format(printf, 2, 3))) inline void
fatal(const char *prefix, const char *format, ...) {
  std::fflush(nullptr);
  std::fprintf(stderr, "%s: ", prefix);
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fputc('\n', stderr);
  std::fflush(stderr);
  std::_Exit(EXIT_FAILURE);
}

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_COMMON_FATAL_H
