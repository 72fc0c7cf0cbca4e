//===- scripts/gpu-kit/printers.cpp - runner utilities for kit programs --===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The functions of MLIR's runner utilities that accel's executed tests and
// benchmarks call, for programs linked by scripts/gpu_kit.py to run on a
// machine without MLIR (a lent GPU machine): printMemref* with MLIR's own
// header templates, so the output is the one mlir-runner prints and the
// tests' CHECK lines apply unchanged; printF32/F64, printNewline, rtclock,
// vector.print's printers; memrefCopy for strided copies.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/RunnerUtils.h"

#include <chrono>
#include <cstdio>
#include <cstring>

namespace {
template <typename T> void printUnranked(int64_t rank, void *descriptor) {
  UnrankedMemRefType<T> memref = {rank, descriptor};
  impl::printMemRef(memref);
}

// Copies every element of a strided view, row-major order, one at a time
// (what CRunnerUtils' memrefCopy does for non-contiguous views).
void copyStrided(int64_t elementSize, const DynamicMemRefType<char> &src,
                 const DynamicMemRefType<char> &dst) {
  int64_t rank = src.rank;
  std::vector<int64_t> index(rank, 0);
  int64_t total = 1;
  for (int64_t d = 0; d < rank; ++d)
    total *= src.sizes[d];
  for (int64_t n = 0; n < total; ++n) {
    int64_t from = src.offset, to = dst.offset;
    for (int64_t d = 0; d < rank; ++d) {
      from += index[d] * src.strides[d];
      to += index[d] * dst.strides[d];
    }
    std::memcpy(dst.data + to * elementSize, src.data + from * elementSize,
                elementSize);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++index[d] < src.sizes[d])
        break;
      index[d] = 0;
    }
  }
}
} // namespace

extern "C" {
void printMemrefF32(int64_t rank, void *ptr) {
  printUnranked<float>(rank, ptr);
}
void printMemrefF64(int64_t rank, void *ptr) {
  printUnranked<double>(rank, ptr);
}
void printMemrefI32(int64_t rank, void *ptr) {
  printUnranked<int32_t>(rank, ptr);
}
void printMemrefI64(int64_t rank, void *ptr) {
  printUnranked<int64_t>(rank, ptr);
}
void printMemrefI8(int64_t rank, void *ptr) {
  printUnranked<int8_t>(rank, ptr);
}
void printMemrefI16(int64_t rank, void *ptr) {
  printUnranked<int16_t>(rank, ptr);
}
void printF32(float f) { std::printf("%g", f); }
void printF64(double f) { std::printf("%lg", f); }
void printI64(int64_t i) { std::printf("%lld", (long long)i); }
void printU64(uint64_t u) { std::printf("%llu", (unsigned long long)u); }
void printString(const char *s) { std::fputs(s, stdout); }
void printOpen() { std::fputs("( ", stdout); }
void printClose() { std::fputs(" )", stdout); }
void printComma() { std::fputs(", ", stdout); }
void printNewline() {
  std::printf("\n");
  std::fflush(stdout);
}
double rtclock() {
  auto now = std::chrono::steady_clock::now().time_since_epoch();
  return std::chrono::duration<double>(now).count();
}
void memrefCopy(int64_t elementSize, UnrankedMemRefType<char> *src,
                UnrankedMemRefType<char> *dst) {
  copyStrided(elementSize, DynamicMemRefType<char>(*src),
              DynamicMemRefType<char>(*dst));
}
// The kit renames the program's entry function to this.
void __kit_entry(void);
}

int main() {
  __kit_entry();
  std::fflush(stdout);
  return 0;
}
