//===- Reductions.cpp - what a reduction along the last loop is -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Reductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;

Operation *accel::getReductionCombiner(linalg::GenericOp op,
                                       unsigned *valueIndex) {
  Block *body = op.getBody();
  BlockArgument out = body->getArguments().back();
  Operation *combiner = body->getTerminator()->getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 || combiner->getNumResults() != 1 ||
      !arith::getNeutralElement(combiner) || !out.hasOneUse() ||
      out.getUses().begin()->getOwner() != combiner)
    return nullptr;
  *valueIndex = combiner->getOperand(0) == out ? 1 : 0;
  // The reduced value must not be the output itself (out + out).
  if (combiner->getOperand(*valueIndex) == out)
    return nullptr;
  return combiner;
}

bool accel::isLastLoopReduction(linalg::GenericOp op) {
  unsigned loops = op.getNumLoops();
  if (!op.hasPureBufferSemantics() || loops == 0 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 1 ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (outMap != AffineMap::getMultiDimIdentityMap(loops, op.getContext())
                    .getMajorSubMap(loops - 1))
    return false;
  unsigned valueIndex;
  Operation *combiner = getReductionCombiner(op, &valueIndex);
  return combiner && combiner->getResult(0).getType() ==
                         getElementTypeOrSelf(op.getDpsInits()[0].getType());
}
