//===- Units.cpp - accel-kernel-units, accel-link-kernels -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Each kernel is lowered in a module of its own (a unit): the passes that
// must see a whole module (declaring malloc, converting function signatures)
// then walk one kernel, not all of them, so compile time is linear in the
// number of kernels and every stage runs on all cores. A unit is also what
// the persistent cache stores.
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Passes.h"

#include "accel/Backends/CommonStages.h"

#include "Cache.h"
#include "CacheBytecode.h"
#include "CachedKernels.h"
#include "Kernels.h"
#include "Link.h"
#include "PipelineCopies.h"
#include "Units.h"

#include "mlir/IR/Threading.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"

#include <atomic>

namespace accel {
#define GEN_PASS_DEF_ACCELKERNELUNITS
#define GEN_PASS_DEF_ACCELLINKKERNELS
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Marks a lowered unit waiting for accel-link-kernels; names its kernel.
static constexpr llvm::StringLiteral kUnitAttr = "accel_lowering.unit";

/// Stores `unit`, lowered (`lowered`), as MLIR bytecode under its key, with
/// placeholders for its kernel's file locations; whether it was stored (not
/// when something of it names the kernel's file otherwise: it would not fit
/// the same kernel elsewhere).
static llvm::Expected<bool> store(const KernelCache &cache, const Unit &unit,
                                  ModuleOp lowered) {
  const KernelLocations &locations = unit.key.locations;
  if (!locations.isUsable())
    return false;
  std::string data;
  llvm::raw_string_ostream os(data);
  locations.toPlaceholders(lowered);
  LogicalResult written = writeEntryBytecode(lowered, os);
  (void)locations.fromPlaceholders(lowered);
  if (failed(written))
    return llvm::createStringError("the lowered @" + unit.name +
                                   " cannot be written as bytecode");
  if (locations.namesKernelFile(data))
    return false;
  if (llvm::Error error = cache.store(unit.key.hash, data))
    return std::move(error);
  return true;
}

void accel::runUnits(
    ModuleOp module, AnalysisManager analyses, llvm::ArrayRef<Unit *> units,
    UnitSteps &steps, const KernelCache *cache,
    llvm::function_ref<LogicalResult(OpPassManager &, ModuleOp)> run,
    llvm::function_ref<bool(const Unit &)> accept) {
  if (units.empty())
    return;
  MLIRContext *context = module.getContext();
  for (UnitSteps::Step &step : steps)
    step.copies.prepare(*step.pipeline, context, units.size());
  std::atomic<bool> storeFailed = false;
  Block *body = module.getBody();
  Block aside;
  aside.getOperations().splice(aside.end(), body->getOperations());
  size_t batch = context->isMultithreadingEnabled() ? units.size() : 1;
  auto runSlices = [&](auto &&fn) {
    for (size_t begin = 0; begin < units.size(); begin += batch) {
      llvm::ArrayRef<Unit *> slice =
          units.slice(begin, std::min(batch, units.size() - begin));
      // Nesting analysis managers is not thread-safe: done first.
      for (Unit *unit : slice) {
        body->push_back(unit->running);
        (void)analyses.nest(unit->running);
      }
      parallelForEach(context, slice, fn);
      for (Unit *unit : slice)
        unit->running->remove();
    }
  };
  for (Unit *unit : units)
    unit->running = unit->module.release();
  // Every unit runs, failing or not, so that each one's errors are
  // reported.
  for (UnitSteps::Step &step : steps)
    runSlices([&](Unit *unit) {
      if (unit->failed)
        return;
      unit->failed = failed(step.copies.withCopy(
          [&](OpPassManager &pm) { return run(pm, unit->running); }));
    });
  parallelForEach(context, units, [&](Unit *unit) {
    if (unit->failed)
      return;
    unit->rejected = accept && !accept(*unit);
    if (unit->rejected || !cache || storeFailed)
      return;
    llvm::Expected<bool> stored = store(*cache, *unit, unit->running);
    if (!stored) {
      unit->storeError = toString(stored.takeError());
      storeFailed = true;
    } else {
      unit->stored = *stored;
    }
  });
  for (Unit *unit : units)
    unit->module = unit->running;
  body->getOperations().splice(body->end(), aside.getOperations());
}

LogicalResult UnitSteps::append(llvm::StringRef pass, llvm::StringRef text,
                                MLIRContext *context) {
  std::optional<OpPassManager> pipeline;
  if (failed(parseNestedPipeline(pass, text, {ModuleOp::getOperationName()},
                                 context, pipeline)))
    return failure();
  for (Pass &one : pipeline->getPasses()) {
    Step &step = steps.emplace_back();
    step.pipeline.emplace(ModuleOp::getOperationName());
    // A copy of the pass, through its textual form (Pass::clone is not
    // public): the pipeline was parsed from text.
    std::string textual;
    llvm::raw_string_ostream os(textual);
    one.printAsTextualPipeline(os);
    if (failed(parsePassPipeline(textual, *step.pipeline)))
      return failure();
  }
  return success();
}

OwningOpRef<ModuleOp> accel::createUnitModule(Location loc, ModuleOp module) {
  OwningOpRef<ModuleOp> unit = ModuleOp::create(loc);
  for (NamedAttribute attr : module->getDiscardableAttrs())
    (*unit)->setAttr(attr.getName(), attr.getValue());
  return unit;
}

std::optional<KernelCache> accel::openCacheOrWarn(ModuleOp module,
                                                  llvm::StringRef dir,
                                                  uint64_t maxBytes,
                                                  bool *warned) {
  if (dir.empty())
    return std::nullopt;
  llvm::Expected<KernelCache> cache = KernelCache::open(dir, maxBytes);
  if (cache)
    return std::move(*cache);
  if (*warned) {
    llvm::consumeError(cache.takeError());
    return std::nullopt;
  }
  emitWarning(module.getLoc())
      << "the kernel cache directory '" << dir << "' cannot be used ("
      << toString(cache.takeError()) << "); compiling without the cache";
  *warned = true;
  return std::nullopt;
}

bool accel::reportStores(ModuleOp module, const KernelCache *cache,
                         llvm::ArrayRef<Unit *> units) {
  bool stored = false;
  for (const Unit *unit : units)
    stored |= unit->stored;
  for (const Unit *unit : units) {
    if (unit->storeError.empty())
      continue;
    emitWarning(module.getLoc())
        << "cannot write to the kernel cache '" << cache->getDirectory()
        << "': " << unit->storeError << "; compiling without storing";
    break;
  }
  return stored;
}

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

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels =
        getStageKernels(module, backend, configuration);
    if (kernels.empty())
      return markAllAnalysesPreserved();
    bool warned = false;
    std::optional<KernelCache> cache =
        openCacheOrWarn(module, cacheDir, cacheMaxBytes,
                        cached ? &cached->cacheUnusable : &warned);
    std::vector<Unit> units = makeUnits(kernels);
    if (cache) {
      lookUp(*cache, units);
      for (const Unit &unit : units)
        if (unit.cache == KernelCache::Status::Corrupt)
          warnCorrupt(unit.stub->getLoc(), *cache, unit.key.hash, unit.problem,
                      unit.name);
    }
    SmallVector<Unit *> pending;
    for (Unit &unit : units)
      if (unit.cache != KernelCache::Status::Hit)
        pending.push_back(&unit);
    const KernelCache *store = cache ? &*cache : nullptr;
    runUnits(module, getAnalysisManager(), pending, steps, store,
             [&](OpPassManager &pm, ModuleOp unit) {
               return runPipeline(pm, unit);
             });

