//===- MatmulPlan.cpp - the blocking of a contraction, decided --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Each rule names the measurement behind it; docs/CpuVectorMatmul.md has
// them in full, with the machines they ran on.
//
//===----------------------------------------------------------------------===//

#include "MatmulPlan.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdlib>

using namespace accel;
using llvm::ArrayRef;
using llvm::SmallVector;
using mlir::ShapedType;

/// The panels of B a row of register tiles must cover for its rows of A to
/// be packed (a conv2d's 64 output channels make 4 panels of 16: in place
/// is faster there).
static constexpr int64_t kPackRowsMinPanels = 8;

/// Bytes of a cache line, and between lines that share a set of L1: its
/// size over its ways (32 KiB of 8, 48 KiB of 12; an x86 L1 is indexed
/// within a page).
static constexpr int64_t kLineBytes = 64, kL1SetSpan = 4096;

/// A block of K may exceed block-k by block-k / kBlockSlack where that
/// saves a block: each block is a pass over C and, with parallel rows, a
/// round of the threads (1531x997x513 with block-k 512 in one block of 513,
/// not two of 257: 5% faster on two threads, the same on one). So may a
/// block of M exceed block-m: each block of M packs all of B again (2048
/// rows with block-m 2046 in one block, 1.015x as fast as in two of 1024).
static constexpr int64_t kBlockSlack = 8;

SmallVector<Piece> accel::getPieces(int64_t tileN) {
  SmallVector<Piece> pieces;
  for (int64_t offset = 0; offset < tileN;) {
    int64_t width =
        static_cast<int64_t>(llvm::bit_floor(uint64_t(tileN - offset)));
    pieces.push_back({offset, width});
    offset += width;
  }
  return pieces;
}

/// The most steps a block of `block` (block-k or block-m) may take: an
/// eighth more where that saves a block.
static int64_t withSlack(int64_t block) { return block + block / kBlockSlack; }

/// The size of each of the fewest blocks of equal size, at most `most`,
/// that cover `size` (at least 1).
static int64_t equalBlock(int64_t size, int64_t most) {
  return llvm::divideCeil(size, llvm::divideCeil(size, most));
}

/// The most reduction steps of one block.
static int64_t maxBlockK(const MatmulBlocking &blocking) {
  return withSlack(blocking.blockK);
}

/// The k steps whose rows of a register tile's B (tile-n columns, in f32's
/// bytes) take half of L1: twice the room block-k's derivation gives a
/// tile's rows of A (a quarter of L1). At least tile-k.
static int64_t halfL1Steps(const MatmulBlocking &blocking) {
  return std::max<int64_t>(blocking.tileK, blocking.blockK * blocking.tileM *
                                               2 / blocking.tileN);
}

/// The most reduction steps of one block where two rows of tiles read B in
/// place: the second row reads each block of B right after the first, so
/// the block's tile-n columns take half of L1 (halfL1Steps), and the
/// second row reads them from L1, not L2 (7, 8 and 12 x 4096 x 4096 ran
/// 1.25x, 1.13x and 1.11x faster). One row of tiles keeps block-k: C's
/// tile stays in registers across the blocks.
static int64_t pairBlockK(const MatmulBlocking &requested) {
  MatmulBlocking pair = requested;
  pair.blockK = halfL1Steps(requested);
  return std::min(maxBlockK(pair), maxBlockK(requested));
}

/// How many of a block's last k steps a matmul's register tile prefetches
/// C's tile (for writing) before it adds it: as many as B's rows that take
/// half of L1 (halfL1Steps, a multiple of tile-k so that the loop splits
/// where its unrolled steps do). Prefetched when the tile started, C's
/// lines had to stay in L1 while all of the block's rows of B went through
/// it; 96 steps before the end there is still time for them to come from
/// memory, and the rows of B those steps read leave them room (4096^3 on a
/// Zen 5: 1.009x, ahead in every run).
static int64_t cPrefetchSteps(const MatmulBlocking &blocking) {
  return llvm::alignTo(halfL1Steps(blocking), blocking.tileK);
}

