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

#ifdef ACCEL_OPT_JEMALLOC
/// jemalloc's options, read before its first allocation (MALLOC_CONF in the
/// environment still adds to them): transparent huge pages for the arenas
/// and jemalloc's own metadata. A compile fills hundreds of megabytes it has
/// just mapped, and in a VM each 4 KiB page's fault cost 12 us: 14,000 of
/// them were a third of a warm compile (tools/accel-opt/CMakeLists.txt).
extern "C" __attribute__((visibility("default"))) const char *malloc_conf =
    "thp:always,metadata_thp:always";
#endif

int main(int argc, char **argv) { return accel::accelOptMain(argc, argv); }
