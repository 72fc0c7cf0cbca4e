//===- PackMatmul.cpp - cache-blocked matmul on packed panels ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The contraction code of cpu-vector, GotoBLAS's loop nest with the roles of
// the operands chosen for outer products: B (K x N) is the vectorized
// operand, A (M x K) the broadcast one.
//
//   for jc in [0, N) step block-n           B panel: kc x block-n,
//     for pc in [0, K) step kc              packed once, kept in L2; kc:
//                                           K in equal blocks <= block-k
//                                           (and a slack, below)
//       pack B[pc.., jc..] into Bp[n / tile-n][kc][tile-n]
//                                           (each row prefetching the
//                                           row 2 ahead: kPanelPrefetchRows)
//       for ir in [0, M) step tile-m        (parallel for cpu-openmp)
//         pack A[ir.., pc..] into Ap        (where it pays, below)
//         for p in [0, block-n / tile-n)    C tile in registers
//           prefetch p's share of A[ir + tile-m.., pc..]   (with Ap)
//           prefetch C[ir.., jc + p * tile-n..] for writing
//           acc = pc == 0 && C was just filled ? the fill's value : 0
//           for k in [0, kc)                unrolled by tile-k
//             acc[i] += Ap[i][k] * Bp[p][k][:]
//           C[ir.., jc + p * tile-n..] = pc == 0 && C was just filled
//                                        ? acc : C[ir.., ..] + acc
//
// With block-m (the default: sized from the last-level cache), a matmul
// whose N has 8 panels or more and more than one block packs A's rows a
// block at a time instead, once for all of N's blocks, as GotoBLAS packs
// its L3 operand:
//
//   for mc in [0, M) step block-m
//     for pc in [0, K) step kc
//       for ir in [mc, mc + block-m) step tile-m      (parallel for cpu-openmp)
//         pack A[ir.., pc..] into Am[ir - mc..]        rows of one block,
//                                                      prefetching those of
//                                                      ir + tile-m line by
//                                                      line
//       for jc in [0, N) step block-n
//         pack B[pc.., jc..] into Bp
//         for ir in [mc, mc + block-m) step tile-m    (parallel)
//           for p in [0, block-n / tile-n)            the tiles above, A's
//             ...                                     rows from Am
//
// A is then copied once, where the nest above copies it once per block of
// N (at 4096 with block-n 512, 8 times 64 MiB, each copy on a row of
// tiles' way), and its rows come to the tiles from cache.
//
// Both copies read rows a stride apart, each a short run (block-n columns
// of B, kc of A) that the hardware prefetchers do not fetch ahead, hence
// the copies' own prefetches: at 4096 on one thread, B's panels took 8.6
// ms and A's rows 3.8 ms of the 513 ms, 6.0 and 2.9 ms with them.
//
// Packing makes the vectorized operand one contiguous stream whatever B's
// row stride (a power-of-two stride made B's rows collide in the caches),
// and zero-pads the last panel, so that every tile runs the same register
// code: columns past N are masked at C's loads and stores, rows past M read
// A's last row (clamped) and are not stored. Only the tile that crosses N
// has masks (the others are a loop of their own): a masked store is
// microcoded on AMD's cores. Where N is static and a multiple of tile-n, no
// tile crosses it; where it is static and not, the tile that crosses it
// computes only the vectors that cover N's last columns (N = 10, tile-n 64:
// one vector of 16 per row, a quarter of the FMAs). Where N is narrower
// than a tile, that tile takes more rows instead (narrowTileRows): 12 x 16
// for N = 10, so that 12 FMA chains, not 6, cover the FMA's latency.
//
// The broadcast operand's tile-m rows are copied into Ap, one contiguous
// stream, where a row of tiles covers 8 panels or more (a power-of-two
// stride between A's rows made them collide in L1, and a copy loop keeps
// more misses in flight than the register tile); with fewer panels the copy
// costs more than it saves, and the tiles read A in place. While a row of
// tiles is computed, the lines the next row's copy reads are prefetched, a
// share with each tile: at 4096 those rows come from memory (A's block of
// kc columns was last read a whole sweep of A earlier), and the copy waited
// for each (docs/Performance.md). A matmul's rows of A are read in place
// instead, packed neither way, where pack-a says so and by default where
// their stride cannot make them crowd a set of L1 (readsAInPlace, with
// L1's ways: l1-ways) and all of A stays in the last-level cache from one
// block of N to the next (fits in twice block-m x block-k): the copy is a
// pass over A at that cache's bandwidth, which the tiles' own reads,
// overlapping the FMAs, do without; an A that does not fit would come from
// memory at each block of N, where a packed block comes from memory once.
// The fill of C that precedes the contraction is folded into the first
// block.
//
// Each register tile's accumulators start from zero (or the fill's value),
// and C's tile, prefetched some steps before the last (a matmul's on a
// packed panel, cPrefetchSteps) or when the tile starts (a conv2d's, and
// where B is read in place), is added after its k steps: C comes from the
// last-level cache or memory (at 4096 C's 64 MiB is read once per block of K),
// and where the accumulators started from C's lines every FMA chain of the tile
// waited for one.
//
// A matmul of one or two rows of tiles (M at most 2 x tile-m: a batch of
// one to a dozen) reads B in place instead, a static M's rows split evenly
// among its rows of tiles: each of B's elements is read once or twice, so
// that packing would cost more than it saves. Each tile of N's columns runs
// over all of K's blocks, for each the rows of tiles, the tiles of N in
// parallel for cpu-openmp (which would otherwise have one or two rows of
// tiles to share). B's rows, N elements apart, come from memory one after
// the other, and each step prefetches the row a few steps ahead. With two
// rows of tiles, K's blocks are small enough for the second row to find
// B's block in L1 (pairBlockK). Where M is dynamic, the kernel holds both
// nests and picks by M when it runs (a batch of one, known only then, was
// 2.2x slower through the packed nest), the in-place one in rows of tile-m
// rows, clamped.
//
// conv2d (NHWC input, HWCF filter) is the same product without im2col:
// C[(n, oh, ow)][f] += sum over the filter positions (kh, kw) of
// A[(n, oh, ow)][c] x filter[kh][kw][c][f], where A's row (n, oh, ow) at
// (kh, kw) is the input's channel vector at (n, oh * stride + kh *
// dilation, ow * stride + kw * dilation): rows are addressed through a map
// from the flat row index, shifted per position. K's blocks are blocks of
// channels, every position's slice of the filter packed for them, and each
// register tile reduces over all positions (kh, kw, then the block's
// channels) before C is stored: C's tile is loaded and stored once per
// block, not once per position (9 times for a 3 x 3 filter, with the
// tile's setup each time: 4-9% of the time of ResNet's 3 x 3 layers,
// docs/Performance.md).
//
//===----------------------------------------------------------------------===//

#include "PackMatmul.h"

#include "LoopBuilders.h"
#include "VectorizeBody.h"

#include "accel/IR/AccelDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/Support/SaveAndRestore.h"

#include <array>

using namespace mlir;
using namespace accel;

/// The panels of B a row of register tiles must cover for its rows of A to
/// be packed.
static constexpr int64_t kPackRowsMinPanels = 8;

/// Bytes of a cache line, and between lines that share a set of L1: its
/// size over its ways (32 KiB of 8, 48 KiB of 12; an x86 L1 is indexed
/// within a page).
static constexpr int64_t kLineBytes = 64, kL1SetSpan = 4096;

