//===- KernelUnits.cpp - accel-kernel-units ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Units/UnitPasses.h"

#include "StageKernels.h"
#include "Units/Link.h"
#include "Units/Units.h"

#include "accel/Support/NestedPipelines.h"

#include "mlir/IR/Threading.h"

namespace accel {
#define GEN_PASS_DEF_ACCELKERNELUNITS
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelKernelUnitsPass
    : accel::impl::AccelKernelUnitsBase<AccelKernelUnitsPass> {
  using Base::Base;
  AccelKernelUnitsPass(AccelKernelUnitsOptions options, CacheReport *report,
                       std::shared_ptr<CachedKernels> cached)
      : Base(std::move(options)), reportTo(report), cached(std::move(cached)) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    addNestedPipelineDialects(pipeline, registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    steps = UnitSteps();
    return steps.append(getArgument(), pipeline, context);
  }

  // getCacheSettings reads the cache options.
  template <typename Options>
  friend FailureOr<CacheSettings> accel::getCacheSettings(Operation *,
                                                          const Options &);

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels =
        getStageKernels(module, backend, configuration);
    if (kernels.empty())
      return markAllAnalysesPreserved();
    FailureOr<CacheSettings> settings = getCacheSettings(module, *this);
    if (failed(settings))
      return signalPassFailure();
    bool warned = false;
    CacheStats ownStats;
    FailureOr<std::unique_ptr<CacheStore>> cache =
        openCacheStore(module, *settings, reportTo ? reportTo->stats : ownStats,
                       cached ? &cached->cacheUnusable : &warned);
    if (failed(cache))
      return signalPassFailure();
    std::vector<Unit> units = makeUnits(kernels);
    if (*cache) {
      lookUp(**cache, units);
      for (const Unit &unit : units)
        if (unit.cache == KernelCache::Status::Corrupt)
          warnCorrupt(unit.stub->getLoc(), unit.entry, unit.problem, unit.name);
    }
    SmallVector<Unit *> pending;
    for (Unit &unit : units)
      if (unit.cache != KernelCache::Status::Hit)
        pending.push_back(&unit);
    runUnits(module, getAnalysisManager(), pending, steps, cache->get(),
             [&](OpPassManager &pm, ModuleOp unit) {
               return runPipeline(pm, unit);
             });

    bool anyFailed = false;
    finishStores(module, std::move(*cache), pending, reportTo);
    ModuleSymbols symbols(module);
    for (Unit &unit : units) {
      if (unit.failed) {
        anyFailed = true;
        continue;
      }
      report(unit);
      // Attributes the pipeline set on the unit (gpu.container_module)
      // apply to the module.
      for (NamedAttribute attr : (*unit.module)->getDiscardableAttrs())
        module->setAttr(attr.getName(), attr.getValue());
      if (host) {
        // Linked once the host code is lowered: it calls the declaration.
        ModuleOp lowered = unit.module.release();
        lowered->setAttr(kUnitAttr, StringAttr::get(&getContext(), unit.name));
        unit.stub->getBlock()->getOperations().insert(
            std::next(unit.stub->getIterator()), lowered);
      } else if (failed(linkUnit(unit.module.release(), unit.stub, symbols))) {
        anyFailed = true;
      }
    }
    // The units verified in their pipelines (or when stored).
    if (anyFailed ||
        failed(verifyAfterNestedPipelines(module, getAnalysisManager())))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// Moves each kernel into a unit with copies of the symbols it refers to
  /// and the module's attributes; a private declaration takes its place.
  std::vector<Unit> makeUnits(llvm::ArrayRef<func::FuncOp> kernels) {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    std::vector<Unit> units;
    units.reserve(kernels.size());
    for (func::FuncOp kernel : kernels) {
      Unit &unit = units.emplace_back();
      unit.module = createUnitModule(kernel.getLoc(), module);
      OpBuilder inside(unit.module->getBody(), unit.module->getBody()->end());
      for (Operation *symbol : getReferencedSymbols({kernel}, symbols))
        inside.clone(*symbol);
      OpBuilder builder(kernel);
      auto stub = func::FuncOp::create(
          builder, kernel.getLoc(), kernel.getName(), kernel.getFunctionType());
      stub.setPrivate();
      unit.stub = stub;
      unit.name = kernel.getName().str();
      kernel->moveBefore(unit.module->getBody(), unit.module->getBody()->end());
    }
    return units;
  }

  /// Keys of the units and what the cache holds for them, in parallel;
  /// a hit replaces the unit with the stored lowered one. A kernel that
  /// accel-kernel-early-units looked up (and missed) keeps its key.
  void lookUp(CacheStore &cache, std::vector<Unit> &units) {
    std::string prefix = getCacheKeyPrefix(provider, backend, pipeline, host);
    std::vector<Unit *> looked;
    parallelForEach(&getContext(), units, [&](Unit &unit) {
      if (cached)
        if (auto early = cached->keys.find(unit.name);
            early != cached->keys.end()) {
          unit.key = early->second;
          return;
        }
      std::string text = printDefinition(*unit.module);
      unit.key.locations.collect(*unit.module, text);
      unit.key.hash = hashCacheKey({prefix, text});
    });
    std::vector<const KernelKey *> keys;
    for (Unit &unit : units)
      if (!cached || !cached->keys.count(unit.name)) {
        looked.push_back(&unit);
        keys.push_back(&unit.key);
      }
    std::vector<CachedUnit> found = lookUpUnits(cache, getOperation(), keys);
    for (auto [unit, one] : llvm::zip_equal(looked, found))
      takeCached(*unit, one);
  }

  /// What the cache did with `unit`, for accel-lower's explanation.
  void report(const Unit &unit) {
    if ((cacheDir.empty() && cacheUrl.empty()) || !reportTo)
      return;
    // What accel-kernel-early-units found corrupt stays so.
    reportTo->kernels.try_emplace(
        unit.name, unit.cache == KernelCache::Status::Hit       ? "hit"
                   : unit.cache == KernelCache::Status::Corrupt ? "corrupt"
                                                                : "miss");
  }

  /// Held by value: a cloned pass (a thread's copy) gets its own.
  UnitSteps steps;
  CacheReport *reportTo = nullptr;
  std::shared_ptr<CachedKernels> cached;
};
} // namespace

std::unique_ptr<Pass>
accel::createAccelKernelUnits(AccelKernelUnitsOptions options,
                              CacheReport *report) {
  return createAccelKernelUnits(std::move(options), report, nullptr);
}

std::unique_ptr<Pass>
accel::createAccelKernelUnits(AccelKernelUnitsOptions options,
                              CacheReport *report,
                              std::shared_ptr<CachedKernels> cached) {
  return std::make_unique<AccelKernelUnitsPass>(std::move(options), report,
                                                std::move(cached));
}
