//===- RowReduction.cpp - vectorized reductions along rows ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A reduction along the innermost (contiguous) dimension, with the
// elementwise ops that feed it (softmax's exp(x - m), a row sum):
//
//   for each row r                         (scf.parallel for cpu-openmp)
//     acc[0..U) = splat(neutral)
//     for c in [0, C - C mod (U * W)) step U * W
//       acc[u] = combine(acc[u], f(in[r][c + u * W .. + W]))
//     for c in [C - C mod (U * W), C) step W   (masked: neutral past C)
//       acc[0] = combine(acc[0], select(mask, f(in[r][c ..]), neutral))
//     out[r] = combine(out[r], reduce(combine(acc[0], ..., acc[U-1])))
//
// The scalar loop nest convert-linalg-to-loops makes is one dependent chain
// of combines per row; this is U independent vector chains.
//
//===----------------------------------------------------------------------===//

#include "RowReduction.h"

#include "LoopBuilders.h"
#include "VectorizeBody.h"

#include "accel/Backends/Reductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace accel;

/// The vector.reduction kind of a combiner op.
static std::optional<vector::CombiningKind> combiningKind(Operation *op) {
  using Kind = vector::CombiningKind;
  return llvm::TypeSwitch<Operation *, std::optional<Kind>>(op)
      .Case([](arith::AddFOp) { return Kind::ADD; })
      .Case([](arith::AddIOp) { return Kind::ADD; })
      .Case([](arith::MulFOp) { return Kind::MUL; })
      .Case([](arith::MulIOp) { return Kind::MUL; })
      .Case([](arith::MaximumFOp) { return Kind::MAXIMUMF; })
      .Case([](arith::MinimumFOp) { return Kind::MINIMUMF; })
      .Case([](arith::MaxNumFOp) { return Kind::MAXNUMF; })
      .Case([](arith::MinNumFOp) { return Kind::MINNUMF; })
      .Case([](arith::MaxSIOp) { return Kind::MAXSI; })
      .Case([](arith::MinSIOp) { return Kind::MINSI; })
      .Case([](arith::MaxUIOp) { return Kind::MAXUI; })
      .Case([](arith::MinUIOp) { return Kind::MINUI; })
      .Default([](Operation *) { return std::nullopt; });
}

bool accel::isRowReduction(linalg::GenericOp op) {
  if (!isLastLoopReduction(op))
    return false;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto type = dyn_cast<MemRefType>(input->get().getType());
    if (!type || !type.isLastDimUnitStride() ||
        !op.getMatchingIndexingMap(input).isIdentity())
      return false;
  }
  unsigned valueIndex;
  Operation *combiner = getReductionCombiner(op, &valueIndex);
  if (!combiningKind(combiner))
    return false;
  return llvm::all_of(op.getBody()->without_terminator(), [&](Operation &x) {
    return &x == combiner || isVectorizableScalarOp(&x);
  });
}

