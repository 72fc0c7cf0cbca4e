//===- MatmulTiles.cpp - a contraction's register tiles ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One register tile of C: tile-m rows of accumulators, each row the pieces
// of tile-n columns, reduced over a block's k steps (at every filter
// position of a conv2d) and added to C, or through the fused epilogue into
// its buffer after the last block.
//
//===----------------------------------------------------------------------===//

#include "LoopBuilders.h"
#include "MatmulEmitter.h"
#include "VectorizeBody.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace accel;

Value MatmulEmitter::multiplyAdd(Value x, Value y, Value acc) {
  Type element = getElementTypeOrSelf(acc.getType());
  if (isa<FloatType>(element))
    return vector::FMAOp::create(b, x, y, acc);
  return arith::AddIOp::create(b, arith::MulIOp::create(b, x, y), acc);
}

void MatmulEmitter::forEachPosition(llvm::function_ref<void(Value)> body) {
  if (!positions.count)
    return body(Value());
  buildLoop(b, index(0), positions.count, index(1), /*parallelLoop=*/false,
            body);
}

std::pair<Value, Value> MatmulEmitter::filterIndices(Value position) {
  if (!position)
    return {};
  return {arith::DivUIOp::create(b, position, positions.width),
          arith::RemUIOp::create(b, position, positions.width)};
}

Value MatmulEmitter::sliceAt(Value bMat, std::pair<Value, Value> khKw) {
  if (!khKw.first)
    return bMat;
  return trailingMatrix(b, bMat, {khKw.first, khKw.second});
}

std::pair<Value, Value> MatmulEmitter::shiftAt(std::pair<Value, Value> khKw) {
  if (!khKw.first)
    return {};
  return {mul(khKw.first, index(positions.dilations[0])),
          mul(khKw.second, index(positions.dilations[1]))};
}

SmallVector<Value> MatmulEmitter::shifted(ArrayRef<Value> aIndices,
                                          std::pair<Value, Value> shift) {
  SmallVector<Value> at(aIndices);
  // (n, h, w) of the input.
  if (shift.first) {
    at[1] = add(at[1], shift.first);
    at[2] = add(at[2], shift.second);
  }
  return at;
}

Value MatmulEmitter::panelRow(Value position, Value panel) {
  return position ? add(mul(position, index(plan.panelCapacity)), panel)
                  : panel;
}

Value MatmulEmitter::stripRow(Value position, int64_t i) {
  return position ? add(mul(position, index(blocking.tileM)), index(i))
                  : index(i);
}

