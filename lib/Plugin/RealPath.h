//===- RealPath.h - plugin files by their real path -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_PLUGIN_REALPATH_H
#define ACCEL_LIB_PLUGIN_REALPATH_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"

#include <string>

namespace accel::detail {

/// The real path of `path` (links resolved), or `path` itself when it has
/// none: how the loader tells whether two paths name one plugin file.
inline std::string realPath(llvm::StringRef path) {
  llvm::SmallString<256> real;
  if (llvm::sys::fs::real_path(path, real))
    return path.str();
  return std::string(real);
}

} // namespace accel::detail

#endif // ACCEL_LIB_PLUGIN_REALPATH_H
