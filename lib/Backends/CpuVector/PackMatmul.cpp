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
//   for jc in [0, N) step block-n           B panel: block-k x block-n,
//     for pc in [0, K) step block-k         packed once, kept in L2
//       pack B[pc.., jc..] into Bp[n / tile-n][block-k][tile-n]
//       for ir in [0, M) step tile-m        (parallel for cpu-openmp)
//         for p in [0, block-n / tile-n)    C tile in registers
//           acc = C[ir.., jc + p * tile-n..]
//           for k in [0, block-k)           unrolled by tile-k
//             acc[i] += A[ir + i][pc + k] * Bp[p][k][:]
//           C[ir.., jc + p * tile-n..] = acc
//
// Packing makes the vectorized operand one contiguous stream whatever B's
// row stride (a power-of-two stride made B's rows collide in the caches),
// and zero-pads the last panel, so that every tile runs the same register
// code: columns past N are masked at C's loads and stores, rows past M read
// A's last row (clamped) and are not stored. The broadcast operand is read
// in place: tile-m rows, each a contiguous stream over k.
//
//===----------------------------------------------------------------------===//

#include "PackMatmul.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;
using namespace accel;

/// Operands in the layout the loop nest reads with vector transfers: a unit
/// stride along the last dimension.
static bool hasUnitInnerStride(Value value) {
  auto type = dyn_cast<MemRefType>(value.getType());
  return type && type.isLastDimUnitStride();
}

bool accel::isPackableContraction(linalg::LinalgOp op) {
  if (!isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()) ||
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

namespace {
/// Builds the loop nest of one 2-D matmul, C += A x B, with B's panels packed
/// into `packed`.
class PackedMatmulBuilder {
public:
  PackedMatmulBuilder(ImplicitLocOpBuilder &b, const MatmulBlocking &blocking,
                      bool parallel)
      : b(b), blocking(blocking), parallel(parallel) {}

  void build(Value a, Value bMat, Value c, Value packed);

private:
  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }

  /// A loop over [lb, ub) step `step`: scf.parallel when `parallelLoop`,
  /// scf.for otherwise; `body` gets the induction variable.
  void loop(Value lb, Value ub, Value step, bool parallelLoop,
            llvm::function_ref<void(Value)> body);
  void packPanel(Value bMat, Value packed, Value pc, Value kc, Value jc,
                 Value panels);
  void computeTile(Value a, Value c, Value packed, Value ir, Value rows,
                   Value pc, Value kc, Value jc, Value panel);
  Value multiplyAdd(Value x, Value y, Value acc);

  ImplicitLocOpBuilder &b;
  const MatmulBlocking &blocking;
  bool parallel;
};
} // namespace

void PackedMatmulBuilder::loop(Value lb, Value ub, Value step,
                               bool parallelLoop,
                               llvm::function_ref<void(Value)> body) {
  if (parallelLoop) {
    scf::ParallelOp::create(b, ValueRange{lb}, ValueRange{ub}, ValueRange{step},
                            [&](OpBuilder &nested, Location, ValueRange ivs) {
                              OpBuilder::InsertionGuard guard(b);
                              b.setInsertionPoint(nested.getInsertionBlock(),
                                                  nested.getInsertionPoint());
                              body(ivs.front());
                            });
    return;
  }
  scf::ForOp::create(b, lb, ub, step, ValueRange{},
                     [&](OpBuilder &nested, Location, Value iv, ValueRange) {
                       OpBuilder::InsertionGuard guard(b);
                       b.setInsertionPoint(nested.getInsertionBlock(),
                                           nested.getInsertionPoint());
                       body(iv);
                       scf::YieldOp::create(b);
                     });
}

Value PackedMatmulBuilder::multiplyAdd(Value x, Value y, Value acc) {
  if (isa<FloatType>(getElementTypeOrSelf(acc.getType())))
    return vector::FMAOp::create(b, x, y, acc);
  return arith::AddIOp::create(b, arith::MulIOp::create(b, x, y), acc);
}

/// Bp[p][k][:] = B[pc + k][jc + p * tile-n ..], zero past N: rows of B are
/// read contiguously, one row per iteration of the (parallel) outer loop.
void PackedMatmulBuilder::packPanel(Value bMat, Value packed, Value pc,
                                    Value kc, Value jc, Value panels) {
  Type element = getElementTypeOrSelf(bMat.getType());
  auto vectorType = VectorType::get({blocking.tileN}, element);
  Value zero = arith::ConstantOp::create(b, b.getZeroAttr(element));
  Value c0 = index(0), c1 = index(1), tileN = index(blocking.tileN);
  loop(c0, kc, c1, parallel, [&](Value k) {
    Value row = add(pc, k);
    loop(c0, panels, c1, /*parallelLoop=*/false, [&](Value p) {
      Value col = add(jc, mul(p, tileN));
      Value v = vector::TransferReadOp::create(b, vectorType, bMat,
                                               ValueRange{row, col}, zero,
                                               ArrayRef<bool>{false});
      vector::StoreOp::create(b, v, packed, ValueRange{p, k, c0});
    });
  });
}

