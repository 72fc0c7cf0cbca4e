//===- TileAndVectorize.cpp - register tiles and vectorization --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The code generation of the cpu-vector backend. Upstream has the pieces
// (TilingInterface tiling, loop peeling, the linalg vectorizer, vector
// lowering patterns) but no pass that strings them together, so this is one.
//
//===----------------------------------------------------------------------===//

#include "ChannelWindows.h"
#include "PackMatmul.h"
#include "Passes.h"
#include "RowReduction.h"

#include "accel/Backends/CpuVector.h"
#include "accel/IR/IndexingMaps.h"
#include "accel/Support/Patterns.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Hoisting.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorTransforms.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/StringSwitch.h"

namespace accel {
#define GEN_PASS_DEF_ACCELTILEANDVECTORIZE
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Independent vector accumulators of a row reduction: enough to cover the
/// latency of a vector add or max (4 cycles) at one per cycle.
static constexpr int64_t kReductionAccumulators = 4;

/// Marks the tiled ops that should be vectorized once their tiles are static.
static constexpr llvm::StringLiteral kVectorizeMarker = "__accel_vectorize";
/// Marks the outermost tile loops, over a parallel dimension, that
/// `parallel-outer` turns into scf.parallel.
static constexpr llvm::StringLiteral kParallelMarker = "__accel_parallel";

/// Whether an operand of `op` holds elements narrower than a byte (i1):
/// memrefs store them a byte each, vectors of them are bit-packed, so that
/// vector loads and stores would read the wrong bits. Those ops are left to
/// the scalar loop lowering.
static bool hasSubByteElements(linalg::LinalgOp op) {
  return llvm::any_of(op->getOperandTypes(), [](Type type) {
    Type element = getElementTypeOrSelf(type);
    return element.isIntOrFloat() && element.getIntOrFloatBitWidth() < 8;
  });
}

/// Whether `map` (of `numLoops` loops) reads loops in increasing order,
/// the innermost loop, if at all, in its last dimension: contiguous along
/// that loop, or broadcast along it.
static bool readsInLoopOrder(AffineMap map, unsigned numLoops) {
  if (!readsLoopsInOrder(map))
    return false;
  AffineExpr innermost = getAffineDimExpr(numLoops - 1, map.getContext());
  return !map.isFunctionOfDim(numLoops - 1) ||
         map.getResults().back() == innermost;
}

/// Tile sizes for `op`, one per loop, or none when the op is not handled.
static SmallVector<int64_t> chooseTileSizes(linalg::LinalgOp op,
                                            ArrayRef<int64_t> registerTile,
                                            int64_t vectorWidth) {
  // Contractions that packMatmul does not take (mixed element types,
  // transposed maps, strided rows): register tiles only.
  if (isa<linalg::MatmulOp>(op))
    return {registerTile[0], registerTile[1], registerTile[2]};
  if (isa<linalg::BatchMatmulOp>(op))
    return {1, registerTile[0], registerTile[1], registerTile[2]};
  // Elementwise ops, fills and copies: every loop parallel and every operand
  // read in loop order, so that the innermost loop is contiguous in memory
  // or, for an operand broadcast along it (a bias by channel, a scalar), the
  // same element for the whole vector.
  unsigned numLoops = op.getNumLoops();
  if (numLoops == 0 || op.getNumParallelLoops() != numLoops)
    return {};
  bool contiguous = llvm::all_of(op.getIndexingMapsArray(), [&](AffineMap map) {
    return readsInLoopOrder(map, numLoops);
  });
  if (!contiguous)
    return {};
  SmallVector<int64_t> sizes(numLoops, 1);
  sizes.back() = vectorWidth;
  return sizes;
}

/// Whether `loop` (an scf.for) is known to run exactly once.
static bool runsOnce(LoopLikeOpInterface loop) {
  auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
  if (!forOp)
    return false;
  std::optional<int64_t> lb = getConstantIntValue(forOp.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(forOp.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(forOp.getStep());
  return lb && ub && step && *step > 0 && *ub > *lb && *ub - *lb <= *step;
}

/// The tile loop that `parallel-outer` runs on threads: the first, which
/// runs over M, the batch or the outermost dimension of an all-parallel
/// op (a parallel dimension in every case handled here); for an
/// all-parallel op, the first that does not run once (the leading 1 of an
/// NHWC activation or of a 1 x tokens x features tensor leaves nothing to
/// share).
static Operation *getThreadedLoop(ArrayRef<LoopLikeOpInterface> loops,
                                  bool allParallel) {
  if (loops.empty())
    return nullptr;
  if (allParallel)
    for (LoopLikeOpInterface loop : loops)
      if (!runsOnce(loop))
        return loop;
  return loops.front();
}

/// Tiles `op` by `sizes`, peels the loops whose step does not divide their
/// range, and marks the tiled ops for vectorization.
static LogicalResult tileAndPeel(RewriterBase &rewriter, linalg::LinalgOp op,
                                 ArrayRef<int64_t> sizes) {
  scf::SCFTilingOptions options;
  options.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), sizes));
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled))
    return failure();
  for (Operation *tiledOp : tiled->tiledOps)
    tiledOp->setAttr(kVectorizeMarker, rewriter.getUnitAttr());
  bool allParallel = op.getNumParallelLoops() == op.getNumLoops();
  rewriter.eraseOp(op);
  if (Operation *loop = getThreadedLoop(tiled->loops, allParallel))
    loop->setAttr(kParallelMarker, rewriter.getUnitAttr());
  for (LoopLikeOpInterface loop : tiled->loops) {
    auto forOp = dyn_cast<scf::ForOp>(loop.getOperation());
    scf::ForOp partial;
    // Fails (harmlessly) when the step divides the range.
    if (forOp)
      (void)scf::peelForLoopAndSimplifyBounds(rewriter, forOp, partial);
  }
  return success();
}