/// Rows of the register tile of a matmul whose static N is narrower than
/// tile-n, computing `width` columns (vectors of `lanes`) of the requested
/// tile's: as many accumulators as the requested tile, the registers
/// permitting (the accumulators, a row of B and A's broadcast element),
/// and at most twice its rows. With one vector per row, 6 rows are 6 FMA
/// chains, too few to cover the FMA's latency; more rows than L1's ways, a
/// row of A apart, evict each other (4096 x 10 x 4096: 12 rows 1.15x faster
/// than 6, 16 rows 1.03x, 24 rows 0.70x).
static int64_t narrowTileRows(const MatmulBlocking &blocking, int64_t lanes,
                              int64_t width) {
  int64_t vectors = llvm::divideCeil(width, lanes);
  int64_t tileVectors = llvm::divideCeil(blocking.tileN, lanes);
  int64_t registers = vectorRegisters(blocking.vectorWidth);
  int64_t rows =
      std::min({blocking.tileM * tileVectors / vectors, 2 * blocking.tileM,
                (registers - 1 - vectors) / vectors});
  return std::max(blocking.tileM, rows);
}

/// Whether a matmul's register tiles read A in place: pack-a's choice, and
/// by default where A's rows are a static stride apart that puts at most
/// half as many of a tile's rows within a line of one another modulo
/// kL1SetSpan (in one set of L1 at every step) as L1 has ways. Six rows: K
/// = 1000 (4000 bytes) one row per set, K = 513 three, K = 1024 or 1023 all
/// six, which an 8-way L1 packs and a 12-way one does not. And, where N has
/// more than one block (`blocking.blockM` > 0), only where all of A fits in
/// a quarter of the last-level cache, twice what a packed block of A takes
/// there: each block of N reads all of A again, from that cache where A
/// fits, from memory where it does not (2048^3 and 4096^3 on a Zen 5 with
/// 32 MiB of L3: packed 1.05-1.07x as fast, 1024^3 in place 1.03x).
static bool readsAInPlace(const MatmulBlocking &blocking,
                          const ContractionShape &shape) {
  using ReadA = MatmulBlocking::ReadA;
  if (blocking.readA != ReadA::Auto)
    return blocking.readA == ReadA::InPlace;
  int64_t rows = shape.aRows, depth = shape.aDepth;
  if (blocking.blockM > 0 && !ShapedType::isDynamic(rows) &&
      !ShapedType::isDynamic(depth) &&
      rows * depth > 2 * blocking.blockM * blocking.blockK)
    return false;
  if (ShapedType::isDynamic(shape.aRowStride))
    return false;
  int64_t bytes = shape.elementBits / 8;
  int64_t stride = shape.aRowStride * bytes;
  if (bytes == 0 || stride <= 0)
    return false;
  int64_t most = 0;
  for (int64_t i = 0; i < blocking.tileM; ++i) {
    int64_t near = 0;
    for (int64_t j = 0; j < blocking.tileM; ++j) {
      int64_t apart = std::abs(((j - i) * stride) % kL1SetSpan);
      near += std::min(apart, kL1SetSpan - apart) < kLineBytes;
    }
    most = std::max(most, near);
  }
  return most <= std::max<int64_t>(1, blocking.l1Ways / 2);
}

/// The columns of the tile that crosses a static N (the registers' lanes
/// of C's elements at a time), and a narrow N's rows of the tile.
static void planLastTile(const ContractionShape &shape, MatmulPlan &plan) {
  MatmulBlocking &blocking = plan.blocking;
  int64_t n = shape.n;
  plan.lastWidth = blocking.tileN;
  if (ShapedType::isDynamic(n) || plan.wholeTiles || blocking.vectorWidth <= 0)
    return;
  int64_t lanes =
      std::max<int64_t>(1, blocking.vectorWidth * 32 / shape.elementBits);
  plan.lastWidth = std::min<int64_t>(plan.lastWidth,
                                     llvm::alignTo(n % blocking.tileN, lanes));
  // N narrower than a tile: its one tile gives the registers of the
  // columns it does not compute to more rows.
  if (n < blocking.tileN)
    blocking.tileM = narrowTileRows(blocking, lanes, plan.lastWidth);
}

