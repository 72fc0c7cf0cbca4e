//===- MatmulNests.cpp - a contraction's loop nests -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The loops over a contraction's blocks (N's, K's, M's), its rows of
// register tiles and, for a conv2d, its chunks of output rows, as the plan
// chose them: B packed per block or read in place, A's rows packed per row
// of tiles, per block of M, or read in place.
//
//===----------------------------------------------------------------------===//

#include "LoopBuilders.h"
#include "MatmulEmitter.h"

#include "llvm/Support/SaveAndRestore.h"

using namespace mlir;
using namespace accel;

MatmulEmitter::MatmulEmitter(ImplicitLocOpBuilder &b, const MatmulPlan &plan,
                             bool parallel, Value packed,
                             linalg::GenericOp epilogue, Value init,
                             Positions positions, Value maxBlock)
    : b(b), plan(plan), blocking(plan.blocking), parallel(parallel),
      packed(packed), packRows(plan.packRows), epilogue(epilogue), init(init),
      pieces(plan.pieces()), lastPieces(plan.lastPieces()),
      positions(positions), maxBlock(maxBlock), bInPlace(plan.bInPlace) {
  // One buffer of A's rows for the whole nest, unless every thread needs
  // its own.
  if (packRows && !parallel && !blocking.blockM)
    sharedStrip = allocateStrip();
}

void MatmulEmitter::finish() {
  if (sharedStrip)
    memref::DeallocOp::create(b, sharedStrip);
}

void MatmulEmitter::columnBlocks(Value n,
                                 llvm::function_ref<void(Value, Value)> body) {
  Value blockN = index(blocking.blockN), tileN = index(blocking.tileN);
  buildLoop(b, index(0), n, blockN, /*parallelLoop=*/false, [&](Value jc) {
    Value nc = min(blockN, sub(n, jc));
    body(jc, arith::CeilDivSIOp::create(b, nc, tileN));
  });
}

void MatmulEmitter::reductionBlocks(
    Value bMat, Value firstSlice, Value lastSlice,
    llvm::function_ref<void(const ReductionBlock &)> body) {
  Value c0 = index(0), c1 = index(1);
  // K (a filter's channels): B's dimension before the last.
  int64_t rank = cast<MemRefType>(bMat.getType()).getRank();
  Value k = memref::DimOp::create(b, bMat, rank - 2);
  // K's blocks of equal size, at most maxBlock: with block-k 256 (and its
  // slack), 513 steps are two blocks of 257, not 256, 256 and a block of 1
  // that reads and writes every tile of C for one step.
  Value blocks = max(c1, arith::CeilDivSIOp::create(b, k, maxBlock));
  Value blockK = max(c1, arith::CeilDivSIOp::create(b, k, blocks));
  buildLoop(b, c0, k, blockK, /*parallelLoop=*/false, [&](Value pc) {
    ReductionBlock block{pc, min(blockK, sub(k, pc)), Value(), Value()};
    if (init)
      block.first = arith::AndIOp::create(
          b, firstSlice,
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, pc, c0));
    if (epilogue)
      block.last = arith::AndIOp::create(
          b, lastSlice,
          arith::CmpIOp::create(b, arith::CmpIPredicate::eq, add(pc, block.kc),
                                k));
    body(block);
  });
}

TileRows MatmulEmitter::tileRows(const RowMap &rows, Value ir) {
  TileRows tile;
  tile.a.resize(blocking.tileM);
  tile.c.resize(blocking.tileM);
  Value lastRow = sub(rows.rows, index(1));
  for (int64_t i = 0; i < blocking.tileM; ++i) {
    Value row = add(ir, index(i));
    rows.indices(min(row, lastRow), tile.a[i], tile.c[i]);
    tile.inRange.push_back(
        arith::CmpIOp::create(b, arith::CmpIPredicate::slt, row, rows.rows));
  }
  return tile;
}