/// Whether a matmul's register tiles read A (`aType`) in place: pack-a's
/// choice, and by default where A's rows are a static stride apart that
/// puts at most half as many of a tile's rows within a line of one another
/// modulo kL1SetSpan (in one set of L1 at every step) as L1 has ways. Six
/// rows: K = 1000 (4000 bytes) one row per set, K = 513 three, K = 1024 or
/// 1023 all six, which an 8-way L1 packs and a 12-way one does not. More,
/// with B's and C's lines, would evict each other before their next step,
/// as six rows a power-of-two stride apart did on an 8-way L1; on a 12-way
/// L1 (Emerald Rapids) the six read in place were 1.02-1.05x as fast as
/// packed at 1024, 2048 and 4096 (docs/Performance.md). And, where N has
/// more than one block (`blocking.blockM` > 0: A's rows would be packed a
/// block at a time), only where all of A fits in a quarter of the
/// last-level cache, twice what a packed block of A takes there (block-m x
/// block-k, an eighth; A's M and K static): each block of N reads all of A
/// again, from that cache where A fits, from memory where it does not,
/// while a packed block is read from memory once and then from cache for
/// every block of N (2048^3 and 4096^3 on a Zen 5 with 32 MiB of L3:
/// packed 1.05-1.07x as fast as in place, 1024^3 in place 1.03x as fast;
/// with 300 MiB of L3 on Emerald Rapids, 4096^3 in place 1.02x as fast).
static bool readsAInPlace(const MatmulBlocking &blocking, MemRefType aType) {
  using ReadA = MatmulBlocking::ReadA;
  if (blocking.readA != ReadA::Auto)
    return blocking.readA == ReadA::InPlace;
  ArrayRef<int64_t> shape = aType.getShape();
  int64_t rows = shape[shape.size() - 2], depth = shape.back();
  if (blocking.blockM > 0 && !ShapedType::isDynamic(rows) &&
      !ShapedType::isDynamic(depth) &&
      rows * depth > 2 * blocking.blockM * blocking.blockK)
    return false;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(aType.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(strides[strides.size() - 2]))
    return false;
  int64_t bytes = aType.getElementTypeBitWidth() / 8;
  int64_t stride = strides[strides.size() - 2] * bytes;
  if (bytes == 0 || stride <= 0)
    return false;
  int64_t most = 0;
  for (int64_t i = 0; i < blocking.tileM; ++i) {
    int64_t near = 0;
    for (int64_t j = 0; j < blocking.tileM; ++j) {
      int64_t apart = ((j - i) * stride) % kL1SetSpan;
      apart = std::abs(apart);
      near += std::min(apart, kL1SetSpan - apart) < kLineBytes;
    }
    most = std::max(most, near);
  }
  return most <= std::max<int64_t>(1, blocking.l1Ways / 2);
}

/// A block of K may exceed block-k by block-k / kBlockSlack where that
/// saves a block: each block is a pass over C and, with parallel rows, a
/// round of the threads (1531x997x513 with block-k 512 in one block of 513,
/// not two of 257: 5% faster on two threads, the same on one; medians of
/// ten runs, docs/Performance.md). So may a block of M exceed block-m: each
/// block of M packs all of B again (2048 rows with block-m 2046 in one
/// block, 1.015x as fast as in two of 1024, docs/Performance.md).
static constexpr int64_t kBlockSlack = 8;

/// How many of B's rows ahead a matmul that reads B in place prefetches
/// (rows N elements apart, so that no hardware prefetcher follows them: 6 x
/// 4096 x 4096 ran at 17 GFLOPS without, 59 with 8 rows ahead, 34 with 4;
/// docs/Performance.md).
static constexpr int64_t kInPlacePrefetchRows = 8;

/// How many of B's rows ahead the copy of a panel prefetches. Each row of
/// the panel is a short run of block-n columns, N elements from the last,
/// which the hardware prefetchers do not fetch ahead: at 4096 the copies
/// of B's panels took 8.6 ms of the 513 ms, 6.0 ms with 2 rows ahead (4:
/// 6.4, 8: 6.6; docs/Performance.md).
static constexpr int64_t kPanelPrefetchRows = 2;

/// A matmul of at most this many rows of register tiles (M static) reads B
/// in place: with two (B read twice) 7 to 12 rows ran 1.3-1.8x faster than
/// with B packed, with four (24 rows) no faster (docs/Performance.md).
static constexpr int64_t kInPlaceRowTiles = 2;

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
/// 1.25x, 1.13x and 1.11x faster; docs/Performance.md). One row of tiles
/// keeps block-k: C's tile stays in registers across the blocks.
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
/// it (kc x tile-n, 128 KiB at 4096 with 6 x 64 tiles and block-k 512, in
/// a 48 KiB L1); 96 steps before the end there is still time for them to
/// come from memory (about 1,100 cycles at 2 FMAs a cycle), and the rows
/// of B those steps read leave them room. 4096^3 on a Zen 5, one thread,
/// against the prefetch at the tile's start, in turns over 16 rounds:
/// 1.009x with these 96 steps, 1.010x and 1.009x with 128 and 256: less
/// than a round's noise, but ahead in every run (docs/Performance.md).
static int64_t cPrefetchSteps(const MatmulBlocking &blocking) {
  return llvm::alignTo(halfL1Steps(blocking), blocking.tileK);
}

/// Rows of the register tile of a matmul whose static N is narrower than
/// tile-n, computing `width` columns (vectors of `lanes`) of the requested
/// tile's: as many accumulators as the requested tile, the registers
/// permitting (the accumulators, a row of B and A's broadcast element),
/// and at most twice its rows. With one vector per row, 6 rows are 6 FMA
/// chains, too few to cover the FMA's latency. The rows of A are read in
/// place, a row of A apart; where that is a multiple of 4 KiB they all fall
/// in one set of L1, and more rows than its ways evict each other (4096 x
/// 10 x 4096: 12 rows 1.15x faster than 6, 16 rows 1.03x, 24 rows 0.70x;
/// with K = 4000 all three 1.13-1.16x; docs/Performance.md).
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

/// A parallel conv2d cuts its output rows into an even number of chunks of
/// equal size, 2 to 2 * kConvChunkPairs, one pair per kConvPairRows rows:
/// each chunk packs the filter's slices once more (unless the filter is
/// read in place), which costs about as much as 10 rows' products (256
/// rows: 4% of the chunk), and an even
/// count balances two threads (the kernel stage does not know how many
/// threads will run it; OpenMP gives each a contiguous share).
static constexpr int64_t kConvPairRows = 512;
static constexpr int64_t kConvChunkPairs = 4;

/// The slots of the module's kept scratch buffers (accel-scratch-buffers)
/// for the packed panel of B and the rows of A: both are live at once.
static constexpr int64_t kPanelSlot = 0;
static constexpr int64_t kStripSlot = 1;
static_assert(kStripSlot < AccelDialect::getScratchSlotCount());

/// A part of a row of register tiles: `width` columns from `offset`.
struct Piece {
  int64_t offset, width;
};

/// A row of tile-n columns as vectors of power-of-two lengths, longest
/// first: LLVM splits those into registers, where a vector<24xf32> or
/// vector<48xf32> went element by element through the stack (a 6 x 48
/// conv2d at 12 GFLOPS instead of 190, docs/Performance.md). A power of
/// two is one piece, the row itself.
static SmallVector<Piece> getPieces(int64_t tileN) {
  SmallVector<Piece> pieces;
  for (int64_t offset = 0; offset < tileN;) {
    int64_t width =
        static_cast<int64_t>(llvm::bit_floor(uint64_t(tileN - offset)));
    pieces.push_back({offset, width});
    offset += width;
  }
  return pieces;
}

