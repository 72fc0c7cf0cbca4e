//===- VectorizeElementwise.cpp - vector grid-stride elementwise launches -===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-vectorize-elementwise: an elementwise linalg.generic on
// contiguous buffers becomes a gpu.launch whose threads each take vectors
// of `width` elements in a grid-stride loop (one load and store
// instruction per vector per operand), the last size % width elements one
// per thread. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUVECTORIZEELEMENTWISE
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Whether `op` is elementwise over contiguous buffers of one shape, with a
/// payload of elementwise-mappable ops on its arguments and values from
/// outside (no indices): what the launch below computes.
static bool isVectorizable(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.getNumReductionLoops() != 0 || op.getNumDpsInits() == 0)
    return false;
  for (AffineMap map : op.getIndexingMapsArray())
    if (!map.isIdentity())
      return false;
  ArrayRef<int64_t> shape;
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<MemRefType>(operand.get().getType());
    if (!type || !type.getLayout().isIdentity() ||
        !type.getElementType().isIntOrFloat() ||
        type.getElementType().getIntOrFloatBitWidth() % 8 != 0)
      return false;
    if (shape.empty())
      shape = type.getShape();
    else if (type.getShape() != shape)
      return false;
  }
  for (Operation &inner : op.getBody()->without_terminator())
    if (!(OpTrait::hasElementwiseMappableTraits(&inner) ||
          isa<arith::ConstantOp>(inner)) ||
        inner.getNumRegions() != 0 || inner.getNumResults() != 1 ||
        !inner.getResult(0).getType().isIntOrIndexOrFloat())
      return false;
  return true;
}

namespace {
/// Builds one launch for a vectorizable generic.
class ElementwiseLaunchBuilder {
public:
  ElementwiseLaunchBuilder(linalg::GenericOp op, int64_t width, int64_t threads,
                           int64_t maxBlocks)
      : op(op), width(width), threads(threads), maxBlocks(maxBlocks) {}

  void emit(OpBuilder &b);

private:
  /// The payload on values of `lanes` elements (1: scalars) at flat index
  /// `at` of every operand, its results stored there.
  void computeAt(OpBuilder &b, Location loc, Value at, int64_t lanes);

  linalg::GenericOp op;
  int64_t width, threads, maxBlocks;
  /// The operands as one-dimensional buffers.
  SmallVector<Value> flat;
};
} // namespace

void ElementwiseLaunchBuilder::computeAt(OpBuilder &b, Location loc, Value at,
                                         int64_t lanes) {
  auto typeOf = [&](Type element) -> Type {
    return lanes == 1 ? element : VectorType::get({lanes}, element);
  };
  IRMapping mapping;
  Block *body = op.getBody();
  for (auto [arg, buffer] : llvm::zip(body->getArguments(), flat)) {
    if (arg.use_empty())
      continue;
    Type element = getElementTypeOrSelf(buffer.getType());
    Value value =
        lanes == 1
            ? memref::LoadOp::create(b, loc, buffer, at).getResult()
            : vector::LoadOp::create(
                  b, loc, cast<VectorType>(typeOf(element)), buffer,
                  ValueRange{at}, /*nontemporal=*/false,
                  llvm::Align(lanes * element.getIntOrFloatBitWidth() / 8))
                  .getResult();
    mapping.map(arg, value);
  }
  for (Operation &inner : body->without_terminator()) {
    if (auto constant = dyn_cast<arith::ConstantOp>(inner)) {
      // A copy: the payload goes with the generic.
      Value value = b.clone(inner)->getResult(0);
      if (lanes != 1)
        value = arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(cast<ShapedType>(typeOf(constant.getType())),
                                   constant.getValue()));
      mapping.map(constant.getResult(), value);
      continue;
    }
    // Values from outside the payload, one per vector lane.
    for (Value operand : inner.getOperands())
      if (!mapping.contains(operand) && lanes != 1)
        mapping.map(operand, vector::BroadcastOp::create(
                                 b, loc, typeOf(operand.getType()), operand)
                                 .getResult());
    // The op itself, its properties (fast-math flags...) kept, on vectors.
    Operation *clone = b.clone(inner, mapping);
    clone->getResult(0).setType(typeOf(inner.getResult(0).getType()));
  }
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  for (auto [value, buffer] :
       llvm::zip(yield.getOperands(),
                 ArrayRef(flat).take_back(op.getNumDpsInits()))) {
    Value result = mapping.lookupOrNull(value);
    if (!result)
      result = lanes == 1 ? value
                          : vector::BroadcastOp::create(
                                b, loc, typeOf(value.getType()), value)
                                .getResult();
    Type element = getElementTypeOrSelf(buffer.getType());
    if (lanes == 1)
      memref::StoreOp::create(b, loc, result, buffer, at);
    else
      vector::StoreOp::create(
          b, loc, result, buffer, ValueRange{at}, /*nontemporal=*/false,
          llvm::Align(lanes * element.getIntOrFloatBitWidth() / 8));
  }
}