void MatmulEmitter::rowTiles(Value a, Value bMat, Value c, const RowMap &rows,
                             const ReductionBlock &block, Value jc,
                             Value panels, Value rowBlock) {
  Value c0 = index(0), c1 = index(1);
  int64_t rank = cast<MemRefType>(bMat.getType()).getRank();
  Value columnsLeft = sub(memref::DimOp::create(b, bMat, rank - 1), jc);
  Value firstRow = rows.first ? rows.first : c0;
  buildLoop(
      b, firstRow, rows.rows, index(blocking.tileM), parallel, [&](Value ir) {
        // The register tiles' rows of A: packed with the whole block of
        // rows (rowBlock), or packed here where that pays (a copy loop
        // keeps many misses in flight, where the register tile would wait
        // for each, and the tile then reads one contiguous stream, where A's
        // rows a power-of-two stride apart collide in L1): into the nest's
        // buffer, or with parallel rows into one of the thread's own (on the
        // heap: a loop's stack allocation is not released at the end of its
        // iteration).
        Value strip;
        bool packHere = !rowBlock && packRows;
        if (rowBlock)
          strip = rowBlockStrip(rowBlock, sub(ir, firstRow));
        else if (packHere)
          strip = sharedStrip ? sharedStrip : allocateStrip();
        TileRows tile = tileRows(rows, ir);
        std::optional<TileRows> next;
        if (packHere) {
          packStrip(a, tile, block.pc, block.kc, strip);
          next = tileRows(rows, add(ir, index(blocking.tileM)));
        }
        auto tiles = [&](Value from, Value to, bool whole) {
          buildLoop(b, from, to, c1, /*parallelLoop=*/false, [&](Value panel) {
            if (next)
              prefetchStrip(a, *next, block, panel);
            computeTile(a, strip, bMat, c, tile, block, jc, panel, whole);
          });
        };
        if (plan.wholeTiles) {
          tiles(c0, panels, /*whole=*/true);
        } else {
          // The panels within N, then the one that crosses it (if any).
          Value within =
              min(panels, arith::DivUIOp::create(b, columnsLeft,
                                                 index(blocking.tileN)));
          tiles(c0, within, /*whole=*/true);
          tiles(within, panels, /*whole=*/false);
        }
        if (packHere && strip != sharedStrip)
          memref::DeallocOp::create(b, strip);
      });
}

void MatmulEmitter::product(Value a, Value bMat, Value c, const RowMap &rows,
                            Value jc, Value panels, Value firstSlice,
                            Value lastSlice) {
  reductionBlocks(bMat, firstSlice, lastSlice,
                  [&](const ReductionBlock &block) {
                    if (!bInPlace)
                      packPanel(bMat, block.pc, block.kc, jc, panels);
                    rowTiles(a, bMat, c, rows, block, jc, panels, Value());
                  });
}

void MatmulEmitter::productOnRowBlocks(Value a, Value bMat, Value c,
                                       const RowMap &rows) {
  Value c0 = index(0);
  Value yes = arith::ConstantIntOp::create(b, 1, 1);
  Value n = memref::DimOp::create(b, bMat, 1);
  Value rowBlock = allocateRowBlock(a, rows.rows);
  Value blockM = index(blocking.blockM);
  buildLoop(b, c0, rows.rows, blockM, /*parallelLoop=*/false, [&](Value mc) {
    RowMap part = rows;
    part.first = mc;
    part.rows = min(add(mc, blockM), rows.rows);
    reductionBlocks(bMat, yes, yes, [&](const ReductionBlock &block) {
      buildLoop(
          b, mc, part.rows, index(blocking.tileM), parallel, [&](Value ir) {
            // One statement each: the order of the ops they create
            // must not depend on the compiler's order of arguments.
            Value strip = rowBlockStrip(rowBlock, sub(ir, mc));
            TileRows tile = tileRows(part, ir);
            TileRows next = tileRows(part, add(ir, index(blocking.tileM)));
            packStrip(a, tile, block.pc, block.kc, strip, &next);
          });
      columnBlocks(n, [&](Value jc, Value panels) {
        packPanel(bMat, block.pc, block.kc, jc, panels);
        rowTiles(a, bMat, c, part, block, jc, panels, rowBlock);
      });
    });
  });
  memref::DeallocOp::create(b, rowBlock);
}

void MatmulEmitter::tilesInPlace(Value a, Value bMat, Value c,
                                 const RowMap &rows) {
  Value c0 = index(0), c1 = index(1);
  Value yes = arith::ConstantIntOp::create(b, 1, 1);
  Value n = memref::DimOp::create(b, bMat, 1);
  Value tileN = index(blocking.tileN);
  // Blocks of K of pairBlock steps for two rows of tiles.
  llvm::SaveAndRestore<Value> blockSteps(maxBlock);
  Value twoRows = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, rows.rows,
                                        index(blocking.tileM));
  maxBlock =
      arith::SelectOp::create(b, twoRows, index(plan.pairBlock), maxBlock);
  // The tile of columns `panel` over every block of K.
  auto columnTile = [&](Value panel, bool whole) {
    reductionBlocks(bMat, yes, yes, [&](const ReductionBlock &block) {
      buildLoop(b, c0, rows.rows, index(blocking.tileM),
                /*parallelLoop=*/false, [&](Value ir) {
                  TileRows tile = tileRows(rows, ir);
                  computeTile(a, Value(), bMat, c, tile, block, c0, panel,
                              whole);
                });
    });
  };
  // The tile that crosses N (if any) is one of the parallel loop's, so that
  // the threads share all of N's tiles evenly.
  Value within = arith::DivUIOp::create(b, n, tileN);
  buildLoop(b, c0, arith::CeilDivUIOp::create(b, n, tileN), c1, parallel,
            [&](Value panel) {
              if (plan.wholeTiles)
                return columnTile(panel, /*whole=*/true);
              Value isWhole = arith::CmpIOp::create(
                  b, arith::CmpIPredicate::ult, panel, within);
              buildIf(
                  b, isWhole, [&] { columnTile(panel, /*whole=*/true); },
                  [&] { columnTile(panel, /*whole=*/false); });
            });
}

