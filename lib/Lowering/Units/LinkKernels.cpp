//===- LinkKernels.cpp - accel-link-kernels ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Units/UnitPasses.h"

#include "Units/Link.h"

#include "accel/Support/NestedPipelines.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/ScopeExit.h"

namespace accel {
#define GEN_PASS_DEF_ACCELLINKKERNELS
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

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
accel::createAccelLinkKernels(AccelLinkKernelsOptions options,
                              std::shared_ptr<CachedKernels> cached) {
  return std::make_unique<AccelLinkKernelsPass>(std::move(options),
                                                std::move(cached));
}
