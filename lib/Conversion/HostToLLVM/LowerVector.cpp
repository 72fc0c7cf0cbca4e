//===- LowerVector.cpp - vector lowerings, on vector ops only ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Stands in for the vector-to-vector half of upstream's
// `convert-vector-to-llvm` (mlir/lib/Conversion/VectorToLLVM/
// ConvertVectorToLLVMPass.cpp). Upstream builds its pattern sets on every
// function, runs its lowerings through a greedy driver that folds and
// simplifies every op of the function, then converts in a walk of its own.
// Here: the same lowerings (upstream's default options), built once, applied
// to the vector ops alone; the conversion to LLVM is convert-to-llvm's, in
// the walk that converts the other dialects. On an LLVM upgrade, compare the
// pattern list with the upstream pass's `runOnOperation`.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Support/Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELLOWERVECTOR
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Upstream's defaults: 32-bit vector indices in masks, dot-product
/// contractions, element-wise transposes.
static constexpr bool kForce32BitVectorIndices = true;

/// Lowerings of vector ops into the simpler vector ops that the vector
/// dialect's conversion to LLVM converts (upstream's first step).
static FrozenRewritePatternSet buildVectorLowerings(MLIRContext *context) {
  RewritePatternSet patterns(context);
  vector::populateVectorToVectorCanonicalizationPatterns(patterns);
  vector::populateVectorBitCastLoweringPatterns(patterns);
  vector::populateVectorBroadcastLoweringPatterns(patterns);
  vector::populateVectorContractLoweringPatterns(
      patterns, vector::VectorContractLowering::Dot);
  vector::populateVectorMaskOpLoweringPatterns(patterns);
  vector::populateVectorShapeCastLoweringPatterns(patterns);
  vector::populateVectorInterleaveLoweringPatterns(patterns);
  vector::populateVectorTransposeLoweringPatterns(
      patterns, vector::VectorTransposeLowering::EltWise);
  // Transfers of any rank: upstream lowers those of rank 1 here and the rest
  // (what vector-to-scf left, which runs first) in its conversion step, with
  // the same patterns.
  vector::populateVectorTransferLoweringPatterns(patterns);
  vector::populateVectorMaskMaterializationPatterns(patterns,
                                                    kForce32BitVectorIndices);
  vector::populateVectorInsertExtractStridedSliceTransforms(patterns);
  vector::populateVectorStepLoweringPatterns(patterns);
  vector::populateVectorRankReducingFMAPattern(patterns);
  vector::populateVectorGatherLoweringPatterns(patterns);
  vector::populateVectorFromElementsUnrollPatterns(patterns);
  vector::populateVectorToElementsUnrollPatterns(patterns);
  return FrozenRewritePatternSet(std::move(patterns));
}

namespace {
struct AccelLowerVectorPass
    : accel::impl::AccelLowerVectorBase<AccelLowerVectorPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    lowerings = buildVectorLowerings(context);
    return success();
  }

  void runOnOperation() override {
    // Only vector ops convert-to-llvm converts (or none): the verifier need
    // not run.
    if (!applyPatternsToRoots(getVectorOps(), lowerings))
      markAllAnalysesPreserved();
  }

  /// The vector ops of the function, outermost first (a vector.mask holds
  /// the op it masks).
  SmallVector<Operation *> getVectorOps() {
    Dialect *vectorDialect =
        getContext().getLoadedDialect<vector::VectorDialect>();
    SmallVector<Operation *> ops;
    getOperation().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op->getDialect() != vectorDialect)
        return WalkResult::advance();
      ops.push_back(op);
      return WalkResult::skip();
    });
    return ops;
  }

  FrozenRewritePatternSet lowerings;
};
} // namespace
