//===- MatmulPacking.cpp - a contraction's packed copies --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The buffers of a contraction's loop nest (B's packed panel, the strip
// of A's rows of a row of tiles, the block of A's rows), the copies into
// them, and the prefetches of the lines the copies and tiles read next.
//
//===----------------------------------------------------------------------===//

#include "LoopBuilders.h"
#include "MatmulEmitter.h"

#include "accel/IR/AccelDialect.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace accel;

static_assert(kStripSlot < AccelDialect::getScratchSlotCount());

/// Bytes of a cache line.
static constexpr int64_t kCacheLineBytes = 64;

/// Elements of `element` in a cache line (an i1 takes a byte).
static int64_t lineElements(Type element) {
  return kCacheLineBytes / llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
}

memref::AllocOp accel::allocateScratch(ImplicitLocOpBuilder &b, MemRefType type,
                                       ValueRange sizes, int64_t slot) {
  auto alloc = memref::AllocOp::create(b, type, sizes, b.getI64IntegerAttr(64));
  alloc->setAttr(AccelDialect::getScratchAttrName(), b.getI64IntegerAttr(slot));
  return alloc;
}

Value accel::trailingMatrix(ImplicitLocOpBuilder &b, Value operand,
                            ValueRange leading) {
  auto type = cast<MemRefType>(operand.getType());
  int64_t rank = type.getRank();
  SmallVector<OpFoldResult> offsets(leading.begin(), leading.end());
  SmallVector<OpFoldResult> sizes(leading.size(), b.getIndexAttr(1));
  for (int64_t dim = rank - 2; dim < rank; ++dim) {
    offsets.push_back(b.getIndexAttr(0));
    sizes.push_back(memref::getMixedSize(b, b.getLoc(), operand, dim));
  }
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  auto resultType = memref::SubViewOp::inferRankReducedResultType(
      type.getShape().take_back(2), type, offsets, sizes, strides);
  return memref::SubViewOp::create(b, cast<MemRefType>(resultType), operand,
                                   offsets, sizes, strides);
}

Value MatmulEmitter::allocatePanel() {
  auto type = cast<MemRefType>(packed.getType());
  // Dynamic where the positions are: as many rows of panels, maxBlock steps.
  SmallVector<Value> sizes;
  if (type.isDynamicDim(0))
    sizes.push_back(mul(positions.count, index(plan.panelCapacity)));
  if (type.isDynamicDim(1))
    sizes.push_back(maxBlock);
  return allocateScratch(b, type, sizes, kPanelSlot);
}

Value MatmulEmitter::allocateStrip() {
  Type element = getElementTypeOrSelf(packed.getType());
  int64_t width = pieces.front().width;
  auto packedType = cast<MemRefType>(packed.getType());
  int64_t stripRows =
      packedType.isDynamicDim(0)
          ? ShapedType::kDynamic
          : packedType.getDimSize(0) / plan.panelCapacity * blocking.tileM;
  int64_t stripK = packedType.isDynamicDim(1)
                       ? ShapedType::kDynamic
                       : llvm::alignTo(packedType.getDimSize(1), width);
  SmallVector<Value> sizes;
  if (ShapedType::isDynamic(stripRows))
    sizes.push_back(mul(positions.count, index(blocking.tileM)));
  if (ShapedType::isDynamic(stripK))
    sizes.push_back(mul(arith::CeilDivUIOp::create(b, maxBlock, index(width)),
                        index(width)));
  return allocateScratch(b, MemRefType::get({stripRows, stripK}, element),
                         sizes, kStripSlot);
}

Value MatmulEmitter::allocateRowBlock(Value a, Value rowCount) {
  Type element = getElementTypeOrSelf(packed.getType());
  int64_t width = pieces.front().width;
  // Rows of panel-k steps and a vector more: rows a power of two apart
  // would collide in L1's sets.
  int64_t stripK =
      llvm::alignTo(cast<MemRefType>(packed.getType()).getDimSize(1), width) +
      width;
  // block-m rows, or M's (rounded up to whole tiles) where fewer.
  SmallVector<Value> sizes;
  int64_t rows = cast<MemRefType>(a.getType()).getDimSize(0);
  if (!ShapedType::isDynamic(rows)) {
    rows =
        std::min<int64_t>(blocking.blockM, llvm::alignTo(rows, blocking.tileM));
  } else {
    Value tileM = index(blocking.tileM);
    Value whole = mul(arith::CeilDivUIOp::create(b, rowCount, tileM), tileM);
    sizes.push_back(min(index(blocking.blockM), whole));
  }
  return allocateScratch(b, MemRefType::get({rows, stripK}, element), sizes,
                         kStripSlot);
}

