//===- accel-opt.cpp - the accel optimizer driver ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-opt with everything accel adds (lib/Tools/AccelOptMain.cpp).
//
//===----------------------------------------------------------------------===//

#include "accel/Tools/AccelOptMain.h"

int main(int argc, char **argv) { return accel::accelOptMain(argc, argv); }
