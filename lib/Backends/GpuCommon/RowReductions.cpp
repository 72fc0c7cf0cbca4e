//===- RowReductions.cpp - a workgroup per row of a reduction ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-reduce-rows: a reduction along the last loop becomes a launch in
// which a workgroup reduces each row, its threads' partial results combined
// in workgroup memory. See Passes.td for the shape of the code.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "WorkgroupLaunch.h"

#include "accel/Backends/Reductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/MathExtras.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUREDUCEROWS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Whether the pass gives `op` a workgroup per row: a reduction along its
/// last loop whose inputs are read through projected permutations, whose
/// payload does not ask for its indices, with rows of at least `minSize`
/// elements where that is known.
static bool isWorkgroupRowReduction(linalg::GenericOp op, int64_t minSize) {
  if (!isLastLoopReduction(op) || op.hasIndexSemantics())
    return false;
  for (OpOperand *input : op.getDpsInputOperands())
    if (!isa<MemRefType>(input->get().getType()) ||
        !op.getMatchingIndexingMap(input).isProjectedPermutation())
      return false;
  int64_t length = op.getStaticLoopRanges().back();
  return ShapedType::isDynamic(length) || length >= minSize;
}

namespace {
/// Builds the launch that replaces one reduction.
class RowReductionBuilder {
public:
  RowReductionBuilder(linalg::GenericOp op, int64_t threads,
                      int64_t subgroupSize)
      : op(op), threads(threads), subgroupSize(subgroupSize) {
    combiner = getReductionCombiner(op, &valueIndex);
    element = combiner->getResult(0).getType();
  }

  void emit(OpBuilder &b, int64_t maxBlocks, bool workgroupAllocs);

private:
  /// `combine(x, y)` with the payload's combiner (x in the reduced value's
  /// place, y in the output's).
  Value combine(OpBuilder &b, Value x, Value y) {
    IRMapping mapping;
    mapping.map(combiner->getOperand(valueIndex), x);
    mapping.map(combiner->getOperand(1 - valueIndex), y);
    return b.clone(*combiner, mapping)->getResult(0);
  }
  /// The payload's reduced value at loop indices `indices`: the inputs
  /// loaded and the payload's other ops cloned.
  Value reducedValue(OpBuilder &b, Location loc, ArrayRef<Value> indices);

  linalg::GenericOp op;
  int64_t threads;
  /// The lanes that exchange values by shuffles (0: none).
  int64_t subgroupSize;
  Operation *combiner;
  unsigned valueIndex;
  Type element;
};
} // namespace

Value RowReductionBuilder::reducedValue(OpBuilder &b, Location loc,
                                        ArrayRef<Value> indices) {
  IRMapping mapping;
  Block *body = op.getBody();
  for (OpOperand *input : op.getDpsInputOperands()) {
    SmallVector<Value> at;
    for (AffineExpr result : op.getMatchingIndexingMap(input).getResults())
      at.push_back(indices[cast<AffineDimExpr>(result).getPosition()]);
    Value loaded = memref::LoadOp::create(b, loc, input->get(), at);
    mapping.map(body->getArgument(input->getOperandNumber()), loaded);
  }
  for (Operation &bodyOp : body->without_terminator())
    if (&bodyOp != combiner)
      b.clone(bodyOp, mapping);
  return mapping.lookupOrDefault(combiner->getOperand(valueIndex));
}

