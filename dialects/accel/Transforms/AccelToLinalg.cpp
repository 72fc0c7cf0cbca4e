//===- AccelToLinalg.cpp - accel compute ops to linalg ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Transforms/Passes.h"

#include "accel/IR/AccelOps.h"

#include "LinalgBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

namespace accel {
#define GEN_PASS_DEF_ACCELTOLINALG
#include "accel/Transforms/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;
using namespace accel::detail;

//===----------------------------------------------------------------------===//
// Contractions: matmul, batch_matmul, conv2d
//===----------------------------------------------------------------------===//

namespace {
template <typename SourceOp, typename LinalgOp>
struct MatmulLikeLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    // Result (b?, m, n) takes b and m from lhs, n from rhs.
    SmallVector<DimSource> sources;
    for (int64_t i = 0, e = type.getRank() - 1; i < e; ++i)
      sources.push_back({lhs, i});
    sources.push_back({rhs, type.getRank() - 1});
    RankedTensorType accType =
        type.clone(getAccumulatorType(type.getElementType()));
    Value init =
        fill(rewriter, loc, createEmpty(rewriter, loc, accType, sources),
             rewriter.getZeroAttr(accType.getElementType()));
    // The named op extends narrower operands to the accumulators' type.
    auto product = LinalgOp::create(rewriter, loc, TypeRange{accType},
                                    ValueRange{lhs, rhs}, ValueRange{init});
    rewriter.replaceOp(op, convertElements(rewriter, loc, product.getResult(0),
                                           type.getElementType()));
    return success();
  }
};
} // namespace

/// `(in - ((window - 1) * dilation + 1)) / stride + 1`, for dynamic sizes.
static Value convOutputSize(OpBuilder &b, Location loc, Value in, Value window,
                            int64_t stride, int64_t dilation) {
  auto constant = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v);
  };
  Value one = constant(1);
  Value extent = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, arith::SubIOp::create(b, loc, window, one),
                            constant(dilation)),
      one);
  Value span = arith::SubIOp::create(b, loc, in, extent);
  return arith::AddIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, span, constant(stride)), one);
}

namespace {
/// accel.conv2d and accel.depthwise_conv2d: the linalg op on a zero-filled
/// output whose last dimension is the filter's dimension `channels`.
template <typename SourceOp, typename LinalgOp, int64_t channels>
struct ConvLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Value input = adaptor.getInput(), filter = adaptor.getFilter();
    ArrayRef<int64_t> strides = op.getStrides(), dilations = op.getDilations();
    // N from the input, the channels from the filter; OH and OW are
    // computed.
    SmallVector<DimSource> sources = {
        {input, 0}, {input, 1}, {input, 2}, {filter, channels}};
    SmallVector<Value> computed(4);
    for (int64_t i : {1, 2}) {
      if (!type.isDynamicDim(i))
        continue;
      computed[i] = convOutputSize(
          rewriter, loc, tensor::DimOp::create(rewriter, loc, input, i),
          tensor::DimOp::create(rewriter, loc, filter, i - 1), strides[i - 1],
          dilations[i - 1]);
    }
    RankedTensorType accType =
        type.clone(getAccumulatorType(type.getElementType()));
    Value init = fill(rewriter, loc,
                      createEmpty(rewriter, loc, accType, sources, computed),
                      rewriter.getZeroAttr(accType.getElementType()));
    auto conv = LinalgOp::create(rewriter, loc, TypeRange{accType},
                                 ValueRange{input, filter}, ValueRange{init});
    conv.setStridesAttr(rewriter.getI64TensorAttr(strides));
    conv.setDilationsAttr(rewriter.getI64TensorAttr(dilations));
    rewriter.replaceOp(op, convertElements(rewriter, loc, conv.getResult(0),
                                           type.getElementType()));
    return success();
  }
};
using Conv2DLowering = ConvLowering<Conv2DOp, linalg::Conv2DNhwcHwcfOp, 3>;
using DepthwiseConv2DLowering =
    ConvLowering<DepthwiseConv2DOp, linalg::DepthwiseConv2DNhwcHwcOp, 2>;
} // namespace

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

/// Binary ops and the float-or-int unary ops with a named linalg op.
namespace {
template <typename SourceOp, typename LinalgOp>
struct NamedElementwiseLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange inputs = adaptor.getOperands();
    Value init = createEmpty(rewriter, op.getLoc(), op.getType(),
                             sameShape(inputs.front()));
    rewriter.replaceOpWithNewOp<LinalgOp>(op, TypeRange{op.getType()}, inputs,
                                          ValueRange{init});
    return success();
  }
};
} // namespace

