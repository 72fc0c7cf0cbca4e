//===- PipelineBuilder.cpp - the pipeline accel-lower runs ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "StageKernels.h"
#include "Units/UnitPasses.h"

#include "accel/Conversion/Bufferize.h"
#include "accel/Conversion/HostToLLVM.h"
#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Passes.h"
#include "accel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

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

/// Appends the pipeline run on each unit of `selection`'s backend and
/// configuration to `unit`: the kernel stage, the module stage and, unless
/// the backend launches GPU kernels (their host side is lowered with the
/// module's host code), the host lowering.
static void addUnitPipeline(OpPassManager &unit,
                            const KernelSelection &selection,
                            llvm::StringRef reproducer) {
  const CompileBackend &backend = *selection.backend;
  addStage(unit, func::FuncOp::getOperationName(), backend.buildKernelPipeline,
           selection, reproducer);
  if (backend.buildModulePipeline)
    addStage(unit, ModuleOp::getOperationName(), backend.buildModulePipeline,
             selection, reproducer);
  if (!backend.launchesGpuKernels)
    buildHostLoweringPipeline(unit, /*gpuLaunches=*/false);
}

/// addUnitPipeline's pipeline as text.
static std::string printUnitPipeline(const KernelSelection &selection,
                                     llvm::StringRef reproducer) {
  OpPassManager unit(ModuleOp::getOperationName());
  addUnitPipeline(unit, selection, reproducer);
  std::string text;
  llvm::raw_string_ostream os(text);
  unit.printAsTextualPipeline(os);
  return text;
}

/// Appends what runs on the module before its kernels go into units:
/// the layout propagation and accel-to-linalg, kernels to functions, the
/// tensor stages of `stages` and bufferization.
static void addModuleStages(OpPassManager &pm,
                            llvm::ArrayRef<const KernelSelection *> stages,
                            llvm::StringRef reproducer) {
  pm.addPass(createAccelPropagateLayout());
  pm.addPass(createAccelToLinalg());
  pm.addPass(createAccelKernelsToFuncs());
  for (const KernelSelection *selection : stages)
    if (selection->backend->buildTensorPipeline)
      addStage(pm, func::FuncOp::getOperationName(),
               selection->backend->buildTensorPipeline, *selection, reproducer);
  buildBufferizePipeline(pm);
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
  units.pipeline = printUnitPipeline(selection, options.reproducer);
  units.host = !backend.launchesGpuKernels;
  units.provider = getProvider(backend);
  setCacheOptions(units, options.cache);
  pm.addPass(
      createAccelKernelUnits(units, options.cacheReport, std::move(cached)));
}

/// What a kernel of `selection`'s backend and configuration that nothing
/// launches goes through in accel-kernel-early-units: the module's stages
/// and its unit's pipeline, on its unit. Backends that launch GPU kernels
/// have none: their units are lowered with the host code.
static std::optional<EarlyPath>
describeEarlyPath(const KernelSelection &selection,
                  const LoweringOptions &options) {
  const CompileBackend &backend = *selection.backend;
  if (backend.launchesGpuKernels)
    return std::nullopt;
  OpPassManager front(ModuleOp::getOperationName());
  addModuleStages(front, {&selection}, options.reproducer);
  EarlyPath path{backend.name, configurationKeyOf(selection), "",
                 printUnitPipeline(selection, options.reproducer), ""};
  llvm::raw_string_ostream frontText(path.front);
  front.printAsTextualPipeline(frontText);
  path.prefix = getCacheKeyPrefix(getProvider(backend), backend.name,
                                  path.front + "\n" + path.unit,
                                  /*host=*/true);
  return path;
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

  // The kernels that nothing launches first, each in its unit from the
  // start (not in a replayable pipeline: its passes share what they found).
  std::shared_ptr<CachedKernels> cached;
  if (!options.replayable) {
    std::vector<EarlyPath> paths;
    for (const auto &entry : used)
      if (std::optional<EarlyPath> path =
              describeEarlyPath(*entry.second, options))
        paths.push_back(std::move(*path));
    if (!paths.empty()) {
      cached = std::make_shared<CachedKernels>();
      AccelKernelEarlyUnitsOptions early;
      setCacheOptions(early, options.cache);
      pm.addPass(createAccelKernelEarlyUnits(std::move(paths), std::move(early),
                                             cached, options.cacheReport));
    }
  }
  // The rest: the host code's calls and the kernels' signatures must agree,
  // so the kernels it launches are bufferized with it.
  std::vector<const KernelSelection *> stages;
  for (const auto &entry : used)
    stages.push_back(entry.second);
  addModuleStages(pm, stages, options.reproducer);
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