void MatmulEmitter::computeTile(Value a, Value strip, Value bMat, Value c,
                                const TileRows &tile,
                                const ReductionBlock &block, Value jc,
                                Value panel, bool whole) {
  TileSite site{a, strip, bMat, c, tile, block, panel, whole};
  site.pieces = whole ? pieces : lastPieces;
  site.element = getElementTypeOrSelf(c.getType());
  site.zero = arith::ConstantOp::create(b, b.getZeroAttr(site.element));
  Value c0 = index(0);
  site.one = index(1);
  Value col = add(jc, mul(panel, index(blocking.tileN)));
  for (Piece piece : site.pieces)
    site.pieceCols.push_back(add(col, index(piece.offset)));

  // The accumulators, row by row, each row piece by piece. Rows past M
  // compute on A's last row and are dropped at the store; columns past N
  // are masked by the transfers.
  SmallVector<Type> accTypes;
  for (int64_t i = 0; i < blocking.tileM; ++i)
    for (Piece piece : site.pieces)
      accTypes.push_back(site.vectorOf(piece));
  // C's tile is prefetched (for writing) and added after the block's k
  // steps; the accumulators start from zero, or from the fill's value in
  // the first block, which does not read C. The tile's lines are at the
  // same columns of C and of B (both N wide), where B is read in place.
  site.lines = lineColumns(c, site.pieceCols, site.pieces, whole);
  Value start = site.zero;
  if (block.first)
    start = arith::SelectOp::create(b, block.first, init, site.zero);
  SmallVector<Value> accs;
  llvm::SmallDenseMap<Type, Value> splats;
  for (Type type : accTypes) {
    Value &splat = splats[type];
    if (!splat)
      splat = vector::BroadcastOp::create(b, type, start);
    accs.push_back(splat);
  }

  // Every position in turn, the tile in registers throughout, C's tile
  // prefetched when it starts. A matmul's k steps on a packed panel are two
  // loops, C's tile prefetched between them, cPrefetchSteps before the
  // block ends; where B is read in place (its rows do not go through L1 a
  // block at a time) C's tile is prefetched when the tile starts.
  scf::ForOp kLoop;
  ValueRange results;
  if (positions.count) {
    prefetchLines(c, tile.c, site.lines, /*isWrite=*/true);
    results = buildFor(b, c0, positions.count, site.one, accs,
                       [&](Value position, ValueRange sums) {
                         kLoop =
                             reduceSteps(site, position, sums, c0, block.kc);
                         return SmallVector<Value>(kLoop.getResults());
                       })
                  .getResults();
  } else {
    Value split = c0;
    ValueRange sums = accs;
    scf::ForOp head;
    if (!bInPlace) {
      split = max(c0, sub(block.kc, index(plan.cPrefetchSteps)));
      head = reduceSteps(site, Value(), accs, c0, split);
      sums = head.getResults();
    }
    prefetchLines(c, tile.c, site.lines, /*isWrite=*/true);
    kLoop = reduceSteps(site, Value(), sums, split, block.kc);
    results = kLoop.getResults();
    if (head && blocking.tileK > 1)
      (void)loopUnrollByFactor(head, blocking.tileK);
  }
  storeTile(site, results);
  // Last: the remainder loop that unrolling adds for trip counts tile-k does
  // not divide takes over the uses of the results.
  if (blocking.tileK > 1)
    (void)loopUnrollByFactor(kLoop, blocking.tileK);
}

scf::ForOp MatmulEmitter::reduceSteps(const TileSite &site, Value position,
                                      ValueRange sums, Value from, Value to) {
  // B's rows in place (the filter's slice at the position) or packed;
  // A's rows in place (shifted to the position) or the strip's.
  std::pair<Value, Value> khKw;
  if (bInPlace || !site.strip)
    khKw = filterIndices(position);
  Value row = bInPlace ? Value() : panelRow(position, site.panel);
  Value slice = bInPlace ? sliceAt(site.bMat, khKw) : Value();
  std::pair<Value, Value> shift =
      site.strip ? std::pair<Value, Value>() : shiftAt(khKw);
  SmallVector<SmallVector<Value>> aRows;
  for (int64_t i = 0; i < blocking.tileM; ++i)
    aRows.push_back(site.strip ? SmallVector<Value>{stripRow(position, i)}
                               : shifted(site.rows.a[i], shift));
  std::array<bool, 1> inBounds{site.whole};
  const ReductionBlock &block = site.block;
  return buildFor(
      b, from, to, site.one, sums, [&](Value k, ValueRange iterArgs) {
        // B's row at step k: packed, or in place (masked past N in the
        // tile that crosses it; a matmul's rows prefetched ahead).
        SmallVector<Value> bRow;
        Value step = add(block.pc, k);
        if (bInPlace && !positions.count)
          prefetchInPlace(slice, step, site.lines);
        for (auto [p, piece] : llvm::enumerate(site.pieces)) {
          SmallVector<Value> at{step, site.pieceCols[p]};
          if (!bInPlace)
            bRow.push_back(vector::LoadOp::create(
                b, site.vectorOf(piece), packed,
                ValueRange{row, k, index(piece.offset)}));
          else if (site.whole)
            bRow.push_back(
                vector::LoadOp::create(b, site.vectorOf(piece), slice, at));
          else
            bRow.push_back(vector::TransferReadOp::create(
                b, site.vectorOf(piece), slice, at, site.zero, inBounds));
        }
        SmallVector<Value> next;
        for (int64_t i = 0; i < blocking.tileM; ++i) {
          SmallVector<Value> at(aRows[i]);
          at.push_back(site.strip ? k : add(block.pc, k));
          Value aElement =
              memref::LoadOp::create(b, site.strip ? site.strip : site.a, at);
          for (auto [p, piece] : llvm::enumerate(site.pieces)) {
            Value aSplat =
                vector::BroadcastOp::create(b, site.vectorOf(piece), aElement);
            next.push_back(multiplyAdd(aSplat, bRow[p],
                                       iterArgs[i * site.pieces.size() + p]));
          }
        }
        return next;
      });
}

