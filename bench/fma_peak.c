/*===- fma_peak.c - the machine's f32 FMA peak, one core -------------------===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Twelve independent chains of vector fused multiply-adds (16 lanes; the     *|
|* compiler splits them where registers are narrower), built with    *|
|* -O3 -march=native -ffp-contract=fast: enough chains to hide the FMA        *|
|* latency on current x86 cores. Prints "gflops <f32 FMA GFLOPS of one core>" *|
|* and a checksum that keeps the work alive.                                  *|
\*===----------------------------------------------------------------------===*/

#include <stdio.h>
#include <time.h>

typedef float v16 __attribute__((vector_size(64)));
enum { CHAINS = 12, STEPS = 20000000 };

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(void) {
  v16 acc[CHAINS];
  v16 x, y;
  for (int l = 0; l < 16; ++l) {
    x[l] = 0.999999f;
    y[l] = 1e-7f * l;
  }
  for (int c = 0; c < CHAINS; ++c)
    acc[c] = y + (float)c;
  double best = 0;
  for (int run = 0; run < 3; ++run) {
    double start = now();
    for (long i = 0; i < STEPS; ++i)
      for (int c = 0; c < CHAINS; ++c)
        acc[c] = acc[c] * x + y;
    double seconds = now() - start;
    double gflops = 2.0 * 16 * CHAINS * (double)STEPS / seconds / 1e9;
    if (gflops > best)
      best = gflops;
  }
  float sum = 0;
  for (int c = 0; c < CHAINS; ++c)
    for (int l = 0; l < 16; ++l)
      sum += acc[c][l];
  printf("gflops %.1f checksum %g\n", best, sum);
  return 0;
}
