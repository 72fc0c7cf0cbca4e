// REQUIRES: jemalloc
// RUN: llvm-readelf --dynamic-table %accel_tools_dir/accel-opt \
// RUN:   | FileCheck %s --check-prefix=NEEDED
// RUN: env MALLOC_CONF=stats_print:true accel-opt %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OPTIONS
// accel-opt's allocator (tools/accel-opt/CMakeLists.txt): jemalloc, needed
// before libc, so that its malloc is the one every library calls. Nothing
// in accel-opt's own code refers to it, and the linker's --as-needed once
// dropped the allocator it was linked with without a word. Its options are
// accel-opt's malloc_conf: transparent huge pages for the arenas and for
// jemalloc's metadata, and freed pages never purged (the statistics
// jemalloc prints at exit list them).

// NEEDED: (NEEDED) Shared library: [libjemalloc.so.
// NEEDED: (NEEDED) Shared library: [libc.so.

// OPTIONS: jemalloc statistics
// OPTIONS: opt.metadata_thp: "always"
// OPTIONS: opt.dirty_decay_ms: -1
// OPTIONS: opt.muzzy_decay_ms: -1
// OPTIONS: opt.thp: "always"

func.func @f() {
  return
}
