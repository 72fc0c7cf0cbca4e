//===- EarlyUnits.cpp - kernels nothing launches, lowered first -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-kernel-early-units (Units/UnitPasses.h, Passes.td). The passes that
// must see the whole module (accel-to-linalg, kernels to functions,
// bufferization and buffer deallocation) run on one thread; a kernel that
// nothing launches does not need them to see the module, so it goes through
// them in its unit, on all cores, and the module's own run of them has nothing
// of it to do.
//
//===----------------------------------------------------------------------===//

#include "Units/UnitPasses.h"

#include "StageKernels.h"
#include "Units/Link.h"
#include "Units/Units.h"

#include "accel/IR/AccelDialect.h"
#include "accel/IR/AccelOps.h"
#include "accel/Lowering/Lowering.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/DenseSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELKERNELEARLYUNITS
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// The root names of every symbol reference in `module`, nested symbol
/// tables included.
static llvm::DenseSet<StringAttr> getReferencedNames(ModuleOp module) {
  llvm::DenseSet<StringAttr> names;
  module->walk([&](Operation *op) {
    op->getAttrDictionary().walk(
        [&](SymbolRefAttr ref) { names.insert(ref.getRootReference()); });
  });
  return names;
}

/// What a kernel's lowering depends on in its module: the kernel without
/// its file locations (collected in `locations`), the symbols it refers to
/// and the module's attributes (its unit gets copies of both).
static std::string describeKernel(KernelOp kernel, ModuleOp module,
                                  const SymbolTable &symbols,
                                  KernelLocations &locations) {
  OwningOpRef<ModuleOp> shell =
      createUnitModule(UnknownLoc::get(module.getContext()), module);
  OpBuilder inside(shell->getBody(), shell->getBody()->end());
  llvm::SmallPtrSet<Operation *, 4> copied;
  if (auto uses = SymbolTable::getSymbolUses(kernel.getOperation()))
    for (const SymbolTable::SymbolUse &use : *uses)
      if (Operation *symbol =
              symbols.lookup(use.getSymbolRef().getRootReference()))
        if (copied.insert(symbol).second)
          inside.clone(*symbol);
  std::string text = printDefinition(*shell) + printDefinition(kernel);
  locations.collect(*shell, text);
  locations.collect(kernel, text);
  return text;
}

/// Whether `kernel` can be lowered before the module's passes run: it
/// refers to no other symbol (its unit holds nothing else).
static bool canLowerAlone(KernelOp kernel) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(kernel.getOperation());
  return uses && uses->empty();
}

/// Whether the lowered `unit` holds nothing but its kernel's function,
/// declarations of external functions, private functions, private
/// variables and global destructors: then it is what accel-kernel-units
/// would make of the kernel. The private symbols come from the lowering
/// itself, as the kernel refers to no symbol (accel-huge-page-allocations'
/// helper, accel-scratch-buffers' helpers and slots): the same in every
/// unit, kept once by accel-link-kernels, which merges the destructors'
/// lists too. A constant global, say, is not: its name and place in the
/// output come from the whole module (accel-name-constants).
static bool holdsKernelAlone(const Unit &unit) {
  ModuleOp lowered = unit.running;
  for (Operation &op : lowered.getBody()->getOperations()) {
    if (isa<LLVM::GlobalDtorsOp>(op))
      continue;
    if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
      if (global.isPrivate() && !global.getConstant())
        continue;
      return false;
    }
    auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (!func ||
        !(func.isExternal() || func.isPrivate() || func.getName() == unit.name))
      return false;
  }
  return true;
}