void accel::vectorizeRowReduction(RewriterBase &rewriter, linalg::GenericOp op,
                                  int64_t width, int64_t unroll,
                                  bool parallel) {
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  b.setInsertionPoint(op);
  unsigned valueIndex;
  Operation *combiner = getReductionCombiner(op, &valueIndex);
  vector::CombiningKind kind = *combiningKind(combiner);
  Value out = op.getDpsInits()[0];
  Type element = getElementTypeOrSelf(out.getType());
  auto vectorType = VectorType::get({width}, element);
  Value neutral = vector::BroadcastOp::create(
      b, vectorType,
      arith::ConstantOp::create(b, *arith::getNeutralElement(combiner)));
  Value c0 = arith::ConstantIndexOp::create(b, 0);
  Value c1 = arith::ConstantIndexOp::create(b, 1);
  Value input0 = op.getDpsInputs().front();
  unsigned rank = op.getNumLoops();
  Value columns = memref::DimOp::create(b, input0, rank - 1);

  // Combines two values (vectors or scalars) with the payload's combiner.
  auto combine = [&](Value acc, Value value) {
    IRMapping mapping;
    mapping.map(combiner->getOperand(1 - valueIndex), acc);
    mapping.map(combiner->getOperand(valueIndex), value);
    Value combined = b.clone(*combiner, mapping)->getResult(0);
    combined.setType(acc.getType());
    return combined;
  };
  // f(inputs at row, col): the payload's ops before the combiner on
  // vectors; `mask` for the tail.
  auto payload = [&](ValueRange row, Value col, Value mask) {
    IRMapping mapping;
    SmallVector<Value> at(row.begin(), row.end());
    at.push_back(col);
    for (OpOperand *input : op.getDpsInputOperands()) {
      Value zero = arith::ConstantOp::create(
          b, b.getZeroAttr(getElementTypeOrSelf(input->get().getType())));
      auto type = VectorType::get({width}, zero.getType());
      Value v =
          mask ? Value(vector::TransferReadOp::create(
                     b, type, input->get(), at, zero, ArrayRef<bool>{false}))
               : Value(vector::LoadOp::create(b, type, input->get(), at));
      mapping.map(op.getMatchingBlockArgument(input), v);
    }
    for (Operation &x : op.getBody()->without_terminator())
      if (&x != combiner)
        vectorizeOp(b, b.getLoc(), x, mapping, {width});
    Value value = mapping.lookup(combiner->getOperand(valueIndex));
    return mask ? arith::SelectOp::create(b, mask, value, neutral) : value;
  };

  // The body for one row.
  auto reduceRow = [&](ValueRange row) {
    Value step = arith::ConstantIndexOp::create(b, width * unroll);
    Value mainEnd = arith::SubIOp::create(
        b, columns, arith::RemUIOp::create(b, columns, step));
    SmallVector<Value> init(unroll, neutral);
    scf::ForOp main =
        buildFor(b, c0, mainEnd, step, init, [&](Value col, ValueRange accs) {
          SmallVector<Value> next;
          for (int64_t u = 0; u < unroll; ++u) {
            Value at = arith::AddIOp::create(
                b, col, arith::ConstantIndexOp::create(b, u * width));
            next.push_back(combine(accs[u], payload(row, at, {})));
          }
          return next;
        });
    scf::ForOp tail = buildFor(
        b, mainEnd, columns, arith::ConstantIndexOp::create(b, width),
        ValueRange{main.getResult(0)}, [&](Value col, ValueRange accs) {
          Value left = arith::SubIOp::create(b, columns, col);
          Value mask = vector::CreateMaskOp::create(
              b, VectorType::get({width}, b.getI1Type()), ValueRange{left});
          return SmallVector<Value>{combine(accs[0], payload(row, col, mask))};
        });
    Value total = tail.getResult(0);
    for (int64_t u = 1; u < unroll; ++u)
      total = combine(total, main.getResult(u));
    Value reduced = vector::ReductionOp::create(b, kind, total);
    Value old = memref::LoadOp::create(b, out, row);
    memref::StoreOp::create(b, combine(old, reduced), out, row);
  };

  // Loops over the rows (the parallel dimensions), threaded over the first
  // that is not known to be 1 (a batch of one shares nothing).
  auto inputType = cast<MemRefType>(input0.getType());
  unsigned threaded = 0;
  while (threaded + 2 < rank && inputType.getDimSize(threaded) == 1)
    ++threaded;
  std::function<void(unsigned, SmallVector<Value>)> rows =
      [&](unsigned dim, SmallVector<Value> row) {
        if (dim + 1 == rank)
          return reduceRow(row);
        buildLoop(b, c0, memref::DimOp::create(b, input0, dim), c1,
                  parallel && dim == threaded, [&](Value iv) {
                    SmallVector<Value> inner(row);
                    inner.push_back(iv);
                    rows(dim + 1, inner);
                  });
      };
  rows(0, {});
  rewriter.eraseOp(op);
}
