//===- KernelPipeline.cpp - accel-kernel-pipeline ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A backend's kernel stage on each of its kernels (in parallel), or its
// module stage on a module that holds only its kernels.
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Passes.h"

#include "PipelineCopies.h"
#include "StageKernels.h"
#include "Units/Units.h"

#include "accel/Lowering/Lowering.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Threading.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <mutex>

namespace accel {
#define GEN_PASS_DEF_ACCELKERNELPIPELINE
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelKernelPipelinePass
    : accel::impl::AccelKernelPipelineBase<AccelKernelPipelinePass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    addNestedPipelineDialects(pipeline, registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    return parseNestedPipeline(
        getArgument(), pipeline,
        {func::FuncOp::getOperationName(), ModuleOp::getOperationName()},
        context, kernelPipeline);
  }

  void runOnOperation() override {
    SmallVector<func::FuncOp> kernels =
        getStageKernels(getOperation(), backend, configuration);
    if (kernels.empty())
      return markAllAnalysesPreserved();
    if (kernelPipeline->getOpAnchorName() == ModuleOp::getOperationName())
      return runOnKernelModule(kernels);
    // Nest the analysis managers now: nesting is not thread-safe, lookups of
    // existing entries are.
    for (func::FuncOp kernel : kernels)
      (void)getAnalysisManager().nest(kernel);
    // Each thread runs its own copy of the pipeline, reused from kernel to
    // kernel (and from run to run: a stage in a kernel unit runs once per
    // unit).
    MLIRContext *context = &getContext();
    copies.prepare(*kernelPipeline, context, kernels.size());
    std::mutex reproducerMutex;
    bool reproducerWritten = false;
    // Every kernel runs, failing or not, so that each one's errors are
    // reported (failableParallelForEach would stop at the first failure).
    std::atomic<bool> anyFailed = false;
    // Built once: the threads only look symbols up in it.
    std::optional<SymbolTable> symbols;
    if (!reproducer.empty())
      symbols.emplace(getOperation());
    parallelForEach(context, kernels, [&](func::FuncOp k) {
      OwningOpRef<ModuleOp> snapshot;
      if (symbols)
        snapshot = snapshotOf({k}, *symbols);
      if (succeeded(copies.withCopy([&](OpPassManager &pipeline) {
            return runPipeline(pipeline, k);
          })))
        return;
      anyFailed = true;
      std::lock_guard<std::mutex> lock(reproducerMutex);
      if (snapshot && !reproducerWritten) {
        reproducerWritten = true;
        writeStageReproducer(*snapshot, k.getLoc());
      }
    });
    if (anyFailed || failed(verifyAfterNestedPipelines(getOperation(),
                                                       getAnalysisManager())))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// A module holding copies of `kernels`, what they refer to and this
  /// module's attributes: what a stage's reproducer replays on.
  OwningOpRef<ModuleOp> snapshotOf(llvm::ArrayRef<func::FuncOp> kernels,
                                   const SymbolTable &symbols) {
    ModuleOp module = getOperation();
    OwningOpRef<ModuleOp> snapshot = createUnitModule(module.getLoc(), module);
    for (Operation *symbol : getReferencedSymbols(kernels, symbols))
      snapshot->getBody()->push_back(symbol->clone());
    for (func::FuncOp kernel : kernels)
      snapshot->getBody()->push_back(kernel->clone());
    return snapshot;
  }

  /// Writes `snapshot` with this stage (without the reproducer option) as the
  /// pipeline to replay, and says so at `loc`.
  void writeStageReproducer(ModuleOp snapshot, Location loc) {
    AccelKernelPipelineOptions options;
    options.backend = backend;
    options.configuration = configuration;
    options.pipeline = pipeline;
    OpPassManager replay(ModuleOp::getOperationName());
    replay.addPass(createAccelKernelPipeline(options));
    std::string text;
    llvm::raw_string_ostream os(text);
    replay.printAsTextualPipeline(os);
    if (succeeded(writeReproducer(snapshot, text, reproducer)))
      emitRemark(loc) << "the failing stage of backend '" << backend
                      << "' is reproduced by '" << reproducer
                      << "' (accel-opt --run-reproducer)";
  }

  /// A module-level stage sees this backend's kernels only: they move into
  /// a module nested in this one, the pipeline runs on it, and everything it
  /// holds then (the kernels, the gpu.binary or gpu.module ops it created)
  /// moves back. So module stages of several backends (GPU outlining and
  /// serialization among them) never touch each other's kernels.
  void runOnKernelModule(llvm::ArrayRef<func::FuncOp> kernels) {
    ModuleOp module = getOperation();
    OpBuilder builder(module.getBody(), module.getBody()->end());
    auto scope = ModuleOp::create(builder, module.getLoc());
    // Module attributes (data layout, container flags) apply inside too.
    for (NamedAttribute attr : module->getDiscardableAttrs())
      scope->setAttr(attr.getName(), attr.getValue());
    SymbolTable symbols(module);
    OwningOpRef<ModuleOp> snapshot;
    if (!reproducer.empty())
      snapshot = snapshotOf(kernels, symbols);
    // What the kernels refer to outside themselves, copied in so that the
    // scope verifies; the copies go when the stage is done, the originals
    // stay.
    constexpr llvm::StringLiteral kCopy = "accel_stage_copy";
    OpBuilder inside(scope.getBody(), scope.getBody()->end());
    for (Operation *symbol : getReferencedSymbols(kernels, symbols))
      inside.clone(*symbol)->setAttr(kCopy, inside.getUnitAttr());
    for (func::FuncOp kernel : kernels)
      kernel->moveBefore(scope.getBody(), scope.getBody()->end());
    LogicalResult result = runPipeline(*kernelPipeline, scope);
    if (failed(result) && snapshot)
      writeStageReproducer(*snapshot, module.getLoc());
    for (NamedAttribute attr : scope->getDiscardableAttrs())
      module->setAttr(attr.getName(), attr.getValue());
    for (Operation &op :
         llvm::make_early_inc_range(scope.getBody()->getOperations())) {
      if (op.hasAttr(kCopy))
        op.erase();
      else
        op.moveBefore(scope);
    }
    scope.erase();
    if (failed(result) ||
        failed(verifyAfterNestedPipelines(module, getAnalysisManager())))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// Held by value: a cloned pass (a thread's copy) gets its own.
  std::optional<OpPassManager> kernelPipeline;
  PipelineCopies copies;
};
} // namespace