    bool anyFailed = false;
    bool stored = reportStores(module, store, pending);
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
    if (stored)
      cache->evict();
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
  void lookUp(const KernelCache &cache, std::vector<Unit> &units) {
    std::string prefix = getCacheKeyPrefix(provider, backend, pipeline, host);
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
      CachedUnit found = lookUpUnit(cache, unit.key, &getContext());
      unit.cache = found.status;
      unit.problem = std::move(found.problem);
      if (found.status == KernelCache::Status::Hit)
        unit.module = std::move(found.module);
    });
  }

  /// What the cache did with `unit`, for accel-lower's explanation.
  void report(const Unit &unit) {
    if (cacheDir.empty() || !reportTo)
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

namespace {
struct AccelLinkKernelsPass
    : accel::impl::AccelLinkKernelsBase<AccelLinkKernelsPass> {
  using Base::Base;
  AccelLinkKernelsPass(AccelLinkKernelsOptions options,
                       std::shared_ptr<CachedKernels> cached)
      : Base(std::move(options)), cached(std::move(cached)) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    addNestedPipelineDialects(pipeline, registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    if (pipeline.empty())
      return success();
    return parseNestedPipeline(getArgument(), pipeline,
                               {ModuleOp::getOperationName()}, context,
                               hostPipeline);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The lowered units wait aside while the host code is lowered, in the
    // order of their declarations (each lowered one follows its own).
    SmallVector<ModuleOp> units;
    for (Operation &op :
         llvm::make_early_inc_range(module.getBody()->getOperations())) {
      if (auto nested = dyn_cast<ModuleOp>(op);
          nested && nested->hasAttr(kUnitAttr)) {
        nested->remove();
        units.push_back(nested);
      } else if (ModuleOp found = takeCachedUnit(op)) {
        units.push_back(found);
      }
    }
    llvm::scope_exit eraseUnits([&] {
      for (ModuleOp unit : units)
        if (unit)
          unit->erase();
    });
    if (hostPipeline && failed(runPipeline(*hostPipeline, module)))
      return signalPassFailure();
    ModuleSymbols symbols(module);
    for (ModuleOp &unit : units) {
      auto name = unit->getAttrOfType<StringAttr>(kUnitAttr);
      unit->removeAttr(kUnitAttr);
      Operation *stub = symbols.lookup(name.getValue());
      if (!stub) {
        emitError(unit.getLoc()) << "no declaration of the lowered kernel '@"
                                 << name.getValue() << "' to replace";
        return signalPassFailure();
      }
      LogicalResult linked = linkUnit(unit, stub, symbols);
      unit = nullptr;
      if (failed(linked))
        return signalPassFailure();
    }
    dropAnalysesAfterNestedPipelines(getAnalysisManager());
    if (failed(verifyLinkedModule(module)))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// The unit accel-kernel-early-units lowered or found for the kernel that
  /// `op` declares, if any, marked as accel-kernel-units marks the ones it
  /// lowers; its attributes, as theirs, apply to the module.
  ModuleOp takeCachedUnit(Operation &op) {
    auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (!cached || !name)
      return nullptr;
    auto found = cached->units.find(name.str());
    if (found == cached->units.end())
      return nullptr;
    ModuleOp unit = found->second.release();
    cached->units.erase(found);
    for (NamedAttribute attr : unit->getDiscardableAttrs())
      getOperation()->setAttr(attr.getName(), attr.getValue());
    unit->setAttr(kUnitAttr, name);
    return unit;
  }

  /// Held by value: a cloned pass (a thread's copy) gets its own.
  std::optional<OpPassManager> hostPipeline;
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

std::unique_ptr<Pass>
accel::createAccelLinkKernels(AccelLinkKernelsOptions options,
                              std::shared_ptr<CachedKernels> cached) {
  return std::make_unique<AccelLinkKernelsPass>(std::move(options),
                                                std::move(cached));
}
