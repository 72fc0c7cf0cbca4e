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
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace accel {
#define GEN_PASS_DEF_ACCELIFDIALECT
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

FailureOr<std::shared_ptr<OpPassManager>>
accel::parseNestedPipeline(llvm::StringRef pass, llvm::StringRef text,
                           llvm::ArrayRef<llvm::StringRef> anchors,
                           MLIRContext *context) {
  FailureOr<OpPassManager> parsed = parsePassPipeline(text);
  if (succeeded(parsed) &&
      llvm::is_contained(anchors, parsed->getOpAnchorName()))
    return std::make_shared<OpPassManager>(std::move(*parsed));
  InFlightDiagnostic error = emitError(UnknownLoc::get(context))
                             << pass
                             << ": 'pipeline' must be a pipeline "
                                "anchored on ";
  llvm::interleave(
      anchors, [&](llvm::StringRef anchor) { error << anchor; },
      [&] { error << " or "; });
  error << ", got '" << text << "'";
  return failure();
}

void accel::addNestedPipelineDialects(llvm::StringRef text,
                                      DialectRegistry &registry) {
  FailureOr<OpPassManager> parsed = parsePassPipeline(text);
  if (succeeded(parsed))
    parsed->getDependentDialects(registry);
}

namespace {
struct AccelIfDialectPass
    : accel::impl::AccelIfDialectBase<AccelIfDialectPass> {
  using Base::Base;

  void getDependentDialects(DialectRegistry &registry) const override {
    addNestedPipelineDialects(pipeline, registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    FailureOr<std::shared_ptr<OpPassManager>> parsed = parseNestedPipeline(
        getArgument(), pipeline, {ModuleOp::getOperationName()}, context);
    if (failed(parsed))
      return failure();
    nested = std::move(*parsed);
    return success();
  }

  void runOnOperation() override {
    // Not loaded: no op of it can be here.
    Dialect *wanted = getContext().getLoadedDialect(dialect);
    bool present = wanted && getOperation()
                                 ->walk([&](Operation *op) {
                                   return op->getDialect() == wanted
                                              ? WalkResult::interrupt()
                                              : WalkResult::advance();
                                 })
                                 .wasInterrupted();
    // Nothing changed: the verifier need not run again.
    if (!present)
      return markAllAnalysesPreserved();
    if (failed(runPipeline(*nested, getOperation())))
      signalPassFailure();
  }

  std::shared_ptr<OpPassManager> nested;
};
} // namespace
