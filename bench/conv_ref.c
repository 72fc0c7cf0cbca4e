/*===- conv_ref.c - oneDNN's convolution for the conv2d benchmark ---------===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* Times oneDNN's direct convolution (forward inference, no padding) on an    *|
|* NHWC input and output, with the weights (given HWIO, as accel's HWCF) in   *|
|* the layout oneDNN prefers, reordered once before the timing, as an         *|
|* inference framework would. The MLIR side's inputs and repetition scheme:   *|
|* input 1, weights 0.5, one warm-up call, then 5 batches of REPS calls;      *|
|* prints "seconds <per-call> min <min(out)> max <max(out)>". Threads: the    *|
|* caller's OMP_NUM_THREADS.                                                  *|
|*                                                                            *|
|* Usage: conv_ref N H W C KH KW F STRIDE REPS                                *|
\*===----------------------------------------------------------------------===*/

#include <oneapi/dnnl/dnnl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void check(dnnl_status_t status, const char *what) {
  if (status != dnnl_success) {
    fprintf(stderr, "conv_ref: %s failed (%d)\n", what, (int)status);
    exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 10) {
    fprintf(stderr, "usage: %s N H W C KH KW F STRIDE REPS\n", argv[0]);
    return 2;
  }
  long n = atol(argv[1]), h = atol(argv[2]), w = atol(argv[3]);
  long c = atol(argv[4]), kh = atol(argv[5]), kw = atol(argv[6]);
  long f = atol(argv[7]), stride = atol(argv[8]), reps = atol(argv[9]);
  long oh = (h - kh) / stride + 1, ow = (w - kw) / stride + 1;

  dnnl_engine_t engine;
  dnnl_stream_t stream;
  check(dnnl_engine_create(&engine, dnnl_cpu, 0), "engine");
  check(dnnl_stream_create(&stream, engine, dnnl_stream_default_flags),
        "stream");

  // oneDNN's logical dimensions are always N, C, H, W (O, I, H, W).
  dnnl_dims_t srcDims = {n, c, h, w}, weiDims = {f, c, kh, kw};
  dnnl_dims_t dstDims = {n, f, oh, ow};
  dnnl_memory_desc_t srcMd, weiUserMd, weiAnyMd, dstMd;
  check(dnnl_memory_desc_init_by_tag(&srcMd, 4, srcDims, dnnl_f32, dnnl_nhwc),
        "src desc");
  check(dnnl_memory_desc_init_by_tag(&weiUserMd, 4, weiDims, dnnl_f32,
                                     dnnl_hwio),
        "weights desc");
  check(dnnl_memory_desc_init_by_tag(&weiAnyMd, 4, weiDims, dnnl_f32,
                                     dnnl_format_tag_any),
        "weights any desc");
  check(dnnl_memory_desc_init_by_tag(&dstMd, 4, dstDims, dnnl_f32, dnnl_nhwc),
        "dst desc");

  dnnl_convolution_desc_t convDesc;
  dnnl_dims_t strides = {stride, stride}, padding = {0, 0};
  check(dnnl_convolution_forward_desc_init(
            &convDesc, dnnl_forward_inference, dnnl_convolution_direct, &srcMd,
            &weiAnyMd, NULL, &dstMd, strides, padding, padding),
        "convolution desc");
  dnnl_primitive_desc_t convPd;
  check(dnnl_primitive_desc_create(&convPd, &convDesc, NULL, engine, NULL),
        "convolution primitive desc");
  const dnnl_memory_desc_t *weiMd =
      dnnl_primitive_desc_query_md(convPd, dnnl_query_weights_md, 0);

  float *src = malloc(sizeof(float) * n * h * w * c);
  float *wei = malloc(sizeof(float) * kh * kw * c * f);
  float *dst = malloc(sizeof(float) * n * oh * ow * f);
  for (long i = 0; i < n * h * w * c; ++i)
    src[i] = 1.0f;
  for (long i = 0; i < kh * kw * c * f; ++i)
    wei[i] = 0.5f;

  dnnl_memory_t srcMem, weiUserMem, weiMem, dstMem;
  check(dnnl_memory_create(&srcMem, &srcMd, engine, src), "src memory");
  check(dnnl_memory_create(&weiUserMem, &weiUserMd, engine, wei),
        "weights memory");
  check(dnnl_memory_create(&weiMem, weiMd, engine, DNNL_MEMORY_ALLOCATE),
        "reordered weights memory");
  check(dnnl_memory_create(&dstMem, &dstMd, engine, dst), "dst memory");

  dnnl_primitive_desc_t reorderPd;
  dnnl_primitive_t reorder, conv;
  check(dnnl_reorder_primitive_desc_create(&reorderPd, &weiUserMd, engine,
                                           weiMd, engine, NULL),
        "reorder primitive desc");
  check(dnnl_primitive_create(&reorder, reorderPd), "reorder");
  dnnl_exec_arg_t reorderArgs[] = {{DNNL_ARG_FROM, weiUserMem},
                                   {DNNL_ARG_TO, weiMem}};
  check(dnnl_primitive_execute(reorder, stream, 2, reorderArgs), "reorder");
  check(dnnl_primitive_create(&conv, convPd), "convolution");
  dnnl_exec_arg_t convArgs[] = {{DNNL_ARG_SRC, srcMem},
                                {DNNL_ARG_WEIGHTS, weiMem},
                                {DNNL_ARG_DST, dstMem}};

  check(dnnl_primitive_execute(conv, stream, 3, convArgs), "convolution");
  check(dnnl_stream_wait(stream), "wait");
  double best = 1e30;
  for (int batch = 0; batch < 5; ++batch) {
    double start = now();
    for (long r = 0; r < reps; ++r)
      check(dnnl_primitive_execute(conv, stream, 3, convArgs), "convolution");
    check(dnnl_stream_wait(stream), "wait");
    double seconds = (now() - start) / reps;
    if (seconds < best)
      best = seconds;
  }
  float lo = dst[0], hi = dst[0];
  for (long i = 0; i < n * oh * ow * f; ++i) {
    lo = dst[i] < lo ? dst[i] : lo;
    hi = dst[i] > hi ? dst[i] : hi;
  }
  printf("seconds %.9f min %g max %g\n", best, lo, hi);
  return 0;
}
