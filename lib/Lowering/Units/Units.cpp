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
