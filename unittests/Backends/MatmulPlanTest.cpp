//===- MatmulPlanTest.cpp - cpu-vector's contraction plans ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The decisions of planContraction on the shapes the benchmarks and models
// run, for the targets they ran on: the blocking each target derives from
// its vector registers and caches, then the plan of each shape.
//
//===----------------------------------------------------------------------===//

#include "MatmulPlan.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"

#include "gtest/gtest.h"

using namespace accel;
using Kind = ContractionShape::Kind;

namespace {

constexpr int64_t kDynamic = mlir::ShapedType::kDynamic;
constexpr int64_t KiB = 1024, MiB = 1024 * 1024;

/// The machines of the benchmarks: a Zen 5 (AVX-512, 48 KiB 12-way L1), the
/// same held to AVX2, a Zen 4 (AVX-512, 32 KiB 8-way L1), an Emerald Rapids
/// (48 KiB 12-way L1, 2 MiB L2, 300 MiB L3).
const CpuCaches kZen5{48 * KiB, 1 * MiB, 32 * MiB, 12};
const CpuCaches kZen4{32 * KiB, 1 * MiB, 32 * MiB, 8};
const CpuCaches kEmeraldRapids{48 * KiB, 2 * MiB, 300 * MiB, 12};

/// The blocking accel-tile-and-vectorize gets for `options`.
MatmulBlocking blockingOf(const CpuVectorOptions &options) {
  MatmulBlocking blocking{options.tileM, options.tileN, options.tileK,
                          options.blockK, options.blockN};
  blocking.blockM = options.blockM;
  blocking.l1Ways = options.l1Ways;
  blocking.vectorWidth = options.vectorWidth;
  return blocking;
}

MatmulBlocking target(int64_t vectorWidth, const CpuCaches &caches) {
  return blockingOf(CpuVectorOptions::forTarget(vectorWidth, caches));
}

/// An f32 matmul M x K times K x N, rows of A dense.
ContractionShape matmul(int64_t m, int64_t k, int64_t n, int64_t bits = 32) {
  ContractionShape shape;
  shape.elementBits = bits;
  shape.aRows = m;
  shape.aDepth = k;
  shape.aRowStride = k;
  shape.bShape = {k, n};
  shape.bRowsDense = true;
  shape.n = n;
  return shape;
}

/// An f32 conv2d of a KH x KW x C x F filter on rows `width` pixels wide.
ContractionShape conv(int64_t kh, int64_t kw, int64_t c, int64_t f,
                      int64_t width = 56) {
  ContractionShape shape;
  shape.kind = Kind::Conv2D;
  shape.aRows = width;
  shape.aDepth = c;
  shape.aRowStride = c;
  shape.bShape = {kh, kw, c, f};
  shape.bRowsDense = true;
  shape.n = f;
  return shape;
}

TEST(MatmulPlanTest, TargetsDeriveTheirBlocks) {
  // block-k: six rows of A in a quarter of L1; block-n: the panel in half
  // of L2; block-m: A's block in an eighth of L3.
  MatmulBlocking zen5 = target(16, kZen5);
  EXPECT_EQ(zen5.tileM, 6);
  EXPECT_EQ(zen5.tileN, 64);
  EXPECT_EQ(zen5.blockK, 512);
  EXPECT_EQ(zen5.blockN, 256);
  EXPECT_EQ(zen5.blockM, 2046);
  MatmulBlocking zen4 = target(16, kZen4);
  EXPECT_EQ(zen4.blockK, 256);
  EXPECT_EQ(zen4.blockN, 512);
  EXPECT_EQ(zen4.blockM, 4092);
  EXPECT_EQ(zen4.l1Ways, 8);
  MatmulBlocking avx2 = target(8, kZen5);
  EXPECT_EQ(avx2.tileN, 16);
  EXPECT_EQ(avx2.blockN, 256);
  MatmulBlocking emerald = target(16, kEmeraldRapids);
  EXPECT_EQ(emerald.blockN, 512);
  EXPECT_EQ(emerald.blockM, 19200);
}

TEST(MatmulPlanTest, Pieces) {
  auto widths = [](int64_t tileN) {
    std::vector<std::pair<int64_t, int64_t>> pieces;
    for (Piece piece : getPieces(tileN))
      pieces.emplace_back(piece.offset, piece.width);
    return pieces;
  };
  using Pieces = std::vector<std::pair<int64_t, int64_t>>;
  EXPECT_EQ(widths(64), (Pieces{{0, 64}}));
  EXPECT_EQ(widths(48), (Pieces{{0, 32}, {32, 16}}));
  EXPECT_EQ(widths(24), (Pieces{{0, 16}, {16, 8}}));
}

TEST(MatmulPlanTest, LargeSquareMatmulPacksBlocksOfA) {
  MatmulPlan plan =
      planContraction(matmul(4096, 4096, 4096), target(16, kZen5));
  // K = 4096 in 8 equal blocks of 512 (at most 576 with the slack).
  EXPECT_EQ(plan.maxStep, 576);
  EXPECT_EQ(plan.panelK, 512);
  EXPECT_EQ(plan.panelN, 256);
  EXPECT_EQ(plan.panelCapacity, 4);
  EXPECT_TRUE(plan.wholeTiles);
  EXPECT_FALSE(plan.bInPlace);
  // A (64 MiB) does not fit in a quarter of L3: packed block-m at a time,
  // 4096 rows in two blocks of 2052, not 2046 and 2050.
  EXPECT_EQ(plan.blocking.blockM, 2052);
  EXPECT_EQ(plan.cPrefetchSteps, 96);
  EXPECT_EQ(plan.pairBlock, 108);
}

TEST(MatmulPlanTest, ReadsAInPlaceWhereItsRowsSpreadOverL1) {
  // K = 1000: one row per set of L1, A read in place.
  MatmulPlan spread =
      planContraction(matmul(1000, 1000, 1000), target(16, kZen5));
  EXPECT_FALSE(spread.packRows);
  EXPECT_EQ(spread.blocking.blockM, 0);
  // K = 1024: the six rows share one set; an 8-way L1 packs them, a 12-way
  // one reads them in place.
  MatmulPlan zen4 =
      planContraction(matmul(1024, 1024, 1024), target(16, kZen4));
  EXPECT_GT(zen4.blocking.blockM, 0);
  MatmulPlan zen5 =
      planContraction(matmul(1024, 1024, 1024), target(16, kZen5));
  EXPECT_EQ(zen5.blocking.blockM, 0);
  // pack-a overrides both ways.
  MatmulBlocking packed = target(16, kZen5);
  packed.readA = MatmulBlocking::ReadA::Packed;
  EXPECT_GT(planContraction(matmul(1000, 1000, 1000), packed).blocking.blockM,
            0);
  // A dynamic row stride is never read in place by default.
  ContractionShape strided = matmul(1000, 1000, 1000);
  strided.aRowStride = kDynamic;
  EXPECT_GT(planContraction(strided, target(16, kZen5)).blocking.blockM, 0);
}

TEST(MatmulPlanTest, FewRowsReadBInPlace) {
  MatmulPlan one = planContraction(matmul(1, 4096, 4096), target(16, kZen5));
  EXPECT_TRUE(one.bInPlace);
  EXPECT_EQ(one.blocking.tileM, 1);
  EXPECT_FALSE(one.packRows);
  // 8 rows: two rows of tiles of 4, not 6 and 2.
  MatmulPlan eight = planContraction(matmul(8, 4096, 4096), target(16, kZen5));
  EXPECT_TRUE(eight.bInPlace);
  EXPECT_EQ(eight.blocking.tileM, 4);
  // 13 rows are three rows of tiles: B packed.
  EXPECT_FALSE(
      planContraction(matmul(13, 4096, 4096), target(16, kZen5)).bInPlace);
  // A dynamic M decides when the kernel runs.
  EXPECT_FALSE(planContraction(matmul(kDynamic, 4096, 4096), target(16, kZen5))
                   .bInPlace);
}

TEST(MatmulPlanTest, NarrowNTakesMoreRows) {
  // N = 10 with AVX-512: one vector of 16 per row, 12 rows.
  MatmulPlan avx512 =
      planContraction(matmul(4096, 4096, 10), target(16, kZen5));
  EXPECT_FALSE(avx512.wholeTiles);
  EXPECT_EQ(avx512.lastWidth, 16);
  EXPECT_EQ(avx512.blocking.tileM, 12);
  // With AVX2's 16 registers, two vectors per row leave room for 6 rows.
  MatmulPlan avx2 = planContraction(matmul(4096, 4096, 10), target(8, kZen5));
  EXPECT_EQ(avx2.lastWidth, 16);
  EXPECT_EQ(avx2.blocking.tileM, 6);
  // N = 100: the tile that crosses it computes 48 of its 64 columns.
  MatmulPlan wide = planContraction(matmul(4096, 4096, 100), target(16, kZen5));
  EXPECT_EQ(wide.lastWidth, 48);
  EXPECT_EQ(wide.blocking.tileM, 6);
  // Without the vector width, all of its columns.
  MatmulBlocking unknown = target(16, kZen5);
  unknown.vectorWidth = 0;
  EXPECT_EQ(planContraction(matmul(4096, 4096, 100), unknown).lastWidth, 64);
}

TEST(MatmulPlanTest, WideElementsHalveTheTile) {
  MatmulPlan f64 =
      planContraction(matmul(4096, 10, 4096, /*bits=*/64), target(16, kZen5));
  EXPECT_EQ(f64.blocking.tileN, 32);
  EXPECT_EQ(f64.pieces().size(), 1u);
  EXPECT_EQ(f64.pieces().front().width, 32);
}

TEST(MatmulPlanTest, ConvolutionDividesBlocksAmongPositions) {
  // ResNet's 3 x 3 x 64 x 64 on a Zen 4: 288 steps over 9 positions, 32
  // channels a block; the filter is one panel of whole tiles, read in place.
  MatmulPlan plan = planContraction(conv(3, 3, 64, 64), target(16, kZen4));
  EXPECT_EQ(plan.positionCount, 9);
  EXPECT_EQ(plan.maxStep, 32);
  EXPECT_EQ(plan.panelK, 32);
  EXPECT_EQ(plan.panelCapacity, 1);
  EXPECT_TRUE(plan.bInPlace);
  EXPECT_FALSE(plan.packRows);
  EXPECT_EQ(plan.blocking.blockM, 0);
  // 512 output channels: 8 panels, A's rows packed.
  MatmulPlan wide = planContraction(conv(3, 3, 512, 512, 7), target(16, kZen4));
  EXPECT_TRUE(wide.packRows);
  EXPECT_TRUE(wide.bInPlace);
  // A filter whose rows are not dense, or whose F is not whole tiles, is
  // packed.
  ContractionShape strided = conv(3, 3, 64, 64);
  strided.bRowsDense = false;
  EXPECT_FALSE(planContraction(strided, target(16, kZen4)).bInPlace);
  EXPECT_FALSE(planContraction(conv(3, 3, 6, 5), target(16, kZen4)).bInPlace);
  // Dynamic positions: the whole block's steps, divided when it runs.
  MatmulPlan dynamic =
      planContraction(conv(kDynamic, 3, 64, 64), target(16, kZen4));
  EXPECT_FALSE(dynamic.positionCount.has_value());
  EXPECT_EQ(dynamic.maxStep, 288);
}

} // namespace
