/*===- cublas_ref.c - cuBLAS and the device's limits for bench/gpu.py -----===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|* The references of the GPU benchmark on an NVIDIA device, each timed with   *|
|* CUDA events around REPS calls after one warm-up call, fastest of 3         *|
|* batches, its result checked first:                                         *|
|*   cublas_ref device              the device's name, SMs, clock, FP32 peak  *|
|*                                  (SMs x clock x 128 lanes x 2), memory     *|
|*                                  bus; and the device-to-device copy        *|
|*                                  bandwidth of 1 GiB (bytes read+written)   *|
|*   cublas_ref gemm TYPE M N K     row-major C = A * B, A and B filled with  *|
|*                                  0.75 and -0.5, TYPE f32 (cublasSgemm, no  *|
|*                                  TF32), tf32 (cublasGemmEx, f32 operands,  *|
|*                                  CUBLAS_COMPUTE_32F_FAST_TF32), f16 or     *|
|*                                  bf16 (cublasGemmEx, f16/bf16 C, f32       *|
|*                                  compute)                                  *|
|* Prints "key value" lines. libcuda.so.1 and libcublas (ACCEL_CUBLAS, else  *|
|* libcublas.so.13, .12, .so) are loaded with dlopen: no link-time CUDA.      *|
\*===----------------------------------------------------------------------===*/

#include <cublas_v2.h>
#include <cuda.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME2(f) #f
#define NAME(f) NAME2(f) /* the versioned symbol a macro names */

static void *library(const char *const *names) {
  for (; *names; ++names) {
    void *handle = *names[0] ? dlopen(*names, RTLD_NOW | RTLD_LOCAL) : NULL;
    if (handle)
      return handle;
  }
  return NULL;
}

static void *symbol(void *lib, const char *name) {
  void *p = dlsym(lib, name);
  if (!p) {
    fprintf(stderr, "cublas_ref: %s not found\n", name);
    exit(1);
  }
  return p;
}

#define LOAD(lib, f) __typeof__(&f) p_##f = symbol(lib, NAME(f))

static void check(CUresult r, const char *what) {
  if (r != CUDA_SUCCESS) {
    fprintf(stderr, "cublas_ref: %s failed: %d\n", what, (int)r);
    exit(1);
  }
}