static Value zeroLike(OpBuilder &b, Location loc, Value scalar) {
  return arith::ConstantOp::create(b, loc, b.getZeroAttr(scalar.getType()));
}

namespace {
struct NegLowering : OpConversionPattern<NegOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(NegOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    if (isa<FloatType>(op.getType().getElementType())) {
      Value init =
          createEmpty(rewriter, op.getLoc(), op.getType(), sameShape(input));
      rewriter.replaceOpWithNewOp<linalg::NegFOp>(
          op, TypeRange{op.getType()}, ValueRange{input}, ValueRange{init});
      return success();
    }
    // linalg.negf is float-only: integers compute 0 - x.
    rewriter.replaceOp(
        op, createElementwiseGeneric(
                rewriter, op.getLoc(), input, op.getType(),
                [](OpBuilder &b, Location loc, Value x) -> Value {
                  return arith::SubIOp::create(b, loc, zeroLike(b, loc, x), x);
                }));
    return success();
  }
};

struct ReluLowering : OpConversionPattern<ReluOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReluOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, createElementwiseGeneric(
                rewriter, op.getLoc(), adaptor.getInput(), op.getType(),
                [](OpBuilder &b, Location loc, Value x) -> Value {
                  return createMax(b, loc, x, zeroLike(b, loc, x));
                }));
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Reduce and transpose
//===----------------------------------------------------------------------===//

namespace {
struct ReduceLowering : OpConversionPattern<ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Type elementType = type.getElementType();
    Value input = adaptor.getInput();
    ArrayRef<int64_t> dims = op.getDims();

    SmallVector<DimSource> sources;
    for (int64_t i = 0, e = op.getInput().getType().getRank(); i < e; ++i)
      if (!llvm::is_contained(dims, i))
        sources.push_back({input, i});
    // A sum accumulates narrow floats in f32 (linalg.reduce takes one
    // element type: the input is extended first).
    Accumulation acc =
        getAccumulation(rewriter, op.getKind() == ReduceKind::Sum, elementType);
    input = convertElements(rewriter, loc, input, acc.type);
    Value init = fill(rewriter, loc,
                      createEmpty(rewriter, loc, type.clone(acc.type), sources),
                      acc.identity);

    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, ValueRange{input}, ValueRange{init}, dims,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          linalg::YieldOp::create(b, bodyLoc,
                                  acc.combine(b, bodyLoc, args[0], args[1]));
        });
    rewriter.replaceOp(
        op, convertElements(rewriter, loc, reduce.getResult(0), elementType));
    return success();
  }
};

struct TransposeLowering : OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value input = adaptor.getInput();
    SmallVector<DimSource> sources;
    for (int64_t dim : op.getPermutation())
      sources.push_back({input, dim});
    Value init = createEmpty(rewriter, op.getLoc(), op.getType(), sources);
    auto transpose = linalg::TransposeOp::create(rewriter, op.getLoc(), input,
                                                 init, op.getPermutation());
    rewriter.replaceOp(op, transpose.getResults());
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

void accel::populateAccelToLinalgPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<MatmulLikeLowering<MatmulOp, linalg::MatmulOp>,
               MatmulLikeLowering<BatchMatmulOp, linalg::BatchMatmulOp>,
               Conv2DLowering, DepthwiseConv2DLowering,
               NamedElementwiseLowering<AddOp, linalg::AddOp>,
               NamedElementwiseLowering<SubOp, linalg::SubOp>,
               NamedElementwiseLowering<MulOp, linalg::MulOp>,
               NamedElementwiseLowering<DivOp, linalg::DivOp>,
               NamedElementwiseLowering<MaxOp, linalg::MaxOp>,
               NamedElementwiseLowering<MinOp, linalg::MinOp>,
               NamedElementwiseLowering<ExpOp, linalg::ExpOp>,
               NamedElementwiseLowering<TanhOp, linalg::TanhOp>, NegLowering,
               ReluLowering, ReduceLowering, TransposeLowering>(context);
  populateLayoutToLinalgPatterns(patterns);
}

namespace {
struct AccelToLinalgPass : accel::impl::AccelToLinalgBase<AccelToLinalgPass> {
  // Built once per pass instance: accel-kernel-early-units runs the pass
  // once per kernel.
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    populateAccelToLinalgPatterns(set);
    patterns = std::move(set);
    return success();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    // Every compute op must go; kernels, returns and launches stay for the
    // selection and the backends.
    target.addIllegalDialect<AccelDialect>();
    target.addLegalOp<KernelOp, ReturnOp, LaunchOp>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    if (failed(applyPartialConversion(getOperation(), target, patterns)))
      signalPassFailure();
  }

  FrozenRewritePatternSet patterns;
};
} // namespace
