//===- MatmulEmitter.h - the loop nests of a planned contraction -*- C++
//-*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MatmulEmitter creates what a MatmulPlan decided: the loop nests over
// blocks (MatmulNests.cpp), the copies into packed buffers and their
// prefetches (MatmulPacking.cpp), and the register tiles
// (MatmulTiles.cpp). It decides nothing the plan could: every size and
// every choice of operand comes from the plan, and the emitters only
// build the ops that follow it. docs/CpuVectorMatmul.md draws the nests.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULEMITTER_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULEMITTER_H

#include "MatmulPlan.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <array>
#include <functional>

namespace accel {

/// The slots of the module's kept scratch buffers (accel-scratch-buffers)
/// for the packed panel of B and the rows of A: both are live at once.
inline constexpr int64_t kPanelSlot = 0;
inline constexpr int64_t kStripSlot = 1;

/// A 64-byte aligned buffer of `type` (`sizes`: its dynamic sizes), freed
/// before the kernel returns, marked as a scratch buffer that the module
/// may keep for the next call in `slot`.
mlir::memref::AllocOp allocateScratch(mlir::ImplicitLocOpBuilder &b,
                                      mlir::MemRefType type,
                                      mlir::ValueRange sizes, int64_t slot);

/// The matrix formed by the last two dimensions of `operand` at `leading`,
/// the indices of the others (a rank-reduced subview).
mlir::Value trailingMatrix(mlir::ImplicitLocOpBuilder &b, mlir::Value operand,
                           mlir::ValueRange leading);

/// Where the rows of A and C are: `indices` gives, for a flat row index of
/// C (in [0, rows)), the indices of A's and of C's row, every dimension but
/// the last (K for A, N for C).
struct RowMap {
  /// The rows [first, rows) of the nest (first: 0 where null); a row of
  /// register tiles past `rows` is clamped to it.
  mlir::Value first, rows;
  std::function<void(mlir::Value row,
                     llvm::SmallVectorImpl<mlir::Value> &aIndices,
                     llvm::SmallVectorImpl<mlir::Value> &cIndices)>
      indices;
};

/// The rows of one row of register tiles (ir .. ir + tile-m): for each,
/// the indices of A's and of C's row, rows past M clamped to the last
/// (they compute on a valid address), and whether it is within M (stored).
struct TileRows {
  llvm::SmallVector<llvm::SmallVector<mlir::Value>> a, c;
  llvm::SmallVector<mlir::Value> inRange;
};

/// One block of the reduction: k in [pc, pc + kc) of the slice of B the
/// product is given; whether it is the first block of the whole reduction
/// (C starts from the fill's value there, when the fill was folded in) and
/// whether it is the last (the epilogue runs after it). Either flag is null
/// when there is nothing to do.
struct ReductionBlock {
  mlir::Value pc, kc, first, last;
};

/// A conv2d's filter positions, reduced within each register tile:
/// position p is (kh, kw) = (p / width, p % width); its slice of the filter
/// is B, and it shifts A's rows by (kh, kw) x the dilations. A matmul has
/// one position (a null count).
struct Positions {
  mlir::Value count, width;
  std::array<int64_t, 2> dilations = {1, 1};
};

/// One register tile being built: where its operands are and which of its
/// columns it computes.
struct TileSite {
  /// A in place, the strip of A's packed rows (or null), B, C.
  mlir::Value a, strip, bMat, c;
  const TileRows &rows;
  const ReductionBlock &block;
  /// The tile's panel (tile-n columns from jc + panel * tile-n) and whether
  /// all of its columns are within N.
  mlir::Value panel;
  bool whole;
  /// Its row in pieces, each piece's first column, the first column of
  /// each cache line they cover.
  llvm::ArrayRef<Piece> pieces;
  llvm::SmallVector<mlir::Value> pieceCols, lines;
  /// C's element type, its zero, the index 1.
  mlir::Type element;
  mlir::Value zero, one;

  mlir::VectorType vectorOf(Piece piece) const {
    return mlir::VectorType::get({piece.width}, element);
  }
  /// C's indices of piece p of row i.
  llvm::SmallVector<mlir::Value> cIndices(int64_t i, size_t p) const {
    llvm::SmallVector<mlir::Value> at(rows.c[i]);
    at.push_back(pieceCols[p]);
    return at;
  }
};

/// Builds the loop nests of C += A x B with B's panels packed into
/// `packed`; with `init` (a fill of C folded in), C = init + A x B.
class MatmulEmitter {
public:
  MatmulEmitter(mlir::ImplicitLocOpBuilder &b, const MatmulPlan &plan,
                bool parallel, mlir::Value packed,
                mlir::linalg::GenericOp epilogue, mlir::Value init,
                Positions positions, mlir::Value maxBlock);
  /// Frees the nest's buffer of A's rows (at the end of the nest).
  void finish();

