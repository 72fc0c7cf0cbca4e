//===- Pipeline.cpp - the pipeline accel-lower runs -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

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

/// The configuration key of `selection`'s kernel, from its record.
static std::string configurationKeyOf(const KernelSelection &selection) {
  return getConfigurationKey(selection.kernel->getAttrOfType<DictionaryAttr>(
      AccelDialect::getSelectionAttrName()));
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

/// Appends accel-kernel-units lowering the kernels of `selection`'s backend
/// and configuration, each in a module of its own: the kernel stage, the
/// module stage and, unless the backend launches GPU kernels (their host
/// side is lowered with the module's host code), the host lowering.
static void addUnits(OpPassManager &pm, const KernelSelection &selection,
                     const LoweringOptions &options) {
  const CompileBackend &backend = *selection.backend;
  OpPassManager unit(ModuleOp::getOperationName());
  addStage(unit, func::FuncOp::getOperationName(), backend.buildKernelPipeline,
           selection, options.reproducer);
  if (backend.buildModulePipeline)
    addStage(unit, ModuleOp::getOperationName(), backend.buildModulePipeline,
             selection, options.reproducer);
  bool host = !backend.launchesGpuKernels;
  if (host)
    buildHostLoweringPipeline(unit, /*gpuLaunches=*/false);
  AccelKernelUnitsOptions units;
  units.backend = backend.name;
  units.configuration = configurationKeyOf(selection);
  llvm::raw_string_ostream os(units.pipeline);
  unit.printAsTextualPipeline(os);
  units.host = host;
  units.provider = backend.provider.version.empty()
                       ? backend.provider.name
                       : backend.provider.name + " " + backend.provider.version;
  units.cacheDir = options.cacheDir;
  units.cacheMaxBytes = options.cacheMaxBytes;
  pm.addPass(createAccelKernelUnits(units, options.cacheReport));
}

void accel::buildLoweringPipeline(OpPassManager &pm,
                                  llvm::ArrayRef<KernelSelection> selections,
                                  const LoweringOptions &options) {
  // One representative kernel per backend and configuration in use, in
  // backend name order.
  std::map<std::pair<std::string, std::string>, const KernelSelection *> used;
  for (const KernelSelection &selection : selections)
    if (!selection.skipped)
      used.emplace(std::make_pair(selection.backend->name,
                                  configurationKeyOf(selection)),
                   &selection);

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
    addUnits(pm, *entry.second, options);
  bool gpuLaunches = llvm::any_of(used, [](const auto &entry) {
    return entry.second->backend->launchesGpuKernels;
  });
  OpPassManager host(ModuleOp::getOperationName());
  buildHostLoweringPipeline(host, gpuLaunches);
  AccelLinkKernelsOptions link;
  llvm::raw_string_ostream os(link.pipeline);
  host.printAsTextualPipeline(os);
  pm.addPass(createAccelLinkKernels(link));
}
