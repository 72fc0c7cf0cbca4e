//===- LinalgBuilders.h - building blocks of the linalg lowering *- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the lowerings of accel-to-linalg share (AccelToLinalg.cpp and
// LayoutToLinalg.cpp); private to the library.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TRANSFORMS_LINALGBUILDERS_H
#define ACCEL_TRANSFORMS_LINALGBUILDERS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"

namespace accel::detail {

/// Where the size of one result dimension comes from when it is dynamic: a
/// dimension of an operand.
struct DimSource {
  mlir::Value tensor;
  int64_t dim;
};

/// Creates the `tensor.empty` for `type`; each dynamic size is read with
/// `tensor.dim` from `sources[i]`, or taken from `computed[i]` when set.
mlir::Value createEmpty(mlir::OpBuilder &b, mlir::Location loc,
                        mlir::RankedTensorType type,
                        llvm::ArrayRef<DimSource> sources,
                        llvm::ArrayRef<mlir::Value> computed = {});

/// Fills `init` with the constant `value`.
mlir::Value fill(mlir::OpBuilder &b, mlir::Location loc, mlir::Value init,
                 mlir::TypedAttr value);

/// The identity of `max`: -inf for floats, the smallest signed integer.
mlir::TypedAttr lowestValue(mlir::Builder &b, mlir::Type elementType);

/// max(lhs, rhs) for floats (NaN-propagating) or signed integers.
mlir::Value createMax(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lhs,
                      mlir::Value rhs);

/// lhs + rhs for floats or integers.
mlir::Value createAdd(mlir::OpBuilder &b, mlir::Location loc, mlir::Value lhs,
                      mlir::Value rhs);

/// The scalar body of an elementwise generic.
using ScalarBodyFn = llvm::function_ref<mlir::Value(
    mlir::OpBuilder &, mlir::Location, mlir::Value)>;
/// A linalg.generic of `type` applying `body` to each element of `input`
/// (of `type`'s shape).
mlir::Value createElementwiseGeneric(mlir::OpBuilder &b, mlir::Location loc,
                                     mlir::Value input,
                                     mlir::RankedTensorType type,
                                     ScalarBodyFn body);
/// The element type f16 and bf16 contractions and sums accumulate in: f32,
/// as tensor cores and the BLAS libraries do, so that a result is rounded
/// to its type once instead of at every step (a sum of 4096 ones in f16
/// stops at 2048). The others accumulate in their own type.
mlir::Type getAccumulatorType(mlir::Type element);
/// How a sum or a max over elements of one type accumulates: a sum in
/// getAccumulatorType's type from zero, a max in the elements' own type
/// (exact in any) from lowestValue.
struct Accumulation {
  bool isSum;
  mlir::Type type;
  mlir::TypedAttr identity;

  /// acc + x, or max(acc, x).
  mlir::Value combine(mlir::OpBuilder &b, mlir::Location loc, mlir::Value acc,
                      mlir::Value x) const;
};
Accumulation getAccumulation(mlir::Builder &b, bool isSum, mlir::Type element);

/// `value` (a float tensor) with its elements extended or rounded to
/// `element`; `value` itself when they are of that type already.
mlir::Value convertElements(mlir::OpBuilder &b, mlir::Location loc,
                            mlir::Value value, mlir::Type element);
/// One source per dimension of `value`: itself (elementwise results).
llvm::SmallVector<DimSource> sameShape(mlir::Value value);

/// The lowerings of broadcast, pad, pool, softmax and log_softmax.
void populateLayoutToLinalgPatterns(mlir::RewritePatternSet &patterns);

} // namespace accel::detail

#endif // ACCEL_TRANSFORMS_LINALGBUILDERS_H
