//===- VectorToLLVM.cpp - vector to LLVM, vector ops only -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's convert-vector-to-llvm builds its pattern sets on every
// function it runs on and runs its vector-to-vector lowerings through a
// greedy driver that folds and simplifies every op of the function: most of
// its time on cpu-vector kernels, whose vector ops are a fifth of the ops.
// The same patterns (upstream's default options), built once, on the vector
// ops alone.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace accel {
#define GEN_PASS_DEF_ACCELCONVERTVECTORTOLLVM
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Upstream's defaults: 32-bit vector indices, no reassociation of
/// floating-point reductions, element alignment, dot-product contractions,
/// element-wise transposes.
static constexpr bool kForce32BitVectorIndices = true;

/// Lowerings of vector ops into simpler vector ops (upstream's first step).
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
  // Transfers of rank > 1 are vector-to-scf's.
  vector::populateVectorTransferLoweringPatterns(patterns,
                                                 /*maxTransferRank=*/1);
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
struct AccelConvertVectorToLLVMPass
    : accel::impl::AccelConvertVectorToLLVMBase<AccelConvertVectorToLLVMPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    lowerings = buildVectorLowerings(context);
    converter = std::make_shared<LLVMTypeConverter>(
        context, LowerToLLVMOptions(context));
    RewritePatternSet patterns(context);
    vector::populateVectorTransferLoweringPatterns(patterns);
    populateVectorToLLVMConversionPatterns(
        *converter, patterns, /*reassociateFPReductions=*/false,
        kForce32BitVectorIndices, /*useVectorAlignment=*/false);
    conversion = FrozenRewritePatternSet(std::move(patterns));
    target = std::make_shared<LLVMConversionTarget>(*context);
    target->addLegalDialect<arith::ArithDialect, memref::MemRefDialect>();
    target->addLegalOp<UnrealizedConversionCastOp>();
    return success();
  }

  void runOnOperation() override {
    SmallVector<Operation *> vectorOps = getVectorOps();
    if (vectorOps.empty())
      return markAllAnalysesPreserved();
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    (void)applyOpPatternsGreedily(vectorOps, lowerings, config);
    // On the whole function, as upstream: the driver is slower when given
    // the vector ops as roots.
    if (failed(applyPartialConversion(getOperation(), *target, conversion)))
      signalPassFailure();
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
  FrozenRewritePatternSet conversion;
  /// Shared by the pass's copies (threads): the conversion patterns refer
  /// to the converter.
  std::shared_ptr<LLVMTypeConverter> converter;
  std::shared_ptr<LLVMConversionTarget> target;
};
} // namespace
