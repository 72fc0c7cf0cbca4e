//===- ChannelWindows.cpp - windows reduced along channels ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Depthwise convolutions and pools on NHWC buffers (each channel its own
// KH x KW window) as the libraries compute them: vectors run along the
// channels, a register tile holds T output columns of one vector of
// channels, and the window's rows are a loop around its unrolled columns:
//
//   for n, for oh                               (scf.parallel: cpu-openmp)
//     for c in whole vectors, then the tail (out of bounds: masked)
//       for ow in whole tiles of T, then tiles of 1
//         acc[0..T) = out[n][oh][ow + t][c ..]
//         for kh
//           x[p] = in[n][oh*sh + kh*dh][ow*sw + p][c ..]   (each p once)
//           for kw (unrolled):
//             acc[t] = acc[t] + x[t*sw + kw*dw] * f[kh][kw][c ..]  (depthwise)
//             acc[t] = combine(acc[t], x[t*sw + kw*dw])            (pool)
//         out[n][oh][ow + t][c ..] = acc[t]
//
// Upstream's vectorizer takes the 1-D depthwise convolution on tensors
// only (its 2-D to 1-D rewrite skips buffers), and cpu-vector tiles after
// bufferization; a pool's generic, whose input is read at sums of loops,
// it does not take at all.
//
//===----------------------------------------------------------------------===//

#include "ChannelWindows.h"

#include "LoopBuilders.h"
#include "PackMatmul.h"

#include "accel/Support/Views.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/Matchers.h"

#include <map>

using namespace mlir;
using namespace accel;

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

/// Whether `input` and `output` hold floating-point elements, the output's
/// as wide as the input's or wider.
static bool hasWindowElements(Value input, Value output) {
  auto in = dyn_cast<FloatType>(getElementTypeOrSelf(input.getType()));
  auto out = dyn_cast<FloatType>(getElementTypeOrSelf(output.getType()));
  return in && out && out.getWidth() >= in.getWidth();
}

static std::optional<ChannelWindow>
matchDepthwise(linalg::DepthwiseConv2DNhwcHwcOp op) {
  ChannelWindow window{op.getDpsInputs()[0], op.getDpsInits()[0],
                       op.getDpsInputs()[1]};
  auto filter = dyn_cast<MemRefType>(window.filter.getType());
  if (!filter || !hasWindowElements(window.input, window.output) ||
      filter.getElementType() != getElementTypeOrSelf(window.input.getType()) ||
      filter.isDynamicDim(0) || filter.isDynamicDim(1))
    return std::nullopt;
  window.windowRows = filter.getDimSize(0);
  window.windowColumns = filter.getDimSize(1);
  for (auto [i, value] : llvm::enumerate(op.getStrides().getValues<int64_t>()))
    window.strides[i] = value;
  for (auto [i, value] :
       llvm::enumerate(op.getDilations().getValues<int64_t>()))
    window.dilations[i] = value;
  return window;
}

/// (stride, dilation) where `expr` is exactly d`out` * stride + d`tap` *
/// dilation, both positive.
static std::optional<std::pair<int64_t, int64_t>>
windowCoefficients(AffineExpr expr, unsigned numDims, unsigned out,
                   unsigned tap) {
  MLIRContext *context = expr.getContext();
  // The value of `expr` with d`out` = o, d`tap` = t and the rest 0.
  auto at = [&](int64_t o, int64_t t) -> std::optional<int64_t> {
    SmallVector<AffineExpr> dims(numDims, getAffineConstantExpr(0, context));
    dims[out] = getAffineConstantExpr(o, context);
    dims[tap] = getAffineConstantExpr(t, context);
    auto value = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(expr.replaceDims(dims), numDims, 0));
    return value ? std::optional<int64_t>(value.getValue()) : std::nullopt;
  };
  std::optional<int64_t> stride = at(1, 0), dilation = at(0, 1);
  if (!stride || !dilation || *stride < 1 || *dilation < 1)
    return std::nullopt;
  AffineExpr expected = getAffineDimExpr(out, context) * *stride +
                        getAffineDimExpr(tap, context) * *dilation;
  if (simplifyAffineExpr(expected, numDims, 0) !=
      simplifyAffineExpr(expr, numDims, 0))
    return std::nullopt;
  return std::make_pair(*stride, *dilation);
}