/// Which operands are packed and which read in place.
static void planOperands(const ContractionShape &shape, MatmulPlan &plan) {
  MatmulBlocking &blocking = plan.blocking;
  bool conv = shape.isConv();
  int64_t columns = shape.bShape.back();
  // A's rows are packed where a row of register tiles reuses them across
  // enough panels of B to pay for the copy.
  plan.packRows = ShapedType::isDynamic(columns) ||
                  plan.panelCapacity >= kPackRowsMinPanels;
  // A matmul's rows of A are packed a block at a time, once for all of N's
  // blocks, where there are several and enough panels to pay for the copy:
  // with one block of N, each row of tiles' copy is read from L1 right
  // after it is made (4096 x 512 x 4096 ran slower with the block).
  if (conv ||
      (!ShapedType::isDynamic(columns) &&
       (columns <= blocking.blockN ||
        llvm::divideCeil(columns, blocking.tileN) < kPackRowsMinPanels)))
    blocking.blockM = 0;
  // A filter whose output channels are whole tiles (and its rows dense) is
  // read in place: every chunk of rows packed the whole filter again, and a
  // layer has too few rows to pay for it (3 x 3 x 512 x 512 on 7 x 7
  // pixels, 1.5x faster in place).
  plan.bInPlace = conv && plan.wholeTiles && shape.bRowsDense;
  // A matmul's tiles read A's rows in place where pack-a asks for it, or
  // by default where they do not crowd L1 (1000^3 4-5% faster in place;
  // 2048 x 512 x 2048, rows 8 KiB apart, 8% slower).
  if (!conv && readsAInPlace(blocking, shape)) {
    plan.packRows = false;
    blocking.blockM = 0;
  }
  // A matmul of at most kInPlaceRowTiles rows of tiles (a batch of one to a
  // dozen) reads B in place: each element is read once or twice, where a
  // packed copy adds its writing and reading back (1 x 4096 x 4096 1.8x
  // faster). M's rows are split evenly among the rows of tiles.
  int64_t m = shape.aRows;
  if (!conv && !ShapedType::isDynamic(m) &&
      m <= kInPlaceRowTiles * blocking.tileM) {
    plan.bInPlace = true;
    m = std::max<int64_t>(m, 1);
    blocking.tileM = equalBlock(m, blocking.tileM);
    blocking.blockM = 0;
    plan.packRows = false;
  }
  // A static M in blocks of equal size (whole tiles), at most block-m rows
  // or an eighth more where that saves a block, as K's (4096 rows as two
  // blocks of 2052, not 4092 and 4: 1.01-1.04x).
  if (blocking.blockM > 0 && !ShapedType::isDynamic(m))
    blocking.blockM = llvm::alignTo(equalBlock(m, withSlack(blocking.blockM)),
                                    blocking.tileM);
}

MatmulPlan accel::planContraction(const ContractionShape &shape,
                                  const MatmulBlocking &requested) {
  MatmulPlan plan;
  MatmulBlocking &blocking = plan.blocking;
  blocking = requested;
  // The tiles are sized for 32-bit elements: 64-bit ones take half the
  // columns in the same registers.
  if (shape.elementBits > 32 && blocking.tileN % 2 == 0)
    blocking.tileN /= 2;
  // A conv2d's filter positions, reduced within each register tile, divide
  // a block of K among them: each block is fewer of the filter's channels.
  ArrayRef<int64_t> bShape = shape.bShape;
  plan.maxStep = maxBlockK(blocking);
  if (shape.isConv()) {
    plan.positionCount = std::nullopt;
    if (!ShapedType::isDynamic(bShape[0]) && !ShapedType::isDynamic(bShape[1]))
      plan.positionCount = std::max<int64_t>(bShape[0] * bShape[1], 1);
    if (plan.positionCount)
      plan.maxStep = std::max<int64_t>(plan.maxStep / *plan.positionCount, 1);
  }
  // One packed panel of B per position, no larger than B (a slice of the
  // filter) where it is static.
  ArrayRef<int64_t> slice = bShape.take_back(2);
  plan.panelK = plan.maxStep;
  if (!ShapedType::isDynamic(slice[0]))
    plan.panelK = equalBlock(std::max<int64_t>(slice[0], 1), plan.panelK);
  plan.panelN =
      ShapedType::isDynamic(slice[1])
          ? blocking.blockN
          : std::min<int64_t>(
                blocking.blockN,
                llvm::alignTo(std::max<int64_t>(slice[1], 1), blocking.tileN));
  plan.panelCapacity = plan.panelN / blocking.tileN;
  // Every column tile starts at a multiple of tile-n (block-n is one).
  plan.wholeTiles =
      !ShapedType::isDynamic(shape.n) && shape.n % blocking.tileN == 0;
  planLastTile(shape, plan);
  planOperands(shape, plan);
  plan.pairBlock = pairBlockK(requested);
  plan.cPrefetchSteps = cPrefetchSteps(blocking);
  return plan;
}