static void *cuda;
static float timeBatches(void (*call)(void *), void *arg, int reps) {
  LOAD(cuda, cuEventCreate);
  LOAD(cuda, cuEventRecord);
  LOAD(cuda, cuEventSynchronize);
  LOAD(cuda, cuEventElapsedTime);
  CUevent start, stop;
  check(p_cuEventCreate(&start, 0), "cuEventCreate");
  check(p_cuEventCreate(&stop, 0), "cuEventCreate");
  call(arg); /* warm-up */
  float best = 1e30f;
  for (int batch = 0; batch < 3; ++batch) {
    check(p_cuEventRecord(start, 0), "cuEventRecord");
    for (int i = 0; i < reps; ++i)
      call(arg);
    check(p_cuEventRecord(stop, 0), "cuEventRecord");
    check(p_cuEventSynchronize(stop), "cuEventSynchronize");
    float ms;
    check(p_cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
    if (ms / reps < best)
      best = ms / reps;
  }
  return best;
}

struct Copy {
  CUdeviceptr dst, src;
  size_t bytes;
};
static void copyOnce(void *arg) {
  LOAD(cuda, cuMemcpyDtoDAsync);
  struct Copy *c = arg;
  check(p_cuMemcpyDtoDAsync(c->dst, c->src, c->bytes, 0), "cuMemcpyDtoD");
}

struct Gemm {
  void *blas;
  cublasHandle_t handle;
  int type, tf32, m, n, k;
  CUdeviceptr a, b, c;
};
static void gemmOnce(void *arg) {
  struct Gemm *g = arg;
  float one = 1.0f, zero = 0.0f;
  cublasStatus_t s;
  /* Row-major C = A B is column-major C^T = B^T A^T. */
  if (g->type == CUDA_R_32F && !g->tf32) {
    LOAD(g->blas, cublasSgemm);
    s = p_cublasSgemm(g->handle, CUBLAS_OP_N, CUBLAS_OP_N, g->n, g->m, g->k,
                      &one, (float *)g->b, g->n, (float *)g->a, g->k, &zero,
                      (float *)g->c, g->n);
  } else {
    LOAD(g->blas, cublasGemmEx);
    s = p_cublasGemmEx(g->handle, CUBLAS_OP_N, CUBLAS_OP_N, g->n, g->m, g->k,
                       &one, (void *)g->b, g->type, g->n, (void *)g->a, g->type,
                       g->k, &zero, (void *)g->c, g->type, g->n,
                       g->tf32 ? CUBLAS_COMPUTE_32F_FAST_TF32
                               : CUBLAS_COMPUTE_32F,
                       CUBLAS_GEMM_DEFAULT);
  }
  if (s != CUBLAS_STATUS_SUCCESS) {
    fprintf(stderr, "cublas_ref: gemm failed: %d\n", (int)s);
    exit(1);
  }
}

/* The bits of x in `type` (f32, f16 or bf16; exact for 0.75 and -0.5). */
static uint32_t bitsOf(float x, int type) {
  uint32_t f;
  memcpy(&f, &x, 4);
  if (type == CUDA_R_32F)
    return f;
  if (type == CUDA_R_16BF)
    return f >> 16;
  uint32_t sign = (f >> 16) & 0x8000, exp = (f >> 23) & 0xff;
  return sign | ((exp - 127 + 15) << 10) | ((f >> 13) & 0x3ff);
}
static float valueOf(uint32_t bits, int type) {
  uint32_t f = bits;
  if (type == CUDA_R_16BF)
    f = bits << 16;
  else if (type == CUDA_R_16F)
    f = ((bits & 0x8000) << 16) | ((((bits >> 10) & 0x1f) - 15 + 127) << 23) |
        ((bits & 0x3ff) << 13);
  float x;
  memcpy(&x, &f, 4);
  return x;
}

int main(int argc, char **argv) {
  static const char *const cudaNames[] = {"libcuda.so.1", NULL};
  cuda = library(cudaNames);
  if (!cuda) {
    fprintf(stderr, "cublas_ref: libcuda.so.1 not found\n");
    return 1;
  }
  LOAD(cuda, cuInit);
  LOAD(cuda, cuDeviceGet);
  LOAD(cuda, cuDevicePrimaryCtxRetain);
  LOAD(cuda, cuCtxSetCurrent);
  LOAD(cuda, cuMemAlloc);
  LOAD(cuda, cuMemsetD32);
  LOAD(cuda, cuMemsetD16);
  LOAD(cuda, cuMemcpyDtoH);
  LOAD(cuda, cuDeviceGetName);
  LOAD(cuda, cuDeviceGetAttribute);
  CUdevice device;
  CUcontext context;
  check(p_cuInit(0), "cuInit");
  check(p_cuDeviceGet(&device, 0), "cuDeviceGet");
  check(p_cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtx");
  check(p_cuCtxSetCurrent(context), "cuCtxSetCurrent");

  if (argc == 2 && !strcmp(argv[1], "device")) {
    char name[256];
    int sms, khz, bus, memKhz;
    check(p_cuDeviceGetName(name, sizeof name, device), "cuDeviceGetName");
    p_cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                           device);
    p_cuDeviceGetAttribute(&khz, CU_DEVICE_ATTRIBUTE_CLOCK_RATE, device);
    p_cuDeviceGetAttribute(&bus, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH,
                           device);
    p_cuDeviceGetAttribute(&memKhz, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE,
                           device);
    printf("name %s\nsms %d\nclock_mhz %.0f\nfp32_peak_gflops %.1f\n", name,
           sms, khz / 1e3, sms * (khz / 1e6) * 128 * 2);
    printf("memory_bus_bits %d\nmemory_clock_mhz %.0f\n", bus, memKhz / 1e3);
    struct Copy c = {0, 0, (size_t)1 << 30};
    check(p_cuMemAlloc(&c.src, c.bytes), "cuMemAlloc");
    check(p_cuMemAlloc(&c.dst, c.bytes), "cuMemAlloc");
    check(p_cuMemsetD32(c.src, 0x3f400000u, c.bytes / 4), "cuMemsetD32");
    float ms = timeBatches(copyOnce, &c, 10);
    uint32_t probe;
    check(p_cuMemcpyDtoH(&probe, c.dst + c.bytes - 4, 4), "cuMemcpyDtoH");
    if (probe != 0x3f400000u) {
      fprintf(stderr, "cublas_ref: copy wrong: %08x\n", probe);
      return 1;
    }
    printf("copy_gbps %.1f\n", 2.0 * c.bytes / (ms * 1e-3) / 1e9);
    return 0;
  }
  if (argc != 6 || strcmp(argv[1], "gemm")) {
    fprintf(stderr,
            "usage: cublas_ref device | gemm f32|tf32|f16|bf16 M N K\n");
    return 2;
  }
  static const char *blasNames[] = {"", "libcublas.so.13", "libcublas.so.12",
                                    "libcublas.so", NULL};
  blasNames[0] = getenv("ACCEL_CUBLAS") ? getenv("ACCEL_CUBLAS") : "";
  struct Gemm g;
  g.blas = library(blasNames);
  if (!g.blas) {
    fprintf(stderr, "cublas_ref: libcublas not found (set ACCEL_CUBLAS)\n");
    return 1;
  }
  g.tf32 = !strcmp(argv[2], "tf32");
  g.type = !strcmp(argv[2], "f32") || g.tf32 ? CUDA_R_32F
           : !strcmp(argv[2], "f16")         ? CUDA_R_16F
                                             : CUDA_R_16BF;
  g.m = atoi(argv[3]);
  g.n = atoi(argv[4]);
  g.k = atoi(argv[5]);
  size_t size = g.type == CUDA_R_32F ? 4 : 2;
  check(p_cuMemAlloc(&g.a, size * g.m * g.k), "cuMemAlloc");
  check(p_cuMemAlloc(&g.b, size * g.k * g.n), "cuMemAlloc");
  check(p_cuMemAlloc(&g.c, size * g.m * g.n), "cuMemAlloc");
  if (size == 4) {
    p_cuMemsetD32(g.a, bitsOf(0.75f, g.type), (size_t)g.m * g.k);
    p_cuMemsetD32(g.b, bitsOf(-0.5f, g.type), (size_t)g.k * g.n);
  } else {
    p_cuMemsetD16(g.a, bitsOf(0.75f, g.type), (size_t)g.m * g.k);
    p_cuMemsetD16(g.b, bitsOf(-0.5f, g.type), (size_t)g.k * g.n);
  }
  LOAD(g.blas, cublasCreate);
  if (p_cublasCreate(&g.handle) != CUBLAS_STATUS_SUCCESS) {
    fprintf(stderr, "cublas_ref: cublasCreate failed\n");
    return 1;
  }
  double flops = 2.0 * g.m * g.n * g.k;
  int reps = flops > 1e12 ? 3 : flops > 1e11 ? 10 : 30;
  float ms = timeBatches(gemmOnce, &g, reps);
  uint32_t bits = 0;
  check(p_cuMemcpyDtoH(&bits, g.c + size * ((size_t)g.m * g.n - 1), size),
        "cuMemcpyDtoH");
  float got = valueOf(bits, g.type), want = -0.375f * g.k;
  if (got != want) {
    fprintf(stderr, "cublas_ref: C[m-1][n-1] = %g, expected %g\n", got, want);
    return 1;
  }
  printf("ms %.4f\ngflops %.1f\n", ms, flops / (ms * 1e-3) / 1e9);
  return 0;
}
