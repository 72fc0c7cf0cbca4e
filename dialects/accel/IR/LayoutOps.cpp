//===- LayoutOps.cpp - broadcast, pad, pool and softmax ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Verifiers and folders of the ops model importers need (accel.onnx):
// NumPy broadcasting, constant padding, sliding-window reductions and
// softmax.
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelOps.h"

#include "Verifiers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace accel;
using namespace accel::detail;

//===----------------------------------------------------------------------===//
// BroadcastOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastOp::verify() {
  RankedTensorType input = getInput().getType();
  RankedTensorType result = getType();
  if (failed(
          verifySameElementType(*this, {{"input", input}, {"result", result}})))
    return failure();
  if (!result.hasStaticShape())
    return emitOpError() << "requires a static result shape, got " << result;
  int64_t lead = result.getRank() - input.getRank();
  if (lead < 0)
    return emitOpError() << "cannot broadcast rank " << input.getRank()
                         << " to the lower rank " << result.getRank();
  for (auto [index, size] : llvm::enumerate(input.getShape())) {
    int64_t target = result.getDimSize(lead + index);
    if (size == 1 || ShapedType::isDynamic(size) || size == target)
      continue;
    return emitOpError() << "input dimension " << index << " of size " << size
                         << " does not broadcast to result dimension "
                         << lead + index << " of size " << target
                         << " (sizes must be equal, or 1 in the input)";
  }
  return success();
}

OpFoldResult BroadcastOp::fold(FoldAdaptor) {
  if (getInput().getType() == getType())
    return getInput();
  return {};
}

//===----------------------------------------------------------------------===//
// PadOp
//===----------------------------------------------------------------------===//

LogicalResult PadOp::verify() {
  RankedTensorType input = getInput().getType();
  if (failed(verifySameElementType(*this,
                                   {{"input", input}, {"result", getType()}})))
    return failure();
  Type valueType = cast<TypedAttr>(getValue()).getType();
  if (valueType != input.getElementType())
    return emitOpError() << "value of type " << valueType
                         << " differs from the element type "
                         << input.getElementType();
  SmallVector<int64_t> inferred;
  for (auto [name, pads] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"low", getLow()},
        {"high", getHigh()}}) {
    if (static_cast<int64_t>(pads.size()) != input.getRank())
      return emitOpError() << name << " has " << pads.size()
                           << " entries, but the input has rank "
                           << input.getRank();
    if (llvm::any_of(pads, [](int64_t pad) { return pad < 0; }))
      return emitOpError() << name << " must be non-negative, got [" << pads
                           << "]";
  }
  for (auto [size, low, high] :
       llvm::zip(input.getShape(), getLow(), getHigh()))
    inferred.push_back(ShapedType::isDynamic(size) ? size : size + low + high);
  return verifyResultShape(*this, inferred, getType());
}

//===----------------------------------------------------------------------===//
// PoolOp
//===----------------------------------------------------------------------===//

static SmallVector<int64_t> orOnes(std::optional<ArrayRef<int64_t>> values,
                                   int64_t rank) {
  if (values)
    return llvm::to_vector(*values);
  return SmallVector<int64_t>(rank, 1);
}

SmallVector<int64_t> PoolOp::getStridesOrOnes() {
  return orOnes(getStrides(), getInput().getType().getRank());
}

SmallVector<int64_t> PoolOp::getDilationsOrOnes() {
  return orOnes(getDilations(), getInput().getType().getRank());
}

LogicalResult PoolOp::verify() {
  RankedTensorType input = getInput().getType();
  if (failed(verifySameElementType(*this,
                                   {{"input", input}, {"result", getType()}})))
    return failure();
  if (!input.hasStaticShape())
    return emitOpError() << "requires a static input shape, got " << input;
  int64_t rank = input.getRank();
  // Named vectors: the list below holds ArrayRefs into them.
  SmallVector<int64_t> strides = getStridesOrOnes();
  SmallVector<int64_t> dilations = getDilationsOrOnes();
  for (auto [name, values] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"window", getWindow()},
        {"strides", strides},
        {"dilations", dilations}}) {
    if (static_cast<int64_t>(values.size()) != rank ||
        llvm::any_of(values, [](int64_t v) { return v < 1; }))
      return emitOpError() << name << " must be " << rank
                           << " positive integers (one per dimension), got ["
                           << values << "]";
  }
  SmallVector<int64_t> inferred;
  for (int64_t d = 0; d < rank; ++d) {
    FailureOr<int64_t> size = convOutputSize(
        *this, ("dimension " + Twine(d)).str(), input.getDimSize(d),
        getWindow()[d], strides[d], dilations[d]);
    if (failed(size))
      return failure();
    inferred.push_back(*size);
  }
  return verifyResultShape(*this, inferred, getType());
}

//===----------------------------------------------------------------------===//
// SoftmaxOp, LogSoftmaxOp
//===----------------------------------------------------------------------===//

static LogicalResult verifySoftmaxLike(Operation *op, RankedTensorType type,
                                       int64_t dim) {
  if (failed(verifyElementType(op, type.getElementType(), /*floatOnly=*/true)))
    return failure();
  if (dim < 0 || dim >= type.getRank())
    return op->emitOpError()
           << "dimension " << dim << " is out of range for an input of rank "
           << type.getRank();
  return success();
}

LogicalResult SoftmaxOp::verify() {
  return verifySoftmaxLike(*this, getType(), getDim());
}

LogicalResult LogSoftmaxOp::verify() {
  return verifySoftmaxLike(*this, getType(), getDim());
}