/// Rewrites `forOp`, a loop without results whose iterations write disjoint
/// tiles, into an scf.parallel with the same bounds and body.
static void convertToParallel(RewriterBase &rewriter, scf::ForOp forOp) {
  rewriter.setInsertionPoint(forOp);
  auto parallel = scf::ParallelOp::create(
      rewriter, forOp.getLoc(), ValueRange{forOp.getLowerBound()},
      ValueRange{forOp.getUpperBound()}, ValueRange{forOp.getStep()});
  Block *body = parallel.getBody();
  rewriter.eraseOp(forOp.getBody()->getTerminator());
  rewriter.inlineBlockBefore(forOp.getBody(), body->getTerminator(),
                             parallel.getInductionVars());
  rewriter.eraseOp(forOp);
}

/// The greedy driver's settings for the pass's own rewrites: the code is
/// structured (a block per region), so region simplification (block merging,
/// region DCE) finds nothing and only costs a walk.
static GreedyRewriteConfig structuredConfig() {
  GreedyRewriteConfig config;
  config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
  return config;
}

/// What the memref alias folding rewrites: the views (a subview of a subview
/// folds) and their users (accesses through a view fold into the buffer's).
static SmallVector<Operation *> getViewsAndUsers(func::FuncOp func) {
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if (!isa<memref::SubViewOp, memref::ExpandShapeOp, memref::CollapseShapeOp>(
            op))
      return;
    ops.push_back(op);
    llvm::append_range(ops, op->getUsers());
  });
  return ops;
}

/// What the lowering step rewrites: the ops on vectors (contractions,
/// transfers, transposes, and the elementwise ops, constants and casts that
/// lose their leading unit dimensions) and the math ops (exp and tanh, on
/// vectors or scalars, become polynomials).
static SmallVector<Operation *> getVectorAndMathOps(func::FuncOp func) {
  Dialect *math = func.getContext()->getLoadedDialect<math::MathDialect>();
  auto isVector = [](Type type) { return isa<VectorType>(type); };
  SmallVector<Operation *> ops;
  func.walk([&](Operation *op) {
    if ((math && op->getDialect() == math) ||
        llvm::any_of(op->getOperandTypes(), isVector) ||
        llvm::any_of(op->getResultTypes(), isVector))
      ops.push_back(op);
  });
  return ops;
}

