//===- Fatal.h - how the runtimes stop on an error --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The GPU runtimes never carry on after an error: a wrong answer printed as
// if it were right is worse than a stop. The message goes to stderr, the
// program's own output is flushed, and the process exits with status 1 at
// once (no static destructors: the device may be in any state). A caller
// that can take the error instead (accel's JIT, for Python) asks for it as
// a C++ exception: the call that failed unwinds to it, nothing after it in
// that call runs.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_COMMON_FATAL_H
#define ACCEL_RUNTIME_COMMON_FATAL_H

#include <cstdarg>
#include <cstdio>
#include <cstdlib>

#define ACCEL_RUNTIME_EXPORT extern "C" __attribute__((visibility("default")))

namespace accel::runtime {

/// Where fatal() hands its message before it ends the process: a hook that
/// may throw it as a std::runtime_error instead (the core's, in a thread
/// that asked for that with accelRuntimeSetThrowOnError; the JIT does).
/// Each runtime library has a slot of its own: the core sets its drivers'
/// when it loads them.
using FatalHook = void (*)(const char *message);
inline FatalHook &fatalHook() {
  static FatalHook hook = nullptr;
  return hook;
}

/// Prints "<prefix>: <message>" and exits with status 1, unless the hook
/// throws it.
[[noreturn]] __attribute__((format(printf, 2, 3))) inline void
fatal(const char *prefix, const char *format, ...) {
  char message[8192];
  int length = std::snprintf(message, sizeof(message), "%s: ", prefix);
  va_list args;
  va_start(args, format);
  std::vsnprintf(message + length, sizeof(message) - length, format, args);
  va_end(args);
  if (FatalHook hook = fatalHook())
    hook(message);
  std::fflush(nullptr);
  std::fprintf(stderr, "%s\n", message);
  std::fflush(stderr);
  std::_Exit(EXIT_FAILURE);
}

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_COMMON_FATAL_H
