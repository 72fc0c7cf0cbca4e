//===- LayoutToLinalg.cpp - broadcast, pad, pool, softmax to linalg -------===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The part of accel-to-linalg for the ops model importers need: a broadcast
// is a linalg.generic whose input map reads index 0 along repeated
// dimensions; a pad fills and inserts; a pool is a generic over the output
// and the window; softmax is two reductions and two maps.
//
//===----------------------------------------------------------------------===//

#include "LinalgBuilders.h"

#include "accel/IR/AccelOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace accel;
using namespace accel::detail;

namespace {
struct BroadcastLowering : OpConversionPattern<BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BroadcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    RankedTensorType inputType = op.getInput().getType();
    int64_t rank = type.getRank();
    int64_t lead = rank - inputType.getRank();
    // A size-1 input dimension against a larger one reads index 0.
    SmallVector<AffineExpr> reads;
    for (auto [index, size] : llvm::enumerate(inputType.getShape())) {
      int64_t dim = lead + static_cast<int64_t>(index);
      reads.push_back(size == 1 && type.getDimSize(dim) != 1
                          ? rewriter.getAffineConstantExpr(0)
                          : rewriter.getAffineDimExpr(dim));
    }
    AffineMap read = AffineMap::get(rank, 0, reads, rewriter.getContext());
    Value init = tensor::EmptyOp::create(rewriter, op.getLoc(), type.getShape(),
                                         type.getElementType());
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    rewriter.replaceOpWithNewOp<linalg::GenericOp>(
        op, TypeRange{type}, ValueRange{adaptor.getInput()}, ValueRange{init},
        ArrayRef<AffineMap>{read, rewriter.getMultiDimIdentityMap(rank)},
        iterators, [](OpBuilder &b, Location loc, ValueRange args) {
          linalg::YieldOp::create(b, loc, args[0]);
        });
    return success();
  }
};

struct PadLowering : OpConversionPattern<PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Value input = adaptor.getInput();
    ArrayRef<int64_t> low = op.getLow(), high = op.getHigh();
    // A dynamic result size is the input's plus both pads.
    SmallVector<Value> computed(type.getRank());
    for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
      if (!type.isDynamicDim(i))
        continue;
      // One statement per op: argument order is the compiler's choice.
      Value size = tensor::DimOp::create(rewriter, loc, input, i);
      Value pads =
          arith::ConstantIndexOp::create(rewriter, loc, low[i] + high[i]);
      computed[i] = arith::AddIOp::create(rewriter, loc, size, pads);
    }
    Value filled =
        fill(rewriter, loc, createEmpty(rewriter, loc, type, {}, computed),
             cast<TypedAttr>(op.getValue()));
    SmallVector<OpFoldResult> offsets, strides;
    for (int64_t pad : low) {
      offsets.push_back(rewriter.getIndexAttr(pad));
      strides.push_back(rewriter.getIndexAttr(1));
    }
    rewriter.replaceOpWithNewOp<tensor::InsertSliceOp>(
        op, input, filled, offsets, tensor::getMixedSizes(rewriter, loc, input),
        strides);
    return success();
  }
};

struct PoolLowering : OpConversionPattern<PoolOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PoolOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Type elementType = type.getElementType();
    int64_t rank = type.getRank();
    SmallVector<int64_t> strides = op.getStridesOrOnes();
    SmallVector<int64_t> dilations = op.getDilationsOrOnes();
    // Loops: the output's dimensions (parallel), then the window's
    // (reduction); the input reads output * stride + window * dilation. The
    // window is an operand only so that its loops have sizes.
    SmallVector<AffineExpr> reads, window;
    for (int64_t d = 0; d < rank; ++d) {
      AffineExpr tap = rewriter.getAffineDimExpr(rank + d);
      reads.push_back(rewriter.getAffineDimExpr(d) * strides[d] +
                      tap * dilations[d]);
      window.push_back(tap);
    }
    MLIRContext *context = rewriter.getContext();
    SmallVector<AffineExpr> outputs;
    for (int64_t d = 0; d < rank; ++d)
      outputs.push_back(rewriter.getAffineDimExpr(d));
    SmallVector<AffineMap> maps = {
        AffineMap::get(2 * rank, 0, reads, context),
        AffineMap::get(2 * rank, 0, window, context),
        AffineMap::get(2 * rank, 0, outputs, context)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.append(rank, utils::IteratorType::reduction);
    // A sum pool of f16 or bf16 accumulates in f32, as a reduction does.
    Accumulation acc =
        getAccumulation(rewriter, op.getKind() == ReduceKind::Sum, elementType);
    Value init =
        fill(rewriter, loc,
             tensor::EmptyOp::create(rewriter, loc, type.getShape(), acc.type),
             acc.identity);
    Value taps =
        tensor::EmptyOp::create(rewriter, loc, op.getWindow(), elementType);
    auto pool = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type.clone(acc.type)},
        ValueRange{adaptor.getInput(), taps}, ValueRange{init}, maps, iterators,
        [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
          Value tap = args[0];
          if (tap.getType() != acc.type)
            tap = arith::ExtFOp::create(b, bodyLoc, acc.type, tap);
          linalg::YieldOp::create(b, bodyLoc,
                                  acc.combine(b, bodyLoc, args[2], tap));
        });
    rewriter.replaceOp(
        op, convertElements(rewriter, loc, pool.getResult(0), elementType));
    return success();
  }
};

