//===- Accel.cpp - the accel C API ------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel-c/Accel.h"

#include "accel/Accel.h"
#include "accel/Jit.h"
#include "accel/Registry/Listing.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"

using namespace accel;

static Registry *unwrap(AccelRegistry registry) {
  return static_cast<Registry *>(registry.ptr);
}

static CompileOptions *unwrap(AccelCompileOptions options) {
  return static_cast<CompileOptions *>(options.ptr);
}

static JitModule *unwrap(AccelJit jit) {
  return static_cast<JitModule *>(jit.ptr);
}

/// Success, or the error's message handed to `callback`.
static MlirLogicalResult report(llvm::Error error, MlirStringCallback callback,
                                void *userData) {
  if (!error)
    return mlirLogicalResultSuccess();
  std::string message = llvm::toString(std::move(error));
  if (callback)
    callback(mlirStringRefCreate(message.data(), message.size()), userData);
  return mlirLogicalResultFailure();
}

AccelRegistry accelRegistryGetGlobal(void) { return {&getGlobalRegistry()}; }

AccelRegistry accelRegistryCreate(void) { return {new Registry()}; }

void accelRegistryDestroy(AccelRegistry registry) {
  if (unwrap(registry) != &getGlobalRegistry())
    delete unwrap(registry);
}

MlirLogicalResult accelRegistryRegisterBuiltins(AccelRegistry registry,
                                                MlirStringCallback callback,
                                                void *userData) {
  return report(registerBuiltins(*unwrap(registry)), callback, userData);
}

MlirLogicalResult accelRegistryLoadPlugin(AccelRegistry registry,
                                          MlirStringRef path,
                                          MlirDialectRegistry dialects,
                                          MlirStringCallback callback,
                                          void *userData) {
  mlir::DialectRegistry *target =
      mlirDialectRegistryIsNull(dialects) ? nullptr : unwrap(dialects);
  return report(loadPlugin(unwrap(path), *unwrap(registry), target), callback,
                userData);
}

intptr_t accelRegistryGetNumAccelerators(AccelRegistry registry) {
  return unwrap(registry)->accelerators().size();
}

MlirStringRef accelRegistryGetAcceleratorName(AccelRegistry registry,
                                              intptr_t pos) {
  return wrap(llvm::StringRef(unwrap(registry)->accelerators()[pos]->name));
}

intptr_t accelRegistryGetNumBackends(AccelRegistry registry) {
  return unwrap(registry)->backends().size();
}

MlirStringRef accelRegistryGetBackendName(AccelRegistry registry,
                                          intptr_t pos) {
  return wrap(llvm::StringRef(unwrap(registry)->backends()[pos]->name));
}

MlirStringRef accelRegistryGetDefaultAccelerator(AccelRegistry registry) {
  const Accelerator *accelerator = unwrap(registry)->defaultAccelerator();
  return wrap(accelerator ? llvm::StringRef(accelerator->name)
                          : llvm::StringRef());
}

