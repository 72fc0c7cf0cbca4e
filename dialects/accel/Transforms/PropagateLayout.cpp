//===- PropagateLayout.cpp - transposes sunk to the graph's end -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-propagate-layout: a transpose is moved past every op that does not
// care how its operand is laid out (elementwise generics and accel ops, pads,
// pools, slices, reductions, softmax), until it meets the transpose that
// undoes it, a constant it folds into, or an op that needs the layout (a
// convolution, a matmul, the kernel's return). A CNN imported from NCHW thus
// runs NHWC between its convolutions, with one transpose at each boundary.
//
//===----------------------------------------------------------------------===//

#include "accel/Transforms/Passes.h"

#include "accel/IR/AccelOps.h"
#include "accel/IR/ElementBytes.h"
#include "accel/IR/IndexingMaps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallSet.h"

#include <cstring>

namespace accel {
#define GEN_PASS_DEF_ACCELPROPAGATELAYOUT
#include "accel/Transforms/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

//===----------------------------------------------------------------------===//
// Permutations
//===----------------------------------------------------------------------===//

/// `values` in the input's order of a transpose by `perm`: the entry for
/// the transpose's dimension k goes to position perm[k].
static SmallVector<int64_t> toInputOrder(ArrayRef<int64_t> values,
                                         ArrayRef<int64_t> perm) {
  SmallVector<int64_t> result(values.size());
  for (auto [k, dim] : llvm::enumerate(perm))
    result[dim] = values[k];
  return result;
}

/// `type` with its dimensions in the input's order of a transpose by `perm`.
static RankedTensorType toInputOrder(RankedTensorType type,
                                     ArrayRef<int64_t> perm) {
  return type.clone(toInputOrder(type.getShape(), perm));
}

/// The inverse of `perm`.
static SmallVector<int64_t> invert(ArrayRef<int64_t> perm) {
  return toInputOrder(llvm::to_vector(llvm::seq<int64_t>(0, perm.size())),
                      perm);
}

/// Whether a transpose by `perm` of a tensor of `shape` moves no data: the
/// dimensions larger than one keep their order.
static bool movesOnlyUnitDims(ArrayRef<int64_t> shape, ArrayRef<int64_t> perm) {
  int64_t last = -1;
  for (int64_t dim : perm) {
    if (shape[dim] == 1)
      continue;
    if (dim < last)
      return false;
    last = dim;
  }
  return true;
}

/// `input`, computed in the layout of a transpose's input, transposed by
/// `perm` to the layout `type` of the op it replaces.
static Value transposeBack(PatternRewriter &rewriter, Location loc,
                           RankedTensorType type, Value input,
                           ArrayRef<int64_t> perm) {
  return TransposeOp::create(rewriter, loc, type, input, perm);
}

//===----------------------------------------------------------------------===//
// linalg.generic: a transpose folds into the maps, the loops follow it
//===----------------------------------------------------------------------===//

namespace {
/// An elementwise generic (parallel loops, one result written through the
/// identity, its initial value unread) with an operand that is a transpose
/// read through the identity computes in that transpose's input layout:
/// every transposed operand is read from its input through a permuted map,
/// the other operands' maps follow the loops, and the result is transposed
/// after the generic.
struct SinkIntoGeneric : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 0)
      return failure();
    OpOperand *init = op.getDpsInitOperand(0);
    auto type = dyn_cast<RankedTensorType>(init->get().getType());
    if (!type || !type.hasStaticShape() ||
        op.payloadUsesValueFromOperand(init) ||
        !op.getMatchingIndexingMap(init).isIdentity())
      return failure();
    TransposeOp lead;
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto transpose = input->get().getDefiningOp<TransposeOp>();
      if (transpose && op.getMatchingIndexingMap(input).isIdentity()) {
        lead = transpose;
        break;
      }
    }
    if (!lead)
      return rewriter.notifyMatchFailure(op, "no operand is a transpose");

    // Old loop k is new loop perm[k]: the new loops run over the lead's
    // input, in its order.
    ArrayRef<int64_t> perm = lead.getPermutation();
    MLIRContext *context = rewriter.getContext();
    AffineMap loops = AffineMap::getPermutationMap(perm, context);
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input).compose(loops);
      Value value = input->get();
      // transpose(x, p)[i] = x[inverse(p) applied to i].
      if (auto transpose = value.getDefiningOp<TransposeOp>()) {
        AffineMap read = AffineMap::getPermutationMap(
            invert(transpose.getPermutation()), context);
        map = read.compose(map);
        value = transpose.getInput();
      }
      inputs.push_back(value);
      maps.push_back(map);
    }
    maps.push_back(AffineMap::getMultiDimIdentityMap(perm.size(), context));

    Location loc = op.getLoc();
    RankedTensorType laidOut = toInputOrder(type, perm);
    Value empty = tensor::EmptyOp::create(rewriter, loc, laidOut.getShape(),
                                          laidOut.getElementType());
    auto generic = linalg::GenericOp::create(rewriter, loc, TypeRange{laidOut},
                                             inputs, ValueRange{empty}, maps,
                                             op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), generic.getRegion(),
                                generic.getRegion().begin());
    // linalg.index k of the old loops is linalg.index perm[k] of the new.
    generic.getRegion().walk([&](linalg::IndexOp index) {
      rewriter.modifyOpInPlace(index,
                               [&] { index.setDim(perm[index.getDim()]); });
    });
    rewriter.replaceOp(
        op, transposeBack(rewriter, loc, type, generic.getResult(0), perm));
    return success();
  }
};

