/*===- accel-capi-test.c - the C API, used from C -------------------------===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* Usage: accel-capi-test INPUT.mlir PLUGIN.so                                *|
|* Lists a registry, gets and sets preferred backends, compiles INPUT for cpu *|
|* and prints it, shows the errors of bad requests, runs INPUT's kernel @k    *|
|* (tensor<4xf32> -> tensor<4xf32>) in process, then loads PLUGIN into a      *|
|* registry of its own. Compiled as C; test/CAPI/capi.mlir checks the output. *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "accel-c/Accel.h"
#include "mlir-c/BuiltinAttributes.h"

#include <stdio.h>
#include <stdlib.h>

static void printString(MlirStringRef text, void *userData) {
  fwrite(text.data, 1, text.length, (FILE *)userData);
}

static void printLine(const char *label, MlirStringRef text) {
  printf("%s: %.*s\n", label, (int)text.length, text.data);
}

static void listRegistry(AccelRegistry registry) {
  printf("accelerators:");
  for (intptr_t i = 0; i < accelRegistryGetNumAccelerators(registry); ++i) {
    MlirStringRef name = accelRegistryGetAcceleratorName(registry, i);
    printf(" %.*s", (int)name.length, name.data);
  }
  printf("\nbackends:");
  for (intptr_t i = 0; i < accelRegistryGetNumBackends(registry); ++i) {
    MlirStringRef name = accelRegistryGetBackendName(registry, i);
    printf(" %.*s", (int)name.length, name.data);
  }
  printf("\n");
  printLine("default", accelRegistryGetDefaultAccelerator(registry));
}

static void printPreferred(AccelRegistry registry, const char *accelerator) {
  printf("preferred %s: ", accelerator);
  if (mlirLogicalResultIsFailure(accelRegistryGetPreferredBackend(
          registry, mlirStringRefCreateFromCString(accelerator), printString,
          stdout)))
    printf(" (failed)");
  printf("\n");
}

/// Whether `accelerator` is known, asked with no callback: the getter must
/// not call a null one.
static void checkKnown(AccelRegistry registry, const char *accelerator) {
  printf("known %s: %s\n", accelerator,
         mlirLogicalResultIsSuccess(accelRegistryGetPreferredBackend(
             registry, mlirStringRefCreateFromCString(accelerator), NULL, NULL))
             ? "yes"
             : "no");
}

static void setPreferred(AccelRegistry registry, const char *accelerator,
                         const char *backend) {
  printf("set %s=%s: ", accelerator, backend);
  if (mlirLogicalResultIsSuccess(accelRegistrySetPreferredBackend(
          registry, mlirStringRefCreateFromCString(accelerator),
          mlirStringRefCreateFromCString(backend), printString, stdout)))
    printf("ok");
  printf("\n");
}

static MlirModule parseFile(MlirContext context, const char *path) {
  return mlirModuleCreateParseFromFile(context,
                                       mlirStringRefCreateFromCString(path));
}

/// Compiles the file with `target` (and, when given, the backend for cpu and
/// the kernel cache's directory); prints the module on success, the error
/// text on failure.
static int compileAndPrint(MlirContext context, AccelRegistry registry,
                           const char *path, const char *target,
                           const char *cpuBackend, const char *cacheDir) {
  MlirModule module = parseFile(context, path);
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "cannot parse %s\n", path);
    return 1;
  }
  AccelCompileOptions options = accelCompileOptionsCreate();
  accelCompileOptionsSetTarget(options, mlirStringRefCreateFromCString(target));
  if (cpuBackend)
    accelCompileOptionsSetBackendFor(
        options, mlirStringRefCreateFromCString("cpu"),
        mlirStringRefCreateFromCString(cpuBackend));
  if (cacheDir) {
    accelCompileOptionsSetCacheDir(options,
                                   mlirStringRefCreateFromCString(cacheDir));
    accelCompileOptionsSetCacheMaxBytes(options, 1 << 20);
  }
  printf("compile for %s%s:\n", target, cacheDir ? " through the cache" : "");
  if (mlirLogicalResultIsSuccess(
          accelCompile(registry, module, options, printString, stdout)))
    mlirOperationPrint(mlirModuleGetOperation(module), printString, stdout);
  printf("\n");
  if (cacheDir) {
    AccelCacheStats stats = accelCompileOptionsGetCacheStats(options);
    printf("cache: %llu local hits, %llu misses, %llu local writes\n",
           (unsigned long long)stats.localHits,
           (unsigned long long)stats.misses,
           (unsigned long long)stats.localWrites);
  }
  accelCompileOptionsDestroy(options);
  mlirModuleDestroy(module);
  return 0;
}

/// Compiles the module at `path` for a list of accelerators (a variant of
/// each kernel per accelerator) and prints the names of its functions.
static int compileForTargets(MlirContext context, AccelRegistry registry,
                             const char *path) {
  MlirModule module = parseFile(context, path);
  if (mlirModuleIsNull(module))
    return 1;
  AccelCompileOptions options = accelCompileOptionsCreate();
  MlirStringRef targets[] = {mlirStringRefCreateFromCString("vulkan"),
                             mlirStringRefCreateFromCString("cpu")};
  accelCompileOptionsSetTargets(options, targets, 2);
  printf("compile for targets vulkan, cpu:");
  if (mlirLogicalResultIsSuccess(
          accelCompile(registry, module, options, printString, stdout))) {
    MlirBlock body = mlirModuleGetBody(module);
    for (MlirOperation op = mlirBlockGetFirstOperation(body);
         !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
      MlirAttribute name = mlirOperationGetAttributeByName(
          op, mlirStringRefCreateFromCString("sym_name"));
      if (!mlirAttributeIsNull(name) && mlirAttributeIsAString(name)) {
        MlirStringRef text = mlirStringAttrGetValue(name);
        printf(" %.*s", (int)text.length, text.data);
      }
    }
  }
  printf("\n");
  accelCompileOptionsDestroy(options);
  mlirModuleDestroy(module);
  return 0;
}

/// A ranked memref of rank 1, as lowered functions pass and return it.
typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} MemRef1D;

/// Calls @k of the JIT-compiled module on `input` with `numArgs` packed
/// pointers (6 is right: the descriptor's 5 fields, then the result).
static void callKernel(AccelJit jit, float *input, intptr_t numArgs) {
  MemRef1D arg = {input, input, 0, {4}, {1}}, result = {0};
  void *args[] = {&arg.allocated, &arg.aligned,    &arg.offset,
                  &arg.sizes[0],  &arg.strides[0], &result};
  printf("call k with %d pointers:", (int)numArgs);
  if (mlirLogicalResultIsFailure(
          accelJitInvokePacked(jit, mlirStringRefCreateFromCString("k"), args,
                               numArgs, printString, stdout))) {
    printf("\n");
    return;
  }
  for (int64_t i = 0; i < result.sizes[0]; ++i)
    printf(" %g", result.aligned[result.offset + i * result.strides[0]]);
  printf("\n");
  free(result.allocated);
}

/// Compiles the file for `target` with the JIT at `optLevel`; runs @k when
/// that works.
static int jitAndRun(MlirContext context, AccelRegistry registry,
                     const char *path, const char *target, int optLevel) {
  MlirModule module = parseFile(context, path);
  if (mlirModuleIsNull(module))
    return 1;
  AccelCompileOptions options = accelCompileOptionsCreate();
  accelCompileOptionsSetTarget(options, mlirStringRefCreateFromCString(target));
  printf("jit for %s at -O%d: ", target, optLevel);
  AccelJit jit =
      accelJitCreate(registry, module, options, optLevel, printString, stdout);
  printf("\n");
  if (!accelJitIsNull(jit)) {
    accelJitGetSignatures(jit, printString, stdout);
    printf("\n");
    float input[4] = {1.0f, 2.5f, -3.0f, 0.0f};
    callKernel(jit, input, 6);
    callKernel(jit, input, 5);
    accelJitDestroy(jit);
  }
  accelCompileOptionsDestroy(options);
  mlirModuleDestroy(module);
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr,
            "usage: accel-capi-test INPUT.mlir PLUGIN.so [CACHE-DIR]\n");
    return 2;
  }
  MlirDialectRegistry dialects = mlirDialectRegistryCreate();
  accelRegisterDialects(dialects);
  MlirContext context = mlirContextCreateWithRegistry(dialects, false);

  AccelRegistry registry = accelRegistryCreate();
  if (mlirLogicalResultIsFailure(
          accelRegistryRegisterBuiltins(registry, printString, stderr)))
    return 1;
  listRegistry(registry);

  /* Getters have no side effects; a setter checks its backend. */
  printPreferred(registry, "cpu");
  printPreferred(registry, "tpu");
  checkKnown(registry, "cpu");
  checkKnown(registry, "tpu");
  setPreferred(registry, "cpu", "cpu-loops");
  printPreferred(registry, "cpu");
  setPreferred(registry, "cpu", "spirv");
  setPreferred(registry, "cpu", "cpu-vector");

  if (compileAndPrint(context, registry, argv[1], "cpu", "cpu-loops", NULL) ||
      compileAndPrint(context, registry, argv[1], "tpu", NULL, NULL))
    return 1;
  /* Cold, then warm: the same module. */
  if (argc == 4 && (compileAndPrint(context, registry, argv[1], "cpu",
                                    "cpu-loops", argv[3]) ||
                    compileAndPrint(context, registry, argv[1], "cpu",
                                    "cpu-loops", argv[3])))
    return 1;

  if (jitAndRun(context, registry, argv[1], "cpu", 2) ||
      jitAndRun(context, registry, argv[1], "cpu", 4))
    return 1;

  AccelCompileOptions options = accelCompileOptionsCreate();
  printf("on-unsupported=sometimes: %s\n",
         mlirLogicalResultIsFailure(accelCompileOptionsSetOnUnsupported(
             options, mlirStringRefCreateFromCString("sometimes")))
             ? "rejected"
             : "accepted");
  printf("cache-mode=sometimes: %s\n",
         mlirLogicalResultIsFailure(accelCompileOptionsSetCacheMode(
             options, mlirStringRefCreateFromCString("sometimes")))
             ? "rejected"
             : "accepted");
  printf("cache-mode=read-only: %s\n",
         mlirLogicalResultIsFailure(accelCompileOptionsSetCacheMode(
             options, mlirStringRefCreateFromCString("read-only")))
             ? "rejected"
             : "accepted");
  printf("cache-verify=101: %s\n",
         mlirLogicalResultIsFailure(
             accelCompileOptionsSetCacheVerify(options, 101))
             ? "rejected"
             : "accepted");
  printf("autotune-budget=-1: %s\n",
         mlirLogicalResultIsFailure(accelCompileOptionsSetAutotune(
             options, true, -1.0, mlirStringRefCreateFromCString("")))
             ? "rejected"
             : "accepted");
  printf("autotune-budget=0.5: %s\n",
         mlirLogicalResultIsFailure(accelCompileOptionsSetAutotune(
             options, true, 0.5, mlirStringRefCreateFromCString("t.json")))
             ? "rejected"
             : "accepted");
  accelCompileOptionsDestroy(options);

  /* A plugin in a registry of its own: the first registry is unchanged. */
  AccelRegistry withPlugin = accelRegistryCreate();
  if (mlirLogicalResultIsFailure(
          accelRegistryRegisterBuiltins(withPlugin, printString, stderr)) ||
      mlirLogicalResultIsFailure(accelRegistryLoadPlugin(
          withPlugin, mlirStringRefCreateFromCString(argv[2]), dialects,
          printString, stderr)))
    return 1;
  listRegistry(withPlugin);
  listRegistry(registry);
  printf("load missing: ");
  accelRegistryLoadPlugin(withPlugin,
                          mlirStringRefCreateFromCString("/nonexistent.so"),
                          dialects, printString, stdout);
  printf("\n");
  if (compileForTargets(context, registry, argv[1]))
    return 1;
  /* A GPU kernel in process, through libaccel_runtime: where a Vulkan
     device answers (lit sets ACCEL_CAPI_TEST_VULKAN). */
  if (getenv("ACCEL_CAPI_TEST_VULKAN") &&
      jitAndRun(context, registry, argv[1], "vulkan", 2))
    return 1;

  accelRegistryDestroy(withPlugin);
  accelRegistryDestroy(registry);
  mlirContextDestroy(context);
  mlirDialectRegistryDestroy(dialects);
  return 0;
}
