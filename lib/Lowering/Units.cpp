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
#include "CachedKernels.h"
#include "Kernels.h"
#include "Link.h"
#include "PipelineCopies.h"

#include "mlir/Bytecode/BytecodeWriter.h"
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

namespace {
/// One kernel in a module of its own.
struct Unit {
  /// The declaration that holds the kernel's place in the module.
  mutable func::FuncOp stub;
  OwningOpRef<ModuleOp> module;
  /// The unit while it is nested in the module to run.
  ModuleOp running;
  std::string key;
  KernelCache::Status cache = KernelCache::Status::Miss;
  /// What was wrong with a corrupt cache entry.
  std::string problem;
  bool failed = false;
  /// Whether the lowered unit went into the cache, and why not if it could
  /// not be written.
  bool stored = false;
  std::string storeError;
};

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
    return parseNestedPipeline(getArgument(), pipeline,
                               {ModuleOp::getOperationName()}, context,
                               unitPipeline);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<func::FuncOp> kernels =
        getStageKernels(module, backend, configuration);
    if (kernels.empty())
      return markAllAnalysesPreserved();
    std::optional<KernelCache> cache = openCache();
    std::vector<Unit> units = makeUnits(kernels);
    if (cache) {
      lookUp(*cache, units);
      for (const Unit &unit : units)
        if (unit.cache == KernelCache::Status::Corrupt)
          warnCorrupt(unit.stub.getLoc(), *cache, unit.key, unit.problem,
                      unit.stub.getName());
    }
    runUnits(units, cache ? &*cache : nullptr);

    bool anyFailed = false, stored = false;
    for (const Unit &unit : units) {
      stored |= unit.stored;
      if (unit.storeError.empty())
        continue;
      emitWarning(module.getLoc())
          << "cannot write to the kernel cache '" << cache->getDirectory()
          << "': " << unit.storeError << "; compiling without storing";
      break;
    }
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
        lowered->setAttr(kUnitAttr,
                         StringAttr::get(&getContext(), unit.stub.getName()));
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

  /// Stores `unit`, lowered (`lowered`), as MLIR bytecode under its key.
  static llvm::Error store(const KernelCache &cache, const Unit &unit,
                           ModuleOp lowered) {
    std::string data;
    llvm::raw_string_ostream os(data);
    if (failed(writeBytecodeToFile(lowered, os)))
      return llvm::createStringError("the lowered @" +
                                     unit.stub.getName().str() +
                                     " cannot be written as bytecode");
    return cache.store(unit.key, data);
  }