/// C[ir .. ir + tile-m][jc + panel * tile-n ..] += A[..][pc .. pc + kc] x
/// Bp[panel], with the tile in registers.
void PackedMatmulBuilder::computeTile(Value a, Value c, Value packed, Value ir,
                                      Value rows, Value pc, Value kc, Value jc,
                                      Value panel) {
  int64_t tileM = blocking.tileM;
  Type element = getElementTypeOrSelf(c.getType());
  auto vectorType = VectorType::get({blocking.tileN}, element);
  Value zero = arith::ConstantOp::create(b, b.getZeroAttr(element));
  Value c0 = index(0), c1 = index(1);
  Value lastRow = arith::SubIOp::create(b, rows, c1);
  Value col = add(jc, mul(panel, index(blocking.tileN)));

  // Rows past M compute on A's last row (a valid address) and are dropped
  // at the store; columns past N are masked by the transfers.
  SmallVector<Value> rowIndex, accs;
  for (int64_t i = 0; i < tileM; ++i) {
    rowIndex.push_back(min(add(ir, index(i)), lastRow));
    accs.push_back(vector::TransferReadOp::create(
        b, vectorType, c, ValueRange{rowIndex.back(), col}, zero,
        ArrayRef<bool>{false}));
  }

  auto kLoop = scf::ForOp::create(
      b, c0, kc, c1, accs,
      [&](OpBuilder &nested, Location, Value k, ValueRange iterArgs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        Value bRow = vector::LoadOp::create(b, vectorType, packed,
                                            ValueRange{panel, k, c0});
        Value kIndex = add(pc, k);
        SmallVector<Value> next;
        for (int64_t i = 0; i < tileM; ++i) {
          Value aElement =
              memref::LoadOp::create(b, a, ValueRange{rowIndex[i], kIndex});
          Value aSplat = vector::BroadcastOp::create(b, vectorType, aElement);
          next.push_back(multiplyAdd(aSplat, bRow, iterArgs[i]));
        }
        scf::YieldOp::create(b, next);
      });
  for (int64_t i = 0; i < tileM; ++i) {
    Value inRange = arith::CmpIOp::create(b, arith::CmpIPredicate::slt,
                                          add(ir, index(i)), rows);
    Value result = kLoop.getResult(i);
    scf::IfOp::create(b, inRange, [&](OpBuilder &nested, Location) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(nested.getInsertionBlock(),
                          nested.getInsertionPoint());
      vector::TransferWriteOp::create(
          b, result, c, ValueRange{rowIndex[i], col}, ArrayRef<bool>{false});
      scf::YieldOp::create(b);
    });
  }
  // Last: the remainder loop that unrolling adds for trip counts tile-k does
  // not divide takes over the uses of the results.
  if (blocking.tileK > 1)
    (void)loopUnrollByFactor(kLoop, blocking.tileK);
}

void PackedMatmulBuilder::build(Value a, Value bMat, Value c, Value packed) {
  Value c0 = index(0), c1 = index(1);
  Value m = memref::DimOp::create(b, a, 0);
  Value k = memref::DimOp::create(b, a, 1);
  Value n = memref::DimOp::create(b, bMat, 1);
  Value blockN = index(blocking.blockN), blockK = index(blocking.blockK);
  Value tileN = index(blocking.tileN);
  loop(c0, n, blockN, /*parallelLoop=*/false, [&](Value jc) {
    Value nc = min(blockN, arith::SubIOp::create(b, n, jc));
    Value panels = arith::CeilDivSIOp::create(b, nc, tileN);
    loop(c0, k, blockK, /*parallelLoop=*/false, [&](Value pc) {
      Value kc = min(blockK, arith::SubIOp::create(b, k, pc));
      packPanel(bMat, packed, pc, kc, jc, panels);
      loop(c0, m, index(blocking.tileM), parallel, [&](Value ir) {
        loop(c0, panels, c1, /*parallelLoop=*/false, [&](Value panel) {
          computeTile(a, c, packed, ir, m, pc, kc, jc, panel);
        });
      });
    });
  });
}

LogicalResult accel::packMatmul(RewriterBase &rewriter, linalg::LinalgOp op,
                                const MatmulBlocking &requested,
                                bool parallel) {
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
  // One packed panel of B, aligned for vector loads, reused by every block.
  auto packedType = MemRefType::get(
      {blocking.blockN / blocking.tileN, blocking.blockK, blocking.tileN},
      element);
  Value packed =
      memref::AllocOp::create(b, packedType, b.getI64IntegerAttr(64));
  PackedMatmulBuilder builder(b, blocking, parallel);
  if (isa<linalg::MatmulOp>(op.getOperation())) {
    builder.build(a, bMat, c, packed);
  } else {
    // batch_matmul: the matmul of each batch element, on rank-reduced views.
    Value batch = memref::DimOp::create(b, a, 0);
    Value c0 = arith::ConstantIndexOp::create(b, 0);
    Value c1 = arith::ConstantIndexOp::create(b, 1);
    scf::ForOp::create(
        b, c0, batch, c1, ValueRange{},
        [&](OpBuilder &nested, Location loc, Value iv, ValueRange) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          auto slice = [&](Value operand) -> Value {
            auto type = cast<MemRefType>(operand.getType());
            SmallVector<OpFoldResult> offsets = {iv, b.getIndexAttr(0),
                                                 b.getIndexAttr(0)};
            SmallVector<OpFoldResult> sizes = {b.getIndexAttr(1)};
            for (int64_t dim = 1; dim < 3; ++dim)
              sizes.push_back(memref::getMixedSize(b, loc, operand, dim));
            SmallVector<OpFoldResult> strides(3, b.getIndexAttr(1));
            auto resultType = memref::SubViewOp::inferRankReducedResultType(
                {type.getShape()[1], type.getShape()[2]}, type, offsets, sizes,
                strides);
            return memref::SubViewOp::create(b, cast<MemRefType>(resultType),
                                             operand, offsets, sizes, strides);
          };
          builder.build(slice(a), slice(bMat), slice(c), packed);
          scf::YieldOp::create(b);
        });
  }
  memref::DeallocOp::create(b, packed);
  rewriter.eraseOp(op);
  return success();
}
