//===- VectorizeBody.h - vector versions of payload ops ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_VECTORIZEBODY_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_VECTORIZEBODY_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"

namespace accel {

/// Whether `op`, a scalar op of a linalg payload, has a vector version that
/// vectorizeOp can make: an elementwise-mappable op with one result and no
/// regions (arith, math).
bool isVectorizableScalarOp(mlir::Operation *op);

/// Creates the vector version of `op` (isVectorizableScalarOp) on vectors of
/// `shape`: operands through `mapping`, scalars from outside it broadcast;
/// maps op's result to the new one and returns it.
mlir::Value vectorizeOp(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::Operation &op, mlir::IRMapping &mapping,
                        llvm::ArrayRef<int64_t> shape);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_VECTORIZEBODY_H