  /// A 2-D matmul.
  void matmul(mlir::Value a, mlir::Value bMat, mlir::Value c);
  /// linalg.conv_2d_nhwc_hwcf with `strides` (H, W) over the emitter's
  /// positions.
  void conv(mlir::Value input, mlir::Value filter, mlir::Value output,
            llvm::ArrayRef<int64_t> strides);

  mlir::Value index(int64_t value) {
    return mlir::arith::ConstantIndexOp::create(b, value);
  }

private:
  // Filter positions (MatmulTiles.cpp).

  /// Calls `body` with each position, or once with a null one for a
  /// matmul.
  void forEachPosition(llvm::function_ref<void(mlir::Value)> body);
  /// The filter's (kh, kw) at `position` (null for a null one).
  std::pair<mlir::Value, mlir::Value> filterIndices(mlir::Value position);
  /// B's K x N matrix at the filter's `khKw`: bMat itself, or its slice.
  mlir::Value sliceAt(mlir::Value bMat,
                      std::pair<mlir::Value, mlir::Value> khKw);
  /// How far the filter's `khKw` moves A's rows along H and W (null: not
  /// at all).
  std::pair<mlir::Value, mlir::Value>
  shiftAt(std::pair<mlir::Value, mlir::Value> khKw);
  /// A's row `aIndices` (all but the last index) moved by `shift`.
  llvm::SmallVector<mlir::Value>
  shifted(llvm::ArrayRef<mlir::Value> aIndices,
          std::pair<mlir::Value, mlir::Value> shift);
  /// The row of `packed` that holds `panel` of `position`'s slice, and of
  /// a strip that holds row i of the tile at `position`.
  mlir::Value panelRow(mlir::Value position, mlir::Value panel);
  mlir::Value stripRow(mlir::Value position, int64_t i);

  // Loop nests (MatmulNests.cpp).

  /// The loop over N's blocks; `body` gets the block's offset and its count
  /// of panels.
  void columnBlocks(mlir::Value n,
                    llvm::function_ref<void(mlir::Value, mlir::Value)> body);
  /// C += A x bMat for the columns [jc, jc + block-n) (`panels` of them):
  /// K's blocks, each packed, then every register tile of C. `firstSlice`
  /// and `lastSlice`: whether bMat holds the first and the last rows of the
  /// reduction.
  void product(mlir::Value a, mlir::Value bMat, mlir::Value c,
               const RowMap &rows, mlir::Value jc, mlir::Value panels,
               mlir::Value firstSlice, mlir::Value lastSlice);
  /// Calls `body` with each block of the reduction (B's rows, the
  /// filter's channels).
  void reductionBlocks(mlir::Value bMat, mlir::Value firstSlice,
                       mlir::Value lastSlice,
                       llvm::function_ref<void(const ReductionBlock &)> body);
  /// Every register tile of C's columns [jc, jc + block-n) for `block`,
  /// with A's rows from `rowBlock` (productOnRowBlocks') if given, else
  /// packed per row of tiles (packRows) or in place.
  void rowTiles(mlir::Value a, mlir::Value bMat, mlir::Value c,
                const RowMap &rows, const ReductionBlock &block, mlir::Value jc,
                mlir::Value panels, mlir::Value rowBlock);
  /// A matmul reading B in place: each tile of N's columns (in parallel
  /// with `parallel`) over every block of K, for each the tiles' rows.
  void tilesInPlace(mlir::Value a, mlir::Value bMat, mlir::Value c,
                    const RowMap &rows);
  /// A matmul with A's rows packed block-m at a time for each block of K,
  /// once for all of N's blocks.
  void productOnRowBlocks(mlir::Value a, mlir::Value bMat, mlir::Value c,
                          const RowMap &rows);
  /// The rows ir .. ir + tile-m of a row of register tiles.
  TileRows tileRows(const RowMap &rows, mlir::Value ir);

  // Packed copies and their prefetches (MatmulPacking.cpp).

