//===- IfDialect.cpp - accel-if-dialect -------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A pass that runs its pipeline only where there are ops of a dialect: a
// conversion with nothing to convert then costs neither a walk nor the
// verification after it.
//
//===----------------------------------------------------------------------===//

#include "accel/Support/NestedPipelines.h"

#include "Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"

namespace accel {
#define GEN_PASS_DEF_ACCELIFDIALECT
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

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

void accel::addPassIfDialect(OpPassManager &pm, llvm::StringRef dialect,
                             std::unique_ptr<Pass> pass, llvm::StringRef op) {
  OpPassManager nested(pm.getOpAnchorName());
  nested.addPass(std::move(pass));
  AccelIfDialectOptions options;
  options.dialect = dialect.str();
  options.opName = op.str();
  llvm::raw_string_ostream os(options.pipeline);
  nested.printAsTextualPipeline(os);
  pm.addPass(createAccelIfDialect(options));
}

void accel::registerSupportPasses() { registerAccelSupportPasses(); }
