//===- FoldLLVM.cpp - canonicalize llvm.func, LLVM patterns -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Stands in for upstream's `canonicalize`
// (mlir/lib/Transforms/Canonicalizer.cpp) at the end of the host lowering.
// Upstream gives each greedy run every canonicalization pattern of every
// loaded dialect and sorts them all before it looks at an op, on every
// function, declarations included. Here a function of LLVM ops gets only the
// patterns that can match an LLVM op: the ones the driver would have tried.
// On an LLVM upgrade, check which dialects' ops a lowered function can still
// hold (the pass bails out on any other) and the greedy driver's options.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace accel {
#define GEN_PASS_DEF_ACCELFOLDLLVM
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Every canonicalization pattern of the loaded dialects and their ops, as
/// upstream's canonicalize gathers them.
static RewritePatternSet getCanonicalizations(MLIRContext *context) {
  RewritePatternSet patterns(context);
  for (Dialect *dialect : context->getLoadedDialects())
    dialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : context->getRegisteredOperations())
    op.getCanonicalizationPatterns(patterns, context);
  return patterns;
}

/// Whether `pattern` may match an op of `dialect`: rooted on one of its ops,
/// or not on a particular op at all.
static bool mayMatch(const RewritePattern &pattern, Dialect *dialect) {
  std::optional<OperationName> root = pattern.getRootKind();
  return !root || root->getDialect() == dialect;
}

namespace {
struct AccelFoldLLVMPass : accel::impl::AccelFoldLLVMBase<AccelFoldLLVMPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    config.setUseTopDownTraversal(topDown);
    config.setRegionSimplificationLevel(
        regionSimplify ? GreedySimplifyRegionLevel::Normal
                       : GreedySimplifyRegionLevel::Disabled);
    Dialect *llvmDialect = context->getLoadedDialect<LLVM::LLVMDialect>();
    // A pattern belongs to one set: the LLVM subset is taken from a second
    // gathering, once per pass instance.
    RewritePatternSet all = getCanonicalizations(context);
    RewritePatternSet forLLVM(context);
    RewritePatternSet candidates = getCanonicalizations(context);
    for (std::unique_ptr<RewritePattern> &pattern :
         candidates.getNativePatterns())
      if (mayMatch(*pattern, llvmDialect))
        forLLVM.add(std::move(pattern));
    allPatterns = FrozenRewritePatternSet(std::move(all));
    llvmPatterns = FrozenRewritePatternSet(std::move(forLLVM));
    return success();
  }

  void runOnOperation() override {
    LLVM::LLVMFuncOp func = getOperation();
    if (func.isExternal())
      return markAllAnalysesPreserved();
    Dialect *llvmDialect = func->getDialect();
    bool onlyLLVM = !func.getBody()
                         .walk([&](Operation *op) {
                           return op->getDialect() == llvmDialect
                                      ? WalkResult::advance()
                                      : WalkResult::interrupt();
                         })
                         .wasInterrupted();
    bool changed = false;
    (void)applyPatternsGreedily(func, onlyLLVM ? llvmPatterns : allPatterns,
                                config, &changed);
    if (!changed)
      markAllAnalysesPreserved();
  }

  GreedyRewriteConfig config;
  FrozenRewritePatternSet allPatterns;
  FrozenRewritePatternSet llvmPatterns;
};
} // namespace
