//===- ApproximateMath.cpp - exp and tanh without a math library *- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace accel {
#define GEN_PASS_DEF_ACCELAPPROXIMATEMATH
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// i32, or a vector of i32 of the shape of `type`.
static Type i32Like(Type type) {
  Type i32 = IntegerType::get(type.getContext(), 32);
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(i32);
  return i32;
}

namespace {
/// floor on f32 without a library: truncation through i32, minus one where
/// that rounded up; values of magnitude 2^23 and more (and NaN) are integral
/// already and stay.
struct ExpandFloorF32 : OpRewritePattern<math::FloorOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::FloorOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return failure();
    Location loc = op.getLoc();
    Type intType = i32Like(type);
    auto splat = [&](float value) {
      return createScalarOrSplatConstant(rewriter, loc, type,
                                         llvm::APFloat(value));
    };
    Value x = op.getOperand();
    Value truncated = arith::SIToFPOp::create(
        rewriter, loc, type,
        arith::FPToSIOp::create(rewriter, loc, intType, x));
    Value roundedUp = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OGT, truncated, x);
    Value down = arith::SelectOp::create(
        rewriter, loc, roundedUp,
        arith::SubFOp::create(rewriter, loc, truncated, splat(1.0)), truncated);
    Value integral = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::UGE,
        math::AbsFOp::create(rewriter, loc, x), splat(8388608.0));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, integral, x, down);
    return success();
  }
};

/// |x| on f32 as a bit operation: the NVVM lowering would call libdevice's
/// __nv_fabsf for math.absf.
struct ExpandAbsF32 : OpRewritePattern<math::AbsFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::AbsFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return failure();
    Type intType = i32Like(type);
    Location loc = op.getLoc();
    Value bits =
        arith::BitcastOp::create(rewriter, loc, intType, op.getOperand());
    Value cleared = arith::AndIOp::create(
        rewriter, loc, bits,
        createScalarOrSplatConstant(rewriter, loc, intType, 0x7fffffff));
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, type, cleared);
    return success();
  }
};

struct AccelApproximateMathPass
    : accel::impl::AccelApproximateMathBase<AccelApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(
        patterns, [](llvm::StringRef name) {
          return name == math::ExpOp::getOperationName() ||
                 name == math::TanhOp::getOperationName();
        });
    // The exp polynomial rounds with math.floor, which ROCDL lowers to a
    // call into ocml, and tanh's takes math.absf, which NVVM lowers to a
    // call into libdevice: as arithmetic instead.
    patterns.add<ExpandFloorF32, ExpandAbsF32>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