/// The combiner of a pool's payload: yield(combine(out, tap)), the tap the
/// input's element or its extension; null otherwise.
static Operation *getPoolCombiner(linalg::GenericOp op) {
  Block *body = op.getBody();
  Value in = body->getArgument(0), out = body->getArgument(2);
  if (!body->getArgument(1).use_empty())
    return nullptr;
  Operation *combiner = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      !isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MinimumFOp,
           arith::MinNumFOp, arith::AddFOp>(combiner))
    return nullptr;
  Value lhs = combiner->getOperand(0), rhs = combiner->getOperand(1);
  Value tap = lhs == out ? rhs : rhs == out ? lhs : Value();
  if (auto extend = tap ? tap.getDefiningOp<arith::ExtFOp>() : nullptr)
    tap = extend.getIn();
  if (tap != in || body->getOperations().size() > 3)
    return nullptr;
  return combiner;
}

static std::optional<ChannelWindow> matchPool(linalg::GenericOp op) {
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 8 || op.getNumParallelLoops() != 4)
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (!llvm::all_of(ArrayRef(iterators).take_front(4),
                    linalg::isParallelIterator))
    return std::nullopt;
  ChannelWindow window{op.getDpsInputs()[0], op.getDpsInits()[0], Value()};
  auto taps = dyn_cast<MemRefType>(op.getDpsInputs()[1].getType());
  if (!taps || !taps.hasStaticShape() || taps.getRank() != 4 ||
      taps.getDimSize(0) != 1 || taps.getDimSize(3) != 1 ||
      !hasWindowElements(window.input, window.output))
    return std::nullopt;
  MLIRContext *context = op.getContext();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto dims = [&](unsigned first) {
    SmallVector<AffineExpr> exprs;
    for (unsigned d = first; d < first + 4; ++d)
      exprs.push_back(getAffineDimExpr(d, context));
    return AffineMap::get(8, 0, exprs, context);
  };
  if (maps[1] != dims(4) || maps[2] != dims(0) || maps[0].getNumResults() != 4)
    return std::nullopt;
  SmallVector<std::pair<int64_t, int64_t>> coefficients;
  for (unsigned d = 0; d < 4; ++d) {
    auto pair = windowCoefficients(maps[0].getResult(d), 8, d, 4 + d);
    if (!pair)
      return std::nullopt;
    coefficients.push_back(*pair);
  }
  // Batch and channels are read where they are written.
  if (coefficients[0].first != 1 || coefficients[3].first != 1)
    return std::nullopt;
  window.combiner = getPoolCombiner(op);
  if (!window.combiner)
    return std::nullopt;
  window.windowRows = taps.getDimSize(1);
  window.windowColumns = taps.getDimSize(2);
  for (int i = 0; i < 2; ++i) {
    window.strides[i] = coefficients[1 + i].first;
    window.dilations[i] = coefficients[1 + i].second;
  }
  return window;
}

std::optional<ChannelWindow> accel::matchChannelWindow(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics())
    return std::nullopt;
  std::optional<ChannelWindow> window;
  if (auto depthwise =
          dyn_cast<linalg::DepthwiseConv2DNhwcHwcOp>(op.getOperation()))
    window = matchDepthwise(depthwise);
  else if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation()))
    window = matchPool(generic);
  if (!window || window->windowColumns > kMaxUnrolledWindow ||
      !isa<MemRefType>(window->input.getType()) ||
      !isa<MemRefType>(window->output.getType()))
    return std::nullopt;
  return window;
}

//===----------------------------------------------------------------------===//
// Code
//===----------------------------------------------------------------------===//