/// Elements of `element` in a cache line of kLineBytes (an i1 takes a
/// byte).
static int64_t lineElements(Type element) {
  return kLineBytes / llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
}

/// Marks `alloc`, freed before the kernel returns, as a scratch buffer that
/// the module may keep for the next call in `slot`.
static void markScratch(memref::AllocOp alloc, int64_t slot) {
  alloc->setAttr(
      AccelDialect::getScratchAttrName(),
      IntegerAttr::get(IntegerType::get(alloc.getContext(), 64), slot));
}

/// Operands in the layout the loop nest reads with vector transfers: a unit
/// stride along the last dimension.
static bool hasUnitInnerStride(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && type.isLastDimUnitStride();
}

bool accel::isPackableContraction(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp, linalg::Conv2DNhwcHwcfOp>(
          op.getOperation()) ||
      !op.hasPureBufferSemantics() || op.hasUserDefinedMaps())
    return false;
  // One element type throughout (no extensions), one the vector FMA or
  // multiply-add handles.
  Type element = getElementTypeOrSelf(op->getOperand(0).getType());
  if (!isa<FloatType, IntegerType>(element))
    return false;
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    return getElementTypeOrSelf(operand.getType()) == element &&
           hasUnitInnerStride(operand);
  });
}

/// The matrix formed by the last two dimensions of `operand` at `leading`,
/// the indices of the others (a rank-reduced subview).
static Value trailingMatrix(ImplicitLocOpBuilder &b, Value operand,
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

/// Whether `map` reads the last loop only: (d0, ..., dn) -> (dn).
static bool isLastLoopOnly(AffineMap map) {
  return map.getNumResults() == 1 &&
         map.getResult(0) ==
             getAffineDimExpr(map.getNumDims() - 1, map.getContext());
}

/// Whether the reduction of a packable contraction (B's dimensions but the
/// last: K, or H x W x C of a filter) is static and not empty, so that its
/// first and last blocks exist.
static bool hasStaticReduction(linalg::LinalgOp op) {
  auto reduced = cast<MemRefType>(op.getDpsInputs()[1].getType());
  return llvm::all_of(reduced.getShape().drop_back(),
                      [](int64_t size) { return size > 0; });
}

/// The op before (or after) `op` in its block, allocations aside.
static Operation *neighbour(Operation *op, bool after) {
  do
    op = after ? op->getNextNode() : op->getPrevNode();
  while (op && isa<memref::AllocOp>(op));
  return op;
}

linalg::FillOp accel::findInitFill(linalg::LinalgOp op) {
  // Every element of C is written in the reduction's first block: there
  // must be one.
  if (!hasStaticReduction(op))
    return {};
  auto fill = dyn_cast_or_null<linalg::FillOp>(neighbour(op, false));
  Value c = op.getDpsInits()[0];
  if (!fill || !fill.hasPureBufferSemantics() || fill.getDpsInits()[0] != c ||
      fill.getInputs()[0].getType() != getElementTypeOrSelf(c.getType()))
    return {};
  return fill;
}

linalg::GenericOp accel::findEpilogue(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp, linalg::Conv2DNhwcHwcfOp>(op.getOperation()))
    return {};
  // The epilogue runs in the last reduction block: there must be one.
  if (!hasStaticReduction(op))
    return {};
  // The consumer follows the contraction, with only allocations between.
  auto generic = dyn_cast_or_null<linalg::GenericOp>(neighbour(op, true));
  // C is the kernel's own buffer (no caller sees its partial sums).
  Value c = op.getDpsInits()[0];
  auto cType = cast<MemRefType>(c.getType());
  if (!c.getDefiningOp<memref::AllocOp>() || !generic ||
      !generic.hasPureBufferSemantics() || generic.getNumDpsInits() != 1 ||
      generic.getNumLoops() != static_cast<unsigned>(cType.getRank()) ||
      generic.getNumParallelLoops() != generic.getNumLoops())
    return {};
  // It writes a fresh buffer of C's element type in loop order, without
  // reading it, ...
  OpOperand *init = generic.getDpsInitOperand(0);
  Value d = init->get();
  if (!d.getDefiningOp<memref::AllocOp>() ||
      getElementTypeOrSelf(d.getType()) != cType.getElementType() ||
      !generic.getMatchingIndexingMap(init).isIdentity() ||
      generic.payloadUsesValueFromOperand(init) || !hasUnitInnerStride(d))
    return {};
  // ... reads C once, in loop order, and other buffers in loop order or
  // along the last loop (a row broadcast, as a bias) ...
  unsigned cReads = 0;
  for (OpOperand *input : generic.getDpsInputOperands()) {
    AffineMap map = generic.getMatchingIndexingMap(input);
    if (input->get() == c) {
      ++cReads;
      if (!map.isIdentity())
        return {};
    } else if (!hasUnitInnerStride(input->get()) ||
               getElementTypeOrSelf(input->get().getType()) !=
                   cType.getElementType() ||
               (!map.isIdentity() && !isLastLoopOnly(map))) {
      return {};
    }
  }
  if (cReads != 1)
    return {};
  // ... with elementwise scalar ops ...
  for (Operation &bodyOp : generic.getBody()->without_terminator())
    if (!isVectorizableScalarOp(&bodyOp))
      return {};
  // ... and nothing after the contraction uses C but the epilogue and C's
  // dealloc (before it: the fill, perhaps already tiled); after the
  // epilogue, anything may when C is the epilogue's own buffer (it holds
  // the final values by then).
  for (Operation *user : c.getUsers()) {
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    bool before = ancestor && ancestor->isBeforeInBlock(op);
    bool after = ancestor && generic->isBeforeInBlock(ancestor);
    if (user != op && user != generic && !before &&
        !isa<memref::DeallocOp>(user) && !(after && c == d))
      return {};
  }
  return generic;
}

void accel::reuseEpilogueBuffer(RewriterBase &rewriter, linalg::LinalgOp op,
                                linalg::GenericOp epilogue) {
  Value c = op.getDpsInits()[0];
  Value d = epilogue.getDpsInitOperand(0)->get();
  auto cAlloc = c.getDefiningOp<memref::AllocOp>();
  auto dAlloc = d.getDefiningOp<memref::AllocOp>();
  if (c == d || c.getType() != d.getType() || dAlloc->getNumOperands() != 0 ||
      cAlloc->getBlock() != op->getBlock())
    return;
  // C's partial sums go to D, which the epilogue then updates in place.
  rewriter.moveOpBefore(dAlloc, cAlloc);
  for (Operation *user : llvm::make_early_inc_range(c.getUsers()))
    if (isa<memref::DeallocOp>(user))
      rewriter.eraseOp(user);
  rewriter.replaceAllUsesWith(c, d);
  rewriter.eraseOp(cAlloc);
}