Value MatmulEmitter::rowBlockStrip(Value rowBlock, Value row) {
  int64_t stripK = cast<MemRefType>(rowBlock.getType()).getDimSize(1);
  SmallVector<OpFoldResult> offsets{row, b.getIndexAttr(0)};
  SmallVector<OpFoldResult> sizes{b.getIndexAttr(blocking.tileM),
                                  b.getIndexAttr(stripK)};
  SmallVector<OpFoldResult> strides(2, b.getIndexAttr(1));
  return memref::SubViewOp::create(b, rowBlock, offsets, sizes, strides);
}

/// Bp[p][k][:] = B[pc + k][jc + p * tile-n ..] for every position's B, zero
/// past N: rows of B are read contiguously, one row per iteration of the
/// (parallel) loop.
void MatmulEmitter::packPanel(Value bMat, Value pc, Value kc, Value jc,
                              Value panels) {
  Type element = getElementTypeOrSelf(bMat.getType());
  Value zero = arith::ConstantOp::create(b, b.getZeroAttr(element));
  Value c0 = index(0), c1 = index(1), tileN = index(blocking.tileN);
  Value lastRow = sub(add(pc, kc), c1);
  forEachPosition([&](Value position) {
    Value slice = sliceAt(bMat, filterIndices(position));
    buildLoop(b, c0, kc, c1, parallel, [&](Value k) {
      Value row = add(pc, k);
      Value ahead = min(add(row, index(kPanelPrefetchRows)), lastRow);
      buildLoop(b, c0, panels, c1, /*parallelLoop=*/false, [&](Value p) {
        Value col = add(jc, mul(p, tileN));
        Value to = panelRow(position, p);
        SmallVector<Value> pieceCols;
        for (Piece piece : pieces)
          pieceCols.push_back(add(col, index(piece.offset)));
        prefetchLines(slice, {{ahead}},
                      lineColumns(slice, pieceCols, pieces, plan.wholeTiles),
                      /*isWrite=*/false);
        for (auto [piece, from] : llvm::zip_equal(pieces, pieceCols)) {
          Value v = vector::TransferReadOp::create(
              b, VectorType::get({piece.width}, element), slice,
              ValueRange{row, from}, zero, ArrayRef<bool>{plan.wholeTiles});
          vector::StoreOp::create(b, v, packed,
                                  ValueRange{to, k, index(piece.offset)});
        }
      });
    });
  });
}

void MatmulEmitter::packStrip(Value a, const TileRows &tile, Value pc, Value kc,
                              Value strip, const TileRows *ahead) {
  Type element = getElementTypeOrSelf(a.getType());
  // Vectors as long as the longest piece of a row of tiles (the strip's
  // rows are a multiple long), the last one masked at kc; elements that are
  // not whole bytes (i1) one by one.
  bool bytes = element.getIntOrFloatBitWidth() % 8 == 0;
  int64_t step = bytes ? pieces.front().width : 1;
  auto vectorType = VectorType::get({step}, element);
  auto maskType = VectorType::get({step}, b.getI1Type());
  Value c0 = index(0);
  Value zeros =
      arith::ConstantOp::create(b, vectorType, b.getZeroAttr(vectorType));
  bool prefetch = ahead && bytes;
  Value lastK = prefetch ? sub(kc, index(1)) : Value();
  forEachPosition([&](Value position) {
    std::pair<Value, Value> shift = shiftAt(filterIndices(position));
    for (int64_t i = 0; i < blocking.tileM; ++i) {
      SmallVector<Value> aRow = shifted(tile.a[i], shift);
      aRow.push_back(Value());
      SmallVector<Value> aheadRow;
      if (prefetch)
        aheadRow = shifted(ahead->a[i], shift);
      Value row = stripRow(position, i);
      buildLoop(b, c0, kc, index(step), /*parallelLoop=*/false, [&](Value k) {
        aRow.back() = add(pc, k);
        SmallVector<Value, 2> at{row, k};
        if (prefetch)
          prefetchStripRow(a, aheadRow, pc, k, lastK, step);
        if (!bytes)
          return (void)memref::StoreOp::create(
              b, memref::LoadOp::create(b, a, aRow), strip, at);
        Value mask =
            vector::CreateMaskOp::create(b, maskType, ValueRange{sub(kc, k)});
        vector::StoreOp::create(
            b,
            vector::MaskedLoadOp::create(b, vectorType, a, aRow, mask, zeros),
            strip, at);
      });
    }
  });
}

