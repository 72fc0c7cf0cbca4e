//===- AccelLower.cpp - accel-lower -----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The pass accel-opt runs: selection and validation of every kernel, then
// the pipeline buildLoweringPipeline builds for what was selected, run on
// the module (docs/Design.md walks a kernel through it).
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Passes.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Lowering.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Passes.h"
#include "accel/Selection/Selection.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace accel {
#define GEN_PASS_DEF_ACCELLOWER
#include "accel/Lowering/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelLowerPass : accel::impl::AccelLowerBase<AccelLowerPass> {
  using Base::Base;
  AccelLowerPass(const Registry &registry, AccelLowerOptions options)
      : Base(std::move(options)), registry(&registry) {}

  // getCacheSettings reads the cache options.
  template <typename Options>
  friend FailureOr<CacheSettings> accel::getCacheSettings(Operation *,
                                                          const Options &);

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<CacheSettings> cache = getCacheSettings(module, *this);
    if (failed(cache))
      return signalPassFailure();
    // With a cache, the JSON explanation waits for the lowering: each
    // kernel's object says what the cache did with it.
    bool cacheJson =
        explain == ExplainFormat::Json && cache->isEnabled() && !validateOnly;
    FailureOr<std::vector<KernelSelection>> selections = selectKernels(
        module,
        SelectionChoices{target, backend, {}, onUnsupported, maxTensorBytes},
        *registry,
        explain == ExplainFormat::None || cacheJson ? nullptr : &llvm::errs(),
        explain);
    if (failed(selections) || failed(checkLowerable(module, *selections)))
      return signalPassFailure();
    if (validateOnly)
      return;

    // The kernels are gone once lowered: their names and explanation now.
    std::vector<std::string> names;
    for (const KernelSelection &selection : *selections)
      names.push_back(selection.kernel.getName().str());
    std::optional<llvm::json::Object> json;
    if (cacheJson)
      json = getExplanationJson(*selections);

    CacheReport report;
    OpPassManager pm(ModuleOp::getOperationName());
    buildLoweringPipeline(pm, *selections, loweringOptions(*cache, &report));
    if (dumpPipeline)
      printReplayablePipeline(*selections, *cache);
    LogicalResult result = runLoweringPipeline(
        module, *selections, pm, [&](OpPassManager &pipeline, ModuleOp op) {
          return runPipeline(pipeline, op);
        });
    // The directory's writes went on beside the rest of the lowering.
    finishCacheStores(report);
    if (explain != ExplainFormat::None && cache->isEnabled())
      explainCache(names, report, json ? &*json : nullptr);
    if (cacheStats)
      report.stats.print(llvm::errs());
    if (failed(result))
      return signalPassFailure();
    // The pipeline's passes verified what they changed. Only the kernels
    // that sat out, back in the module now, call for its symbols to be
    // checked again (a lowered kernel may have brought a helper of the same
    // name); otherwise the analyses just go.
    if (llvm::any_of(*selections, [](const KernelSelection &selection) {
          return selection.skipped;
        })) {
      if (failed(verifyAfterNestedPipelines(module, getAnalysisManager())))
        return signalPassFailure();
    } else {
      dropAnalysesAfterNestedPipelines(getAnalysisManager());
    }
    markAllAnalysesPreserved();
  }

  /// What the cache did with each kernel: a line per kernel after the text
  /// explanation, or a "cache" member in each kernel's JSON object.
  static void explainCache(llvm::ArrayRef<std::string> names,
                           const CacheReport &report,
                           llvm::json::Object *json) {
    llvm::json::Array *kernels = json ? json->getArray("kernels") : nullptr;
    for (auto [i, name] : llvm::enumerate(names)) {
      auto status = report.kernels.find(name);
      if (status == report.kernels.end())
        continue;
      if (!kernels)
        llvm::errs() << "kernel @" << name << ": cache " << status->second
                     << "\n";
      else if (llvm::json::Object *kernel = (*kernels)[i].getAsObject())
        (*kernel)["cache"] = status->second;
    }
    if (json)
      llvm::errs() << llvm::formatv("{0:2}",
                                    llvm::json::Value(std::move(*json)))
                   << "\n";
  }

  LoweringOptions loweringOptions(const CacheSettings &cache,
                                  CacheReport *report) const {
    LoweringOptions options;
    options.reproducer = reproducer;
    options.cache = cache;
    options.cacheReport = report;
    return options;
  }

  /// accel-select with this pass's options, then the lowering: given to
  /// --pass-pipeline, it produces the same IR as this pass.
  void printReplayablePipeline(llvm::ArrayRef<KernelSelection> selections,
                               const CacheSettings &cache) {
    OpPassManager full(ModuleOp::getOperationName());
    AccelSelectOptions options;
    options.target = target;
    options.backend = backend;
    options.onUnsupported = onUnsupported;
    options.maxTensorBytes = maxTensorBytes;
    full.addPass(createAccelSelectPass(*registry, options));
    LoweringOptions lowering = loweringOptions(cache, nullptr);
    lowering.replayable = true;
    buildLoweringPipeline(full, selections, lowering);
    full.printAsTextualPipeline(llvm::errs());
    llvm::errs() << "\n";
  }

  const Registry *registry = &getGlobalRegistry();
};
} // namespace

std::unique_ptr<Pass> accel::createAccelLowerPass(const Registry &registry,
                                                  AccelLowerOptions options) {
  return std::make_unique<AccelLowerPass>(registry, std::move(options));
}