namespace {
/// The code of one channel window: its operands, geometry and the builder
/// all its pieces share.
struct WindowBuilder {
  ImplicitLocOpBuilder &b;
  const ChannelWindow &window;
  int64_t width;
  Type element; // the output's: what the tile accumulates in

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value add(Value lhs, Value rhs) { return arith::AddIOp::create(b, lhs, rhs); }
  Value sub(Value lhs, int64_t rhs) {
    return rhs == 0 ? lhs : arith::SubIOp::create(b, lhs, index(rhs));
  }
  Value mul(Value lhs, int64_t rhs) {
    return rhs == 1 ? lhs : arith::MulIOp::create(b, lhs, index(rhs));
  }

  /// `acc` combined with the tap `x` (of weights `weights`, for a depthwise
  /// convolution).
  Value combine(Value acc, Value x, Value weights) {
    if (!window.combiner)
      return vector::FMAOp::create(b, x, weights, acc);
    IRMapping mapping;
    Operation *combiner = window.combiner;
    Value out = combiner->getBlock()->getArgument(2);
    for (Value operand : combiner->getOperands())
      mapping.map(operand, operand == out ? acc : x);
    Operation *clone = b.clone(*combiner, mapping);
    clone->getResult(0).setType(acc.getType());
    return clone->getResult(0);
  }

  /// A vector of `width` channels of `memref` at `indices` (zeros past the
  /// last channel unless `inBounds`), in the accumulator's type.
  Value read(Value memref, ValueRange indices, bool inBounds) {
    Type type = getElementTypeOrSelf(memref.getType());
    auto vectorType = VectorType::get({width}, type);
    Value zero = arith::ConstantOp::create(b, b.getZeroAttr(type));
    Value vector = vector::TransferReadOp::create(
        b, vectorType, memref, indices, zero, ArrayRef<bool>{inBounds});
    if (type == element)
      return vector;
    return arith::ExtFOp::create(b, VectorType::get({width}, element), vector);
  }

  /// Writes `vector` to the output at `indices` (the channels past the
  /// last one left alone unless `inBounds`).
  void write(Value vector, ValueRange indices, bool inBounds) {
    vector::TransferWriteOp::create(b, vector, window.output, indices,
                                    ArrayRef<bool>{inBounds});
  }

  /// The register tile of `columns` output columns from `ow` at channel
  /// `c` of row (n, oh). With `checkColumns` (a tile at the border of a
  /// padded input), each input column is checked against the input's width:
  /// one outside it reads as the combine's neutral element. The window's
  /// rows outside a padded input's height are skipped.
  void tile(Value n, Value oh, Value ow, Value c, int64_t columns,
            bool inBounds, bool checkColumns = false) {
    Value input = window.input, output = window.output;
    SmallVector<Value> accs;
    // The accumulators start from the folded fill's value, else from the
    // output.
    Value start;
    if (window.init)
      start = vector::BroadcastOp::create(b, VectorType::get({width}, element),
                                          window.init);
    for (int64_t t = 0; t < columns; ++t)
      accs.push_back(
          start ? start
                : read(output, {n, oh, add(ow, index(t)), c}, inBounds));
    Value firstColumn = sub(mul(ow, window.strides[1]), window.padding[1]);
    Value row0 = sub(mul(oh, window.strides[0]), window.padding[0]);
    // The window row's taps, combined into `accs`.
    auto combineRow = [&](Value kh, Value ih, ValueRange accs) {
      // Each input column the tile meets, loaded once.
      std::map<int64_t, Value> columnsRead;
      auto inputAt = [&](int64_t offset) {
        Value &vector = columnsRead[offset];
        if (!vector)
          vector = readColumn(n, ih, add(firstColumn, index(offset)), c,
                              inBounds, checkColumns);
        return vector;
      };
      SmallVector<Value> next(accs.begin(), accs.end());
      for (int64_t kw = 0; kw < window.windowColumns; ++kw) {
        Value weights = window.filter
                            ? read(window.filter, {kh, index(kw), c}, inBounds)
                            : Value();
        for (int64_t t = 0; t < columns; ++t)
          next[t] =
              combine(next[t],
                      inputAt(t * window.strides[1] + kw * window.dilations[1]),
                      weights);
      }
      return next;
    };
    scf::ForOp rows = buildFor(
        b, index(0), index(window.windowRows), index(1), accs,
        [&](Value kh, ValueRange accs) -> SmallVector<Value> {
          Value ih = add(row0, mul(kh, window.dilations[0]));
          if (!isPadded())
            return combineRow(kh, ih, accs);
          Value inside = arith::AndIOp::create(
              b,
              arith::CmpIOp::create(b, arith::CmpIPredicate::sge, ih, index(0)),
              arith::CmpIOp::create(b, arith::CmpIPredicate::slt, ih,
                                    memref::DimOp::create(b, input, 1)));
          auto skip = scf::IfOp::create(
              b, inside,
              [&](OpBuilder &, Location) {
                scf::YieldOp::create(b, combineRow(kh, ih, accs));
              },
              [&](OpBuilder &, Location) { scf::YieldOp::create(b, accs); });
          return skip.getResults();
        });
    for (int64_t t = 0; t < columns; ++t)
      write(rows.getResult(t), {n, oh, add(ow, index(t)), c}, inBounds);
  }

