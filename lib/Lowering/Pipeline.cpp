//===- Pipeline.cpp - the pipeline accel-lower runs -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "CachedKernels.h"
#include "Kernels.h"

#include "accel/Backends/CommonStages.h"
#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Passes.h"
#include "accel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <cstdlib>

using namespace mlir;
using namespace accel;

std::string accel::getConfigurationKey(DictionaryAttr record) {
  std::string text;
  llvm::raw_string_ostream os(text);
  for (llvm::StringRef name :
       {"accelerator", "accelerator_options", "backend_options"}) {
    os << name << "=";
    if (Attribute value = record ? record.get(name) : Attribute())
      os << value;
    os << ";";
  }
  return llvm::utohexstr(llvm::xxh3_64bits(text), /*LowerCase=*/true,
                         /*Width=*/16);
}

llvm::Error accel::readCacheEnvironment(std::string &dir, uint64_t &maxBytes) {
  if (const char *fromEnvironment = std::getenv("ACCEL_CACHE_DIR");
      fromEnvironment && dir.empty())
    dir = fromEnvironment;
  const char *limit = std::getenv("ACCEL_CACHE_MAX_BYTES");
  if (limit && llvm::StringRef(limit).getAsInteger(10, maxBytes))
    return llvm::createStringError(
        "ACCEL_CACHE_MAX_BYTES must be a number of bytes, got '%s'", limit);
  return llvm::Error::success();
}

/// The selection record of `selection`'s kernel.
static DictionaryAttr getRecord(const KernelSelection &selection) {
  return selection.kernel->getAttrOfType<DictionaryAttr>(
      AccelDialect::getSelectionAttrName());
}

/// The configuration key of `selection`'s kernel, from its record.
static std::string configurationKeyOf(const KernelSelection &selection) {
  return getConfigurationKey(getRecord(selection));
}

/// Appends accel-kernel-pipeline running `builder`'s passes, anchored on
/// `anchor`, on the kernels of `selection`'s backend and configuration.
static void addStage(OpPassManager &pm, llvm::StringRef anchor,
                     const PipelineBuilder &builder,
                     const KernelSelection &selection,
                     llvm::StringRef reproducer) {
  OpPassManager stage(anchor);
  builder(stage, selection.pipelineTarget());
  AccelKernelPipelineOptions options;
  options.backend = selection.backend->name;
  options.configuration = configurationKeyOf(selection);
  options.reproducer = reproducer.str();
  llvm::raw_string_ostream os(options.pipeline);
  stage.printAsTextualPipeline(os);
  pm.addPass(createAccelKernelPipeline(options));
}

/// The pipeline run on each unit of `selection`'s backend and configuration:
/// the kernel stage, the module stage and, unless the backend launches GPU
/// kernels (their host side is lowered with the module's host code), the
/// host lowering.
static OpPassManager buildUnitPipeline(const KernelSelection &selection,
                                       llvm::StringRef reproducer) {
  const CompileBackend &backend = *selection.backend;
  OpPassManager unit(ModuleOp::getOperationName());
  addStage(unit, func::FuncOp::getOperationName(), backend.buildKernelPipeline,
           selection, reproducer);
  if (backend.buildModulePipeline)
    addStage(unit, ModuleOp::getOperationName(), backend.buildModulePipeline,
             selection, reproducer);
  if (!backend.launchesGpuKernels)
    buildHostLoweringPipeline(unit, /*gpuLaunches=*/false);
  return unit;
}

/// Who provides `backend`, with its version: part of the cache key.
static std::string getProvider(const CompileBackend &backend) {
  return backend.provider.version.empty()
             ? backend.provider.name
             : backend.provider.name + " " + backend.provider.version;
}

