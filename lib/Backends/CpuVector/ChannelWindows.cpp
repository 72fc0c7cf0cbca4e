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

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

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
  /// `c` of row (n, oh).
  void tile(Value n, Value oh, Value ow, Value c, int64_t columns,
            bool inBounds) {
    Value input = window.input, output = window.output;
    SmallVector<Value> accs;
    for (int64_t t = 0; t < columns; ++t)
      accs.push_back(read(output, {n, oh, add(ow, index(t)), c}, inBounds));
    Value firstColumn = mul(ow, window.strides[1]);
    Value row0 = mul(oh, window.strides[0]);
    scf::ForOp rows = buildFor(
        b, index(0), index(window.windowRows), index(1), accs,
        [&](Value kh, ValueRange accs) {
          Value ih = add(row0, mul(kh, window.dilations[0]));
          // Each input column the tile meets, loaded once.
          std::map<int64_t, Value> columnsRead;
          auto inputAt = [&](int64_t offset) {
            Value &vector = columnsRead[offset];
            if (!vector)
              vector = read(input, {n, ih, add(firstColumn, index(offset)), c},
                            inBounds);
            return vector;
          };
          SmallVector<Value> next(accs.begin(), accs.end());
          for (int64_t kw = 0; kw < window.windowColumns; ++kw) {
            Value weights = window.filter ? read(window.filter,
                                                 {kh, index(kw), c}, inBounds)
                                          : Value();
            for (int64_t t = 0; t < columns; ++t)
              next[t] = combine(
                  next[t],
                  inputAt(t * window.strides[1] + kw * window.dilations[1]),
                  weights);
          }
          return next;
        });
    for (int64_t t = 0; t < columns; ++t)
      write(rows.getResult(t), {n, oh, add(ow, index(t)), c}, inBounds);
  }

  /// The tiles of row (n, oh) at channel `c`: whole tiles of `columns`,
  /// then tiles of one column.
  void channels(Value n, Value oh, Value c, int64_t columns, bool inBounds) {
    Value outColumns = memref::DimOp::create(b, window.output, 2);
    Value step = index(columns);
    Value mainEnd = arith::SubIOp::create(
        b, outColumns, arith::RemUIOp::create(b, outColumns, step));
    buildLoop(b, index(0), mainEnd, step, /*parallel=*/false,
              [&](Value ow) { tile(n, oh, ow, c, columns, inBounds); });
    if (columns > 1)
      buildLoop(b, mainEnd, outColumns, index(1), /*parallel=*/false,
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
  WindowBuilder builder{b, window, width,
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
}