  /// The input's channel vector at (n, ih, iw, c); with `check`, iw may be
  /// outside the input's width, where the vector is the neutral element
  /// (read at a clamped column, then replaced).
  Value readColumn(Value n, Value ih, Value iw, Value c, bool inBounds,
                   bool check) {
    if (!check)
      return read(window.input, {n, ih, iw, c}, inBounds);
    Value last = arith::SubIOp::create(
        b, memref::DimOp::create(b, window.input, 2), index(1));
    Value clamped = arith::MaxSIOp::create(
        b, arith::MinSIOp::create(b, iw, last), index(0));
    Value inside =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, iw, clamped);
    Value vector = read(window.input, {n, ih, clamped, c}, inBounds);
    return arith::SelectOp::create(b, inside, vector, neutral(vector));
  }

  /// A vector of the combine's neutral element, of `like`'s type: what a
  /// tap in the padding contributes.
  Value neutral(Value like) {
    auto type = cast<VectorType>(like.getType());
    TypedAttr value =
        window.combiner ? *arith::getNeutralElement(window.combiner)
                        : cast<TypedAttr>(b.getZeroAttr(type.getElementType()));
    if (value.getType() != type.getElementType())
      value = cast<TypedAttr>(b.getFloatAttr(
          type.getElementType(), cast<FloatAttr>(value).getValueAsDouble()));
    return arith::ConstantOp::create(b, DenseElementsAttr::get(type, value));
  }

  bool isPadded() const {
    return window.padding[0] != 0 || window.padding[1] != 0;
  }

  /// The tiles of row (n, oh) at channel `c`: whole tiles of `columns`,
  /// then tiles of one column. For a padded input, the columns whose
  /// windows reach past its left or right edge are tiles of one column of
  /// their own, checked (`tile`'s `checkColumns`).
  void channels(Value n, Value oh, Value c, int64_t columns, bool inBounds) {
    Value outColumns = memref::DimOp::create(b, window.output, 2);
    Value begin = index(0), end = outColumns;
    if (isPadded()) {
      // Inside: ow * sw - left >= 0 and ow * sw - left + (KW - 1) * dw <
      // W, i.e. ceil(left / sw) <= ow < (W + left - span) / sw + 1.
      int64_t sw = window.strides[1], left = window.padding[1];
      int64_t span = (window.windowColumns - 1) * window.dilations[1];
      Value width = memref::DimOp::create(b, window.input, 2);
      Value reach =
          arith::SubIOp::create(b, add(width, index(left)), index(span + 1));
      Value last =
          add(arith::FloorDivSIOp::create(b, reach, index(sw)), index(1));
      end = arith::MaxSIOp::create(
          b, arith::MinSIOp::create(b, last, outColumns), index(0));
      begin = arith::MinSIOp::create(b, index((left + sw - 1) / sw), end);
      buildLoop(b, index(0), begin, index(1), /*parallel=*/false,
                [&](Value ow) { tile(n, oh, ow, c, 1, inBounds, true); });
      buildLoop(b, end, outColumns, index(1), /*parallel=*/false,
                [&](Value ow) { tile(n, oh, ow, c, 1, inBounds, true); });
    }
    Value step = index(columns);
    Value count = arith::SubIOp::create(b, end, begin);
    Value mainEnd =
        arith::SubIOp::create(b, end, arith::RemUIOp::create(b, count, step));
    buildLoop(b, begin, mainEnd, step, /*parallel=*/false,
              [&](Value ow) { tile(n, oh, ow, c, columns, inBounds); });
    if (columns > 1)
      buildLoop(b, mainEnd, end, index(1), /*parallel=*/false,
                [&](Value ow) { tile(n, oh, ow, c, 1, inBounds); });
  }