void MatmulEmitter::matmul(Value a, Value bMat, Value c) {
  RowMap rows;
  rows.rows = memref::DimOp::create(b, a, 0);
  rows.indices = [](Value row, SmallVectorImpl<Value> &aIndices,
                    SmallVectorImpl<Value> &cIndices) {
    aIndices.push_back(row);
    cIndices.push_back(row);
  };
  if (bInPlace)
    return tilesInPlace(a, bMat, c, rows);
  auto packedNest = [&] {
    if (blocking.blockM > 0)
      return productOnRowBlocks(a, bMat, c, rows);
    columnBlocks(memref::DimOp::create(b, bMat, 1),
                 [&](Value jc, Value panels) {
                   Value yes = arith::ConstantIntOp::create(b, 1, 1);
                   product(a, bMat, c, rows, jc, panels, yes, yes);
                 });
  };
  if (!ShapedType::isDynamic(cast<MemRefType>(a.getType()).getDimSize(0)))
    return packedNest();
  // A dynamic M of at most kInPlaceRowTiles rows of tiles (a batch of a
  // few rows, known when the kernel runs) reads B in place too, in rows of
  // tile-m rows (the last one's rows past M clamped).
  Value few = arith::CmpIOp::create(b, arith::CmpIPredicate::ule, rows.rows,
                                    index(kInPlaceRowTiles * blocking.tileM));
  buildIf(
      b, few,
      [&] {
        llvm::SaveAndRestore<bool> inPlace(bInPlace, true);
        llvm::SaveAndRestore<bool> rowsInPlace(packRows, false);
        tilesInPlace(a, bMat, c, rows);
      },
      packedNest);
}

void MatmulEmitter::conv(Value input, Value filter, Value output,
                         ArrayRef<int64_t> strides) {
  // Flat rows (n, oh, ow) of the output, each at position (0, 0) of the
  // filter: the input's (n, oh * stride, ow * stride).
  Value outH = memref::DimOp::create(b, output, 1);
  Value outW = memref::DimOp::create(b, output, 2);
  Value image = mul(outH, outW);
  RowMap rows;
  rows.rows = mul(memref::DimOp::create(b, output, 0), image);
  rows.indices = [&, image, outW](Value row, SmallVectorImpl<Value> &aIndices,
                                  SmallVectorImpl<Value> &cIndices) {
    Value n = arith::DivUIOp::create(b, row, image);
    Value pixel = arith::RemUIOp::create(b, row, image);
    Value oh = arith::DivUIOp::create(b, pixel, outW);
    Value ow = arith::RemUIOp::create(b, pixel, outW);
    aIndices.append(
        {n, mul(oh, index(strides[0])), mul(ow, index(strides[1]))});
    cIndices.append({n, oh, ow});
  };
  Value yes = arith::ConstantIntOp::create(b, 1, 1);
  auto allColumns = [&](const RowMap &part) {
    columnBlocks(memref::DimOp::create(b, filter, 3),
                 [&](Value jc, Value panels) {
                   product(input, filter, output, part, jc, panels, yes, yes);
                 });
  };
  if (!parallel)
    return allColumns(rows);
  // Chunks of rows in parallel, each with packed panels of its own (unless
  // the filter is read in place): a parallel loop per position (and per
  // block of K) had the threads meet 9 times for a 3 x 3 filter, each time
  // after a pass over all of C, and ran at 0.70-0.78 of oneDNN on two
  // cores. Chunks are whole rows of register tiles.
  Value c1 = index(1);
  Value pairs = arith::MinUIOp::create(
      b, index(kConvChunkPairs),
      arith::MaxUIOp::create(
          b, c1,
          arith::CeilDivUIOp::create(b, rows.rows, index(kConvPairRows))));
  Value tileRowsCount =
      arith::CeilDivUIOp::create(b, rows.rows, index(blocking.tileM));
  Value chunk =
      mul(arith::MaxUIOp::create(b, c1,
                                 arith::CeilDivUIOp::create(
                                     b, tileRowsCount, mul(pairs, index(2)))),
          index(blocking.tileM));
  Value total = rows.rows;
  buildLoop(b, index(0), total, chunk, /*parallelLoop=*/true, [&](Value start) {
    llvm::SaveAndRestore<bool> serial(parallel, false);
    llvm::SaveAndRestore<Value> own(packed,
                                    bInPlace ? packed : allocatePanel());
    RowMap part = rows;
    part.first = start;
    part.rows = min(add(start, chunk), total);
    allColumns(part);
    if (!bInPlace)
      memref::DeallocOp::create(b, packed);
  });
}
