// RUN: llvm-readelf --dynamic-table %accel_tools_dir/accel-opt | FileCheck %s
// The loader searches the libraries accel-opt needs in this order for each
// of libMLIR.so's symbols: libMLIR.so and libLLVM.so first, then accel's
// (tools/CMakeLists.txt), then the rest; the sanitizer runtime comes first
// in sanitized builds.
// UNSUPPORTED: sanitizer

// CHECK:      (NEEDED) Shared library: [libMLIR.so.
// CHECK-NEXT: (NEEDED) Shared library: [libLLVM.so.
// CHECK-NEXT: (NEEDED) Shared library: [libAccel
