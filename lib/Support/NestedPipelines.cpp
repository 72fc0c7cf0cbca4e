//===- NestedPipelines.cpp - passes that run a pipeline option --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Parsing of the `pipeline` option that accel's dynamic-pipeline passes take
// (accel-kernel-pipeline, accel-kernel-units, accel-link-kernels,
// accel-if-dialect), and what such a pass does after its pipelines ran.
//
//===----------------------------------------------------------------------===//

#include "accel/Support/NestedPipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

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
