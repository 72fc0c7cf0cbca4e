//===- Verifiers.h - what the accel ops' verifiers share --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Helpers of the op verifiers in AccelOps.cpp and LayoutOps.cpp; private to
// the dialect library.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_VERIFIERS_H
#define ACCEL_IR_VERIFIERS_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <string>
#include <utility>

namespace accel::detail {

/// Prints a shape as `4x?x8` (a 0-d shape prints as `scalar`).
std::string formatShape(llvm::ArrayRef<int64_t> shape);

/// Compute ops take tensors of signless integers or floats; `floatOnly` ops
/// (exp, tanh, softmax) only floats.
mlir::LogicalResult verifyElementType(mlir::Operation *op,
                                      mlir::Type elementType,
                                      bool floatOnly = false);

/// All named tensors share one element type, and it is one compute ops take.
mlir::LogicalResult verifySameElementType(
    mlir::Operation *op,
    llvm::ArrayRef<std::pair<llvm::StringRef, mlir::RankedTensorType>> named);

/// Two sizes that must agree: only a pair of static sizes can disagree.
mlir::LogicalResult verifyDimsAgree(mlir::Operation *op, int64_t lhs,
                                    int64_t rhs, const llvm::Twine &what);

/// The result shape must be compatible with the one inferred from the
/// operands (a dynamic size on either side matches anything).
mlir::LogicalResult verifyResultShape(mlir::Operation *op,
                                      llvm::ArrayRef<int64_t> inferred,
                                      mlir::RankedTensorType result);

/// Output size of one dimension of a valid (unpadded) sliding window:
/// `(input - (window - 1) * dilation - 1) / stride + 1`, dynamic when the
/// input is; an error when the dilated window overflows or exceeds the
/// input.
mlir::FailureOr<int64_t> convOutputSize(mlir::Operation *op,
                                        llvm::StringRef dimName, int64_t input,
                                        int64_t window, int64_t stride,
                                        int64_t dilation);

} // namespace accel::detail

#endif // ACCEL_IR_VERIFIERS_H