/// A generic reading a transpose through a map that, composed with the
/// transpose, reads its input in loop order (as after SinkIntoGeneric made
/// the loops follow the input's layout, when the transpose was sunk to this
/// operand later) reads the input instead.
struct FoldTransposeIntoGeneric : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return failure();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<std::pair<OpOperand *, Value>> folded;
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto transpose = input->get().getDefiningOp<TransposeOp>();
      if (!transpose)
        continue;
      AffineMap map =
          AffineMap::getPermutationMap(invert(transpose.getPermutation()),
                                       rewriter.getContext())
              .compose(op.getMatchingIndexingMap(input));
      if (!readsLoopsInOrder(map))
        continue;
      maps[input->getOperandNumber()] = map;
      folded.emplace_back(input, transpose.getInput());
    }
    if (folded.empty())
      return failure();
    rewriter.modifyOpInPlace(op, [&] {
      for (auto [operand, value] : folded)
        operand->set(value);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// accel ops and slices: the op runs on the transpose's input
//===----------------------------------------------------------------------===//

namespace {
/// Matches `OpTy` whose first operand (its input, lhs or source) is a
/// transpose; `rebuild` creates the op on the transpose's input (its
/// permutation and the new result type given) and returns the new result,
/// or null where it does not apply.
template <typename OpTy> struct SinkThroughOp : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  virtual Value rebuild(PatternRewriter &rewriter, OpTy op, Value input,
                        ArrayRef<int64_t> perm,
                        RankedTensorType laidOut) const = 0;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto transpose = op->getOperand(0).template getDefiningOp<TransposeOp>();
    auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!transpose || !type)
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    Value result = rebuild(rewriter, op, transpose.getInput(), perm,
                           toInputOrder(type, perm));
    if (!result)
      return failure();
    rewriter.replaceOp(
        op, transposeBack(rewriter, op.getLoc(), type, result, perm));
    return success();
  }
};

/// accel.relu, exp, tanh, neg: elementwise on one operand.
template <typename OpTy> struct SinkThroughUnary : SinkThroughOp<OpTy> {
  using SinkThroughOp<OpTy>::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, OpTy op, Value input,
                ArrayRef<int64_t>, RankedTensorType laidOut) const override {
    return OpTy::create(rewriter, op.getLoc(), laidOut, input);
  }
};

/// accel.add, mul, ...: elementwise, when both operands are transposes by
/// one permutation (otherwise the other operand would need a transpose).
template <typename OpTy> struct SinkThroughBinary : SinkThroughOp<OpTy> {
  using SinkThroughOp<OpTy>::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, OpTy op, Value input,
                ArrayRef<int64_t> perm,
                RankedTensorType laidOut) const override {
    auto rhs = op.getRhs().template getDefiningOp<TransposeOp>();
    if (!rhs || rhs.getPermutation() != perm)
      return {};
    return OpTy::create(rewriter, op.getLoc(), laidOut, input, rhs.getInput());
  }
};

