//===- PackMatmul.cpp - cache-blocked matmul on packed panels ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The contraction code of cpu-vector: which linalg ops it takes, the fill
// before them and the elementwise consumer after them that it folds into
// its tiles, and the entry that plans the loop nest (MatmulPlan.h) and
// emits it (MatmulEmitter.h). GotoBLAS's loop nest, with the roles of the
// operands chosen for outer products: B (K x N) is the vectorized operand,
// packed into panels; A (M x K) the broadcast one; C's register tile stays
// in registers over a block of K. A conv2d (NHWC input, HWCF filter) is the
// same product without im2col, its rows addressed through a map from the
// flat row index, shifted per filter position. docs/CpuVectorMatmul.md
// draws the nests and gives the measurements behind them.
//
//===----------------------------------------------------------------------===//

#include "PackMatmul.h"

#include "LoopBuilders.h"
#include "MatmulEmitter.h"
#include "VectorizeBody.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace accel;

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

linalg::FillOp accel::findFillBefore(Operation *op, Value buffer) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(neighbour(op, false));
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getDpsInits()[0] != buffer ||
      fill.getInputs()[0].getType() != getElementTypeOrSelf(buffer.getType()))
    return {};
  return fill;
}

linalg::FillOp accel::findInitFill(linalg::LinalgOp op) {
  // Every element of C is written in the reduction's first block: there
  // must be one.
  if (!hasStaticReduction(op))
    return {};
  return findFillBefore(op, op.getDpsInits()[0]);
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
/// The operands of `op` as the plan sees them.
static ContractionShape getContractionShape(linalg::LinalgOp op) {
  auto aType = cast<MemRefType>(op.getDpsInputs()[0].getType());
  auto bType = cast<MemRefType>(op.getDpsInputs()[1].getType());
  auto cType = cast<MemRefType>(op.getDpsInits()[0].getType());
  ContractionShape shape;
  if (isa<linalg::Conv2DNhwcHwcfOp>(op.getOperation()))
    shape.kind = ContractionShape::Kind::Conv2D;
  else if (isa<linalg::BatchMatmulOp>(op.getOperation()))
    shape.kind = ContractionShape::Kind::BatchMatmul;
  shape.elementBits = cType.getElementType().getIntOrFloatBitWidth();
  ArrayRef<int64_t> aShape = aType.getShape();
  shape.aRows = aShape[aShape.size() - 2];
  shape.aDepth = aShape.back();
  SmallVector<int64_t> strides;
  int64_t offset;
  shape.aRowStride = ShapedType::kDynamic;
  if (succeeded(aType.getStridesAndOffset(strides, offset)))
    shape.aRowStride = strides[strides.size() - 2];
  shape.bShape.assign(bType.getShape().begin(), bType.getShape().end());
  shape.n = cType.getShape().back();
  if (succeeded(bType.getStridesAndOffset(strides, offset)))
    shape.bRowsDense = strides[strides.size() - 2] == shape.n &&
                       strides[strides.size() - 1] == 1;
  return shape;
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
  MatmulPlan plan = planContraction(getContractionShape(op), requested);
  // A conv2d's filter positions, reduced within each register tile; where
  // they are dynamic, a block's steps are divided among them when the
  // kernel runs.
  auto conv = dyn_cast<linalg::Conv2DNhwcHwcfOp>(op.getOperation());
  Positions positions;
  Value maxBlock;
  if (conv) {
    llvm::copy(conv.getDilations().getValues<int64_t>(),
               positions.dilations.begin());
    positions.width = memref::DimOp::create(b, bMat, 1);
    positions.count = arith::MulIOp::create(
        b, memref::DimOp::create(b, bMat, 0), positions.width);
    if (!plan.positionCount) {
      Value one = arith::ConstantIndexOp::create(b, 1);
      maxBlock = arith::MaxUIOp::create(
          b, one,
          arith::DivUIOp::create(
              b, arith::ConstantIndexOp::create(b, plan.maxStep),
              arith::MaxUIOp::create(b, one, positions.count)));
    }
  }
  if (!maxBlock)
    maxBlock = arith::ConstantIndexOp::create(b, plan.maxStep);
  // One packed panel of B per position, aligned for vector loads, reused by
  // every block; where the positions are dynamic, so is its size.
  SmallVector<Value> packedSizes;
  int64_t panelRows = plan.panelCapacity, packedK = plan.panelK;
  if (!plan.positionCount) {
    panelRows = packedK = ShapedType::kDynamic;
    packedSizes = {arith::MulIOp::create(
                       b, positions.count,
                       arith::ConstantIndexOp::create(b, plan.panelCapacity)),
                   maxBlock};
  } else {
    panelRows *= *plan.positionCount;
  }
  auto packedType =
      MemRefType::get({panelRows, packedK, plan.blocking.tileN}, element);
  memref::AllocOp packed =
      allocateScratch(b, packedType, packedSizes, kPanelSlot);
  MatmulEmitter emitter(b, plan, parallel, packed, epilogue,
                        fill ? fill.getInputs()[0] : Value(), positions,
                        maxBlock);
  if (isa<linalg::MatmulOp>(op.getOperation())) {
    emitter.matmul(a, bMat, c);
  } else if (conv) {
    emitter.conv(a, bMat, c,
                 llvm::to_vector(conv.getStrides().getValues<int64_t>()));
  } else {
    // batch_matmul: the matmul of each batch element, on rank-reduced views.
    Value batch = memref::DimOp::create(b, a, 0);
    buildLoop(
        b, emitter.index(0), batch, emitter.index(1), false, [&](Value iv) {
          emitter.matmul(trailingMatrix(b, a, iv), trailingMatrix(b, bMat, iv),
                         trailingMatrix(b, c, iv));
        });
  }
  emitter.finish();
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