  /// The cache, if one is asked for and usable (a warning when it is not).
  std::optional<KernelCache> openCache() {
    if (cacheDir.empty())
      return std::nullopt;
    llvm::Expected<KernelCache> cache =
        KernelCache::open(cacheDir, cacheMaxBytes);
    if (cache)
      return std::move(*cache);
    emitWarning(getOperation().getLoc())
        << "the kernel cache directory '" << cacheDir << "' cannot be used ("
        << toString(cache.takeError()) << "); compiling without the cache";
    return std::nullopt;
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
      unit.module = ModuleOp::create(kernel.getLoc());
      for (NamedAttribute attr : module->getDiscardableAttrs())
        (*unit.module)->setAttr(attr.getName(), attr.getValue());
      OpBuilder inside(unit.module->getBody(), unit.module->getBody()->end());
      for (Operation *symbol : getReferencedSymbols({kernel}, symbols))
        inside.clone(*symbol);
      OpBuilder builder(kernel);
      unit.stub = func::FuncOp::create(
          builder, kernel.getLoc(), kernel.getName(), kernel.getFunctionType());
      unit.stub.setPrivate();
      kernel->moveBefore(unit.module->getBody(), unit.module->getBody()->end());
    }
    return units;
  }

  /// Keys of the units and what the cache holds for them, in parallel;
  /// a hit replaces the unit with the stored lowered one. A kernel that
  /// accel-kernel-cache-lookup looked up (and missed) keeps its key.
  void lookUp(const KernelCache &cache, std::vector<Unit> &units) {
    std::string prefix = getCacheKeyPrefix(provider, backend, pipeline, host);
    parallelForEach(&getContext(), units, [&](Unit &unit) {
      if (cached)
        if (auto early = cached->keys.find(unit.stub.getName().str());
            early != cached->keys.end()) {
          unit.key = early->second;
          return;
        }
      unit.key = hashCacheKey({prefix, printDefinition(*unit.module)});
      CachedUnit found = lookUpUnit(cache, unit.key, &getContext());
      unit.cache = found.status;
      unit.problem = std::move(found.problem);
      if (found.status == KernelCache::Status::Hit)
        unit.module = std::move(found.module);
    });
  }

  /// Runs the pipeline on the units the cache did not have, and stores
  /// each lowered one in `cache` (if any) on the same thread. Meanwhile the
  /// module holds nothing but units (its other ops wait in a block aside),
  /// and with threading off one unit at a time: a local crash reproducer
  /// (MLIR's, which needs one thread) then holds just the failing kernel.
  /// After a failure to store, the other units are not stored.
  void runUnits(std::vector<Unit> &units, const KernelCache *cache) {
    SmallVector<Unit *> pending;
    for (Unit &unit : units)
      if (unit.cache != KernelCache::Status::Hit)
        pending.push_back(&unit);
    if (pending.empty())
      return;
    MLIRContext *context = &getContext();
    copies.prepare(*unitPipeline, context, pending.size());
    std::atomic<bool> storeFailed = false;
    Block *body = getOperation().getBody();
    Block aside;
    aside.getOperations().splice(aside.end(), body->getOperations());
    size_t batch = context->isMultithreadingEnabled() ? pending.size() : 1;
    for (size_t begin = 0; begin < pending.size(); begin += batch) {
      llvm::ArrayRef<Unit *> slice = llvm::ArrayRef(pending).slice(
          begin, std::min(batch, pending.size() - begin));
      // Nesting analysis managers is not thread-safe: done first.
      for (Unit *unit : slice) {
        unit->running = unit->module.release();
        body->push_back(unit->running);
        (void)getAnalysisManager().nest(unit->running);
      }
      // Every unit runs, failing or not, so that each one's errors are
      // reported.
      parallelForEach(context, slice, [&](Unit *unit) {
        unit->failed = failed(copies.withCopy(
            [&](OpPassManager &pm) { return runPipeline(pm, unit->running); }));
        if (unit->failed || !cache || storeFailed)
          return;
        if (llvm::Error error = store(*cache, *unit, unit->running)) {
          unit->storeError = toString(std::move(error));
          storeFailed = true;
        } else {
          unit->stored = true;
        }
      });
      for (Unit *unit : slice) {
        unit->running->remove();
        unit->module = unit->running;
      }
    }
    body->getOperations().splice(body->end(), aside.getOperations());
  }

  /// What the cache did with `unit`, for accel-lower's explanation.
  void report(const Unit &unit) {
    if (cacheDir.empty() || !reportTo)
      return;
    // What accel-kernel-cache-lookup found corrupt stays so.
    reportTo->kernels.try_emplace(unit.stub.getName().str(),
                                  unit.cache == KernelCache::Status::Hit ? "hit"
                                  : unit.cache == KernelCache::Status::Corrupt
                                      ? "corrupt"
                                      : "miss");
  }

  /// Held by value: a cloned pass (a thread's copy) gets its own.
  std::optional<OpPassManager> unitPipeline;
  PipelineCopies copies;
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
    if (failed(verifyAfterNestedPipelines(module, getAnalysisManager())))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// The unit accel-kernel-cache-lookup found for the kernel that `op`
  /// declares, if any, marked as accel-kernel-units marks the ones it
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