namespace {
/// Where the rows of A and C are: `indices` gives, for a flat row index of
/// C (in [0, rows)), the indices of A's and of C's row, every dimension but
/// the last (K for A, N for C).
struct RowMap {
  /// The rows [first, rows) of the nest (first: 0 where null); a row of
  /// register tiles past `rows` is clamped to it.
  Value first, rows;
  std::function<void(Value row, SmallVectorImpl<Value> &aIndices,
                     SmallVectorImpl<Value> &cIndices)>
      indices;
};

/// The rows of one row of register tiles (ir .. ir + tile-m): for each,
/// the indices of A's and of C's row, rows past M clamped to the last
/// (they compute on a valid address), and whether it is within M (stored).
struct TileRows {
  SmallVector<SmallVector<Value>> a, c;
  SmallVector<Value> inRange;
};

/// One block of the reduction: k in [pc, pc + kc) of the slice of B the
/// product is given; whether it is the first block of the whole reduction
/// (C starts from the fill's value there, when the fill was folded in) and
/// whether it is the last (the epilogue runs after it). Either flag is null
/// when there is nothing to do.
struct ReductionBlock {
  Value pc, kc, first, last;
};

/// A conv2d's filter positions, reduced within each register tile:
/// position p is (kh, kw) = (p / width, p % width); its slice of the filter
/// is B, and it shifts A's rows by (kh, kw) x the dilations. A matmul has
/// one position (a null count).
struct Positions {
  Value count, width;
  std::array<int64_t, 2> dilations = {1, 1};
};

/// Builds the loop nests of C += A x B with B's panels packed into
/// `packed`; with `init` (a fill of C folded in), C = init + A x B.
class PackedMatmulBuilder {
public:
  PackedMatmulBuilder(ImplicitLocOpBuilder &b, const MatmulBlocking &blocking,
                      bool parallel, Value packed, int64_t panelK,
                      bool packRows, linalg::GenericOp epilogue, Value init,
                      bool wholeTiles, SmallVector<Piece> lastPieces,
                      Positions positions, int64_t panelCapacity,
                      Value maxBlock, bool bInPlace, int64_t pairBlock)
      : b(b), blocking(blocking), parallel(parallel), packed(packed),
        panelK(panelK), packRows(packRows), epilogue(epilogue), init(init),
        wholeTiles(wholeTiles), lastPieces(std::move(lastPieces)),
        positions(positions), panelCapacity(panelCapacity), maxBlock(maxBlock),
        bInPlace(bInPlace), pairBlock(pairBlock) {
    // One buffer of A's rows for the whole nest, unless every thread needs
    // its own.
    if (packRows && !parallel && !blocking.blockM)
      sharedStrip = allocateStrip();
  }
  /// Frees the nest's buffer of A's rows (at the end of the nest).
  void finish() {
    if (sharedStrip)
      memref::DeallocOp::create(b, sharedStrip);
  }

  /// A 2-D matmul.
  void matmul(Value a, Value bMat, Value c);
  /// linalg.conv_2d_nhwc_hwcf with `strides` (H, W) over the builder's
  /// positions.
  void conv(Value input, Value filter, Value output, ArrayRef<int64_t> strides);
  /// A buffer for one packed panel of B, like the nest's.
  Value allocatePanel();

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }

private:
  /// Calls `body` with each position, or once with a null one for a
  /// matmul.
  void forEachPosition(llvm::function_ref<void(Value)> body);
  /// The filter's (kh, kw) at `position` (null for a null one).
  std::pair<Value, Value> filterIndices(Value position);
  /// B's K x N matrix at the filter's `khKw`: bMat itself, or its slice.
  Value sliceAt(Value bMat, std::pair<Value, Value> khKw);
  /// How far the filter's `khKw` moves A's rows along H and W (null: not
  /// at all).
  std::pair<Value, Value> shiftAt(std::pair<Value, Value> khKw);
  /// A's row `aIndices` (all but the last index) moved by `shift`.
  SmallVector<Value> shifted(ArrayRef<Value> aIndices,
                             std::pair<Value, Value> shift);
  /// The row of `packed` that holds `panel` of `position`'s slice, and of
  /// a strip that holds row i of the tile at `position`.
  Value panelRow(Value position, Value panel);
  Value stripRow(Value position, int64_t i);
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }

  /// The loop over N's blocks; `body` gets the block's offset and its count
  /// of panels.
  void columnBlocks(Value n, llvm::function_ref<void(Value, Value)> body);
  /// C += A x bMat for the columns [jc, jc + block-n) (`panels` of them):
  /// K's blocks, each packed, then every register tile of C. `firstSlice`
  /// and `lastSlice`: whether bMat holds the first and the last rows of the
  /// reduction.
  void product(Value a, Value bMat, Value c, const RowMap &rows, Value jc,
               Value panels, Value firstSlice, Value lastSlice);
  /// Calls `body` with each block of the reduction (B's rows, the
  /// filter's channels).
  void reductionBlocks(Value bMat, Value firstSlice, Value lastSlice,
                       llvm::function_ref<void(const ReductionBlock &)> body);
  /// Every register tile of C's columns [jc, jc + block-n) for `block`,
  /// with A's rows from `rowBlock` (productOnRowBlocks') if given, else
  /// packed per row of tiles (packRows) or in place.
  void rowTiles(Value a, Value bMat, Value c, const RowMap &rows,
                const ReductionBlock &block, Value jc, Value panels,
                Value rowBlock);
  /// A matmul reading B in place: each tile of N's columns (in parallel
  /// with `parallel`) over every block of K, for each the tiles' rows.
  void tilesInPlace(Value a, Value bMat, Value c, const RowMap &rows);
  /// A matmul with A's rows packed block-m at a time for each block of K,
  /// once for all of N's blocks.
  void productOnRowBlocks(Value a, Value bMat, Value c, const RowMap &rows);
  /// A buffer for block-m of the `rowCount` rows of matrix `a` (fewer where
  /// there are fewer), panel-k steps each.
  Value allocateRowBlock(Value a, Value rowCount);
  /// The tile-m rows of `rowBlock` from `row`, as a strip.
  Value rowBlockStrip(Value rowBlock, Value row);
  void packPanel(Value bMat, Value pc, Value kc, Value jc, Value panels);
  /// The rows ir .. ir + tile-m of a row of register tiles.
  TileRows tileRows(const RowMap &rows, Value ir);
  /// Ap[i][k] = A[row i of `tile`][pc + k] for k in [0, kc); with `ahead`,
  /// each step also prefetches the lines it copies from `ahead`'s rows.
  void packStrip(Value a, const TileRows &tile, Value pc, Value kc, Value strip,
                 const TileRows *ahead = nullptr);
  /// Prefetches the lines of A's row `aRow` (the indices before its last)
  /// at columns pc + k .. pc + k + step, each at pc + `lastK` at most.
  void prefetchStripRow(Value a, const SmallVector<Value> &aRow, Value pc,
                        Value k, Value lastK, int64_t step);
  /// Prefetches, while `panel`'s tile is computed, its share of the lines
  /// of `tile`'s rows of A that the next packStrip reads (the next row of
  /// tiles, same reduction block).
  void prefetchStrip(Value a, const TileRows &tile, const ReductionBlock &block,
                     Value panel);
  /// A buffer for packStrip: tile-m rows of panel-k, rounded up to tile-n.
  Value allocateStrip();
  /// A's elements come from `strip` (packStrip's) if there is one, else
  /// from A in place; B's from its packed panels, or with bInPlace from
  /// bMat; `whole`: the tile's columns are all within N (its transfers need
  /// no mask, its rows are `pieces`; else `lastPieces`).
  void computeTile(Value a, Value strip, Value bMat, Value c,
                   const TileRows &tile, const ReductionBlock &block, Value jc,
                   Value panel, bool whole);
  /// The first column of each cache line that a tile's pieces cover from
  /// columns `cols` of a matrix of `c`'s columns (`whole`: all within
  /// them, else clamped at the last).
  SmallVector<Value> lineColumns(Value c, ArrayRef<Value> cols,
                                 ArrayRef<Piece> rowPieces, bool whole);
  /// Prefetches the lines at columns `lines` (lineColumns') of each of
  /// `rows` of `memory` (the indices before its last).
  void prefetchLines(Value memory, ArrayRef<SmallVector<Value>> rows,
                     ArrayRef<Value> lines, bool isWrite);
  /// Prefetches, at columns `lines`, B's row kInPlacePrefetchRows steps
  /// after `step` (the last row at most), for a tile reading B in place.
  void prefetchInPlace(Value slice, Value step, ArrayRef<Value> lines);
  /// Writes the epilogue of `result`, the finished row of C at `at` (C's
  /// indices of its first column), to the epilogue's buffer.
  void storeEpilogue(Value c, Value result, ArrayRef<Value> at,
                     ArrayRef<bool> inBounds);
  Value multiplyAdd(Value x, Value y, Value acc);

  ImplicitLocOpBuilder &b;
  const MatmulBlocking &blocking;
  bool parallel;
  Value packed;
  /// The K steps the packed buffers hold: maxBlockK, or the size of K's
  /// blocks where K is static.
  int64_t panelK;
  /// Whether each register tile's rows of A are packed (packStrip) into
  /// `sharedStrip`, or with parallel rows into a buffer per row of tiles.
  bool packRows;
  Value sharedStrip;
  linalg::GenericOp epilogue;
  Value init;
  /// Whether N is static and a multiple of tile-n, so that no tile crosses
  /// its end. Otherwise the tiles that do are apart from the rest: masked
  /// transfers are slow (a masked store is microcoded on AMD's cores).
  bool wholeTiles;
  /// A row of a register tile, in vectors (getPieces).
  SmallVector<Piece> pieces = getPieces(blocking.tileN);
  /// A row of the tile that crosses N: as few vectors of the registers'
  /// width as cover N's last columns where N is static (10 columns: one
  /// vector of 16, not 64 columns' worth of FMAs), else `pieces`.
  SmallVector<Piece> lastPieces;
  /// The positions of the reduction, each with a slice of B packed in
  /// panelCapacity rows of `packed` (and tile-m rows of a strip).
  Positions positions;
  int64_t panelCapacity;
  /// The most reduction steps of one block (per position): maxBlockK, or
  /// for a conv2d that divided among its positions.
  Value maxBlock;
  /// Whether B's slices are read in place, not packed (a conv2d's filter
  /// of whole tiles).
  bool bInPlace;
  /// The most reduction steps of one block where B is read in place by two
  /// rows of tiles (pairBlockK).
  int64_t pairBlock;
};
} // namespace