struct SinkThroughPad : SinkThroughOp<PadOp> {
  using SinkThroughOp::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, PadOp op, Value input,
                ArrayRef<int64_t> perm,
                RankedTensorType laidOut) const override {
    return PadOp::create(rewriter, op.getLoc(), laidOut, input,
                         toInputOrder(op.getLow(), perm),
                         toInputOrder(op.getHigh(), perm), op.getValue());
  }
};

struct SinkThroughPool : SinkThroughOp<PoolOp> {
  using SinkThroughOp::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, PoolOp op, Value input,
                ArrayRef<int64_t> perm,
                RankedTensorType laidOut) const override {
    auto reorder = [&](std::optional<ArrayRef<int64_t>> values) {
      return values ? rewriter.getDenseI64ArrayAttr(toInputOrder(*values, perm))
                    : DenseI64ArrayAttr();
    };
    return PoolOp::create(
        rewriter, op.getLoc(), laidOut, op.getKindAttr(), input,
        rewriter.getDenseI64ArrayAttr(toInputOrder(op.getWindow(), perm)),
        reorder(op.getStrides()), reorder(op.getDilations()));
  }
};

template <typename OpTy> struct SinkThroughSoftmax : SinkThroughOp<OpTy> {
  using SinkThroughOp<OpTy>::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, OpTy op, Value input,
                ArrayRef<int64_t> perm,
                RankedTensorType laidOut) const override {
    return OpTy::create(rewriter, op.getLoc(), laidOut, input,
                        perm[op.getDim()]);
  }
};

/// A broadcast to the same rank: the sizes it repeats move with the layout.
struct SinkThroughBroadcast : SinkThroughOp<BroadcastOp> {
  using SinkThroughOp::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, BroadcastOp op, Value input,
                ArrayRef<int64_t>, RankedTensorType laidOut) const override {
    if (op.getInput().getType().getRank() != laidOut.getRank())
      return {};
    return BroadcastOp::create(rewriter, op.getLoc(), laidOut, input);
  }
};

/// A slice that keeps the rank (the pools' ceil_mode cut, Split, Slice).
struct SinkThroughSlice : SinkThroughOp<tensor::ExtractSliceOp> {
  using SinkThroughOp::SinkThroughOp;
  Value rebuild(PatternRewriter &rewriter, tensor::ExtractSliceOp op,
                Value input, ArrayRef<int64_t> perm,
                RankedTensorType laidOut) const override {
    if (op.getSourceType().getRank() != op.getResultType().getRank() ||
        !op.hasUnitStride() || !op.getSizes().empty() ||
        !op.getOffsets().empty())
      return {};
    auto reorder = [&](ArrayRef<int64_t> values) {
      return getAsIndexOpFoldResult(rewriter.getContext(),
                                    toInputOrder(values, perm));
    };
    return tensor::ExtractSliceOp::create(
        rewriter, op.getLoc(), laidOut, input, reorder(op.getStaticOffsets()),
        reorder(op.getStaticSizes()), reorder(op.getStaticStrides()));
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// accel.reduce: the reduced dimensions follow, the kept ones may reorder
//===----------------------------------------------------------------------===//

namespace {
struct SinkThroughReduce : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto transpose = op.getInput().getDefiningOp<TransposeOp>();
    if (!transpose)
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    llvm::SmallSet<int64_t, 4> reduced(op.getDims().begin(),
                                       op.getDims().end());
    SmallVector<int64_t> dims, kept;
    for (auto [k, dim] : llvm::enumerate(perm))
      (reduced.contains(k) ? dims : kept).push_back(dim);
    llvm::sort(dims);
    // The new result holds the kept dimensions in the input's order; old
    // result dimension j is the input's kept[j].
    SmallVector<int64_t> order = kept;
    llvm::sort(order);
    SmallVector<int64_t> back, shape;
    for (int64_t dim : kept)
      back.push_back(llvm::find(order, dim) - order.begin());
    RankedTensorType input = transpose.getInput().getType();
    for (int64_t dim : order)
      shape.push_back(input.getDimSize(dim));
    Location loc = op.getLoc();
    Value reduce = ReduceOp::create(rewriter, loc, op.getType().clone(shape),
                                    op.getKindAttr(), transpose.getInput(),
                                    rewriter.getDenseI64ArrayAttr(dims));
    rewriter.replaceOp(
        op, transposeBack(rewriter, loc, op.getType(), reduce, back));
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Transposes that end: into a reshape or a constant
//===----------------------------------------------------------------------===//

namespace {
/// A transpose that moves only dimensions of size 1 is a reshape, which
/// moves no data: collapsed to one dimension, then expanded.
struct UnitTransposeToReshape : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType input = op.getInput().getType();
    RankedTensorType type = op.getType();
    if (!input.hasStaticShape() || input.getRank() < 2 ||
        !movesOnlyUnitDims(input.getShape(), op.getPermutation()))
      return failure();
    Location loc = op.getLoc();
    auto flatType =
        RankedTensorType::get({input.getNumElements()}, input.getElementType());
    SmallVector<ReassociationIndices> inputGroup{
        llvm::to_vector(llvm::seq<int64_t>(0, input.getRank()))};
    SmallVector<ReassociationIndices> resultGroup{
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()))};
    Value flat = tensor::CollapseShapeOp::create(rewriter, loc, flatType,
                                                 op.getInput(), inputGroup);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, type, flat,
                                                       resultGroup);
    return success();
  }
};

