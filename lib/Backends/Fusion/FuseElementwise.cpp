//===- FuseElementwise.cpp - one loop nest per elementwise chain *- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-fuse-elementwise: before bufferization, a chain of elementwise ops
// (and the reduction it feeds) becomes one linalg.generic, so that bufferizing
// it allocates the result only and the code makes one pass over memory.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Fusion.h"

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace accel {
#define GEN_PASS_DEF_ACCELFUSEELEMENTWISE
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelFuseElementwisePass
    : accel::impl::AccelFuseElementwiseBase<AccelFuseElementwisePass> {
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet patterns(context);
    // A producer is fused only into its one user: nothing is computed twice.
    linalg::populateElementwiseOpsFusionPatterns(
        patterns, [](OpOperand *fused) {
          Operation *producer = fused->get().getDefiningOp();
          return producer && producer->hasOneUse();
        });
    // Fusion leaves unused tensor.empty and duplicate operands behind.
    tensor::EmptyOp::getCanonicalizationPatterns(patterns, context);
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    fusionPatterns = FrozenRewritePatternSet(std::move(patterns));
    return success();
  }

  void runOnOperation() override {
    // Named elementwise ops become generics, which is what fusion fuses;
    // contractions and convolutions keep their names for the tiling.
    SmallVector<linalg::LinalgOp> named;
    getOperation().walk([&](linalg::LinalgOp op) {
      // Fills stay named: they initialize accumulators and fuse with nothing.
      if (!isa<linalg::GenericOp, linalg::FillOp>(op) &&
          op.hasPureTensorSemantics() &&
          (linalg::isElementwise(op) || isa<linalg::ReduceOp>(op)))
        named.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : named) {
      rewriter.setInsertionPoint(op);
      // Ops without a region builder stay as they are.
      (void)linalg::generalizeNamedOp(rewriter, op);
    }
    if (failed(applyPatternsGreedily(getOperation(), fusionPatterns)))
      return signalPassFailure();
  }

  FrozenRewritePatternSet fusionPatterns;
};
} // namespace

void accel::addFuseElementwisePass(OpPassManager &tensorPm) {
  tensorPm.addPass(createAccelFuseElementwise());
}

void accel::registerFusionStagePasses() { registerFusionPasses(); }
