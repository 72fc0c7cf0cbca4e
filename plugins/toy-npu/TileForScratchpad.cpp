//===- TileForScratchpad.cpp - tiles for the scratchpad ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// toy-npu computes out of a small on-chip scratchpad. This pass tiles every
// linalg op so that the tiles of all its operands fit the scratchpad at once,
// then promotes each tile into a scratchpad buffer (a stack allocation on the
// host model): copy in, compute, copy out.
//
//===----------------------------------------------------------------------===//

#include "ToyNpu.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/Pass/Pass.h"

#include <algorithm>

namespace toy_npu {
#define GEN_PASS_DEF_TOYNPUTILEFORSCRATCHPAD
#include "Passes.h.inc"
} // namespace toy_npu

using namespace mlir;

namespace {

/// The extent a loop of unknown size is assumed to have when choosing tiles.
constexpr int64_t kDynamicExtent = 1024;

/// Bytes of one element of `type`, rounded up.
int64_t elementBytes(MemRefType type) {
  return (type.getElementTypeBitWidth() + 7) / 8;
}

/// Bytes the tiles of all operands of `op` take with loop tiles `tiles`.
int64_t footprint(linalg::LinalgOp op, ArrayRef<int64_t> tiles) {
  int64_t bytes = 0;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type)
      continue;
    int64_t elements = 1;
    for (AffineExpr result : op.getMatchingIndexingMap(&operand).getResults()) {
      // An index like d0 + d1 (a convolution window) spans both tiles.
      int64_t extent = 0;
      result.walk([&](AffineExpr expr) {
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          extent += tiles[dim.getPosition()];
      });
      elements *= std::max<int64_t>(extent, 1);
    }
    bytes += elements * elementBytes(type);
  }
  return bytes;
}

/// Loop tiles whose footprint fits `budget` bytes: start from whole loops
/// and halve the largest tile until it fits. Fails when even tiles of one
/// iteration do not fit.
FailureOr<SmallVector<int64_t>> chooseTiles(linalg::LinalgOp op,
                                            int64_t budget) {
  SmallVector<int64_t> tiles;
  for (int64_t range : op.getStaticLoopRanges())
    tiles.push_back(ShapedType::isDynamic(range) ? kDynamicExtent : range);
  while (footprint(op, tiles) > budget) {
    int64_t *largest = std::max_element(tiles.begin(), tiles.end());
    if (*largest <= 1)
      return failure();
    *largest = (*largest + 1) / 2;
  }
  return tiles;
}

/// Copies between the kernel's buffers and the scratchpad as linalg.copy, so
/// that the backend lowers them to loops like everything else.
LogicalResult copyTile(OpBuilder &builder, Value from, Value to) {
  linalg::CopyOp::create(builder, from.getLoc(), from, to);
  return success();
}

LogicalResult tileAndPromote(RewriterBase &rewriter, linalg::LinalgOp op,
                             ArrayRef<int64_t> tiles) {
  scf::SCFTilingOptions tiling;
  tiling.setTileSizes(getAsIndexOpFoldResult(rewriter.getContext(), tiles));
  tiling.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), tiling);
  if (failed(tiled))
    return failure();
  rewriter.eraseOp(op);

  linalg::LinalgPromotionOptions promotion;
  promotion.setUseAlloca(true).setAlignment(64).setCopyInOutFns(copyTile,
                                                                copyTile);
  for (Operation *tiledOp : tiled->tiledOps) {
    auto tiledLinalg = dyn_cast<linalg::LinalgOp>(tiledOp);
    if (!tiledLinalg ||
        failed(linalg::promoteSubviewsPrecondition(tiledOp, promotion)))
      continue;
    OpBuilder builder(tiledOp);
    if (failed(linalg::promoteSubViews(builder, tiledLinalg, promotion)))
      return failure();
  }
  return success();
}

struct TileForScratchpadPass
    : toy_npu::impl::ToyNpuTileForScratchpadBase<TileForScratchpadPass> {
  using Base::Base;

  void runOnOperation() final {
    if (scratchpadBytes <= 0) {
      getOperation().emitError()
          << "toy-npu-tile-for-scratchpad: scratchpad-bytes must be positive, "
             "got "
          << scratchpadBytes.getValue();
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> ops;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (op.hasPureBufferSemantics() && op.getNumLoops() > 0)
        ops.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp op : ops) {
      FailureOr<SmallVector<int64_t>> tiles = chooseTiles(op, scratchpadBytes);
      if (failed(tiles)) {
        op.emitError() << "does not fit toy-npu's scratchpad of "
                       << scratchpadBytes.getValue()
                       << " bytes: one element of each "
                       << "operand takes "
                       << footprint(op,
                                    SmallVector<int64_t>(op.getNumLoops(), 1))
                       << " bytes";
        return signalPassFailure();
      }
      if (failed(tileAndPromote(rewriter, op, *tiles))) {
        op.emitError() << "toy-npu could not tile this op";
        return signalPassFailure();
      }
    }
    // The scratchpad buffers have static sizes: allocate them once, at the
    // kernel's entry, not on every iteration of the tile loops.
    Block &entry = getOperation().getBody().front();
    getOperation().walk([&](memref::AllocaOp alloca) {
      if (alloca->getNumOperands() == 0 && alloca->getBlock() != &entry)
        alloca->moveBefore(&entry, entry.begin());
    });
  }
};

} // namespace
