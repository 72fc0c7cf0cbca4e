//===- ApproximateMath.cpp - math without a math library --------*- C++ -*-===//
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

#include <limits>

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

/// x^y for GLSL.std.450's Pow, which is undefined for x < 0 (lavapipe
/// gives 0) and may be for y = 0: |x|^y, negated for a negative x and an
/// odd integral y, NaN for a negative x and a non-integral y, 1 for y = 0.
struct ExpandPowFForGlsl : OpRewritePattern<math::PowFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::PowFOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getLhs().getDefiningOp<math::AbsFOp>())
      return failure(); // Already expanded.
    Location loc = op.getLoc();
    Type type = op.getType();
    const llvm::fltSemantics &semantics =
        cast<FloatType>(getElementTypeOrSelf(type)).getFloatSemantics();
    auto splat = [&](double value) {
      llvm::APFloat constant(value);
      bool lost;
      constant.convert(semantics, llvm::APFloat::rmNearestTiesToEven, &lost);
      return createScalarOrSplatConstant(rewriter, loc, type, constant);
    };
    auto isIntegral = [&](Value v) {
      return arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ,
                                   math::FloorOp::create(rewriter, loc, v), v);
    };
    Value x = op.getLhs(), y = op.getRhs();
    Value magnitude = math::PowFOp::create(
        rewriter, loc, math::AbsFOp::create(rewriter, loc, x), y);
    Value integral = isIntegral(y);
    Value odd = arith::AndIOp::create(
        rewriter, loc, integral,
        arith::XOrIOp::create(
            rewriter, loc,
            isIntegral(arith::MulFOp::create(rewriter, loc, y, splat(0.5))),
            createScalarOrSplatConstant(rewriter, loc, integral.getType(), 1)));
    Value signedResult = arith::SelectOp::create(
        rewriter, loc, odd, arith::NegFOp::create(rewriter, loc, magnitude),
        magnitude);
    Value negativeBase = arith::SelectOp::create(
        rewriter, loc, integral, signedResult,
        splat(std::numeric_limits<double>::quiet_NaN()));
    Value negative = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OLT, x, splat(0.0));
    Value result = arith::SelectOp::create(rewriter, loc, negative,
                                           negativeBase, magnitude);
    Value zeroExponent = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OEQ, y, splat(0.0));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, zeroExponent, splat(1.0),
                                                 result);
    return success();
  }
};

/// A math op on f16 or bf16 (scalars or vectors) computed in f32 and rounded
/// once: the polynomials are written for f32, and SPIR-V's conversion of
/// GLSL's 16-bit builtins leaves casts it cannot legalize.
struct ComputeNarrowMathInF32 : RewritePattern {
  ComputeNarrowMathInF32(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/2, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getDialect()->getNamespace() !=
            math::MathDialect::getDialectNamespace() ||
        op->getNumResults() != 1 || op->getNumRegions() != 0)
      return failure();
    Type type = op->getResult(0).getType();
    Type element = getElementTypeOrSelf(type);
    if (!element.isF16() && !element.isBF16())
      return failure();
    if (llvm::any_of(op->getOperandTypes(),
                     [&](Type operand) { return operand != type; }))
      return failure();
    Type wide = Float32Type::get(op->getContext());
    if (auto vector = dyn_cast<VectorType>(type))
      wide = vector.clone(wide);
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      operands.push_back(arith::ExtFOp::create(rewriter, loc, wide, operand));
    OperationState state(loc, op->getName().getStringRef(), operands, {wide},
                         op->getAttrs());
    Operation *computed = rewriter.create(state);
    rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, type,
                                                 computed->getResult(0));
    return success();
  }
};

struct AccelApproximateMathPass
    : accel::impl::AccelApproximateMathBase<AccelApproximateMathPass> {
  using AccelApproximateMathBase::AccelApproximateMathBase;

  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ComputeNarrowMathInF32>(&getContext());
    bool builtins = glslBuiltins;
    populateMathPolynomialApproximationPatterns(
        patterns, [builtins](llvm::StringRef name) {
          if (name == math::ErfOp::getOperationName())
            return true;
          return !builtins && (name == math::ExpOp::getOperationName() ||
                               name == math::TanhOp::getOperationName());
        });
    // The exp polynomial rounds with math.floor, which ROCDL lowers to a
    // call into ocml, and tanh's takes math.absf, which NVVM lowers to a
    // call into libdevice: as arithmetic instead.
    if (builtins)
      patterns.add<ExpandPowFForGlsl>(&getContext());
    else
      patterns.add<ExpandFloorF32, ExpandAbsF32>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
