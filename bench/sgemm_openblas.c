/*===- sgemm_openblas.c - OpenBLAS reference for the matmul benchmark -----===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Times cblas_sgemm on N x N matrices (one thread, set by the caller through *|
|* OPENBLAS_NUM_THREADS=1), with the same inputs and repetition scheme as the *|
|* MLIR side: one warm-up call, then 5 batches of REPS calls; prints the      *|
|* per-call time of the fastest batch: "seconds <per-call> check <C[0][0]>".  *|
\*===----------------------------------------------------------------------===*/

#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s N REPS\n", argv[0]);
    return 2;
  }
  int n = atoi(argv[1]), reps = atoi(argv[2]);
  float *a = malloc(sizeof(float) * n * n);
  float *b = malloc(sizeof(float) * n * n);
  float *c = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n * n; ++i) {
    a[i] = 1.0f;
    b[i] = 0.5f;
  }
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n, b,
              n, 0.0f, c, n);
  double start = now();
  for (int r = 0; r < reps; ++r)
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a, n,
                b, n, 0.0f, c, n);
  double seconds = (now() - start) / reps;
  printf("seconds %.9f check %g\n", seconds, c[0]);
  free(a);
  free(b);
  free(c);
  return 0;
}