  /// Row (n, oh): the whole vectors of channels, then the tail, whose
  /// transfers are out of bounds past the last channel (masked).
  void row(Value n, Value oh, int64_t columns) {
    Value count = memref::DimOp::create(b, window.output, 3);
    Value step = index(width);
    Value mainEnd =
        arith::SubIOp::create(b, count, arith::RemUIOp::create(b, count, step));
    buildLoop(b, index(0), mainEnd, step, /*parallel=*/false,
              [&](Value c) { channels(n, oh, c, columns, true); });
    buildLoop(b, mainEnd, count, step, /*parallel=*/false,
              [&](Value c) { channels(n, oh, c, columns, false); });
  }
};
} // namespace

void accel::vectorizeChannelWindow(RewriterBase &rewriter, linalg::LinalgOp op,
                                   const ChannelWindow &window, int64_t columns,
                                   int64_t width, bool parallel) {
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  b.setInsertionPoint(op);
  // A fill of the output right before the window is its accumulators'
  // start: every output element is written once, not filled first (the
  // fills of MobileNetV2's depthwise outputs took 5% of its time as
  // memset).
  ChannelWindow folded = window;
  linalg::FillOp fill = findFillBefore(op, window.output);
  if (fill)
    folded.init = fill.getInputs()[0];
  WindowBuilder builder{b, folded, width,
                        getElementTypeOrSelf(window.output.getType())};
  Value output = window.output;
  Value c0 = builder.index(0), c1 = builder.index(1);
  buildLoop(b, c0, memref::DimOp::create(b, output, 0), c1, /*parallel=*/false,
            [&](Value n) {
              buildLoop(b, c0, memref::DimOp::create(b, output, 1), c1,
                        parallel,
                        [&](Value oh) { builder.row(n, oh, columns); });
            });
  rewriter.eraseOp(op);
  if (fill)
    rewriter.eraseOp(fill);
}

//===----------------------------------------------------------------------===//
// Padding folded into the tiles
//===----------------------------------------------------------------------===//

namespace {
/// A buffer that a fill and a copy of `source` into its inside made.
struct PaddedInput {
  Value source;
  int64_t top = 0, left = 0;
  Operation *fill = nullptr, *view = nullptr, *copy = nullptr;
};
} // namespace

/// Whether `attr` is a float equal to `value`.
static bool isFloat(Attribute attr, double value) {
  auto number = dyn_cast_or_null<FloatAttr>(attr);
  return number && number.getValueAsDouble() == value;
}

