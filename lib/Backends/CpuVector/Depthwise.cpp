//===- Depthwise.cpp - vectorized depthwise convolutions --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A depthwise convolution (each channel its own KH x KW window, NHWC) as the
// libraries compute it: vectors run along the channels, a register tile
// holds T output columns of one vector of channels, and the window's rows
// are a loop around its unrolled columns:
//
//   for n, for oh                               (scf.parallel: cpu-openmp)
//     for c in whole vectors, then the tail (out of bounds: masked)
//       for ow in whole tiles of T, then tiles of 1
//         acc[0..T) = out[n][oh][ow + t][c ..]
//         for kh
//           x[p] = in[n][oh*sh + kh*dh][ow*sw + p][c ..]   (each p once)
//           for kw (unrolled): acc[t] += x[t*sw + kw*dw] * f[kh][kw][c ..]
//         out[n][oh][ow + t][c ..] = acc[t]
//
// Upstream's vectorizer takes the 1-D depthwise convolution on tensors
// only (its 2-D to 1-D rewrite skips buffers), and cpu-vector tiles after
// bufferization.
//
//===----------------------------------------------------------------------===//

#include "Depthwise.h"

#include "LoopBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <map>

using namespace mlir;
using namespace accel;

bool accel::isVectorizableDepthwise(linalg::DepthwiseConv2DNhwcHwcOp op) {
  if (!op.hasPureBufferSemantics())
    return false;
  auto input = dyn_cast<MemRefType>(op.getDpsInputs()[0].getType());
  auto filter = dyn_cast<MemRefType>(op.getDpsInputs()[1].getType());
  auto output = dyn_cast<MemRefType>(op.getDpsInits()[0].getType());
  if (!input || !filter || !output)
    return false;
  auto inElement = dyn_cast<FloatType>(input.getElementType());
  auto outElement = dyn_cast<FloatType>(output.getElementType());
  return inElement && outElement && filter.getElementType() == inElement &&
         outElement.getWidth() >= inElement.getWidth() &&
         !filter.isDynamicDim(0) && !filter.isDynamicDim(1) &&
         filter.getDimSize(1) <= kMaxDepthwiseWindow;
}

namespace {
/// The code of one depthwise convolution: its operands, geometry and the
/// builder all its pieces share.
struct DepthwiseBuilder {
  ImplicitLocOpBuilder &b;
  Value input, filter, output;
  int64_t windowRows, windowColumns;
  int64_t strideH, strideW, dilationH, dilationW;
  int64_t width;
  Type element; // the output's: what the tile accumulates in

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value add(Value lhs, Value rhs) { return arith::AddIOp::create(b, lhs, rhs); }
  Value mul(Value lhs, int64_t rhs) {
    return rhs == 1 ? lhs : arith::MulIOp::create(b, lhs, index(rhs));
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
    vector::TransferWriteOp::create(b, vector, output, indices,
                                    ArrayRef<bool>{inBounds});
  }

  /// The register tile of `columns` output columns from `ow` at channel
  /// `c` of row (n, oh).
  void tile(Value n, Value oh, Value ow, Value c, int64_t columns,
            bool inBounds) {
    SmallVector<Value> accs;
    for (int64_t t = 0; t < columns; ++t)
      accs.push_back(read(output, {n, oh, add(ow, index(t)), c}, inBounds));
    Value firstColumn = mul(ow, strideW);
    Value row0 = mul(oh, strideH);
    scf::ForOp rows = buildFor(
        b, index(0), index(windowRows), index(1), accs,
        [&](Value kh, ValueRange accs) {
          Value ih = add(row0, mul(kh, dilationH));
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
          for (int64_t kw = 0; kw < windowColumns; ++kw) {
            Value weights = read(filter, {kh, index(kw), c}, inBounds);
            for (int64_t t = 0; t < columns; ++t)
              next[t] = vector::FMAOp::create(
                  b, inputAt(t * strideW + kw * dilationW), weights, next[t]);
          }
          return next;
        });
    for (int64_t t = 0; t < columns; ++t)
      write(rows.getResult(t), {n, oh, add(ow, index(t)), c}, inBounds);
  }

  /// The tiles of row (n, oh) at channel `c`: whole tiles of `columns`,
  /// then tiles of one column.
  void channels(Value n, Value oh, Value c, int64_t columns, bool inBounds) {
    Value outColumns = memref::DimOp::create(b, output, 2);
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
    Value count = memref::DimOp::create(b, output, 3);
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

void accel::vectorizeDepthwise(RewriterBase &rewriter,
                               linalg::DepthwiseConv2DNhwcHwcOp op,
                               int64_t columns, int64_t width, bool parallel) {
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  b.setInsertionPoint(op);
  auto filterType = cast<MemRefType>(op.getDpsInputs()[1].getType());
  auto strides = llvm::to_vector(op.getStrides().getValues<int64_t>());
  auto dilations = llvm::to_vector(op.getDilations().getValues<int64_t>());
  DepthwiseBuilder builder{b,
                           op.getDpsInputs()[0],
                           op.getDpsInputs()[1],
                           op.getDpsInits()[0],
                           filterType.getDimSize(0),
                           filterType.getDimSize(1),
                           strides[0],
                           strides[1],
                           dilations[0],
                           dilations[1],
                           width,
                           getElementTypeOrSelf(op.getDpsInits()[0].getType())};
  Value output = builder.output;
  Value c0 = builder.index(0), c1 = builder.index(1);
  buildLoop(b, c0, memref::DimOp::create(b, output, 0), c1, /*parallel=*/false,
            [&](Value n) {
              buildLoop(b, c0, memref::DimOp::create(b, output, 1), c1,
                        parallel,
                        [&](Value oh) { builder.row(n, oh, columns); });
            });
  rewriter.eraseOp(op);
}
