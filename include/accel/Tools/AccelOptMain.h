//===- AccelOptMain.h - accel-opt as a library ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-opt does beyond MLIR's MlirOptMain, as upstream keeps
// MlirOptMain in a library: a driver of an embedder's own (with its own
// dialects registered first, say) calls the same function accel-opt's main
// does.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TOOLS_ACCELOPTMAIN_H
#define ACCEL_TOOLS_ACCELOPTMAIN_H

namespace accel {

/// accel-opt: registers accel's dialects, passes and built-ins, loads the
/// plugins of the command line and of ACCEL_PLUGIN_PATH, reads the
/// --accel-* flags and the listings, then runs MlirOptMain on the input.
/// Returns the process's exit code.
int accelOptMain(int argc, char **argv);

} // namespace accel

#endif // ACCEL_TOOLS_ACCELOPTMAIN_H