Value PackedMatmulBuilder::multiplyAdd(Value x, Value y, Value acc) {
  Type element = getElementTypeOrSelf(acc.getType());
  if (isa<FloatType>(element))
    return vector::FMAOp::create(b, x, y, acc);
  return arith::AddIOp::create(b, arith::MulIOp::create(b, x, y), acc);
}

void PackedMatmulBuilder::forEachPosition(
    llvm::function_ref<void(Value)> body) {
  if (!positions.count)
    return body(Value());
  buildLoop(b, index(0), positions.count, index(1), /*parallelLoop=*/false,
            body);
}

std::pair<Value, Value> PackedMatmulBuilder::filterIndices(Value position) {
  if (!position)
    return {};
  return {arith::DivUIOp::create(b, position, positions.width),
          arith::RemUIOp::create(b, position, positions.width)};
}

Value PackedMatmulBuilder::sliceAt(Value bMat, std::pair<Value, Value> khKw) {
  if (!khKw.first)
    return bMat;
  return trailingMatrix(b, bMat, {khKw.first, khKw.second});
}

std::pair<Value, Value>
PackedMatmulBuilder::shiftAt(std::pair<Value, Value> khKw) {
  if (!khKw.first)
    return {};
  return {mul(khKw.first, index(positions.dilations[0])),
          mul(khKw.second, index(positions.dilations[1]))};
}

SmallVector<Value> PackedMatmulBuilder::shifted(ArrayRef<Value> aIndices,
                                                std::pair<Value, Value> shift) {
  SmallVector<Value> at(aIndices);
  // (n, h, w) of the input.
  if (shift.first) {
    at[1] = add(at[1], shift.first);
    at[2] = add(at[2], shift.second);
  }
  return at;
}

Value PackedMatmulBuilder::panelRow(Value position, Value panel) {
  return position ? add(mul(position, index(panelCapacity)), panel) : panel;
}

Value PackedMatmulBuilder::stripRow(Value position, int64_t i) {
  return position ? add(mul(position, index(blocking.tileM)), index(i))
                  : index(i);
}

/// Bp[p][k][:] = B[pc + k][jc + p * tile-n ..] for every position's B, zero
/// past N: rows of B are read contiguously, one row per iteration of the
/// (parallel) loop.
void PackedMatmulBuilder::packPanel(Value bMat, Value pc, Value kc, Value jc,
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
                      lineColumns(slice, pieceCols, pieces, wholeTiles),
                      /*isWrite=*/false);
        for (auto [piece, from] : llvm::zip_equal(pieces, pieceCols)) {
          Value v = vector::TransferReadOp::create(
              b, VectorType::get({piece.width}, element), slice,
              ValueRange{row, from}, zero, ArrayRef<bool>{wholeTiles});
          vector::StoreOp::create(b, v, packed,
                                  ValueRange{to, k, index(piece.offset)});
        }
      });
    });
  });
}

Value PackedMatmulBuilder::allocatePanel() {
  auto type = cast<MemRefType>(packed.getType());
  // Dynamic where the positions are: as many rows of panels, maxBlock steps.
  SmallVector<Value> sizes;
  if (type.isDynamicDim(0))
    sizes.push_back(mul(positions.count, index(panelCapacity)));
  if (type.isDynamicDim(1))
    sizes.push_back(maxBlock);
  auto panel = memref::AllocOp::create(b, type, sizes, b.getI64IntegerAttr(64));
  markScratch(panel, kPanelSlot);
  return panel;
}

Value PackedMatmulBuilder::allocateStrip() {
  Type element = getElementTypeOrSelf(packed.getType());
  int64_t width = pieces.front().width;
  auto packedType = cast<MemRefType>(packed.getType());
  int64_t stripRows =
      packedType.isDynamicDim(0)
          ? ShapedType::kDynamic
          : packedType.getDimSize(0) / panelCapacity * blocking.tileM;
  int64_t stripK = packedType.isDynamicDim(1)
                       ? ShapedType::kDynamic
                       : llvm::alignTo(packedType.getDimSize(1), width);
  SmallVector<Value> sizes;
  if (ShapedType::isDynamic(stripRows))
    sizes.push_back(mul(positions.count, index(blocking.tileM)));
  if (ShapedType::isDynamic(stripK))
    sizes.push_back(mul(arith::CeilDivUIOp::create(b, maxBlock, index(width)),
                        index(width)));
  auto strip =
      memref::AllocOp::create(b, MemRefType::get({stripRows, stripK}, element),
                              sizes, b.getI64IntegerAttr(64));
  markScratch(strip, kStripSlot);
  return strip;
}