void ElementwiseLaunchBuilder::emit(OpBuilder &b) {
  Location loc = op.getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  auto rank = cast<MemRefType>(op->getOperand(0).getType()).getRank();
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < rank; ++d)
    all.front().push_back(d);
  for (Value operand : op->getOperands())
    flat.push_back(rank == 1
                       ? operand
                       : memref::CollapseShapeOp::create(b, loc, operand, all)
                             .getResult());
  Value size = b.createOrFold<memref::DimOp>(loc, flat.front(), 0);
  Value widthValue = constant(width);
  Value vectors = b.createOrFold<arith::DivUIOp>(loc, size, widthValue);
  Value threadCount = constant(threads);
  // At least one workgroup, for the tail; at most maxBlocks, the grid
  // striding over the rest.
  Value wanted = b.createOrFold<arith::CeilDivUIOp>(loc, vectors, threadCount);
  Value limit = constant(maxBlocks);
  Value capped = b.createOrFold<arith::MinUIOp>(loc, wanted, limit);
  Value blocks = b.createOrFold<arith::MaxUIOp>(loc, constant(1), capped);
  Value one = constant(1);
  auto launch =
      gpu::LaunchOp::create(b, loc, blocks, one, one, threadCount, one, one);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&launch.getBody().front());
  Value global = arith::AddIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, launch.getBlockIds().x, threadCount),
      launch.getThreadIds().x);
  // The grid's size as computed before the launch (gpu.grid_dim would be a
  // call into ROCm's device library on AMD GPUs).
  Value stride = arith::MulIOp::create(b, loc, blocks, threadCount);
  auto loop = scf::ForOp::create(b, loc, global, vectors, stride);
  {
    OpBuilder::InsertionGuard inLoop(b);
    b.setInsertionPointToStart(loop.getBody());
    Value at =
        arith::MulIOp::create(b, loc, loop.getInductionVar(), widthValue);
    computeAt(b, loc, at, width);
  }
  // The last size % width elements, a thread each.
  Value tailStart = arith::MulIOp::create(b, loc, vectors, widthValue);
  Value element = arith::AddIOp::create(b, loc, tailStart, global);
  Value inTail =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, element, size);
  auto tail = scf::IfOp::create(b, loc, inTail, /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard inTailGuard(b);
    b.setInsertionPointToStart(tail.thenBlock());
    computeAt(b, loc, element, 1);
  }
  b.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(b, loc);
}

namespace {
struct AccelGpuVectorizeElementwisePass
    : accel::impl::AccelGpuVectorizeElementwiseBase<
          AccelGpuVectorizeElementwisePass> {
  using Base::Base;

  void runOnOperation() override {
    if (width < 2 || threads < 1 || maxBlocks < 1) {
      getOperation().emitError()
          << "accel-gpu-vectorize-elementwise: width must be at least 2, "
             "threads and max-blocks positive (width = "
          << static_cast<int64_t>(width)
          << ", threads = " << static_cast<int64_t>(threads)
          << ", max-blocks = " << static_cast<int64_t>(maxBlocks) << ")";
      return signalPassFailure();
    }
    SmallVector<linalg::GenericOp> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (isVectorizable(op))
        found.push_back(op);
    });
    for (linalg::GenericOp op : found) {
      OpBuilder b(op);
      ElementwiseLaunchBuilder(op, width, threads, maxBlocks).emit(b);
      op.erase();
    }
  }
};
} // namespace
