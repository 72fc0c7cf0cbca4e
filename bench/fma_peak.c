/*===- fma_peak.c - the machine's f32 FMA peak, one core -------------------===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Independent chains of fused multiply-adds on the widest vectors the        *|
|* target has, as many as its register file holds with the two operands      *|
|* beside them: 24 chains of 16 lanes with AVX-512 (32 zmm registers), 12 of *|
|* 8 with AVX2 (16 ymm), 12 of 4 otherwise (16 xmm). More chains than        *|
|* registers spill, and the loop measures loads and stores instead: 12       *|
|* chains of 16 lanes on an AVX2 machine were 24 ymm values, and the peak    *|
|* read 7.5 GFLOPS where it is about 100. Enough chains hide the FMA         *|
|* latency (4 cycles, 2 units) on current x86 cores. Built with -O3          *|
|* -march=native -ffp-contract=fast. Prints "gflops <f32 FMA GFLOPS of one  *|
|* core> lanes <L> chains <C> checksum <S>" (the checksum keeps the work     *|
|* alive).                                                                    *|
\*===----------------------------------------------------------------------===*/

#include <stdio.h>
#include <time.h>

#if defined(__AVX512F__)
enum { LANES = 16, CHAINS = 24 };
#elif defined(__AVX2__) || defined(__AVX__)
enum { LANES = 8, CHAINS = 12 };
#else
enum { LANES = 4, CHAINS = 12 };
#endif
enum { STEPS = 20000000 };

typedef float vec __attribute__((vector_size(4 * LANES)));

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void) {
  vec acc[CHAINS];
  vec x, y;
  for (int l = 0; l < LANES; ++l) {
    x[l] = 0.999999f;
    y[l] = 1e-7f * l;
  }
  for (int c = 0; c < CHAINS; ++c)
    acc[c] = y + (float)c;
  double best = 0;
  for (int run = 0; run < 3; ++run) {
    double start = now();
    for (long i = 0; i < STEPS; ++i)
      /* Unrolled: each chain in a register (GCC unrolls 16 by itself). */
#pragma GCC unroll 32
      for (int c = 0; c < CHAINS; ++c)
        acc[c] = acc[c] * x + y;
    double seconds = now() - start;
    double gflops = 2.0 * LANES * CHAINS * (double)STEPS / seconds / 1e9;
    if (gflops > best)
      best = gflops;
  }
  float sum = 0;
  for (int c = 0; c < CHAINS; ++c)
    for (int l = 0; l < LANES; ++l)
      sum += acc[c][l];
  printf("gflops %.1f lanes %d chains %d checksum %g\n", best, LANES, CHAINS,
         sum);
  return 0;
}