/// The bytes of `data` (elements of `width` bytes, laid out as `input`)
/// transposed by `perm`.
static std::vector<char> permuteBytes(ArrayRef<char> data, size_t width,
                                      ArrayRef<int64_t> shape,
                                      ArrayRef<int64_t> perm) {
  int64_t rank = shape.size();
  SmallVector<int64_t> strides(rank, 1);
  for (int64_t d = rank - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  int64_t count = data.size() / width;
  std::vector<char> result(data.size());
  SmallVector<int64_t> index(rank, 0); // over the result's dimensions
  for (int64_t out = 0; out < count; ++out) {
    int64_t in = 0;
    for (int64_t k = 0; k < rank; ++k)
      in += index[k] * strides[perm[k]];
    std::memcpy(&result[out * width], &data[in * width], width);
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++index[k] < shape[perm[k]])
        break;
      index[k] = 0;
    }
  }
  return result;
}

/// A transpose of a constant is the constant, transposed at compile time
/// (inline or in a resource blob, whole bytes per element).
struct FoldConstantTranspose : OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    Attribute value;
    if (!matchPattern(op.getInput(), m_Constant(&value)))
      return failure();
    RankedTensorType input = op.getInput().getType();
    RankedTensorType type = op.getType();
    if (!input.hasStaticShape())
      return failure();
    if (auto dense = dyn_cast<DenseElementsAttr>(value);
        dense && dense.isSplat()) {
      rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type,
                                                     dense.resizeSplat(type));
      return success();
    }
    Type element = input.getElementType();
    if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() % 8)
      return failure();
    size_t width = element.getIntOrFloatBitWidth() / 8;
    std::optional<ArrayRef<char>> data = getElementBytes(value);
    if (!data || data->size() != input.getNumElements() * width)
      return failure();
    std::vector<char> bytes =
        permuteBytes(*data, width, input.getShape(), op.getPermutation());
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, type, DenseElementsAttr::getFromRawBuffer(type, bytes));
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

void accel::populatePropagateLayoutPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<SinkIntoGeneric, FoldTransposeIntoGeneric, SinkThroughPad,
               SinkThroughPool, SinkThroughReduce, SinkThroughBroadcast,
               SinkThroughSlice, SinkThroughSoftmax<SoftmaxOp>,
               SinkThroughSoftmax<LogSoftmaxOp>, SinkThroughUnary<ReluOp>,
               SinkThroughUnary<NegOp>, SinkThroughUnary<ExpOp>,
               SinkThroughUnary<TanhOp>, SinkThroughBinary<AddOp>,
               SinkThroughBinary<SubOp>, SinkThroughBinary<MulOp>,
               SinkThroughBinary<DivOp>, SinkThroughBinary<MaxOp>,
               SinkThroughBinary<MinOp>, UnitTransposeToReshape,
               FoldConstantTranspose>(context);
}

namespace {
struct AccelPropagateLayout
    : accel::impl::AccelPropagateLayoutBase<AccelPropagateLayout> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populatePropagateLayoutPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
