//===- Environment.h - on/off environment variables ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_RUNTIME_COMMON_ENVIRONMENT_H
#define ACCEL_RUNTIME_COMMON_ENVIRONMENT_H

#include <cctype>
#include <cstdlib>
#include <string>

namespace accel::runtime {

/// Whether the variable `name` (ACCEL_PROFILE, ACCEL_EXPLAIN) asks for what it
/// names: set, not empty, and not 0, false, off or no in any case.
inline bool isFlagOn(const char *name) {
  const char *text = std::getenv(name);
  if (!text || !*text)
    return false;
  std::string value = text;
  for (char &c : value)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return value != "0" && value != "false" && value != "off" && value != "no";
}

} // namespace accel::runtime

#endif // ACCEL_RUNTIME_COMMON_ENVIRONMENT_H