  /// A buffer for one packed panel of B, like the nest's.
  mlir::Value allocatePanel();
  /// A buffer for packStrip: tile-m rows of panel-k, rounded up to tile-n.
  mlir::Value allocateStrip();
  /// A buffer for block-m of the `rowCount` rows of matrix `a` (fewer where
  /// there are fewer), panel-k steps each.
  mlir::Value allocateRowBlock(mlir::Value a, mlir::Value rowCount);
  /// The tile-m rows of `rowBlock` from `row`, as a strip.
  mlir::Value rowBlockStrip(mlir::Value rowBlock, mlir::Value row);
  /// Bp[p][k][:] = B[pc + k][jc + p * tile-n ..] for every position's B,
  /// zero past N.
  void packPanel(mlir::Value bMat, mlir::Value pc, mlir::Value kc,
                 mlir::Value jc, mlir::Value panels);
  /// Ap[i][k] = A[row i of `tile`][pc + k] for k in [0, kc); with `ahead`,
  /// each step also prefetches the lines it copies from `ahead`'s rows.
  void packStrip(mlir::Value a, const TileRows &tile, mlir::Value pc,
                 mlir::Value kc, mlir::Value strip,
                 const TileRows *ahead = nullptr);
  /// Prefetches the lines of A's row `aRow` (the indices before its last)
  /// at columns pc + k .. pc + k + step, each at pc + `lastK` at most.
  void prefetchStripRow(mlir::Value a,
                        const llvm::SmallVector<mlir::Value> &aRow,
                        mlir::Value pc, mlir::Value k, mlir::Value lastK,
                        int64_t step);
  /// Prefetches, while `panel`'s tile is computed, its share of the lines
  /// of `tile`'s rows of A that the next packStrip reads (the next row of
  /// tiles, same reduction block).
  void prefetchStrip(mlir::Value a, const TileRows &tile,
                     const ReductionBlock &block, mlir::Value panel);
  /// The first column of each cache line that a tile's pieces cover from
  /// columns `cols` of a matrix of `c`'s columns (`whole`: all within
  /// them, else clamped at the last).
  llvm::SmallVector<mlir::Value> lineColumns(mlir::Value c,
                                             llvm::ArrayRef<mlir::Value> cols,
                                             llvm::ArrayRef<Piece> rowPieces,
                                             bool whole);
  /// Prefetches the lines at columns `lines` (lineColumns') of each of
  /// `rows` of `memory` (the indices before its last).
  void prefetchLines(mlir::Value memory,
                     llvm::ArrayRef<llvm::SmallVector<mlir::Value>> rows,
                     llvm::ArrayRef<mlir::Value> lines, bool isWrite);
  /// Prefetches, at columns `lines`, B's row kInPlacePrefetchRows steps
  /// after `step` (the last row at most), for a tile reading B in place.
  void prefetchInPlace(mlir::Value slice, mlir::Value step,
                       llvm::ArrayRef<mlir::Value> lines);

  // Register tiles (MatmulTiles.cpp).

  /// C's rows of `tile`, columns jc + panel * tile-n .. += their rows of A
  /// (from `strip`, packStrip's, if there is one, else in place) x B's
  /// (packed, or with bInPlace from bMat), with the tile in registers;
  /// `whole`: the tile's columns are all within N.
  void computeTile(mlir::Value a, mlir::Value strip, mlir::Value bMat,
                   mlir::Value c, const TileRows &tile,
                   const ReductionBlock &block, mlir::Value jc,
                   mlir::Value panel, bool whole);
  /// The k steps [from, to) of `site`'s block at `position`, accumulating
  /// onto `sums`.
  mlir::scf::ForOp reduceSteps(const TileSite &site, mlir::Value position,
                               mlir::ValueRange sums, mlir::Value from,
                               mlir::Value to);
  /// Stores `site`'s finished `sums` (the block's products; C's partial
  /// sums are added unless this is the first block of a folded fill).
  void storeTile(const TileSite &site, mlir::ValueRange sums);
  /// Writes the epilogue of `result`, the finished row of C at `at` (C's
  /// indices of its first column), to the epilogue's buffer.
  void storeEpilogue(mlir::Value c, mlir::Value result,
                     llvm::ArrayRef<mlir::Value> at,
                     llvm::ArrayRef<bool> inBounds);
  mlir::Value multiplyAdd(mlir::Value x, mlir::Value y, mlir::Value acc);

  mlir::Value min(mlir::Value x, mlir::Value y) {
    return mlir::arith::MinSIOp::create(b, x, y);
  }
  mlir::Value max(mlir::Value x, mlir::Value y) {
    return mlir::arith::MaxSIOp::create(b, x, y);
  }
  mlir::Value sub(mlir::Value x, mlir::Value y) {
    return mlir::arith::SubIOp::create(b, x, y);
  }
  mlir::Value add(mlir::Value x, mlir::Value y) {
    return mlir::arith::AddIOp::create(b, x, y);
  }
  mlir::Value mul(mlir::Value x, mlir::Value y) {
    return mlir::arith::MulIOp::create(b, x, y);
  }

  mlir::ImplicitLocOpBuilder &b;
  const MatmulPlan &plan;
  const MatmulBlocking &blocking;
  bool parallel;
  mlir::Value packed;
  /// Whether each register tile's rows of A are packed (packStrip) into
  /// `sharedStrip`, or with parallel rows into a buffer per row of tiles.
  bool packRows;
  mlir::Value sharedStrip;
  mlir::linalg::GenericOp epilogue;
  mlir::Value init;
  /// A row of a register tile, and of the tile that crosses N, in vectors.
  llvm::SmallVector<Piece> pieces, lastPieces;
  /// The positions of the reduction, each with a slice of B packed in
  /// the plan's panelCapacity rows of `packed` (and tile-m rows of a
  /// strip).
  Positions positions;
  /// The most reduction steps of one block (per position): maxBlockK, or
  /// for a conv2d that divided among its positions.
  mlir::Value maxBlock;
  /// Whether B's slices are read in place, not packed (the plan's, or a
  /// dynamic M's few rows).
  bool bInPlace;
};

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULEMITTER_H
