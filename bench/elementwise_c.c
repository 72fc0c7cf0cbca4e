/*===- bench/elementwise_c.c - the C loops bench/elementwise.py compares --===*\
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Usage: elementwise_c WORK N COLUMNS REPS, WORK one of chain, expchain,     *|
|* exp, tanh (on N elements), rowsum, softmax (rows of COLUMNS elements:      *|
|* N / COLUMNS results). The same inputs as bench/elementwise.mlir.in         *|
|* (a = 0.75, b = -0.5, hidden from the compiler), the output allocated      *|
|* once; prints the seconds per call of the fastest of five batches, then     *|
|* out[0]. Built with -O3 -march=native.                                      *|
\*===----------------------------------------------------------------------===*/

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void chain(const float *a, const float *b, float *out, long n) {
  for (long i = 0; i < n; ++i) {
    float v = a[i] * b[i] + a[i];
    v = v > 0.0f ? v : 0.0f;
    out[i] = v - b[i];
  }
}

static void expchain(const float *a, const float *b, float *out, long n) {
  for (long i = 0; i < n; ++i)
    out[i] = expf(a[i] - b[i]) * b[i];
}

static long columns = 1;

static void rowsum(const float *a, const float *b, float *out, long n) {
  (void)b;
  for (long r = 0; r < n / columns; ++r) {
    float sum = 0.0f;
    for (long c = 0; c < columns; ++c)
      sum += a[r * columns + c];
    out[r] = sum;
  }
}

static void softmax(const float *a, const float *b, float *out, long n) {
  for (long r = 0; r < n / columns; ++r) {
    float sum = 0.0f;
    for (long c = 0; c < columns; ++c)
      sum += expf(a[r * columns + c] - b[r * columns + c]);
    out[r] = sum;
  }
}

static void expf_loop(const float *a, const float *b, float *out, long n) {
  (void)b;
  for (long i = 0; i < n; ++i)
    out[i] = expf(a[i]);
}

static void tanhf_loop(const float *a, const float *b, float *out, long n) {
  (void)b;
  for (long i = 0; i < n; ++i)
    out[i] = tanhf(a[i]);
}

int main(int argc, char **argv) {
  if (argc != 5)
    return 2;
  long n = atol(argv[2]), reps = atol(argv[4]);
  columns = atol(argv[3]);
  void (*work)(const float *, const float *, float *, long) =
      !strcmp(argv[1], "chain")      ? chain
      : !strcmp(argv[1], "expchain") ? expchain
      : !strcmp(argv[1], "exp")      ? expf_loop
      : !strcmp(argv[1], "rowsum")   ? rowsum
      : !strcmp(argv[1], "softmax")  ? softmax
                                     : tanhf_loop;
  float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
  float *out = malloc(n * sizeof(float));
  float opaque = (float)(now() * 0.0);
  for (long i = 0; i < n; ++i) {
    a[i] = 0.75f + opaque;
    b[i] = -0.5f + opaque;
  }
  work(a, b, out, n);
  double best = 1e30;
  for (int batch = 0; batch < 5; ++batch) {
    double t0 = now();
    for (long r = 0; r < reps; ++r)
      work(a, b, out, n);
    double mean = (now() - t0) / reps;
    best = mean < best ? mean : best;
  }
  printf("%g\n%g\n", best, out[0]);
  return 0;
}
