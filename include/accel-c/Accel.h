/*===-- accel-c/Accel.h - the accel C API -------------------------*- C -*-===*\
|*                                                                            *|
|* SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception                    *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* accel for C callers, in the style of mlir-c: opaque handles, MlirStringRef *|
|* in and out, MlirLogicalResult for what can fail. A failing function hands  *|
|* its message (the text accel-opt prints) to the MlirStringCallback it was   *|
|* given. Names returned as MlirStringRef live as long as their registry.     *|
|* Link libAccelCAPI.so, which also provides the mlir-c IR API (contexts,     *|
|* modules, printing) over the same libMLIR.so.                               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ACCEL_C_ACCEL_H
#define ACCEL_C_ACCEL_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DEFINE_C_API_STRUCT(name, storage)                                     \
  struct name {                                                                \
    storage *ptr;                                                              \
  };                                                                           \
  typedef struct name name

/// Accelerators and compile backends.
DEFINE_C_API_STRUCT(AccelRegistry, void);
/// What one compilation asks for.
DEFINE_C_API_STRUCT(AccelCompileOptions, void);
/// A compiled module loaded into this process (accel/Jit.h).
DEFINE_C_API_STRUCT(AccelJit, void);

#undef DEFINE_C_API_STRUCT

//===----------------------------------------------------------------------===//
// Registry
//===----------------------------------------------------------------------===//

/// The process's registry (the one accel-opt uses); never destroyed.
MLIR_CAPI_EXPORTED AccelRegistry accelRegistryGetGlobal(void);
/// A new, empty registry; destroy it with accelRegistryDestroy.
MLIR_CAPI_EXPORTED AccelRegistry accelRegistryCreate(void);
MLIR_CAPI_EXPORTED void accelRegistryDestroy(AccelRegistry registry);

static inline bool accelRegistryIsNull(AccelRegistry registry) {
  return !registry.ptr;
}

/// Registers the built-in accelerators (cpu, nvidia, amd, vulkan) and their
/// backends.
MLIR_CAPI_EXPORTED MlirLogicalResult accelRegistryRegisterBuiltins(
    AccelRegistry registry, MlirStringCallback errorCallback, void *userData);

/// Loads a plugin; its dialects go to `dialects` unless that is null.
MLIR_CAPI_EXPORTED MlirLogicalResult accelRegistryLoadPlugin(
    AccelRegistry registry, MlirStringRef path, MlirDialectRegistry dialects,
    MlirStringCallback errorCallback, void *userData);

/// The accelerators and the backends, sorted by name.
MLIR_CAPI_EXPORTED intptr_t
accelRegistryGetNumAccelerators(AccelRegistry registry);
MLIR_CAPI_EXPORTED MlirStringRef
accelRegistryGetAcceleratorName(AccelRegistry registry, intptr_t pos);
MLIR_CAPI_EXPORTED intptr_t accelRegistryGetNumBackends(AccelRegistry registry);
MLIR_CAPI_EXPORTED MlirStringRef
accelRegistryGetBackendName(AccelRegistry registry, intptr_t pos);

/// The accelerator chosen when nothing asks for one; empty when none.
MLIR_CAPI_EXPORTED MlirStringRef
accelRegistryGetDefaultAccelerator(AccelRegistry registry);

/// The preferred backend of `accelerator`, without side effects: on success
/// `callback` (may be null) receives the backend's name, on failure the
/// error.
MLIR_CAPI_EXPORTED MlirLogicalResult accelRegistryGetPreferredBackend(
    AccelRegistry registry, MlirStringRef accelerator,
    MlirStringCallback callback, void *userData);

/// Makes `backend` the preferred backend of `accelerator` after checking
/// that it supports it; the error lists the valid choices.
MLIR_CAPI_EXPORTED MlirLogicalResult accelRegistrySetPreferredBackend(
    AccelRegistry registry, MlirStringRef accelerator, MlirStringRef backend,
    MlirStringCallback errorCallback, void *userData);

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

/// Adds the accel dialect and everything its pipelines need to `registry`;
/// create the contexts that compile with it.
MLIR_CAPI_EXPORTED void accelRegisterDialects(MlirDialectRegistry registry);

/// Options with nothing asked for: kernels get what their attributes and
/// the registry default say, unsupported backends are errors, and the
/// environment (ACCEL_TARGET, ACCEL_BACKEND) is not read.
MLIR_CAPI_EXPORTED AccelCompileOptions accelCompileOptionsCreate(void);
MLIR_CAPI_EXPORTED void accelCompileOptionsDestroy(AccelCompileOptions options);

/// The accelerator for every kernel (beats attributes); a comma-separated
/// list compiles a variant of each kernel per accelerator.
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetTarget(AccelCompileOptions options, MlirStringRef target);
/// The accelerators, in order, each kernel gets a variant for (beats
/// accelCompileOptionsSetTarget); `count` 0 clears the list.
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetTargets(AccelCompileOptions options,
                              const MlirStringRef *targets, intptr_t count);
/// The backend for every kernel, or per accelerator as "A1=B1,A2=B2".
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetBackend(AccelCompileOptions options,
                              MlirStringRef backend);
/// The backend for kernels on `accelerator` (beats the one for all).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetBackendFor(AccelCompileOptions options,
                                 MlirStringRef accelerator,
                                 MlirStringRef backend);
/// The largest tensor a kernel may take, make or return, in bytes (0: no
/// limit but the index type's; default 1 TiB).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetMaxTensorBytes(AccelCompileOptions options,
                                     uint64_t maxBytes);
/// "error", "fallback" or "skip"; fails on anything else.
MLIR_CAPI_EXPORTED MlirLogicalResult accelCompileOptionsSetOnUnsupported(
    AccelCompileOptions options, MlirStringRef policy);
/// The persistent kernel cache's directory ("" for none, the default).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheDir(AccelCompileOptions options, MlirStringRef dir);
/// The kernel cache's size limit in bytes (default 512 MiB).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheMaxBytes(AccelCompileOptions options,
                                    uint64_t maxBytes);
/// The remote kernel cache shared by machines: redis://[USER@]HOST[:PORT][/DB]
/// or unix:///PATH ("" for none, the default). Checked when compiling.
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheUrl(AccelCompileOptions options, MlirStringRef url);
/// "read-write" (the default), "read-only" or "write-only": what is done
/// with the remote cache; fails on anything else.
MLIR_CAPI_EXPORTED MlirLogicalResult accelCompileOptionsSetCacheMode(
    AccelCompileOptions options, MlirStringRef mode);
/// A file whose first line is the remote cache's PASSWORD or USER:PASSWORD
/// (without it, ACCEL_CACHE_AUTH when set).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheAuthFile(AccelCompileOptions options,
                                    MlirStringRef path);
/// How long connecting to the remote cache, and each of its operations, may
/// take (defaults 100 and 500 ms; each from 1 to 600000 ms, else accelCompile
/// fails naming it).
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheTimeouts(AccelCompileOptions options,
                                    unsigned connectMs, unsigned operationMs);
/// The percentage of cache hits compiled again and compared (0 to 100; 0 by
/// default); fails above 100.
MLIR_CAPI_EXPORTED MlirLogicalResult accelCompileOptionsSetCacheVerify(
    AccelCompileOptions options, unsigned percent);
/// Part of every cache key: a new salt disowns the entries stored before.
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetCacheSalt(AccelCompileOptions options,
                                MlirStringRef salt);

/// Autotuning before the selection (accel-opt's --accel-autotune,
/// --accel-autotune-budget and --accel-tuning-file): each kernel with a
/// matmul, batch_matmul or conv2d is measured when `autotune`, at most
/// `budgetSeconds` per module; the records of `tuningFile` (empty: none)
/// and of the kernel cache apply without measuring, and what was measured
/// is written to both. Fails for a budget below 0.
MLIR_CAPI_EXPORTED MlirLogicalResult
accelCompileOptionsSetAutotune(AccelCompileOptions options, bool autotune,
                               double budgetSeconds, MlirStringRef tuningFile);

/// What the kernel cache did in the compiles made with one options object,
/// added up.
typedef struct {
  uint64_t localHits, remoteHits, misses;
  uint64_t localWrites, remoteWrites, remoteRefused;
  uint64_t errors, corrupt, verified, verifyMismatches;
  uint64_t microseconds;
} AccelCacheStats;
MLIR_CAPI_EXPORTED AccelCacheStats
accelCompileOptionsGetCacheStats(AccelCompileOptions options);

/// Whether ACCEL_TARGET / ACCEL_BACKEND (and the ACCEL_CACHE_* variables)
/// take part, as in accel-opt.
MLIR_CAPI_EXPORTED void
accelCompileOptionsSetReadEnvironment(AccelCompileOptions options, bool read);

/// The listing of accel-opt's --list-accelerators (or, with `backends`,
/// --list-backends), as JSON or text, handed to `callback` in one piece.
MLIR_CAPI_EXPORTED void accelRegistryGetListing(AccelRegistry registry,
                                                bool backends, bool json,
                                                MlirStringCallback callback,
                                                void *userData);

/// Parses `text` (named `filename` in messages) in `context`; a null module
/// on failure, with every diagnostic, as accel-opt prints them, handed to
/// `errorCallback`.
MLIR_CAPI_EXPORTED MlirModule accelModuleParse(MlirContext context,
                                               MlirStringRef text,
                                               MlirStringRef filename,
                                               MlirStringCallback errorCallback,
                                               void *userData);

/// Selects, validates and lowers every kernel of `module` to LLVM dialect
/// (GPU kernels to gpu.binary). On failure `errorCallback` receives every
/// diagnostic, as accel-opt prints them.
MLIR_CAPI_EXPORTED MlirLogicalResult accelCompile(
    AccelRegistry registry, MlirModule module, AccelCompileOptions options,
    MlirStringCallback errorCallback, void *userData);

//===----------------------------------------------------------------------===//
// Running compiled modules in process
//===----------------------------------------------------------------------===//

/// Compiles `module` in place as accelCompile does, then loads it with MLIR's
/// ExecutionEngine at LLVM optimization level `optLevel` (0 to 3). A null
/// handle on failure, with every diagnostic handed to `errorCallback`. A
/// kernel selected for a GPU accelerator is an error at that kernel.
MLIR_CAPI_EXPORTED AccelJit accelJitCreate(
    AccelRegistry registry, MlirModule module, AccelCompileOptions options,
    int optLevel, MlirStringCallback errorCallback, void *userData);

MLIR_CAPI_EXPORTED void accelJitDestroy(AccelJit jit);

static inline bool accelJitIsNull(AccelJit jit) { return !jit.ptr; }

/// The public functions and kernels of the input module with their types,
/// as JSON (accel::JitModule::printSignatures), handed to `callback`.
MLIR_CAPI_EXPORTED void accelJitGetSignatures(AccelJit jit,
                                              MlirStringCallback callback,
                                              void *userData);

/// Calls `name` with MLIR's packed convention: `args` (`numArgs` of them)
/// holds one pointer per argument of the lowered function (a memref expanded
/// into allocated pointer, aligned pointer, offset, sizes, strides), then one
/// to the result storage. Memref results are the caller's, allocated with
/// malloc.
MLIR_CAPI_EXPORTED MlirLogicalResult accelJitInvokePacked(
    AccelJit jit, MlirStringRef name, void **args, intptr_t numArgs,
    MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // ACCEL_C_ACCEL_H
