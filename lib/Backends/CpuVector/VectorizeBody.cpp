//===- VectorizeBody.cpp - vector versions of payload ops -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "VectorizeBody.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/OpDefinition.h"

using namespace mlir;

bool accel::isVectorizableScalarOp(Operation *op) {
  return OpTrait::hasElementwiseMappableTraits(op) &&
         op->getNumResults() == 1 && op->getNumRegions() == 0 &&
         llvm::all_of(op->getOperandTypes(),
                      [](Type type) { return type.isIntOrIndexOrFloat(); });
}

Value accel::vectorizeOp(OpBuilder &b, Location loc, Operation &op,
                         IRMapping &mapping, ArrayRef<int64_t> shape) {
  SmallVector<Value> operands;
  for (Value operand : op.getOperands()) {
    Value mapped = mapping.lookupOrNull(operand);
    operands.push_back(
        mapped
            ? mapped
            : vector::BroadcastOp::create(
                  b, loc, VectorType::get(shape, operand.getType()), operand));
  }
  OperationState state(loc, op.getName().getStringRef(), operands,
                       {VectorType::get(shape, op.getResult(0).getType())},
                       op.getAttrs());
  Value result = b.create(state)->getResult(0);
  mapping.map(op.getResult(0), result);
  return result;
}
