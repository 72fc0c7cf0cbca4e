//===- Units.h - kernels lowered in modules of their own --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-kernel-units (kernels after bufferization) and
// accel-kernel-early-units (kernels that nothing launches, from the start)
// share: a unit, and running a pipeline on many units at once.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_UNITS_H
#define ACCEL_LIB_LOWERING_UNITS_H

#include "PipelineCopies.h"
#include "accel/Cache/CacheStore.h"
#include "accel/Cache/Entries.h"
#include "accel/Cache/KernelLocations.h"
#include "accel/Lowering/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/AnalysisManager.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <deque>
#include <optional>
#include <string>

namespace accel {

/// One kernel in a module of its own.
struct Unit {
  /// The declaration that holds the kernel's place in the module.
  mlir::Operation *stub = nullptr;
  /// The kernel's name.
  std::string name;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  /// The unit while it is nested in the module to run.
  mlir::ModuleOp running;
  KernelKey key;
  KernelCache::Status cache = KernelCache::Status::Miss;
  /// What was wrong with a corrupt cache entry, and how warnings name it.
  std::string problem, entry;
  /// The payload of a hit compiled again to be compared with it.
  std::string verify;
  /// Whether the lowered unit replaces what the stores hold (a corrupt or
  /// differing entry).
  bool replace = false;
  /// A hit to verify whose entry differed from the lowered unit.
  bool differed = false;
  bool failed = false;
  /// Lowered, but not to be stored or used (accel-kernel-early-units: it
  /// holds more than the kernel and declarations).
  bool rejected = false;
  /// Why the lowered unit could not be written for the cache.
  std::string storeError;
};

/// A pipeline on units cut into one step per pass, so that runUnits runs
/// each pass on every unit before the next: a thread keeps to one pass's
/// code and data for many units, where a whole pipeline per unit would
/// cycle through all of them for each kernel (the same instructions, less
/// wall time: docs/Performance.md, "Compile time").
class UnitSteps {
public:
  /// Appends the passes of `text`, a pipeline anchored on builtin.module;
  /// `pass` names the pass that takes it, in the error.
  mlir::LogicalResult append(llvm::StringRef pass, llvm::StringRef text,
                             mlir::MLIRContext *context);

  /// One pass, and its copies for the threads.
  struct Step {
    std::optional<mlir::OpPassManager> pipeline;
    PipelineCopies copies;
  };
  auto begin() { return steps.begin(); }
  auto end() { return steps.end(); }

private:
  std::deque<Step> steps;
};

/// Runs each of `steps` on each of `units`, in parallel (a step on every
/// unit before the next step), each thread with its copy, through `run`
/// (the running pass's runPipeline); a unit that fails sits out the later
/// steps. Then lets
/// `accept` reject a lowered unit (Unit::rejected; `running` is the lowered
/// module when it is called) and stores each other one in `cache` (if any)
/// on the same thread. Meanwhile `module` holds nothing but units (its
/// other ops wait in a block aside), and with threading off one unit at a
/// time: a local crash reproducer (MLIR's, which needs one thread) then
/// holds just the failing kernel. After a failure to store, the other units
/// are not stored. `analyses` is the running pass's: nesting it is done
/// before the threads start.
void runUnits(mlir::ModuleOp module, mlir::AnalysisManager analyses,
              llvm::ArrayRef<Unit *> units, UnitSteps &steps, CacheStore *cache,
              llvm::function_ref<mlir::LogicalResult(mlir::OpPassManager &,
                                                     mlir::ModuleOp)>
                  run,
              llvm::function_ref<bool(const Unit &)> accept = nullptr);

/// The kernel cache's stores that `settings` asks for (null for none),
/// counting into `stats`: a directory that cannot be used is a warning at
/// `module` (unless `*dirWarned` says one was given; it is set then), a
/// remote store that cannot be set up an error there.
mlir::FailureOr<std::unique_ptr<CacheStore>>
openCacheStore(mlir::ModuleOp module, const CacheSettings &settings,
               CacheStats &stats, bool *dirWarned);

/// What `store` holds for each of `keys`: the directory's entries looked up
/// and read in parallel, then the remote store's for the rest in one round
/// trip (its warnings at `module`).
std::vector<CachedUnit> lookUpUnits(CacheStore &store, mlir::ModuleOp module,
                                    llvm::ArrayRef<const KernelKey *> keys);

/// Takes what the lookup found for `unit`, its module included.
void takeCached(Unit &unit, CachedUnit &found);

/// A module for a unit of a kernel at `loc`, with the attributes that
/// `module`, the kernel's, may discard (they apply inside too).
mlir::OwningOpRef<mlir::ModuleOp> createUnitModule(mlir::Location loc,
                                                   mlir::ModuleOp module);

/// Warns at `module` about the first unit of `units` that could not be
/// written for the cache, and at each unit whose verified entry differed;
/// then finishes the stores (the directory's writes, the remote writes,
/// eviction), with their warnings: at once, or with `report` (accel-lower's)
/// when accel-lower ends, so that the writes go on beside the rest of the
/// lowering.
void finishStores(mlir::ModuleOp module, std::unique_ptr<CacheStore> cache,
                  llvm::ArrayRef<Unit *> units, CacheReport *report);

} // namespace accel

#endif // ACCEL_LIB_LOWERING_UNITS_H