namespace {
struct AccelTileAndVectorizePass
    : accel::impl::AccelTileAndVectorizeBase<AccelTileAndVectorizePass> {
  using Base::Base;

  /// The pattern sets do not depend on the function: built once per pass
  /// instance, not once per kernel.
  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet canonicalization(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(canonicalization);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(canonicalization, context);
    canonicalizationPatterns =
        FrozenRewritePatternSet(std::move(canonicalization));

    RewritePatternSet folding(context);
    memref::populateFoldMemRefAliasOpPatterns(folding);
    foldingPatterns = FrozenRewritePatternSet(std::move(folding));

    RewritePatternSet lowering(context);
    vector::populateVectorContractLoweringPatterns(
        lowering, vector::VectorContractLowering::OuterProduct);
    vector::populateVectorTransferPermutationMapLoweringPatterns(lowering);
    vector::populateVectorTransposeLoweringPatterns(
        lowering, vector::VectorTransposeLowering::Shuffle1D);
    // Tiles of one row (elementwise ops, fills: 1 x vector-width) become
    // 1-D vectors: vector-to-scf would unroll an n-D transfer through a
    // stack buffer, slower to run and more code to lower.
    vector::populateCastAwayVectorLeadingOneDimPatterns(lowering);
    vector::TransferReadOp::getCanonicalizationPatterns(lowering, context);
    vector::TransferWriteOp::getCanonicalizationPatterns(lowering, context);
    // exp, tanh and erf on f32 as polynomials (vector code, in the full
    // tiles and the remainders alike) instead of a libm call per element
    // (GELU's erf through libm's erff took 16% of a transformer encoder's
    // time, docs/Performance.md).
    populateMathPolynomialApproximationPatterns(
        lowering, [](llvm::StringRef name) {
          return name == math::ExpOp::getOperationName() ||
                 name == math::TanhOp::getOperationName() ||
                 name == math::ErfOp::getOperationName();
        });
    loweringPatterns = FrozenRewritePatternSet(std::move(lowering));
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    MLIRContext *context = &getContext();
    SmallVector<int64_t> tile(registerTile.begin(), registerTile.end());
    if (tile.empty())
      tile = {8, 32, 4};
    SmallVector<int64_t> cache(cacheTile.begin(), cacheTile.end());
    if (cache.empty())
      cache = {256, 512};
    // cpu-vector's bounds (CpuVectorOptions): the pass given to
    // --pass-pipeline takes no more than the backend.
    using Limits = CpuVectorOptions;
    auto within = [](ArrayRef<int64_t> sizes, ArrayRef<int64_t> limits) {
      return sizes.size() == limits.size() &&
             llvm::all_of(llvm::zip_equal(sizes, limits), [](auto pair) {
               auto [size, limit] = pair;
               return size >= 1 && size <= limit;
             });
    };
    if (!within(tile,
                {Limits::kMaxTileM, Limits::kMaxTileN, Limits::kMaxTileK}) ||
        !within(cache, {Limits::kMaxBlock, Limits::kMaxBlock}) || blockM < 0 ||
        blockM > Limits::kMaxBlock ||
        !within(int64_t(vectorWidth), Limits::kMaxVectorWidth)) {
      func.emitError() << "accel-tile-and-vectorize: register-tile needs "
                          "three sizes (M from 1 to "
                       << Limits::kMaxTileM << ", N from 1 to "
                       << Limits::kMaxTileN << ", K from 1 to "
                       << Limits::kMaxTileK
                       << "), cache-tile two (K and N from 1 to "
                       << Limits::kMaxBlock << "), block-m one from 0 to "
                       << Limits::kMaxBlock
                       << " and vector-width one from 1 to "
                       << Limits::kMaxVectorWidth;
      return signalPassFailure();
    }
    using ReadA = MatmulBlocking::ReadA;
    std::optional<ReadA> readA = llvm::StringSwitch<std::optional<ReadA>>(packA)
                                     .Case("auto", ReadA::Auto)
                                     .Case("packed", ReadA::Packed)
                                     .Case("in-place", ReadA::InPlace)
                                     .Default(std::nullopt);
    if (!readA) {
      func.emitError() << "accel-tile-and-vectorize: pack-a must be 'auto', "
                          "'packed' or 'in-place', not '"
                       << packA << "'";
      return signalPassFailure();
    }
    if (l1Ways < 1) {
      func.emitError() << "accel-tile-and-vectorize: l1-ways must be 1 or "
                          "more, not "
                       << static_cast<int64_t>(l1Ways);
      return signalPassFailure();
    }
    // The packed panel holds whole register tiles.
    MatmulBlocking blocking{
        tile[0], tile[1], tile[2], cache[0],
        static_cast<int64_t>(llvm::alignTo(cache[1], tile[1]))};
    blocking.blockM = llvm::alignTo(blockM, tile[0]);
    blocking.vectorWidth = vectorWidth;
    blocking.readA = *readA;
    blocking.l1Ways = l1Ways;

    IRRewriter rewriter(context);
    // Copies into views (an activation into the inside of its padded
    // buffer, a part of a concatenation) become linalg.copy, tiled and
    // vectorized below as elementwise ops are: memref.copy between
    // non-contiguous buffers calls the runner's element-by-element
    // memrefCopy.
    func.walk([&](memref::CopyOp copy) {
      auto source = dyn_cast<MemRefType>(copy.getSource().getType());
      auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
      if (!source || !target || source.getRank() == 0 ||
          !source.isLastDimUnitStride() || !target.isLastDimUnitStride() ||
          (source.getLayout().isIdentity() && target.getLayout().isIdentity()))
        return;
      rewriter.setInsertionPoint(copy);
      linalg::CopyOp::create(rewriter, copy.getLoc(),
                             ValueRange{copy.getSource()},
                             ValueRange{copy.getTarget()});
      rewriter.eraseOp(copy);
    });
    // A depthwise convolution or pool of a padded copy (accel.pad) reads
    // the copied buffer with the padding in its tiles.
    foldPaddedInputs(rewriter, func, tile[0], vectorWidth, parallelOuter);
    // Tile on buffers only: the backend runs after bufferization.
    SmallVector<linalg::LinalgOp> candidates;
    func.walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() && !hasSubByteElements(op))
        candidates.push_back(op);
    });
    // The fills that packed contractions and channel windows fold in (they
    // come first).
    llvm::SmallPtrSet<Operation *, 4> fused;
    llvm::DenseMap<Operation *, ChannelWindow> windows;
    for (linalg::LinalgOp op : candidates) {
      linalg::FillOp fill;
      if (isPackableContraction(op)) {
        fill = findInitFill(op);
      } else if (std::optional<ChannelWindow> window = matchChannelWindow(op)) {
        windows[op] = *window;
        fill = findFillBefore(op, window->output);
      }
      if (fill)
        fused.insert(fill);
    }
    for (linalg::LinalgOp op : candidates) {
      if (fused.contains(op))
        continue; // A fill or an epilogue, erased with its contraction.
      if (isPackableContraction(op)) {
        linalg::FillOp fill = findInitFill(op);
        // A contraction's elementwise consumer, fused into its tiles, gets
        // to hold the partial sums: C's buffer (and its page faults) go.
        linalg::GenericOp epilogue = findEpilogue(op);
        if (epilogue) {
          fused.insert(epilogue);
          reuseEpilogueBuffer(rewriter, op, epilogue);
        }
        if (failed(packMatmul(rewriter, op, fill, epilogue, blocking,
                              parallelOuter)))
          return signalPassFailure();
        continue;
      }
      if (auto window = windows.find(op); window != windows.end()) {
        vectorizeChannelWindow(rewriter, op, window->second, tile[0],
                               vectorWidth, parallelOuter);
        continue;
      }
      if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
          generic && isRowReduction(generic)) {
        vectorizeRowReduction(rewriter, generic, vectorWidth,
                              kReductionAccumulators, parallelOuter);
        continue;
      }
      SmallVector<int64_t> sizes = chooseTileSizes(op, tile, vectorWidth);
      if (sizes.empty())
        continue;
      if (failed(tileAndPeel(rewriter, op, sizes)))
        return signalPassFailure();
    }

    // Fold the peeled bounds into static subview shapes.
    if (failed(applyPatternsGreedily(func, canonicalizationPatterns,
                                     structuredConfig())))
      return signalPassFailure();

    // Full tiles are static now; the remainder tiles are not and stay linalg.
    SmallVector<linalg::LinalgOp> marked;
    func.walk([&](linalg::LinalgOp op) {
      if (op->removeAttr(kVectorizeMarker) && !op.hasDynamicShape())
        marked.push_back(op);
    });
    for (linalg::LinalgOp op : marked) {
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::VectorizationResult> result = linalg::vectorize(
          rewriter, op, /*inputVectorSizes=*/{}, /*inputScalableVecDims=*/{},
          /*vectorizeNDExtract=*/false, /*flatten1DDepthwiseConv=*/false,
          /*assumeDynamicDimsMatchVecSizes=*/false,
          /*createNamedContraction=*/true);
      if (failed(result))
        continue; // Left to the scalar loop lowering.
      rewriter.replaceOp(op, result->replacements);
    }

    // Keep the accumulator in registers across the K loop: fold the subviews
    // into the transfers (hoisting does not look through views), then hoist
    // the read/write pairs of the output tile. Like upstream's hoisting this
    // assumes that a contraction's inputs do not overlap its output, which
    // holds for accel ops (their outputs are fresh buffers). Both rewrite
    // steps visit only the ops they rewrite: the rest of the function was
    // canonicalized above, and is again after the pass.
    (void)applyPatternsToRoots(getViewsAndUsers(func), foldingPatterns);
    linalg::hoistRedundantVectorTransfers(func, /*verifyNonZeroTrip=*/true);

    // Lower the contractions to outer products (one FMA per row of the tile).
    (void)applyPatternsToRoots(getVectorAndMathOps(func), loweringPatterns);

    // Last, as hoisting only looks at scf.for: the outer tile loops become
    // parallel loops (for backends that map them to threads).
    SmallVector<scf::ForOp> outer;
    func.walk([&](scf::ForOp loop) {
      if (loop->removeAttr(kParallelMarker) && parallelOuter &&
          loop.getNumResults() == 0)
        outer.push_back(loop);
    });
    for (scf::ForOp loop : outer)
      convertToParallel(rewriter, loop);
  }

  FrozenRewritePatternSet canonicalizationPatterns;
  FrozenRewritePatternSet foldingPatterns;
  FrozenRewritePatternSet loweringPatterns;
};
} // namespace