TileRows PackedMatmulBuilder::tileRows(const RowMap &rows, Value ir) {
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

void PackedMatmulBuilder::packStrip(Value a, const TileRows &tile, Value pc,
                                    Value kc, Value strip,
                                    const TileRows *ahead) {
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

void PackedMatmulBuilder::prefetchStripRow(Value a,
                                           const SmallVector<Value> &aRow,
                                           Value pc, Value k, Value lastK,
                                           int64_t step) {
  int64_t perLine = lineElements(getElementTypeOrSelf(a.getType()));
  SmallVector<Value> lines;
  for (int64_t offset = 0; offset < step; offset += perLine)
    lines.push_back(add(pc, min(add(k, index(offset)), lastK)));
  prefetchLines(a, {aRow}, lines, /*isWrite=*/false);
}

void PackedMatmulBuilder::prefetchStrip(Value a, const TileRows &tile,
                                        const ReductionBlock &block,
                                        Value panel) {
  int64_t perLine = lineElements(getElementTypeOrSelf(a.getType()));
  int64_t lines = llvm::divideCeil(panelK, perLine);
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

/// C's rows ir .. ir + tile-m, columns jc + panel * tile-n .. += their rows
/// of A (packed or in place), kc columns, x Bp[panel], with the tile in
/// registers.
void PackedMatmulBuilder::computeTile(Value a, Value strip, Value bMat, Value c,
                                      const TileRows &tile,
                                      const ReductionBlock &block, Value jc,
                                      Value panel, bool whole) {
  ArrayRef<Piece> rowPieces = whole ? pieces : lastPieces;
  int64_t tileM = blocking.tileM;
  std::array<bool, 1> inBounds{whole};
  Type element = getElementTypeOrSelf(c.getType());
  auto vectorOf = [&](Piece piece) {
    return VectorType::get({piece.width}, element);
  };
  Value zero = arith::ConstantOp::create(b, b.getZeroAttr(element));
  Value c0 = index(0), c1 = index(1);
  Value col = add(jc, mul(panel, index(blocking.tileN)));
  // Each piece's first column, and C's indices of piece p of row i.
  SmallVector<Value> pieceCols;
  for (Piece piece : rowPieces)
    pieceCols.push_back(add(col, index(piece.offset)));
  auto cIndices = [&](int64_t i, size_t p) {
    SmallVector<Value> at(tile.c[i]);
    at.push_back(pieceCols[p]);
    return at;
  };

  // The accumulators, row by row, each row piece by piece. Rows past M
  // compute on A's last row and are dropped at the store; columns past N
  // are masked by the transfers.
  SmallVector<Type> accTypes;
  for (int64_t i = 0; i < tileM; ++i)
    for (Piece piece : rowPieces)
      accTypes.push_back(vectorOf(piece));
  auto loadTile = [&] {
    SmallVector<Value> accs;
    for (int64_t i = 0; i < tileM; ++i)
      for (auto [p, piece] : llvm::enumerate(rowPieces))
        accs.push_back(vector::TransferReadOp::create(
            b, vectorOf(piece), c, cIndices(i, p), zero, inBounds));
    return accs;
  };
  // C's tile is prefetched (for writing) and added after the block's k
  // steps; the accumulators start from zero, or from the fill's value in
  // the first block, which does not read C. The tile's lines are at the
  // same columns of C and of B (both N wide), where B is read in place.
  SmallVector<Value> lines = lineColumns(c, pieceCols, rowPieces, whole);
  Value start = zero;
  if (block.first)
    start = arith::SelectOp::create(b, block.first, init, zero);
  SmallVector<Value> accs;
  llvm::SmallDenseMap<Type, Value> splats;
  for (Type type : accTypes) {
    Value &splat = splats[type];
    if (!splat)
      splat = vector::BroadcastOp::create(b, type, start);
    accs.push_back(splat);
  }

  // The block's k steps [from, to) at one position, from `sums`.
  auto reduce = [&](Value position, ValueRange sums, Value from, Value to) {
    // B's rows in place (the filter's slice at the position) or packed;
    // A's rows in place (shifted to the position) or the strip's.
    std::pair<Value, Value> khKw;
    if (bInPlace || !strip)
      khKw = filterIndices(position);
    Value row = bInPlace ? Value() : panelRow(position, panel);
    Value slice = bInPlace ? sliceAt(bMat, khKw) : Value();
    std::pair<Value, Value> shift =
        strip ? std::pair<Value, Value>() : shiftAt(khKw);
    SmallVector<SmallVector<Value>> aRows;
    for (int64_t i = 0; i < tileM; ++i)
      aRows.push_back(strip ? SmallVector<Value>{stripRow(position, i)}
                            : shifted(tile.a[i], shift));
    return buildFor(
        b, from, to, c1, sums, [&](Value k, ValueRange iterArgs) {
          // B's row at step k: packed, or in place (masked past N in the
          // tile that crosses it; a matmul's rows prefetched ahead).
          SmallVector<Value> bRow;
          Value step = add(block.pc, k);
          if (bInPlace && !positions.count)
            prefetchInPlace(slice, step, lines);
          for (auto [p, piece] : llvm::enumerate(rowPieces)) {
            SmallVector<Value> at{step, pieceCols[p]};
            if (!bInPlace)
              bRow.push_back(vector::LoadOp::create(
                  b, vectorOf(piece), packed,
                  ValueRange{row, k, index(piece.offset)}));
            else if (whole)
              bRow.push_back(
                  vector::LoadOp::create(b, vectorOf(piece), slice, at));
            else
              bRow.push_back(vector::TransferReadOp::create(
                  b, vectorOf(piece), slice, at, zero, inBounds));
          }
          SmallVector<Value> next;
          for (int64_t i = 0; i < tileM; ++i) {
            SmallVector<Value> at(aRows[i]);
            at.push_back(strip ? k : add(block.pc, k));
            Value aElement = memref::LoadOp::create(b, strip ? strip : a, at);
            for (auto [p, piece] : llvm::enumerate(rowPieces)) {
              Value aSplat =
                  vector::BroadcastOp::create(b, vectorOf(piece), aElement);
              next.push_back(multiplyAdd(aSplat, bRow[p],
                                         iterArgs[i * rowPieces.size() + p]));
            }
          }
          return next;
        });
  };
  // Every position in turn, the tile in registers throughout, C's tile
  // prefetched when it starts. A matmul's k steps on a packed panel are two
  // loops, C's tile prefetched between them, cPrefetchSteps before the
  // block ends; where B is read in place (its rows do not go through L1 a
  // block at a time) C's tile is prefetched when the tile starts.
  scf::ForOp kLoop;
  ValueRange results;
  if (positions.count) {
    prefetchLines(c, tile.c, lines, /*isWrite=*/true);
    results = buildFor(b, c0, positions.count, c1, accs,
                       [&](Value position, ValueRange sums) {
                         kLoop = reduce(position, sums, c0, block.kc);
                         return SmallVector<Value>(kLoop.getResults());
                       })
                  .getResults();
  } else {
    Value split = c0;
    ValueRange sums = accs;
    scf::ForOp head;
    if (!bInPlace) {
      split = max(c0, sub(block.kc, index(cPrefetchSteps(blocking))));
      head = reduce(Value(), accs, c0, split);
      sums = head.getResults();
    }
    prefetchLines(c, tile.c, lines, /*isWrite=*/true);
    kLoop = reduce(Value(), sums, split, block.kc);
    results = kLoop.getResults();
    if (head && blocking.tileK > 1)
      (void)loopUnrollByFactor(head, blocking.tileK);
  }
  auto addTile = [&] {
    SmallVector<Value> sums;
    for (auto [sum, partial] : llvm::zip(results, loadTile()))
      sums.push_back(isa<FloatType>(element)
                         ? Value(arith::AddFOp::create(b, sum, partial))
                         : Value(arith::AddIOp::create(b, sum, partial)));
    return sums;
  };
  SmallVector<Value> tileSums;
  if (block.first) {
    auto sums =
        scf::IfOp::create(b, accTypes, block.first, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(sums.thenBlock());
    scf::YieldOp::create(b, results);
    b.setInsertionPointToStart(sums.elseBlock());
    scf::YieldOp::create(b, addTile());
    llvm::append_range(tileSums, sums.getResults());
  } else {
    tileSums = addTile();
  }
  for (int64_t i = 0; i < tileM; ++i) {
    buildIf(b, tile.inRange[i], [&] {
      for (size_t p = 0; p < rowPieces.size(); ++p) {
        Value result = tileSums[i * rowPieces.size() + p];
        SmallVector<Value> at = cIndices(i, p);
        auto store = [&] {
          vector::TransferWriteOp::create(b, result, c, at, inBounds);
        };
        if (!epilogue) {
          store();
          continue;
        }
        // After the last reduction block the tile goes through the
        // epilogue into its buffer instead of back to C.
        buildIf(
            b, block.last, [&] { storeEpilogue(c, result, at, inBounds); },
            store);
      }
    });
  }
  // Last: the remainder loop that unrolling adds for trip counts tile-k does
  // not divide takes over the uses of the results.
  if (blocking.tileK > 1)
    (void)loopUnrollByFactor(kLoop, blocking.tileK);
}

SmallVector<Value> PackedMatmulBuilder::lineColumns(Value c,
                                                    ArrayRef<Value> cols,
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

void PackedMatmulBuilder::prefetchLines(Value memory,
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

void PackedMatmulBuilder::prefetchInPlace(Value slice, Value step,
                                          ArrayRef<Value> lines) {
  Value lastRow = sub(memref::DimOp::create(b, slice, 0), index(1));
  Value ahead = min(add(step, index(kInPlacePrefetchRows)), lastRow);
  prefetchLines(slice, {{ahead}}, lines, /*isWrite=*/false);
}

void PackedMatmulBuilder::storeEpilogue(Value c, Value result,
                                        ArrayRef<Value> at,
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

void PackedMatmulBuilder::columnBlocks(
    Value n, llvm::function_ref<void(Value, Value)> body) {
  Value blockN = index(blocking.blockN), tileN = index(blocking.tileN);
  buildLoop(b, index(0), n, blockN, /*parallelLoop=*/false, [&](Value jc) {
    Value nc = min(blockN, sub(n, jc));
    body(jc, arith::CeilDivSIOp::create(b, nc, tileN));
  });
}

void PackedMatmulBuilder::reductionBlocks(
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

Value PackedMatmulBuilder::rowBlockStrip(Value rowBlock, Value row) {
  int64_t stripK = cast<MemRefType>(rowBlock.getType()).getDimSize(1);
  SmallVector<OpFoldResult> offsets{row, b.getIndexAttr(0)};
  SmallVector<OpFoldResult> sizes{b.getIndexAttr(blocking.tileM),
                                  b.getIndexAttr(stripK)};
  SmallVector<OpFoldResult> strides(2, b.getIndexAttr(1));
  return memref::SubViewOp::create(b, rowBlock, offsets, sizes, strides);
}

void PackedMatmulBuilder::rowTiles(Value a, Value bMat, Value c,
                                   const RowMap &rows,
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
        if (wholeTiles) {
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

void PackedMatmulBuilder::product(Value a, Value bMat, Value c,
                                  const RowMap &rows, Value jc, Value panels,
                                  Value firstSlice, Value lastSlice) {
  reductionBlocks(bMat, firstSlice, lastSlice,
                  [&](const ReductionBlock &block) {
                    if (!bInPlace)
                      packPanel(bMat, block.pc, block.kc, jc, panels);
                    rowTiles(a, bMat, c, rows, block, jc, panels, Value());
                  });
}

void PackedMatmulBuilder::productOnRowBlocks(Value a, Value bMat, Value c,
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
      buildLoop(b, mc, part.rows, index(blocking.tileM), parallel,
                [&](Value ir) {
                  // One statement each: the order of the ops they create
                  // must not depend on the compiler's order of arguments.
                  Value strip = rowBlockStrip(rowBlock, sub(ir, mc));
                  TileRows tile = tileRows(part, ir);
                  TileRows next =
                      tileRows(part, add(ir, index(blocking.tileM)));
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

void PackedMatmulBuilder::tilesInPlace(Value a, Value bMat, Value c,
                                       const RowMap &rows) {
  Value c0 = index(0), c1 = index(1);
  Value yes = arith::ConstantIntOp::create(b, 1, 1);
  Value n = memref::DimOp::create(b, bMat, 1);
  Value tileN = index(blocking.tileN);
  // Blocks of K of pairBlock steps for two rows of tiles.
  llvm::SaveAndRestore<Value> blockSteps(maxBlock);
  Value twoRows = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, rows.rows,
                                        index(blocking.tileM));
  maxBlock = arith::SelectOp::create(b, twoRows, index(pairBlock), maxBlock);
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
              if (wholeTiles)
                return columnTile(panel, /*whole=*/true);
              Value isWhole = arith::CmpIOp::create(
                  b, arith::CmpIPredicate::ult, panel, within);
              buildIf(
                  b, isWhole, [&] { columnTile(panel, /*whole=*/true); },
                  [&] { columnTile(panel, /*whole=*/false); });
            });
}

Value PackedMatmulBuilder::allocateRowBlock(Value a, Value rowCount) {
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
  auto rowBlock =
      memref::AllocOp::create(b, MemRefType::get({rows, stripK}, element),
                              sizes, b.getI64IntegerAttr(64));
  markScratch(rowBlock, kStripSlot);
  return rowBlock;
}

void PackedMatmulBuilder::matmul(Value a, Value bMat, Value c) {
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

void PackedMatmulBuilder::conv(Value input, Value filter, Value output,
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

LogicalResult accel::packMatmul(RewriterBase &rewriter, linalg::LinalgOp op,
                                linalg::FillOp fill, linalg::GenericOp epilogue,
                                const MatmulBlocking &requested,
                                bool parallel) {
  // The epilogue's buffer (allocated between the two) must exist first.
  if (epilogue)
    while (op->getNextNode() != epilogue.getOperation())
      rewriter.moveOpBefore(op->getNextNode(), op);
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  b.setInsertionPoint(op);
  Value a = op.getDpsInputs()[0], bMat = op.getDpsInputs()[1];
  Value c = op.getDpsInits()[0];
  Type element = getElementTypeOrSelf(c.getType());
  // The tiles are sized for 32-bit elements: 64-bit ones take half the
  // columns in the same registers.
  MatmulBlocking blocking = requested;
  if (element.getIntOrFloatBitWidth() > 32 && blocking.tileN % 2 == 0)
    blocking.tileN /= 2;
  // A conv2d's filter positions, reduced within each register tile, divide
  // a block of K among them: each block is fewer of the filter's channels.
  ArrayRef<int64_t> bShape = cast<MemRefType>(bMat.getType()).getShape();
  auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(op.getOperation());
  Positions positions;
  std::optional<int64_t> positionCount = 1;
  int64_t maxStep = maxBlockK(blocking);
  Value maxBlock;
  if (conv) {
    llvm::copy(conv.getDilations().getValues<int64_t>(),
               positions.dilations.begin());
    positions.width = memref::DimOp::create(b, bMat, 1);
    positions.count = arith::MulIOp::create(
        b, memref::DimOp::create(b, bMat, 0), positions.width);
    positionCount = std::nullopt;
    if (!ShapedType::isDynamic(bShape[0]) && !ShapedType::isDynamic(bShape[1]))
      positionCount = std::max<int64_t>(bShape[0] * bShape[1], 1);
    if (positionCount) {
      maxStep = std::max<int64_t>(maxStep / *positionCount, 1);
    } else {
      Value one = arith::ConstantIndexOp::create(b, 1);
      maxBlock = arith::MaxUIOp::create(
          b, one,
          arith::DivUIOp::create(
              b, arith::ConstantIndexOp::create(b, maxStep),
              arith::MaxUIOp::create(b, one, positions.count)));
    }
  }
  if (!maxBlock)
    maxBlock = arith::ConstantIndexOp::create(b, maxStep);
  // One packed panel of B per position, aligned for vector loads, reused by
  // every block: no larger than B (a slice of the filter) where it is
  // static; where the positions are dynamic, so is its size.
  ArrayRef<int64_t> slice = bShape.take_back(2);
  int64_t panelK = maxStep;
  if (!ShapedType::isDynamic(slice[0])) {
    int64_t k = std::max<int64_t>(slice[0], 1);
    panelK = equalBlock(k, panelK);
  }
  int64_t panelN =
      ShapedType::isDynamic(slice[1])
          ? blocking.blockN
          : std::min<int64_t>(
                blocking.blockN,
                llvm::alignTo(std::max<int64_t>(slice[1], 1), blocking.tileN));
  int64_t panelCapacity = panelN / blocking.tileN;
  SmallVector<Value> packedSizes;
  int64_t panelRows = panelCapacity, packedK = panelK;
  if (!positionCount) {
    panelRows = packedK = ShapedType::kDynamic;
    packedSizes = {
        arith::MulIOp::create(b, positions.count,
                              arith::ConstantIndexOp::create(b, panelCapacity)),
        maxBlock};
  } else {
    panelRows *= *positionCount;
  }
  auto packedType =
      MemRefType::get({panelRows, packedK, blocking.tileN}, element);
  auto packed = memref::AllocOp::create(b, packedType, packedSizes,
                                        b.getI64IntegerAttr(64));
  markScratch(packed, kPanelSlot);
  // Every column tile starts at a multiple of tile-n (block-n is one).
  int64_t n = cast<MemRefType>(c.getType()).getShape().back();
  bool wholeTiles = !ShapedType::isDynamic(n) && n % blocking.tileN == 0;
  // The tile that crosses a static N computes the vectors of its last
  // columns only (the registers' lanes of C's elements at a time).
  int64_t lastWidth = blocking.tileN;
  if (!ShapedType::isDynamic(n) && !wholeTiles && blocking.vectorWidth > 0) {
    int64_t lanes = std::max<int64_t>(1, blocking.vectorWidth * 32 /
                                             element.getIntOrFloatBitWidth());
    lastWidth =
        std::min<int64_t>(lastWidth, llvm::alignTo(n % blocking.tileN, lanes));
    // N narrower than a tile: its one tile gives the registers of the
    // columns it does not compute to more rows (narrowTileRows).
    if (n < blocking.tileN)
      blocking.tileM = narrowTileRows(blocking, lanes, lastWidth);
  }
  // A's rows are packed where a row of register tiles reuses them across
  // enough panels of B to pay for the copy (a conv2d's 64 output channels
  // make 4 panels of 16: in place is faster there).
  bool packRows =
      ShapedType::isDynamic(slice[1]) || panelCapacity >= kPackRowsMinPanels;
  // A matmul's rows of A are packed a block at a time, once for all of N's
  // blocks, where there are several and enough panels to pay for the copy:
  // with one block of N, each row of tiles' copy is read from L1 right
  // after it is made, where the block's would be written to and read back
  // from L3 (4096 x 512 x 4096 and 2048 x 512 x 2048 ran slower with the
  // block; docs/Performance.md, "block-m").
  if (conv ||
      (!ShapedType::isDynamic(slice[1]) &&
       (slice[1] <= blocking.blockN ||
        llvm::divideCeil(slice[1], blocking.tileN) < kPackRowsMinPanels)))
    blocking.blockM = 0;
  // A filter whose output channels are whole tiles (and its rows
  // contiguous) is read in place: every chunk of rows packed the whole
  // filter again, and a layer has too few rows to pay for it (on two
  // threads: 3 x 3 x 64 x 64, where the panels are the filter's own
  // layout, 4% of the time; 3 x 3 x 512 x 512 on 7 x 7 pixels, 1.5x
  // faster in place, docs/Performance.md).
  bool bInPlace = false;
  if (conv && wholeTiles) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (succeeded(cast<MemRefType>(bMat.getType())
                      .getStridesAndOffset(strides, offset)))
      bInPlace = strides[2] == n && strides[3] == 1;
  }
  // A matmul's register tiles read A's rows in place where pack-a asks
  // for it, or by default where they do not crowd L1 (readsAInPlace): in
  // place, 1000 x 1000 x 1000 ran 4-5% faster; 2048 x 512 x 2048, rows 8
  // KiB apart, 8% slower (docs/Performance.md).
  if (!conv && readsAInPlace(blocking, cast<MemRefType>(a.getType()))) {
    packRows = false;
    blocking.blockM = 0;
  }
  // A matmul whose rows are at most kInPlaceRowTiles rows of register
  // tiles (M static: a batch of one to a dozen) reads B in place: each of
  // its elements is read once or twice, where a packed copy adds its
  // writing and reading back (1 x 4096 x 4096 ran 1.8x faster in place,
  // docs/Performance.md). Its rows come from memory one after the other,
  // and are prefetched (prefetchInPlace). M's rows are split evenly among
  // the rows of tiles (8 rows: two of 4, not 6 and 2).
  int64_t m = cast<MemRefType>(a.getType()).getShape().drop_back().back();
  if (!conv && !ShapedType::isDynamic(m) &&
      m <= kInPlaceRowTiles * blocking.tileM) {
    bInPlace = true;
    m = std::max<int64_t>(m, 1);
    blocking.tileM = equalBlock(m, blocking.tileM);
    blocking.blockM = 0;
    packRows = false; // A's few rows are read in place too.
  }
  // A static M in blocks of equal size (whole tiles), at most block-m rows
  // or an eighth more where that saves a block, as K's: 4096 rows with
  // block-m 4092 were blocks of 4092 and 4, of which the second packed all
  // of B for a row of tiles; as two of 2052 they ran 1.01-1.04x as fast
  // (docs/Performance.md).
  if (blocking.blockM > 0 && !ShapedType::isDynamic(m))
    blocking.blockM = llvm::alignTo(equalBlock(m, withSlack(blocking.blockM)),
                                    blocking.tileM);
  PackedMatmulBuilder builder(
      b, blocking, parallel, packed, panelK, packRows, epilogue,
      fill ? fill.getInputs()[0] : Value(), wholeTiles, getPieces(lastWidth),
      positions, panelCapacity, maxBlock, bInPlace, pairBlockK(requested));
  if (isa<linalg::MatmulOp>(op.getOperation())) {
    builder.matmul(a, bMat, c);
  } else if (conv) {
    builder.conv(a, bMat, c,
                 llvm::to_vector(conv.getStrides().getValues<int64_t>()));
  } else {
    // batch_matmul: the matmul of each batch element, on rank-reduced views.
    Value batch = memref::DimOp::create(b, a, 0);
    buildLoop(
        b, builder.index(0), batch, builder.index(1), false, [&](Value iv) {
          builder.matmul(trailingMatrix(b, a, iv), trailingMatrix(b, bMat, iv),
                         trailingMatrix(b, c, iv));
        });
  }
  builder.finish();
  // A parallel conv2d's chunks pack into panels of their own.
  if (packed.use_empty())
    rewriter.eraseOp(packed);
  else
    memref::DeallocOp::create(b, packed);
  if (epilogue)
    rewriter.eraseOp(epilogue);
  if (fill)
    rewriter.eraseOp(fill);
  rewriter.eraseOp(op);
  return success();
}
