/*===- sgemm_ref.c - library references for the matmul benchmark ----------===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Times one library's sgemm on row-major M x K times K x N (one thread, set  *|
|* by the caller's environment), with the MLIR side's inputs and repetition   *|
|* scheme: one warm-up call, then 5 batches of REPS calls; prints the         *|
|* per-call time of the fastest batch and C's smallest and largest elements: *|
|* "seconds <per-call> min <min(C)> max <max(C)>".                           *|
|* Built once per library: -DREF_OPENBLAS (cblas_sgemm), -DREF_BLIS           *|
|* (bli_sgemm), -DREF_DNNL (oneDNN's dnnl_sgemm).                             *|
\*===----------------------------------------------------------------------===*/

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#if defined(REF_OPENBLAS)
#include <cblas.h>
#elif defined(REF_BLIS)
#include <blis.h>
#elif defined(REF_DNNL)
#include <dnnl.h>
#else
#error "define REF_OPENBLAS, REF_BLIS or REF_DNNL"
#endif

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void sgemm(int m, int n, int k, const float *a, const float *b,
                  float *c) {
#if defined(REF_OPENBLAS)
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, m, n, k, 1.0f, a, k,
              b, n, 0.0f, c, n);
#elif defined(REF_BLIS)
  float one = 1.0f, zero = 0.0f;
  bli_sgemm(BLIS_NO_TRANSPOSE, BLIS_NO_TRANSPOSE, m, n, k, &one, (float *)a, k,
            1, (float *)b, n, 1, &zero, c, n, 1);
#else
  if (dnnl_sgemm('N', 'N', m, n, k, 1.0f, a, k, b, n, 0.0f, c, n) !=
      dnnl_success) {
    fprintf(stderr, "dnnl_sgemm failed\n");
    exit(1);
  }
#endif
}

int main(int argc, char **argv) {
  if (argc != 5) {
    fprintf(stderr, "usage: %s M N K REPS\n", argv[0]);
    return 2;
  }
  int m = atoi(argv[1]), n = atoi(argv[2]), k = atoi(argv[3]);
  int reps = atoi(argv[4]);
  float *a = malloc(sizeof(float) * m * k);
  float *b = malloc(sizeof(float) * k * n);
  float *c = malloc(sizeof(float) * m * n);
  for (int i = 0; i < m * k; ++i)
    a[i] = 1.0f;
  for (int i = 0; i < k * n; ++i)
    b[i] = 0.5f;
  sgemm(m, n, k, a, b, c);
  double best = 1e30;
  for (int batch = 0; batch < 5; ++batch) {
    double start = now();
    for (int r = 0; r < reps; ++r)
      sgemm(m, n, k, a, b, c);
    double seconds = (now() - start) / reps;
    if (seconds < best)
      best = seconds;
  }
  float lo = c[0], hi = c[0];
  for (long i = 0; i < (long)m * n; ++i) {
    lo = c[i] < lo ? c[i] : lo;
    hi = c[i] > hi ? c[i] : hi;
  }
  printf("seconds %.9f min %g max %g\n", best, lo, hi);
  free(a);
  free(b);
  free(c);
  return 0;
}