/// Appends accel-kernel-units lowering the kernels of `selection`'s backend
/// and configuration, each in a module of its own.
static void addUnits(OpPassManager &pm, const KernelSelection &selection,
                     const LoweringOptions &options,
                     std::shared_ptr<CachedKernels> cached) {
  const CompileBackend &backend = *selection.backend;
  AccelKernelUnitsOptions units;
  units.backend = backend.name;
  units.configuration = configurationKeyOf(selection);
  llvm::raw_string_ostream os(units.pipeline);
  buildUnitPipeline(selection, options.reproducer).printAsTextualPipeline(os);
  units.host = !backend.launchesGpuKernels;
  units.provider = getProvider(backend);
  units.cacheDir = options.cacheDir;
  units.cacheMaxBytes = options.cacheMaxBytes;
  pm.addPass(
      createAccelKernelUnits(units, options.cacheReport, std::move(cached)));
}

/// What a kernel of `selection`'s backend and configuration goes through,
/// from accel-to-linalg to the end of its unit's pipeline, for
/// accel-kernel-cache-lookup. Backends that launch GPU kernels have none:
/// their units are lowered with the host code.
static std::optional<CachedPath>
describeCachedPath(const KernelSelection &selection,
                   const LoweringOptions &options) {
  const CompileBackend &backend = *selection.backend;
  if (backend.launchesGpuKernels)
    return std::nullopt;
  OpPassManager front(ModuleOp::getOperationName());
  front.addPass(createAccelToLinalg());
  front.addPass(createAccelKernelsToFuncs());
  if (backend.buildTensorPipeline)
    addStage(front, func::FuncOp::getOperationName(),
             backend.buildTensorPipeline, selection, options.reproducer);
  buildBufferizePipeline(front);
  std::string text;
  llvm::raw_string_ostream os(text);
  front.printAsTextualPipeline(os);
  os << "\n";
  buildUnitPipeline(selection, options.reproducer).printAsTextualPipeline(os);
  return CachedPath{backend.name, configurationKeyOf(selection),
                    getCacheKeyPrefix(getProvider(backend), backend.name, text,
                                      /*host=*/true)};
}

void accel::buildLoweringPipeline(OpPassManager &pm,
                                  llvm::ArrayRef<KernelSelection> selections,
                                  const LoweringOptions &options) {
  // One representative kernel per backend and configuration in use, in
  // backend name order.
  std::map<std::pair<std::string, std::string>, const KernelSelection *> used;
  ConfigurationKeys keys;
  for (const KernelSelection &selection : selections)
    if (!selection.skipped)
      used.emplace(std::make_pair(selection.backend->name,
                                  keys.get(getRecord(selection)).str()),
                   &selection);

  std::shared_ptr<CachedKernels> cached;
  if (!options.cacheDir.empty() && !options.replayable) {
    std::vector<CachedPath> paths;
    for (const auto &entry : used)
      if (std::optional<CachedPath> path =
              describeCachedPath(*entry.second, options))
        paths.push_back(std::move(*path));
    cached = std::make_shared<CachedKernels>();
    pm.addPass(createAccelCacheLookup(std::move(paths), options.cacheDir,
                                      options.cacheMaxBytes, cached,
                                      options.cacheReport));
  }
  pm.addPass(createAccelToLinalg());
  pm.addPass(createAccelKernelsToFuncs());
  // Tensor stages, on each kernel's function before bufferization.
  for (const auto &entry : used)
    if (entry.second->backend->buildTensorPipeline)
      addStage(pm, func::FuncOp::getOperationName(),
               entry.second->backend->buildTensorPipeline, *entry.second,
               options.reproducer);
  // Bufferized together: the host code's calls and the kernels' signatures
  // must agree.
  buildBufferizePipeline(pm);
  for (const auto &entry : used)
    addUnits(pm, *entry.second, options, cached);
  bool gpuLaunches = llvm::any_of(used, [](const auto &entry) {
    return entry.second->backend->launchesGpuKernels;
  });
  OpPassManager host(ModuleOp::getOperationName());
  buildHostLoweringPipeline(host, gpuLaunches);
  AccelLinkKernelsOptions link;
  llvm::raw_string_ostream os(link.pipeline);
  host.printAsTextualPipeline(os);
  pm.addPass(createAccelLinkKernels(link, std::move(cached)));
}
