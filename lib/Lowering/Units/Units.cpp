//===- Units.cpp - kernels lowered in modules of their own ------*- C++ -*-===//
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

#include "Units/Units.h"

#include "accel/Cache/EntryBytecode.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/IR/Threading.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include <atomic>

using namespace mlir;
using namespace accel;

/// Stores `unit`, lowered (`lowered`), as MLIR bytecode under its key, with
/// placeholders for its kernel's file locations; not when something of it
/// names the kernel's file otherwise (it would not fit the same kernel
/// elsewhere), nor when it is a verified hit that matched. An error when it
/// cannot be written as bytecode.
static llvm::Error store(CacheStore &cache, Unit &unit, ModuleOp lowered) {
  const KernelLocations &locations = unit.key.locations;
  if (!locations.isUsable())
    return llvm::Error::success();
  std::string data;
  llvm::raw_string_ostream os(data);
  locations.toPlaceholders(lowered);
  LogicalResult written = writeEntryBytecode(lowered, os);
  (void)locations.fromPlaceholders(lowered);
  if (failed(written))
    return llvm::createStringError("the lowered @" + unit.name +
                                   " cannot be written as bytecode");
  if (locations.namesKernelFile(data))
    return llvm::Error::success();
  if (!unit.verify.empty()) {
    CacheStats &stats = cache.getStats();
    ++stats.verified;
    if (unit.verify == data)
      return llvm::Error::success();
    ++stats.verifyMismatches;
    unit.differed = unit.replace = true;
  }
  cache.store(unit.key.hash, data, unit.replace);
  return llvm::Error::success();
}

void accel::runUnits(
    ModuleOp module, AnalysisManager analyses, llvm::ArrayRef<Unit *> units,
    UnitSteps &steps, CacheStore *cache,
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
    if (unit->rejected || !cache || storeFailed || !cache->isWritable())
      return;
    if (llvm::Error error = store(*cache, *unit, unit->running)) {
      unit->storeError = toString(std::move(error));
      storeFailed = true;
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

/// What the stores warn of, as warnings at `loc` (a module's).
static auto warnAt(Location loc) {
  return [loc](const llvm::Twine &warning) { emitWarning(loc, warning); };
}
static auto warnAt(ModuleOp module) { return warnAt(module.getLoc()); }

FailureOr<std::unique_ptr<CacheStore>>
accel::openCacheStore(ModuleOp module, const CacheSettings &settings,
                      CacheStats &stats, bool *dirWarned) {
  if (!settings.isEnabled())
    return std::unique_ptr<CacheStore>();
  llvm::Expected<std::unique_ptr<CacheStore>> store =
      CacheStore::open(settings, stats, warnAt(module), dirWarned);
  if (!store)
    return emitError(module.getLoc(), toString(store.takeError()));
  return std::move(*store);
}

std::vector<CachedUnit>
accel::lookUpUnits(CacheStore &store, ModuleOp module,
                   llvm::ArrayRef<const KernelKey *> keys) {
  MLIRContext *context = module.getContext();
  std::vector<CacheStore::Found> found(keys.size());
  std::vector<std::string> hashes(keys.size());
  // A key whose locations cannot be stored is not looked up (empty).
  parallelFor(context, 0, keys.size(), [&](size_t i) {
    if (!keys[i]->locations.isUsable())
      return;
    hashes[i] = keys[i]->hash;
    found[i] = store.lookUpLocal(hashes[i]);
  });
  store.lookUpRemote(hashes, found, warnAt(module));
  std::vector<CachedUnit> units(keys.size());
  parallelFor(context, 0, keys.size(), [&](size_t i) {
    if (!keys[i]->locations.isUsable())
      return;
    store.finishLookUp(hashes[i], found[i]);
    units[i] = readCachedUnit(std::move(found[i]), *keys[i], context);
  });
  return units;
}

void accel::takeCached(Unit &unit, CachedUnit &found) {
  unit.cache = found.status;
  unit.problem = std::move(found.problem);
  unit.entry = std::move(found.entry);
  unit.verify = std::move(found.verify);
  unit.replace = found.replace;
  if (found.module)
    unit.module = std::move(found.module);
}

void accel::finishStores(ModuleOp module, std::unique_ptr<CacheStore> cache,
                         llvm::ArrayRef<Unit *> units, CacheReport *report) {
  if (!cache)
    return;
  for (const Unit *unit : units) {
    if (unit->storeError.empty())
      continue;
    emitWarning(module.getLoc())
        << unit->storeError << "; compiling without storing";
    break;
  }
  for (const Unit *unit : units)
    if (unit->differed)
      emitWarning(unit->stub->getLoc())
          << "the kernel cache entry " << unit->entry
          << " differs from a fresh compile of @" << unit->name
          << "; using and storing the fresh result";
  if (report)
    report->unfinished.emplace_back(module.getLoc(), std::move(cache));
  else
    cache->finish(warnAt(module));
}

void accel::finishCacheStores(CacheReport &report) {
  for (auto &[loc, store] : report.unfinished)
    store->finish(warnAt(loc));
  report.unfinished.clear();
}