void MatmulEmitter::prefetchStripRow(Value a, const SmallVector<Value> &aRow,
                                     Value pc, Value k, Value lastK,
                                     int64_t step) {
  int64_t perLine = lineElements(getElementTypeOrSelf(a.getType()));
  SmallVector<Value> lines;
  for (int64_t offset = 0; offset < step; offset += perLine)
    lines.push_back(add(pc, min(add(k, index(offset)), lastK)));
  prefetchLines(a, {aRow}, lines, /*isWrite=*/false);
}

void MatmulEmitter::prefetchStrip(Value a, const TileRows &tile,
                                  const ReductionBlock &block, Value panel) {
  int64_t perLine = lineElements(getElementTypeOrSelf(a.getType()));
  int64_t lines = llvm::divideCeil(plan.panelK, perLine);
  int64_t perPanel = llvm::divideCeil(
      lines, std::max<int64_t>(1, blocking.blockN / blocking.tileN));
  Value last = sub(block.kc, index(1));
  Value first = mul(panel, index(perPanel));
  forEachPosition([&](Value position) {
    std::pair<Value, Value> shift = shiftAt(filterIndices(position));
    for (int64_t j = 0; j < perPanel; ++j) {
      Value line = add(first, index(j));
      Value k = min(mul(line, index(perLine)), last);
      for (int64_t i = 0; i < blocking.tileM; ++i) {
        SmallVector<Value> at = shifted(tile.a[i], shift);
        at.push_back(add(block.pc, k));
        memref::PrefetchOp::create(b, a, at, /*isWrite=*/false,
                                   /*localityHint=*/2, /*isDataCache=*/true);
      }
    }
  });
}

SmallVector<Value> MatmulEmitter::lineColumns(Value c, ArrayRef<Value> cols,
                                              ArrayRef<Piece> rowPieces,
                                              bool whole) {
  auto type = cast<MemRefType>(c.getType());
  Value lastCol;
  if (!whole)
    lastCol = sub(memref::DimOp::create(b, c, type.getRank() - 1), index(1));
  int64_t perLine = lineElements(type.getElementType());
  SmallVector<Value> lines;
  for (auto [p, piece] : llvm::enumerate(rowPieces)) {
    for (int64_t offset = 0; offset < piece.width; offset += perLine) {
      lines.push_back(add(cols[p], index(offset)));
      if (!whole)
        lines.back() = min(lines.back(), lastCol);
    }
  }
  return lines;
}

void MatmulEmitter::prefetchLines(Value memory,
                                  ArrayRef<SmallVector<Value>> rows,
                                  ArrayRef<Value> lines, bool isWrite) {
  for (ArrayRef<Value> row : rows) {
    SmallVector<Value> at(row);
    at.push_back(Value());
    for (Value line : lines) {
      at.back() = line;
      memref::PrefetchOp::create(b, memory, at, isWrite, /*localityHint=*/3,
                                 /*isDataCache=*/true);
    }
  }
}

void MatmulEmitter::prefetchInPlace(Value slice, Value step,
                                    ArrayRef<Value> lines) {
  Value lastRow = sub(memref::DimOp::create(b, slice, 0), index(1));
  Value ahead = min(add(step, index(kInPlacePrefetchRows)), lastRow);
  prefetchLines(slice, {{ahead}}, lines, /*isWrite=*/false);
}
