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
/// environment still adds to them). Transparent huge pages for the arenas
/// and jemalloc's own metadata: a compile fills hundreds of megabytes it has
/// just mapped, and in a VM each 4 KiB page's fault cost 12 us, 14,000 of
/// them a third of a warm compile. Freed pages are kept, never purged: a
/// compile is one batch that ends, and purging huge pages that are filled
/// again soon after made 10,000 conv2d kernels 45% slower (74 s against 51)
/// (tools/accel-opt/CMakeLists.txt).
extern "C" __attribute__((visibility("default"))) const char *malloc_conf =
    "thp:always,metadata_thp:always,dirty_decay_ms:-1,muzzy_decay_ms:-1";
#endif

int main(int argc, char **argv) { return accel::accelOptMain(argc, argv); }