/// Softmax along `dim` of `x`: exp(x - max) / sum(exp(x - max)), or for
/// log-softmax (x - max) - log(sum(exp(x - max))).
static Value lowerSoftmax(OpBuilder &b, Location loc, Value x,
                          RankedTensorType type, int64_t dim, bool log) {
  int64_t rank = type.getRank();
  Type elementType = type.getElementType();
  SmallVector<int64_t> shape;
  SmallVector<DimSource> sources;
  SmallVector<AffineExpr> kept;
  for (int64_t d = 0; d < rank; ++d) {
    if (d == dim)
      continue;
    shape.push_back(type.getDimSize(d));
    sources.push_back({x, d});
    kept.push_back(b.getAffineDimExpr(d));
  }
  auto reducedType = RankedTensorType::get(shape, elementType);
  // Sums and maxima alike in `elementType`: f16 and bf16 arrive in f32.
  auto reduce = [&](Value input, bool isSum) {
    Accumulation acc = getAccumulation(b, isSum, elementType);
    Value init =
        fill(b, loc, createEmpty(b, loc, reducedType, sources), acc.identity);
    return linalg::ReduceOp::create(
               b, loc, ValueRange{input}, ValueRange{init},
               ArrayRef<int64_t>{dim},
               [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                 linalg::YieldOp::create(
                     nested, nestedLoc,
                     acc.combine(nested, nestedLoc, args[0], args[1]));
               })
        .getResult(0);
  };
  // A map over `x` with the reduced values broadcast along `dim`.
  AffineMap identity = b.getMultiDimIdentityMap(rank);
  AffineMap broadcast = AffineMap::get(rank, 0, kept, b.getContext());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  using BodyFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;
  auto map = [&](ValueRange inputs, BodyFn body) {
    SmallVector<AffineMap> maps = {identity};
    maps.append(inputs.size() - 1, broadcast);
    maps.push_back(identity);
    return linalg::GenericOp::create(
               b, loc, TypeRange{type}, inputs,
               ValueRange{createEmpty(b, loc, type, sameShape(x))}, maps,
               iterators,
               [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                 linalg::YieldOp::create(nested, nestedLoc,
                                         body(nested, nestedLoc, args));
               })
        .getResult(0);
  };
  Value peak = reduce(x, /*isSum=*/false);
  Value exponentials =
      map({x, peak}, [](OpBuilder &nb, Location l, ValueRange args) -> Value {
        return math::ExpOp::create(
            nb, l, arith::SubFOp::create(nb, l, args[0], args[1]));
      });
  Value total = reduce(exponentials, /*isSum=*/true);
  if (!log)
    return map({exponentials, total},
               [](OpBuilder &nb, Location l, ValueRange args) -> Value {
                 return arith::DivFOp::create(nb, l, args[0], args[1]);
               });
  return map({x, peak, total},
             [](OpBuilder &nb, Location l, ValueRange args) -> Value {
               Value shifted = arith::SubFOp::create(nb, l, args[0], args[1]);
               return arith::SubFOp::create(
                   nb, l, shifted, math::LogOp::create(nb, l, args[2]));
             });
}

template <typename SourceOp, bool log>
struct SoftmaxLowering : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // f16 and bf16 computed in f32 (the sum accumulates there, as a
    // reduction's does) and rounded once.
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    Type wide = getAccumulatorType(type.getElementType());
    Value x = convertElements(rewriter, loc, adaptor.getInput(), wide);
    Value result =
        lowerSoftmax(rewriter, loc, x, type.clone(wide), op.getDim(), log);
    rewriter.replaceOp(
        op, convertElements(rewriter, loc, result, type.getElementType()));
    return success();
  }
};
} // namespace

void accel::detail::populateLayoutToLinalgPatterns(
    RewritePatternSet &patterns) {
  patterns.add<BroadcastLowering, PadLowering, PoolLowering,
               SoftmaxLowering<SoftmaxOp, false>,
               SoftmaxLowering<LogSoftmaxOp, true>>(patterns.getContext());
}
