//===- NestedPipelines.cpp - passes that run a pipeline option --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing of the `pipeline` option that accel's dynamic-pipeline passes take
// (accel-kernel-pipeline, accel-kernel-units, accel-link-kernels,
// accel-if-dialect), and accel-if-dialect itself.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CommonStages.h"

#include "Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace accel {
#define GEN_PASS_DEF_ACCELIFDIALECT
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

LogicalResult
accel::parseNestedPipeline(llvm::StringRef pass, llvm::StringRef text,
                           llvm::ArrayRef<llvm::StringRef> anchors,
                           MLIRContext *context,
                           std::optional<OpPassManager> &pipeline) {
  FailureOr<OpPassManager> parsed = parsePassPipeline(text);
  if (succeeded(parsed) &&
      (anchors.empty() ||
       llvm::is_contained(anchors, parsed->getOpAnchorName()))) {
    pipeline.emplace(std::move(*parsed));
    return success();
  }
  InFlightDiagnostic error = emitError(UnknownLoc::get(context))
                             << pass << ": 'pipeline' must be a pipeline";
  if (!anchors.empty()) {
    error << " anchored on ";
    llvm::interleave(
        anchors, [&](llvm::StringRef anchor) { error << anchor; },
        [&] { error << " or "; });
  }
  error << ", got '" << text << "'";
  return failure();
}

void accel::addNestedPipelineDialects(llvm::StringRef text,
                                      DialectRegistry &registry) {
  FailureOr<OpPassManager> parsed = parsePassPipeline(text);
  if (succeeded(parsed))
    parsed->getDependentDialects(registry);
}

LogicalResult accel::verifyAfterNestedPipelines(Operation *op,
                                                AnalysisManager analyses) {
  dropAnalysesAfterNestedPipelines(analyses);
  return verify(op, /*verifyRecursively=*/false);
}

void accel::dropAnalysesAfterNestedPipelines(AnalysisManager analyses) {
  analyses.invalidate(detail::PreservedAnalyses());
}

namespace {
struct AccelIfDialectPass
    : accel::impl::AccelIfDialectBase<AccelIfDialectPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    addNestedPipelineDialects(pipeline, registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    if (!opName.empty() && !llvm::StringRef(opName).starts_with(dialect + "."))
      return emitError(UnknownLoc::get(context))
             << getArgument() << ": 'op' must name an op of dialect '"
             << dialect << "', got '" << opName << "'";
    return parseNestedPipeline(getArgument(), pipeline, {}, context, nested);
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    if (nested->getOpAnchorName() != root->getName().getStringRef()) {
      root->emitError() << "accel-if-dialect: 'pipeline' is anchored on "
                        << nested->getOpAnchorName() << ", not on "
                        << root->getName();
      return signalPassFailure();
    }
    // Nothing changed: the verifier need not run again.
    if (!holdsWanted(root))
      return markAllAnalysesPreserved();
    // The pipeline ran on `root` itself: its passes verified `root` and
    // dropped the analyses they did not preserve.
    if (failed(runPipeline(*nested, root)))
      return signalPassFailure();
    markAllAnalysesPreserved();
  }

  /// Whether `root` holds an op of `dialect` (`opName`, when given).
  bool holdsWanted(Operation *root) {
    // Not loaded: no op of it can be here.
    Dialect *wanted = getContext().getLoadedDialect(dialect);
    if (!wanted)
      return false;
    return root
        ->walk([&](Operation *op) {
          bool match =
              op->getDialect() == wanted &&
              (opName.empty() || op->getName().getStringRef() == opName);
          return match ? WalkResult::interrupt() : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// Held by value: a cloned pass (a thread's copy) gets its own.
  std::optional<OpPassManager> nested;
};
} // namespace
