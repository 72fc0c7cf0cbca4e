//===- Accel.cpp - the embedding API ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Accel.h"

#include "accel/InitAll.h"
#include "accel/Lowering/Lowering.h"
#include "accel/Lowering/Passes.h"
#include "accel/Tune/Passes.h"

#include "ErrorCollector.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

namespace {
/// Selection and the checks lowering needs, with errors collected.
llvm::Expected<Selection> select(ModuleOp module, const CompileOptions &options,
                                 const Registry &registry,
                                 ErrorCollector &errors) {
  std::string target = options.targets.empty()
                           ? options.target
                           : llvm::join(options.targets, ",");
  llvm::Expected<SelectionOptions> selectionOptions =
      parseSelectionChoices({target, options.backend, options.backends,
                             options.onUnsupported, options.maxTensorBytes});
  if (!selectionOptions)
    return selectionOptions.takeError();
  selectionOptions->readEnvironment = options.readEnvironment;
  CacheSettings cache = options.cache;
  if (options.readEnvironment)
    if (llvm::Error error = readCacheEnvironment(cache))
      return std::move(error);
  if (llvm::Error error = checkCacheSettings(cache))
    return std::move(error);
  // Tuning records first: the selection applies them.
  if (options.autotune || !options.tuningFile.empty()) {
    AccelTuneOptions tuning;
    tuning.budget = options.autotuneBudget;
    tuning.tuningFile = options.tuningFile;
    tuning.measure = options.autotune;
    setCacheOptions(tuning, cache);
    PassManager pm(module.getContext(), ModuleOp::getOperationName());
    pm.addPass(createAccelTunePass(registry, tuning, *selectionOptions));
    if (failed(pm.run(module)))
      return errors.takeError("autotuning failed");
  }
  FailureOr<std::vector<KernelSelection>> kernels =
      selectKernels(module, *selectionOptions, registry);
  if (failed(kernels) || failed(checkLowerable(module, *kernels)))
    return errors.takeError("selection failed");
  return Selection{std::move(*kernels), std::move(cache), options.cacheStats};
}
} // namespace

llvm::Expected<OwningOpRef<ModuleOp>>
accel::parseModule(llvm::StringRef text, llvm::StringRef filename,
                   MLIRContext *context) {
  // A copy: MLIR's lexer reads up to a terminating NUL, which `text` (a
  // slice, a C caller's bytes) need not have (the fuzzer's third finding: a
  // read past the end of the input).
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      llvm::MemoryBuffer::getMemBufferCopy(text, filename);
  if (llvm::Error tooDeep =
          checkNesting(buffer->getMemBufferRef(), kDefaultMaxNesting))
    return std::move(tooDeep);
  ErrorCollector errors(context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  if (!module)
    return errors.takeError("the input does not parse");
  return module;
}

std::unique_ptr<MLIRContext>
accel::createContext(const DialectRegistry &registry,
                     llvm::ThreadPoolInterface *threadPool) {
  // A context given a pool must not have started its own.
  auto context =
      std::make_unique<MLIRContext>(registry, MLIRContext::Threading::DISABLED);
  if (threadPool)
    context->setThreadPool(*threadPool);
  else
    context->enableMultithreading();
  return context;
}

llvm::Expected<Selection> accel::resolveSelection(ModuleOp module,
                                                  const CompileOptions &options,
                                                  const Registry &registry) {
  ErrorCollector errors(module.getContext());
  return select(module, options, registry, errors);
}

/// buildPipeline, with what the cache did going to `report` (if any).
static void buildPipeline(OpPassManager &pm, const Selection &selection,
                          CacheReport *report) {
  // Backend stages travel as pipeline text: their passes must be registered.
  registerAllPasses(getGlobalRegistry());
  LoweringOptions options;
  options.cache = selection.cache;
  options.cacheReport = report;
  buildLoweringPipeline(pm, selection.kernels, options);
}

void accel::buildPipeline(OpPassManager &pm, const Selection &selection) {
  ::buildPipeline(pm, selection, nullptr);
}

llvm::Error accel::compile(ModuleOp module, const CompileOptions &options,
                           const Registry &registry) {
  ErrorCollector errors(module.getContext());
  llvm::Expected<Selection> selection =
      select(module, options, registry, errors);
  if (!selection)
    return selection.takeError();
  return lower(module, *selection);
}

llvm::Error accel::lower(ModuleOp module, const Selection &selection) {
  ErrorCollector errors(module.getContext());
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  CacheReport report;
  ::buildPipeline(pm, selection, &report);
  LogicalResult result = runLoweringPipeline(
      module, selection.kernels, pm,
      [&pm](OpPassManager &, ModuleOp op) { return pm.run(op); });
  finishCacheStores(report);
  if (selection.cacheStats)
    selection.cacheStats->add(report.stats);
  if (failed(result))
    return errors.takeError("the lowering pipeline failed");
  return llvm::Error::success();
}