MlirLogicalResult accelRegistryGetPreferredBackend(AccelRegistry registry,
                                                   MlirStringRef accelerator,
                                                   MlirStringCallback callback,
                                                   void *userData) {
  llvm::Expected<std::string> backend =
      unwrap(registry)->getPreferredBackend(unwrap(accelerator));
  if (!backend)
    return report(backend.takeError(), callback, userData);
  // A caller that only asks whether the accelerator is known passes none.
  if (callback)
    callback(mlirStringRefCreate(backend->data(), backend->size()), userData);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult accelRegistrySetPreferredBackend(AccelRegistry registry,
                                                   MlirStringRef accelerator,
                                                   MlirStringRef backend,
                                                   MlirStringCallback callback,
                                                   void *userData) {
  return report(unwrap(registry)->setPreferredBackend(unwrap(accelerator),
                                                      unwrap(backend)),
                callback, userData);
}

void accelRegisterDialects(MlirDialectRegistry registry) {
  registerAllDialects(*unwrap(registry));
}

namespace {
/// Options that count what the cache does in their compiles.
struct CountingOptions : CompileOptions {
  CountingOptions() { cacheStats = &stats; }
  CacheStats stats;
};
} // namespace

AccelCompileOptions accelCompileOptionsCreate(void) {
  return {static_cast<CompileOptions *>(new CountingOptions())};
}

void accelCompileOptionsDestroy(AccelCompileOptions options) {
  delete static_cast<CountingOptions *>(unwrap(options));
}

void accelCompileOptionsSetTarget(AccelCompileOptions options,
                                  MlirStringRef target) {
  unwrap(options)->target = unwrap(target).str();
}

void accelCompileOptionsSetTargets(AccelCompileOptions options,
                                   const MlirStringRef *targets,
                                   intptr_t count) {
  std::vector<std::string> &list = unwrap(options)->targets;
  list.clear();
  for (intptr_t i = 0; i < count; ++i)
    list.push_back(unwrap(targets[i]).str());
}

void accelCompileOptionsSetBackend(AccelCompileOptions options,
                                   MlirStringRef backend) {
  unwrap(options)->backend = unwrap(backend).str();
}

void accelCompileOptionsSetBackendFor(AccelCompileOptions options,
                                      MlirStringRef accelerator,
                                      MlirStringRef backend) {
  unwrap(options)->backends[unwrap(accelerator).str()] = unwrap(backend).str();
}

void accelCompileOptionsSetMaxTensorBytes(AccelCompileOptions options,
                                          uint64_t maxBytes) {
  unwrap(options)->maxTensorBytes = maxBytes;
}

MlirLogicalResult
accelCompileOptionsSetOnUnsupported(AccelCompileOptions options,
                                    MlirStringRef policy) {
  std::optional<OnUnsupported> parsed = symbolizeOnUnsupported(unwrap(policy));
  if (!parsed)
    return mlirLogicalResultFailure();
  unwrap(options)->onUnsupported = *parsed;
  return mlirLogicalResultSuccess();
}

void accelCompileOptionsSetCacheDir(AccelCompileOptions options,
                                    MlirStringRef dir) {
  unwrap(options)->cache.dir = unwrap(dir).str();
}

void accelCompileOptionsSetCacheMaxBytes(AccelCompileOptions options,
                                         uint64_t maxBytes) {
  unwrap(options)->cache.maxBytes = maxBytes;
}

void accelCompileOptionsSetCacheUrl(AccelCompileOptions options,
                                    MlirStringRef url) {
  unwrap(options)->cache.url = unwrap(url).str();
}

MlirLogicalResult accelCompileOptionsSetCacheMode(AccelCompileOptions options,
                                                  MlirStringRef mode) {
  std::optional<CacheMode> parsed = parseCacheMode(unwrap(mode));
  if (!parsed)
    return mlirLogicalResultFailure();
  unwrap(options)->cache.mode = *parsed;
  return mlirLogicalResultSuccess();
}

void accelCompileOptionsSetCacheAuthFile(AccelCompileOptions options,
                                         MlirStringRef path) {
  unwrap(options)->cache.authFile = unwrap(path).str();
}

void accelCompileOptionsSetCacheTimeouts(AccelCompileOptions options,
                                         unsigned connectMs,
                                         unsigned operationMs) {
  unwrap(options)->cache.connectTimeoutMs = connectMs;
  unwrap(options)->cache.timeoutMs = operationMs;
}

MlirLogicalResult accelCompileOptionsSetCacheVerify(AccelCompileOptions options,
                                                    unsigned percent) {
  if (percent > 100)
    return mlirLogicalResultFailure();
  unwrap(options)->cache.verifyPercent = percent;
  return mlirLogicalResultSuccess();
}

void accelCompileOptionsSetCacheSalt(AccelCompileOptions options,
                                     MlirStringRef salt) {
  unwrap(options)->cache.salt = unwrap(salt).str();
}

MlirLogicalResult accelCompileOptionsSetAutotune(AccelCompileOptions options,
                                                 bool autotune,
                                                 double budgetSeconds,
                                                 MlirStringRef tuningFile) {
  if (!(budgetSeconds >= 0))
    return mlirLogicalResultFailure();
  unwrap(options)->autotune = autotune;
  unwrap(options)->autotuneBudget = budgetSeconds;
  unwrap(options)->tuningFile = unwrap(tuningFile).str();
  return mlirLogicalResultSuccess();
}

AccelCacheStats accelCompileOptionsGetCacheStats(AccelCompileOptions options) {
  const CacheStats &stats = *unwrap(options)->cacheStats;
  return {stats.localHits,        stats.remoteHits,   stats.misses,
          stats.localWrites,      stats.remoteWrites, stats.remoteRefused,
          stats.errors,           stats.corrupt,      stats.verified,
          stats.verifyMismatches, stats.microseconds};
}

void accelCompileOptionsSetReadEnvironment(AccelCompileOptions options,
                                           bool read) {
  unwrap(options)->readEnvironment = read;
}

MlirLogicalResult accelCompile(AccelRegistry registry, MlirModule module,
                               AccelCompileOptions options,
                               MlirStringCallback callback, void *userData) {
  return report(compile(unwrap(module), *unwrap(options), *unwrap(registry)),
                callback, userData);
}

void accelRegistryGetListing(AccelRegistry registry, bool backends, bool json,
                             MlirStringCallback callback, void *userData) {
  std::string text;
  llvm::raw_string_ostream os(text);
  ListingFormat format = json ? ListingFormat::Json : ListingFormat::Text;
  if (backends)
    printBackends(os, *unwrap(registry), format);
  else
    printAccelerators(os, *unwrap(registry), format);
  callback(mlirStringRefCreate(text.data(), text.size()), userData);
}

MlirModule accelModuleParse(MlirContext context, MlirStringRef text,
                            MlirStringRef filename,
                            MlirStringCallback errorCallback, void *userData) {
  llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>> module =
      parseModule(unwrap(text), unwrap(filename), unwrap(context));
  if (!module) {
    (void)report(module.takeError(), errorCallback, userData);
    return MlirModule{nullptr};
  }
  return wrap(module->release());
}

AccelJit accelJitCreate(AccelRegistry registry, MlirModule module,
                        AccelCompileOptions options, int optLevel,
                        MlirStringCallback errorCallback, void *userData) {
  JitOptions jitOptions;
  jitOptions.optLevel = optLevel;
  llvm::Expected<std::unique_ptr<JitModule>> jit = JitModule::create(
      unwrap(module), *unwrap(options), *unwrap(registry), jitOptions);
  if (!jit) {
    (void)report(jit.takeError(), errorCallback, userData);
    return {nullptr};
  }
  return {jit->release()};
}

void accelJitDestroy(AccelJit jit) { delete unwrap(jit); }

void accelJitGetSignatures(AccelJit jit, MlirStringCallback callback,
                           void *userData) {
  std::string text;
  llvm::raw_string_ostream os(text);
  unwrap(jit)->printSignatures(os);
  callback(mlirStringRefCreate(text.data(), text.size()), userData);
}

MlirLogicalResult accelJitInvokePacked(AccelJit jit, MlirStringRef name,
                                       void **args, intptr_t numArgs,
                                       MlirStringCallback errorCallback,
                                       void *userData) {
  return report(unwrap(jit)->invokePacked(
                    unwrap(name), llvm::MutableArrayRef<void *>(args, numArgs)),
                errorCallback, userData);
}
