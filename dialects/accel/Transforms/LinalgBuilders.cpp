//===- LinalgBuilders.cpp - building blocks of the linalg lowering --------===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LinalgBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace accel::detail;

/// Creates the `tensor.empty` for `type`; each dynamic size is read with
/// `tensor.dim` from `sources[i]`, or taken from `computed[i]` when set.
Value accel::detail::createEmpty(OpBuilder &b, Location loc,
                                 RankedTensorType type,
                                 ArrayRef<DimSource> sources,
                                 ArrayRef<Value> computed) {
  SmallVector<Value> dynamicSizes;
  for (int64_t i = 0, e = type.getRank(); i < e; ++i) {
    if (!type.isDynamicDim(i))
      continue;
    if (i < static_cast<int64_t>(computed.size()) && computed[i])
      dynamicSizes.push_back(computed[i]);
    else
      dynamicSizes.push_back(
          tensor::DimOp::create(b, loc, sources[i].tensor, sources[i].dim));
  }
  return tensor::EmptyOp::create(b, loc, type, dynamicSizes);
}

/// Fills `init` with the constant `value`.
Value accel::detail::fill(OpBuilder &b, Location loc, Value init,
                          TypedAttr value) {
  Value constant = arith::ConstantOp::create(b, loc, value);
  return linalg::FillOp::create(b, loc, ValueRange{constant}, ValueRange{init})
      .getResult(0);
}

/// The identity of `max`: -inf for floats, the smallest signed integer.
TypedAttr accel::detail::lowestValue(Builder &b, Type elementType) {
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return b.getFloatAttr(floatType,
                          APFloat::getInf(floatType.getFloatSemantics(),
                                          /*Negative=*/true));
  return b.getIntegerAttr(
      elementType,
      APInt::getSignedMinValue(elementType.getIntOrFloatBitWidth()));
}

/// max(lhs, rhs) for floats (NaN-propagating) or signed integers.
Value accel::detail::createMax(OpBuilder &b, Location loc, Value lhs,
                               Value rhs) {
  if (isa<FloatType>(lhs.getType()))
    return arith::MaximumFOp::create(b, loc, lhs, rhs);
  return arith::MaxSIOp::create(b, loc, lhs, rhs);
}

/// lhs + rhs for floats or integers.
Value accel::detail::createAdd(OpBuilder &b, Location loc, Value lhs,
                               Value rhs) {
  if (isa<FloatType>(lhs.getType()))
    return arith::AddFOp::create(b, loc, lhs, rhs);
  return arith::AddIOp::create(b, loc, lhs, rhs);
}

/// One source per dimension of `value`: itself (elementwise results).
SmallVector<DimSource> accel::detail::sameShape(Value value) {
  SmallVector<DimSource> sources;
  int64_t rank = cast<RankedTensorType>(value.getType()).getRank();
  for (int64_t i = 0; i < rank; ++i)
    sources.push_back({value, i});
  return sources;
}

Value accel::detail::createElementwiseGeneric(OpBuilder &b, Location loc,
                                              Value input,
                                              RankedTensorType type,
                                              ScalarBodyFn body) {
  Value init = createEmpty(b, loc, type, sameShape(input));
  AffineMap identity = b.getMultiDimIdentityMap(type.getRank());
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{input}, ValueRange{init},
      ArrayRef<AffineMap>{identity, identity}, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc,
                                body(nested, nestedLoc, args[0]));
      });
  return generic.getResult(0);
}

Type accel::detail::getAccumulatorType(Type element) {
  if (element.isF16() || element.isBF16())
    return Float32Type::get(element.getContext());
  return element;
}

Accumulation accel::detail::getAccumulation(Builder &b, bool isSum,
                                            Type element) {
  if (!isSum)
    return {isSum, element, lowestValue(b, element)};
  Type type = getAccumulatorType(element);
  return {isSum, type, b.getZeroAttr(type)};
}

Value Accumulation::combine(OpBuilder &b, Location loc, Value acc,
                            Value x) const {
  return isSum ? createAdd(b, loc, acc, x) : createMax(b, loc, acc, x);
}

Value accel::detail::convertElements(OpBuilder &b, Location loc, Value value,
                                     Type element) {
  auto type = cast<RankedTensorType>(value.getType());
  Type from = type.getElementType();
  if (from == element)
    return value;
  bool widen = element.getIntOrFloatBitWidth() > from.getIntOrFloatBitWidth();
  return createElementwiseGeneric(
      b, loc, value, type.clone(element),
      [&](OpBuilder &nested, Location at, Value x) -> Value {
        if (widen)
          return arith::ExtFOp::create(nested, at, element, x);
        return arith::TruncFOp::create(nested, at, element, x);
      });
}