/// `buffer` as a padded copy of another buffer, where it is one that only
/// a fill with `neutral`, one copy into a view of its inside and `window`
/// use (and its deallocation), all in `window`'s block, and nothing between
/// the copy and `window` touches the copied buffer.
static std::optional<PaddedInput>
findPaddedInput(Value buffer, Operation *window, double neutral) {
  auto alloc = buffer.getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != window->getBlock())
    return std::nullopt;
  PaddedInput padded;
  for (Operation *user : alloc->getUsers()) {
    if (user == window || isa<memref::DeallocOp>(user))
      continue;
    if (isa<linalg::FillOp>(user) && !padded.fill)
      padded.fill = user;
    else if (isa<memref::SubViewOp>(user) && !padded.view)
      padded.view = user;
    else
      return std::nullopt;
  }
  if (!padded.fill || !padded.view || !padded.view->hasOneUse())
    return std::nullopt;
  auto fill = cast<linalg::FillOp>(padded.fill);
  auto view = cast<memref::SubViewOp>(padded.view);
  Attribute value;
  if (fill.getDpsInits()[0] != buffer ||
      !matchPattern(fill.getDpsInputs()[0], m_Constant(&value)) ||
      !isFloat(value, neutral))
    return std::nullopt;
  padded.copy = *view->getUsers().begin();
  if (auto copy = dyn_cast<linalg::CopyOp>(padded.copy);
      copy && copy.getDpsInits()[0] == view.getResult())
    padded.source = copy.getDpsInputs()[0];
  else if (auto copy = dyn_cast<memref::CopyOp>(padded.copy);
           copy && copy.getTarget() == view.getResult())
    padded.source = copy.getSource();
  else
    return std::nullopt;
  // The view: the source's static shape at [0, top, left, 0].
  auto source = dyn_cast<MemRefType>(padded.source.getType());
  ArrayRef<int64_t> offsets = view.getStaticOffsets();
  if (!source || !source.hasStaticShape() || source.getRank() != 4 ||
      !view.hasUnitStride() || view.getStaticSizes() != source.getShape() ||
      llvm::any_of(offsets, ShapedType::isDynamic) || offsets[0] != 0 ||
      offsets[3] != 0)
    return std::nullopt;
  padded.top = offsets[1];
  padded.left = offsets[2];
  // The fill, then the copy, then the window; nothing in between writes or
  // reads the source's buffer (conservatively: uses no view of it).
  Operation *copy = padded.copy;
  if (copy->getBlock() != window->getBlock() ||
      fill->getBlock() != window->getBlock() || !fill->isBeforeInBlock(copy) ||
      !copy->isBeforeInBlock(window))
    return std::nullopt;
  Value root = getViewRoot(padded.source, nullptr);
  for (Operation *op = copy->getNextNode(); op != window;
       op = op->getNextNode()) {
    WalkResult touched = op->walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (isa<MemRefType>(operand.getType()) &&
            getViewRoot(operand, nullptr) == root)
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (touched.wasInterrupted())
      return std::nullopt;
  }
  return padded;
}

void accel::foldPaddedInputs(RewriterBase &rewriter, Operation *root,
                             int64_t columns, int64_t width, bool parallel) {
  SmallVector<linalg::LinalgOp> windows;
  root->walk([&](linalg::LinalgOp op) {
    if (matchChannelWindow(op))
      windows.push_back(op);
  });
  for (linalg::LinalgOp op : windows) {
    ChannelWindow window = *matchChannelWindow(op);
    double neutral = 0.0;
    if (window.combiner) {
      auto value = dyn_cast_or_null<FloatAttr>(
          arith::getNeutralElement(window.combiner).value_or(TypedAttr()));
      if (!value)
        continue;
      neutral = value.getValueAsDouble();
    }
    std::optional<PaddedInput> padded =
        findPaddedInput(window.input, op, neutral);
    if (!padded)
      continue;
    Value buffer = window.input;
    window.input = padded->source;
    window.padding[0] = padded->top;
    window.padding[1] = padded->left;
    vectorizeChannelWindow(rewriter, op, window, columns, width, parallel);
    for (Operation *dead : {padded->copy, padded->view, padded->fill})
      rewriter.eraseOp(dead);
    if (llvm::all_of(buffer.getUsers(), llvm::IsaPred<memref::DeallocOp>)) {
      for (Operation *dealloc : llvm::make_early_inc_range(buffer.getUsers()))
        rewriter.eraseOp(dealloc);
      rewriter.eraseOp(buffer.getDefiningOp());
    }
  }
}