void RowReductionBuilder::emit(OpBuilder &b, int64_t maxBlocks,
                               bool workgroupAllocs) {
  Location loc = op.getLoc();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  // The loops' sizes; rows are the parallel loops flattened.
  SmallVector<Value> sizes;
  auto structured = cast<linalg::LinalgOp>(op.getOperation());
  for (const Range &range : structured.createLoopRanges(b, loc))
    sizes.push_back(getValueOrCreateConstantIndexOp(b, loc, range.size));
  Value length = sizes.back();
  Value rows = constant(1);
  for (Value size : ArrayRef(sizes).drop_back())
    rows = b.createOrFold<arith::MulIOp>(loc, rows, size);
  Value blockLimit = constant(maxBlocks);
  Value blocks = b.createOrFold<arith::MinUIOp>(loc, rows, blockLimit);
  Value threadCount = constant(threads);
  Value one = constant(1);

  SmallVector<Value> partials;
  OpBuilder::InsertionGuard guard(b);
  gpu::LaunchOp launch =
      createWorkgroupLaunch(b, loc, {blocks, one, one}, {threadCount, one, one},
                            {{threads}}, element, workgroupAllocs, partials);
  Value shared = partials.front();
  Value thread = launch.getThreadIds().x;
  TypedAttr neutralAttr = *arith::getNeutralElement(combiner);
  Value neutral = arith::ConstantOp::create(b, loc, neutralAttr);
  Value zero = constant(0);
  Value isFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread, zero);

  // The grid's size as computed before the launch: gpu.grid_dim would be a
  // call into ROCm's device library on AMD GPUs.
  scf::ForOp rowLoop =
      scf::ForOp::create(b, loc, launch.getBlockIds().x, rows, blocks);
  b.setInsertionPointToStart(rowLoop.getBody());
  // The row's indices, the last loop's place left for the element's.
  SmallVector<Value> indices(sizes.size());
  Value rest = rowLoop.getInductionVar();
  auto parallel = static_cast<int64_t>(sizes.size()) - 1;
  for (int64_t dim = parallel - 1; dim > 0; --dim) {
    indices[dim] = arith::RemUIOp::create(b, loc, rest, sizes[dim]);
    rest = arith::DivUIOp::create(b, loc, rest, sizes[dim]);
  }
  if (parallel > 0)
    indices.front() = rest;

  // This thread's elements: thread, thread + threads, ...
  ValueRange partial = buildForWithResults(
      b, loc, thread, length, threadCount, ValueRange{neutral},
      [&](OpBuilder &inner, Location at, Value k, ValueRange acc) {
        SmallVector<Value> elementIndices(indices);
        elementIndices.back() = k;
        Value value = reducedValue(inner, at, elementIndices);
        scf::YieldOp::create(inner, at, combine(inner, value, acc.front()));
      });
  memref::StoreOp::create(b, loc, partial.front(), shared, thread);
  gpu::BarrierOp::create(b, loc);
  // The last steps within one subgroup (a warp) by shuffles, without
  // workgroup memory or barriers: 32-bit values, a workgroup of whole
  // subgroups.
  bool shuffles = subgroupSize > 1 && threads >= subgroupSize &&
                  element.getIntOrFloatBitWidth() == 32;
  int64_t lastHalf = shuffles ? subgroupSize : 1;
  // Halving steps: the first half of the live partials takes the second.
  for (int64_t half = threads / 2; half >= lastHalf; half /= 2) {
    Value halfValue = constant(half);
    Value live = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       thread, halfValue);
    auto branch = scf::IfOp::create(b, loc, live, /*withElseRegion=*/false);
    OpBuilder then = branch.getThenBodyBuilder();
    Value partner = arith::AddIOp::create(then, loc, thread, halfValue);
    Value mine = memref::LoadOp::create(then, loc, shared, thread);
    Value theirs = memref::LoadOp::create(then, loc, shared, partner);
    memref::StoreOp::create(then, loc, combine(then, theirs, mine), shared,
                            thread);
    gpu::BarrierOp::create(b, loc);
  }
  // Thread 0 combines the row's total with the output's element.
  Value out = op.getDpsInits().front();
  ArrayRef<Value> outIndices = ArrayRef(indices).drop_back();
  auto storeTotal = [&](OpBuilder &at,
                        llvm::function_ref<Value(OpBuilder &)> total) {
    auto store = scf::IfOp::create(at, loc, isFirst, /*withElseRegion=*/false);
    OpBuilder then = store.getThenBodyBuilder();
    Value value = total(then);
    Value previous = memref::LoadOp::create(then, loc, out, outIndices);
    memref::StoreOp::create(then, loc, combine(then, value, previous), out,
                            outIndices);
  };
  if (shuffles) {
    // The first subgroup, all its lanes: xor butterflies leave the total in
    // every lane; lane 0 combines it with the output.
    Value width = arith::ConstantIntOp::create(b, loc, subgroupSize, 32);
    Value inFirst = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                          thread, constant(subgroupSize));
    auto warp = scf::IfOp::create(b, loc, inFirst, /*withElseRegion=*/false);
    OpBuilder lanes = warp.getThenBodyBuilder();
    Value value = memref::LoadOp::create(lanes, loc, shared, thread);
    for (int64_t offset = subgroupSize / 2; offset > 0; offset /= 2) {
      Value distance = arith::ConstantIntOp::create(lanes, loc, offset, 32);
      auto shuffle = gpu::ShuffleOp::create(lanes, loc, value, distance, width,
                                            gpu::ShuffleMode::XOR);
      value = combine(lanes, shuffle.getShuffleResult(), value);
    }
    storeTotal(lanes, [&](OpBuilder &) { return value; });
  } else {
    storeTotal(b, [&](OpBuilder &then) -> Value {
      return memref::LoadOp::create(then, loc, shared, zero);
    });
  }
  // The next row's partials overwrite these only when they have been read
  // (by thread 0, or by the first subgroup).
  gpu::BarrierOp::create(b, loc);

  b.setInsertionPointToEnd(&launch.getBody().front());
  gpu::TerminatorOp::create(b, loc);
}

namespace {
struct AccelGpuReduceRowsPass
    : accel::impl::AccelGpuReduceRowsBase<AccelGpuReduceRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (threads < 1 || maxBlocks < 1) {
      getOperation().emitError()
          << "accel-gpu-reduce-rows: threads and max-blocks must be positive "
             "(threads = "
          << static_cast<int64_t>(threads)
          << ", max-blocks = " << static_cast<int64_t>(maxBlocks) << ")";
      return signalPassFailure();
    }
    int64_t workgroup = llvm::bit_floor(static_cast<uint64_t>(threads));
    SmallVector<linalg::GenericOp> found;
    getOperation().walk([&](linalg::GenericOp op) {
      if (isWorkgroupRowReduction(op, minSize))
        found.push_back(op);
    });
    for (linalg::GenericOp op : found) {
      OpBuilder b(op);
      RowReductionBuilder(op, workgroup, subgroupSize)
          .emit(b, maxBlocks, workgroupAllocs);
      op.erase();
    }
  }
};
} // namespace