void MatmulEmitter::storeTile(const TileSite &site, ValueRange results) {
  std::array<bool, 1> inBounds{site.whole};
  size_t perRow = site.pieces.size();
  auto addTile = [&] {
    SmallVector<Value> sums;
    SmallVector<Value> partials;
    for (int64_t i = 0; i < blocking.tileM; ++i)
      for (auto [p, piece] : llvm::enumerate(site.pieces))
        partials.push_back(vector::TransferReadOp::create(
            b, site.vectorOf(piece), site.c, site.cIndices(i, p), site.zero,
            inBounds));
    for (auto [sum, partial] : llvm::zip(results, partials))
      sums.push_back(isa<FloatType>(site.element)
                         ? Value(arith::AddFOp::create(b, sum, partial))
                         : Value(arith::AddIOp::create(b, sum, partial)));
    return sums;
  };
  SmallVector<Value> tileSums;
  if (site.block.first) {
    auto sums = scf::IfOp::create(b, results.getTypes(), site.block.first,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(sums.thenBlock());
    scf::YieldOp::create(b, results);
    b.setInsertionPointToStart(sums.elseBlock());
    scf::YieldOp::create(b, addTile());
    llvm::append_range(tileSums, sums.getResults());
  } else {
    tileSums = addTile();
  }
  for (int64_t i = 0; i < blocking.tileM; ++i) {
    buildIf(b, site.rows.inRange[i], [&] {
      for (size_t p = 0; p < perRow; ++p) {
        Value result = tileSums[i * perRow + p];
        SmallVector<Value> at = site.cIndices(i, p);
        auto store = [&] {
          vector::TransferWriteOp::create(b, result, site.c, at, inBounds);
        };
        if (!epilogue) {
          store();
          continue;
        }
        // After the last reduction block the tile goes through the
        // epilogue into its buffer instead of back to C.
        buildIf(
            b, site.block.last,
            [&] { storeEpilogue(site.c, result, at, inBounds); }, store);
      }
    });
  }
}

void MatmulEmitter::storeEpilogue(Value c, Value result, ArrayRef<Value> at,
                                  ArrayRef<bool> inBounds) {
  auto vectorType = cast<VectorType>(result.getType());
  Value zero =
      arith::ConstantOp::create(b, b.getZeroAttr(vectorType.getElementType()));
  IRMapping mapping;
  Block *body = epilogue.getBody();
  for (OpOperand *input : epilogue.getDpsInputOperands()) {
    Value value;
    if (input->get() == c) {
      value = result;
    } else if (epilogue.getMatchingIndexingMap(input).isIdentity()) {
      value = vector::TransferReadOp::create(b, vectorType, input->get(), at,
                                             zero, inBounds);
    } else { // Along the last loop only.
      value = vector::TransferReadOp::create(
          b, vectorType, input->get(), ValueRange{at.back()}, zero, inBounds);
    }
    mapping.map(epilogue.getMatchingBlockArgument(input), value);
  }
  for (Operation &op : body->without_terminator())
    vectorizeOp(b, b.getLoc(), op, mapping, vectorType.getShape());
  Value yielded = mapping.lookup(body->getTerminator()->getOperand(0));
  vector::TransferWriteOp::create(
      b, yielded, epilogue.getDpsInitOperand(0)->get(), at, inBounds);
}