namespace {
struct AccelEarlyUnitsPass
    : accel::impl::AccelKernelEarlyUnitsBase<AccelEarlyUnitsPass> {
  /// Without paths (as the pass registry would make it): nothing to lower.
  using Base::Base;
  AccelEarlyUnitsPass(std::vector<EarlyPath> paths,
                      AccelKernelEarlyUnitsOptions options,
                      std::shared_ptr<CachedKernels> cached,
                      CacheReport *report)
      : Base(std::move(options)), paths(std::move(paths)),
        cached(std::move(cached)), report(report) {}

  void getDependentDialects(DialectRegistry &registry) const override {
    for (const EarlyPath &path : paths) {
      addNestedPipelineDialects(path.front, registry);
      addNestedPipelineDialects(path.unit, registry);
    }
  }

  LogicalResult initialize(MLIRContext *context) override {
    steps.clear();
    steps.resize(paths.size());
    for (auto [path, pathSteps] : llvm::zip_equal(paths, steps))
      if (failed(pathSteps.append(getArgument(), path.front, context)) ||
          failed(pathSteps.append(getArgument(), path.unit, context)))
        return failure();
    return success();
  }

  struct Candidate {
    KernelOp kernel;
    /// Index of its path in `paths`.
    size_t path;
    bool alone;
    KernelKey key;
    CachedUnit found;
  };

  // getCacheSettings reads the cache options.
  template <typename Options>
  friend FailureOr<CacheSettings> accel::getCacheSettings(Operation *,
                                                          const Options &);

  void runOnOperation() override {
    cached->keys.clear();
    cached->units.clear();
    cached->cacheUnusable = false;
    ModuleOp module = getOperation();
    std::vector<Candidate> candidates = getCandidates(module);
    if (candidates.empty())
      return markAllAnalysesPreserved();
    FailureOr<CacheSettings> settings = getCacheSettings(module, *this);
    if (failed(settings))
      return signalPassFailure();
    CacheStats ownStats;
    FailureOr<std::unique_ptr<CacheStore>> opened =
        openCacheStore(module, *settings, report ? report->stats : ownStats,
                       &cached->cacheUnusable);
    if (failed(opened))
      return signalPassFailure();
    CacheStore *cache = opened->get();
    if (cache) {
      SymbolTable symbols(module);
      parallelForEach(&getContext(), candidates, [&](Candidate &candidate) {
        candidate.key.hash =
            hashCacheKey({paths[candidate.path].prefix,
                          describeKernel(candidate.kernel, module, symbols,
                                         candidate.key.locations)});
      });
      std::vector<const KernelKey *> keys;
      for (const Candidate &candidate : candidates)
        keys.push_back(&candidate.key);
      std::vector<CachedUnit> found = lookUpUnits(*cache, module, keys);
      for (auto [candidate, one] : llvm::zip_equal(candidates, found))
        candidate.found = std::move(one);
    }

    // Hits take their kernels' places; the misses that can be lowered alone
    // become units, each kernel's clone kept until its unit is accepted.
    std::vector<Unit> units;
    std::vector<Operation *> originals;
    std::vector<size_t> unitPaths;
    units.reserve(candidates.size());
    for (Candidate &candidate : candidates) {
      KernelOp kernel = candidate.kernel;
      std::string name = kernel.getName().str();
      KernelCache::Status status = candidate.found.status;
      if (status == KernelCache::Status::Corrupt)
        warnCorrupt(kernel.getLoc(), candidate.found.entry,
                    candidate.found.problem, name);
      if (report && status != KernelCache::Status::Miss)
        report->kernels[name] =
            status == KernelCache::Status::Hit ? "hit" : "corrupt";
      if (status == KernelCache::Status::Hit) {
        replaceWithStub(kernel);
        kernel->erase();
        cached->units[name] = std::move(candidate.found.module);
        continue;
      }
      if (!candidate.alone) {
        if (cache)
          cached->keys[name] = candidate.key;
        continue;
      }
      Unit &unit = units.emplace_back();
      unit.name = name;
      unit.key = candidate.key;
      takeCached(unit, candidate.found);
      unit.module = createUnitModule(kernel.getLoc(), module);
      originals.push_back(kernel->clone());
      unitPaths.push_back(candidate.path);
      unit.stub = replaceWithStub(kernel);
      unit.module->getBody()->push_back(kernel);
    }

    // Each path's units, in parallel.
    std::vector<Unit *> pending;
    for (size_t path = 0; path < paths.size(); ++path) {
      std::vector<Unit *> group;
      for (auto [unit, unitPath] : llvm::zip_equal(units, unitPaths))
        if (unitPath == path)
          group.push_back(&unit);
      runUnits(
          module, getAnalysisManager(), group, steps[path], cache,
          [&](OpPassManager &pm, ModuleOp unit) {
            return runPipeline(pm, unit);
          },
          holdsKernelAlone);
      pending.insert(pending.end(), group.begin(), group.end());
    }
    finishStores(module, std::move(*opened), pending, report);

    bool anyFailed = false;
    for (auto [unit, original] : llvm::zip_equal(units, originals)) {
      anyFailed |= unit.failed;
      if (unit.failed || !unit.rejected) {
        original->destroy();
        if (unit.failed)
          continue;
        if (report && cache)
          report->kernels.try_emplace(unit.name, "miss");
        cached->units[unit.name] = std::move(unit.module);
        continue;
      }
      // Back to the module, for accel-kernel-units, which stores it under
      // this key.
      unit.stub->getBlock()->getOperations().insert(unit.stub->getIterator(),
                                                    original);
      unit.stub->erase();
      if (cache)
        cached->keys[unit.name] = unit.key;
    }
    if (anyFailed)
      signalPassFailure();
  }

  /// The kernels of `paths` that nothing in `module` refers to.
  std::vector<Candidate> getCandidates(ModuleOp module) const {
    std::vector<Candidate> candidates;
    if (paths.empty())
      return candidates;
    llvm::DenseSet<StringAttr> referenced = getReferencedNames(module);
    ConfigurationKeys keys;
    for (KernelOp kernel : module.getOps<KernelOp>()) {
      auto record = kernel->getAttrOfType<DictionaryAttr>(
          AccelDialect::getSelectionAttrName());
      auto backend = record ? record.getAs<StringAttr>("backend") : nullptr;
      if (!backend || referenced.contains(kernel.getSymNameAttr()))
        continue;
      llvm::StringRef configuration = keys.get(record);
      for (auto [index, path] : llvm::enumerate(paths))
        if (path.backend == backend.getValue() &&
            path.configuration == configuration)
          candidates.push_back({kernel, index, canLowerAlone(kernel), {}, {}});
    }
    return candidates;
  }

  /// Puts a declaration in `kernel`'s place for accel-link-kernels (an
  /// llvm.func, which no pass before it walks into) and takes the kernel
  /// out of the module.
  Operation *replaceWithStub(KernelOp kernel) {
    OpBuilder builder(kernel);
    Operation *stub = LLVM::LLVMFuncOp::create(
        builder, kernel.getLoc(), kernel.getName(),
        LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(&getContext()),
                                    {}));
    kernel->remove();
    return stub;
  }

  std::vector<EarlyPath> paths;
  std::shared_ptr<CachedKernels> cached = std::make_shared<CachedKernels>();
  CacheReport *report;
  /// Each path's pipelines, pass by pass (held by value: a cloned pass
  /// gets its own).
  std::vector<UnitSteps> steps;
};
} // namespace

std::unique_ptr<Pass> accel::createAccelKernelEarlyUnits(
    std::vector<EarlyPath> paths, AccelKernelEarlyUnitsOptions options,
    std::shared_ptr<CachedKernels> cached, CacheReport *report) {
  return std::make_unique<AccelEarlyUnitsPass>(
      std::move(paths), std::move(options), std::move(cached), report);
}
