//===- MatmulPlan.h - the blocking of a contraction, decided ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What cpu-vector's contraction code decides before it creates an op: the
// register tile, the cache blocks, which operands are packed and which read
// in place, the pieces of a row of tiles. planContraction is a pure function
// of the operands' shapes and strides and the requested blocking (the
// target's: CpuVectorOptions), so that the decisions are unit-tested on
// shapes and cache sizes (unittests/Backends/MatmulPlanTest.cpp) apart from
// the emitters that follow them (MatmulEmitter.h). docs/CpuVectorMatmul.md
// describes the loop nests and the measurements behind each decision.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULPLAN_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULPLAN_H

#include "accel/Backends/CpuVector.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace accel {

/// Register tile and cache blocks of a contraction, in elements.
struct MatmulBlocking {
  /// Rows of accumulators, columns (vectorized), and the unrolling of the
  /// reduction loop.
  int64_t tileM, tileN, tileK;
  /// The packed panel of B: blockK rows by blockN columns (a multiple of
  /// tileN).
  int64_t blockK, blockN;
  /// Rows of A packed at once for each block of K and kept for all of N's
  /// blocks (a multiple of tileM; a static M in equal blocks of at most as
  /// many, or an eighth more where that saves a block); 0: each row of
  /// register tiles packs its own rows for each block of N.
  int64_t blockM = 0;
  /// How a matmul's register tiles read A (accel-tile-and-vectorize's
  /// pack-a).
  enum class ReadA { Auto, Packed, InPlace } readA = ReadA::Auto;
  /// The ways of L1's sets, for ReadA::Auto (accel-tile-and-vectorize's
  /// l1-ways).
  int64_t l1Ways = CpuVectorOptions::kDefaultL1Ways;
  /// The vector registers' f32 lanes; 0: unknown (the tile that crosses N
  /// then computes all of its tile-n columns).
  int64_t vectorWidth = 0;
};

/// The vector registers a register tile may take with registers of
/// `vectorWidth` f32 lanes: AVX-512 has 32 (16 lanes), AVX and SSE 16.
inline int64_t vectorRegisters(int64_t vectorWidth) {
  return vectorWidth >= 16 ? 32 : 16;
}

/// A part of a row of register tiles: `width` columns from `offset`.
struct Piece {
  int64_t offset, width;
};

/// A row of `tileN` columns as vectors of power-of-two lengths, longest
/// first: LLVM splits those into registers, where a vector<24xf32> or
/// vector<48xf32> went element by element through the stack (a 6 x 48
/// conv2d at 12 GFLOPS instead of 190). A power of two is one piece, the
/// row itself.
llvm::SmallVector<Piece> getPieces(int64_t tileN);

/// The operands of a packable contraction as the plan sees them: sizes
/// and strides in elements, ShapedType::kDynamic where not static.
struct ContractionShape {
  enum class Kind { Matmul, BatchMatmul, Conv2D } kind = Kind::Matmul;
  /// Bits of the one element type (an i1 takes 1).
  int64_t elementBits = 32;
  /// A's last two dimensions: the rows (M; a conv2d's output width) and
  /// their length (K; the channels), and the stride between the rows
  /// (kDynamic where unknown).
  int64_t aRows = 0, aDepth = 0, aRowStride = 0;
  /// B's shape: K x N (each batch element's), or a filter's KH x KW x C x F.
  llvm::SmallVector<int64_t, 4> bShape;
  /// Whether B's rows (its last dimension's) are contiguous and N apart.
  bool bRowsDense = false;
  /// C's columns (N).
  int64_t n = 0;

  bool isConv() const { return kind == Kind::Conv2D; }
};

/// A matmul of at most this many rows of register tiles (M static) reads B
/// in place: with two (B read twice) 7 to 12 rows ran 1.3-1.8x faster than
/// with B packed, with four (24 rows) no faster.
inline constexpr int64_t kInPlaceRowTiles = 2;

/// How many of B's rows ahead a matmul that reads B in place prefetches
/// (rows N elements apart, so that no hardware prefetcher follows them: 6 x
/// 4096 x 4096 ran at 17 GFLOPS without, 59 with 8 rows ahead, 34 with 4).
inline constexpr int64_t kInPlacePrefetchRows = 8;

/// How many of B's rows ahead the copy of a panel prefetches. Each row of
/// the panel is a short run of block-n columns, N elements from the last,
/// which the hardware prefetchers do not fetch ahead: at 4096 the copies
/// of B's panels took 8.6 ms of the 513 ms, 6.0 ms with 2 rows ahead (4:
/// 6.4, 8: 6.6).
inline constexpr int64_t kPanelPrefetchRows = 2;

/// A parallel conv2d cuts its output rows into an even number of chunks of
/// equal size, 2 to 2 * kConvChunkPairs, one pair per kConvPairRows rows:
/// each chunk packs the filter's slices once more (unless the filter is
/// read in place), which costs about as much as 10 rows' products (256
/// rows: 4% of the chunk), and an even count balances two threads (the
/// kernel stage does not know how many threads will run it; OpenMP gives
/// each a contiguous share).
inline constexpr int64_t kConvPairRows = 512;
inline constexpr int64_t kConvChunkPairs = 4;

/// Every decision of one contraction's loop nest.
struct MatmulPlan {
  /// The blocking the nest follows: the requested one with tile-n halved
  /// for 64-bit elements, tile-m widened for a narrow N or evened out for a
  /// few rows, block-m evened out or 0 where A's rows are not packed a
  /// block at a time.
  MatmulBlocking blocking;
  /// A conv2d's filter positions (KH x KW) where static; 1 for a matmul;
  /// none where dynamic (the nest divides a block among them when it runs).
  std::optional<int64_t> positionCount = 1;
  /// The most reduction steps of one block at one position where the
  /// positions are static; where they are not, the steps the nest divides
  /// among them.
  int64_t maxStep = 0;
  /// The packed panel: panelK steps (the size of K's blocks where K is
  /// static) by panelN columns, panelCapacity tiles of tile-n.
  int64_t panelK = 0, panelN = 0, panelCapacity = 0;
  /// Whether N is static and a multiple of tile-n: no tile crosses its end.
  bool wholeTiles = false;
  /// Whether each row of register tiles packs its rows of A (a strip).
  bool packRows = false;
  /// Whether the tiles read B in place: a conv2d's filter of whole tiles,
  /// or a matmul of at most kInPlaceRowTiles rows of tiles.
  bool bInPlace = false;
  /// The columns the tile that crosses N computes (its last vectors only,
  /// where N is static).
  int64_t lastWidth = 0;
  /// The most reduction steps of one block where two rows of tiles read B
  /// in place.
  int64_t pairBlock = 0;
  /// How many of a block's last k steps a matmul's tile on a packed panel
  /// prefetches C's tile before it adds it.
  int64_t cPrefetchSteps = 0;

  /// A row of a register tile, and of the tile that crosses N, in pieces.
  llvm::SmallVector<Piece> pieces() const { return getPieces(blocking.tileN); }
  llvm::SmallVector<Piece> lastPieces() const { return getPieces(lastWidth); }
};

/// The plan of the contraction `shape` with the target's `requested`
/// blocking.
MatmulPlan planContraction(const ContractionShape &shape,
                           const MatmulBlocking &requested);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_MATMULPLAN_H
