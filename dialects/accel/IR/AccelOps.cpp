//===- AccelOps.cpp - accel dialect operations ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelOps.h"

#include "Verifiers.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

using namespace mlir;
using namespace accel;
using namespace accel::detail;

//===----------------------------------------------------------------------===//
// Verifier helpers
//===----------------------------------------------------------------------===//

/// Prints a shape as `4x?x8` (a 0-d shape prints as `scalar`).
std::string accel::detail::formatShape(ArrayRef<int64_t> shape) {
  if (shape.empty())
    return "scalar";
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(
      shape,
      [&](int64_t dim) {
        if (ShapedType::isDynamic(dim))
          os << "?";
        else
          os << dim;
      },
      [&] { os << "x"; });
  return text;
}

static bool isIntOrFloat(Type type) {
  return isa<FloatType>(type) || type.isSignlessInteger();
}

/// Compute ops take tensors of signless integers or floats; `floatOnly` ops
/// (exp, tanh) only floats.
LogicalResult accel::detail::verifyElementType(Operation *op, Type elementType,
                                               bool floatOnly) {
  if (floatOnly && !isa<FloatType>(elementType))
    return op->emitOpError()
           << "requires floating-point elements, got " << elementType;
  if (!isIntOrFloat(elementType))
    return op->emitOpError()
           << "requires signless-integer or floating-point elements, got "
           << elementType;
  return success();
}

/// All named tensors share one element type, and it is one compute ops take.
LogicalResult accel::detail::verifySameElementType(
    Operation *op, ArrayRef<std::pair<StringRef, RankedTensorType>> named) {
  Type expected = named.front().second.getElementType();
  for (auto [name, type] : named.drop_front()) {
    if (type.getElementType() != expected)
      return op->emitOpError()
             << name << " element type " << type.getElementType()
             << " differs from " << named.front().first << " element type "
             << expected;
  }
  return verifyElementType(op, expected);
}

static LogicalResult verifyRank(Operation *op, StringRef name,
                                RankedTensorType type, int64_t rank) {
  if (type.getRank() != rank)
    return op->emitOpError()
           << "expects " << name << " of rank " << rank << ", got " << type;
  return success();
}

/// Two sizes that must agree: only a pair of static sizes can disagree.
LogicalResult accel::detail::verifyDimsAgree(Operation *op, int64_t lhs,
                                             int64_t rhs, const Twine &what) {
  if (!ShapedType::isDynamic(lhs) && !ShapedType::isDynamic(rhs) && lhs != rhs)
    return op->emitOpError() << what << " mismatch: " << lhs << " vs " << rhs;
  return success();
}

/// The result shape must be compatible with the one inferred from the
/// operands (a dynamic size on either side matches anything).
LogicalResult accel::detail::verifyResultShape(Operation *op,
                                               ArrayRef<int64_t> inferred,
                                               RankedTensorType result) {
  bool matches = result.getRank() == static_cast<int64_t>(inferred.size());
  for (auto [want, got] : llvm::zip(inferred, result.getShape()))
    matches &= ShapedType::isDynamic(want) || ShapedType::isDynamic(got) ||
               want == got;
  if (!matches)
    return op->emitOpError()
           << "result type " << result
           << " does not match the shape inferred from the operands: "
           << formatShape(inferred);
  return success();
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

void KernelOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                     FunctionType type) {
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  state.addRegion();
}

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType =
      [](Builder &builder, ArrayRef<Type> argTypes, ArrayRef<Type> results,
         function_interface_impl::VariadicFlag,
         std::string &) { return builder.getFunctionType(argTypes, results); };
  SMLoc loc = parser.getCurrentLocation();
  if (failed(function_interface_impl::parseFunctionOp(
          parser, result, /*allowVariadic=*/false,
          getFunctionTypeAttrName(result.name), buildFuncType,
          getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name))))
    return failure();
  // Inherent attributes of the wrong kind would be dropped silently when they
  // become properties; report them instead.
  Attribute target = result.attributes.get(getTargetAttrName(result.name));
  if (target && !isTargetOrList(target))
    return parser.emitError(loc) << "'target' must be a #accel.target "
                                    "attribute or a non-empty list of them, "
                                    "got "
                                 << target;
  Attribute backend = result.attributes.get(getBackendAttrName(result.name));
  if (backend && !isa<BackendAttr>(backend))
    return parser.emitError(loc) << "'backend' must be a #accel.backend "
                                    "attribute, got "
                                 << backend;
  return success();
}

void KernelOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

/// Kernels cross the host/device boundary, so their signature holds only what
/// every backend can pass: ranked tensors and integer, index or float scalars.
static bool isKernelBoundaryType(Type type) {
  return isa<RankedTensorType, IndexType>(type) || isIntOrFloat(type);
}

std::optional<llvm::APInt> accel::getStaticElementCount(ShapedType type) {
  llvm::APInt elements(192, 1);
  for (int64_t dim : type.getShape()) {
    if (ShapedType::isDynamic(dim))
      continue;
    bool overflow = false;
    elements = elements.umul_ov(llvm::APInt(192, dim), overflow);
    if (overflow)
      return std::nullopt;
  }
  return elements;
}

std::optional<int64_t> accel::getSmallStaticByteCount(ShapedType type) {
  if (!type.getElementType().isIntOrFloat())
    return std::nullopt;
  std::optional<int64_t> elements = 1;
  for (int64_t dim : type.getShape())
    if (!ShapedType::isDynamic(dim) && elements)
      elements = llvm::checkedMul(*elements, dim);
  if (!elements)
    return std::nullopt;
  std::optional<int64_t> bits =
      llvm::checkedMul<int64_t>(*elements, type.getElementTypeBitWidth());
  if (!bits || !llvm::checkedAdd<int64_t>(*bits, 7))
    return std::nullopt;
  return (*bits + 7) / 8;
}

/// Why a tensor of `type` cannot be lowered: its static sizes hold more
/// elements, or take more bytes, than a 64-bit index counts; "" when it fits
/// (dynamic sizes are checked by nobody before run time).
static std::string describeOversize(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getElementType().isIntOrFloat() ||
      getSmallStaticByteCount(tensor))
    return "";
  std::optional<llvm::APInt> count = getStaticElementCount(tensor);
  if (!count)
    return "holds more elements than 2^192";
  llvm::APInt elements = *count;
  constexpr unsigned width = 192;
  llvm::APInt limit(width, std::numeric_limits<int64_t>::max());
  if (elements.ugt(limit))
    return "holds " + llvm::toString(elements, 10, /*Signed=*/false) +
           " elements, more than the " + llvm::toString(limit, 10, false) +
           " a 64-bit index counts";
  llvm::APInt bytes = (elements * tensor.getElementTypeBitWidth() + 7).udiv(8);
  if (bytes.ugt(limit))
    return "takes " + llvm::toString(bytes, 10, /*Signed=*/false) +
           " bytes, more than the " + llvm::toString(limit, 10, false) +
           " a 64-bit index addresses";
  return "";
}

LogicalResult KernelOp::verify() {
  if (isExternal())
    return emitOpError() << "requires a body; kernels cannot be declarations";
  for (auto [index, type] : llvm::enumerate(getArgumentTypes())) {
    if (!isKernelBoundaryType(type))
      return emitOpError() << "argument #" << index
                           << " must be a ranked tensor or a scalar, got "
                           << type;
    std::string oversize = describeOversize(type);
    if (!oversize.empty())
      return emitOpError() << "argument #" << index << " of type " << type
                           << " " << oversize;
  }
  for (auto [index, type] : llvm::enumerate(getResultTypes())) {
    if (!isKernelBoundaryType(type))
      return emitOpError() << "result #" << index
                           << " must be a ranked tensor or a scalar, got "
                           << type;
    std::string oversize = describeOversize(type);
    if (!oversize.empty())
      return emitOpError() << "result #" << index << " of type " << type << " "
                           << oversize;
  }
  // Tensors made inside the body, each reported at the op that makes it.
  WalkResult result = getBody().walk([](Operation *op) {
    for (Type type : op->getResultTypes()) {
      std::string oversize = describeOversize(type);
      if (oversize.empty())
        continue;
      op->emitOpError() << "result of type " << type << " " << oversize;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// ReturnOp
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  auto kernel = (*this)->getParentOfType<KernelOp>();
  ArrayRef<Type> results = kernel.getResultTypes();
  if (getNumOperands() != results.size())
    return emitOpError() << "returns " << getNumOperands()
                         << " values, but kernel @" << kernel.getSymName()
                         << " has " << results.size() << " results";
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(getOperandTypes(), results))) {
    auto [got, want] = pair;
    if (got != want)
      return emitOpError() << "operand #" << index << " has type " << got
                           << ", but kernel @" << kernel.getSymName()
                           << " returns " << want;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// LaunchOp
//===----------------------------------------------------------------------===//

LogicalResult LaunchOp::verify() {
  if ((*this)->getParentOfType<KernelOp>())
    return emitOpError() << "cannot be nested in an 'accel.kernel'; kernels "
                            "are launched from host code";
  return success();
}

LogicalResult LaunchOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  StringAttr name = getKernelAttr().getAttr();
  Operation *symbol = symbolTable.lookupNearestSymbolFrom(*this, name);
  if (!symbol)
    return emitOpError() << "no kernel named @" << name.getValue();
  auto kernel = dyn_cast<KernelOp>(symbol);
  if (!kernel)
    return emitOpError() << "@" << name.getValue() << " is a '"
                         << symbol->getName() << "', not an 'accel.kernel'";

  // `what` is "operand" or "result".
  auto checkTypes = [&](StringRef what, TypeRange got,
                        ArrayRef<Type> want) -> LogicalResult {
    if (got.size() != want.size())
      return emitOpError() << "has " << got.size() << " " << what
                           << "(s), but kernel @" << name.getValue() << " has "
                           << want.size();
    for (auto [index, pair] : llvm::enumerate(llvm::zip(got, want))) {
      auto [gotType, wantType] = pair;
      if (gotType != wantType)
        return emitOpError() << what << " #" << index << " has type " << gotType
                             << ", but kernel @" << name.getValue()
                             << " expects " << wantType;
    }
    return success();
  };
  if (failed(checkTypes("operand", getArgs().getTypes(),
                        kernel.getArgumentTypes())))
    return failure();
  return checkTypes("result", getResultTypes(), kernel.getResultTypes());
}

//===----------------------------------------------------------------------===//
// Matmul and batch matmul
//===----------------------------------------------------------------------===//

/// Shared by matmul (no batch) and batch_matmul (leading batch dimension).
static LogicalResult verifyMatmulLike(Operation *op, RankedTensorType lhs,
                                      RankedTensorType rhs,
                                      RankedTensorType result, bool batched) {
  int64_t rank = batched ? 3 : 2;
  if (failed(verifyRank(op, "lhs", lhs, rank)) ||
      failed(verifyRank(op, "rhs", rhs, rank)) ||
      failed(verifySameElementType(
          op, {{"lhs", lhs}, {"rhs", rhs}, {"result", result}})))
    return failure();
  int64_t m = rank - 2, k = rank - 1;
  if (batched && failed(verifyDimsAgree(op, lhs.getDimSize(0),
                                        rhs.getDimSize(0), "batch size")))
    return failure();
  if (failed(verifyDimsAgree(op, lhs.getDimSize(k), rhs.getDimSize(m),
                             "contraction size (lhs columns vs rhs rows)")))
    return failure();
  SmallVector<int64_t> inferred;
  if (batched)
    inferred.push_back(ShapedType::isDynamic(lhs.getDimSize(0))
                           ? rhs.getDimSize(0)
                           : lhs.getDimSize(0));
  inferred.push_back(lhs.getDimSize(m));
  inferred.push_back(rhs.getDimSize(k));
  return verifyResultShape(op, inferred, result);
}

LogicalResult MatmulOp::verify() {
  return verifyMatmulLike(*this, getLhs().getType(), getRhs().getType(),
                          getType(), /*batched=*/false);
}

LogicalResult BatchMatmulOp::verify() {
  return verifyMatmulLike(*this, getLhs().getType(), getRhs().getType(),
                          getType(), /*batched=*/true);
}

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

// Operand and result types are equal by AllTypesMatch; what is left is whether
// the element type is one the op computes on.
static LogicalResult verifyBinary(Operation *op) {
  return verifyElementType(op, getElementTypeOrSelf(op->getResult(0)));
}

LogicalResult AddOp::verify() { return verifyBinary(*this); }
LogicalResult SubOp::verify() { return verifyBinary(*this); }
LogicalResult MulOp::verify() { return verifyBinary(*this); }
LogicalResult DivOp::verify() { return verifyBinary(*this); }
LogicalResult MaxOp::verify() { return verifyBinary(*this); }
LogicalResult MinOp::verify() { return verifyBinary(*this); }

template <typename OpT> static LogicalResult verifyUnary(OpT op) {
  return verifyElementType(op, getElementTypeOrSelf(op.getType()),
                           OpT::isFloatOnly());
}

LogicalResult NegOp::verify() { return verifyUnary(*this); }
LogicalResult ReluOp::verify() { return verifyUnary(*this); }
LogicalResult ExpOp::verify() { return verifyUnary(*this); }
LogicalResult TanhOp::verify() { return verifyUnary(*this); }

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::verify() {
  RankedTensorType input = getInput().getType();
  if (failed(verifySameElementType(*this,
                                   {{"input", input}, {"result", getType()}})))
    return failure();
  ArrayRef<int64_t> dims = getDims();
  if (dims.empty())
    return emitOpError() << "expects at least one dimension to reduce";
  for (auto [index, dim] : llvm::enumerate(dims)) {
    if (dim < 0 || dim >= input.getRank())
      return emitOpError() << "dimension " << dim
                           << " is out of range for an input of rank "
                           << input.getRank();
    if (index > 0 && dim <= dims[index - 1])
      return emitOpError() << "dims must be strictly increasing, got [" << dims
                           << "]";
  }
  SmallVector<int64_t> inferred;
  for (auto [dim, size] : llvm::enumerate(input.getShape()))
    if (!llvm::is_contained(dims, static_cast<int64_t>(dim)))
      inferred.push_back(size);
  return verifyResultShape(*this, inferred, getType());
}

//===----------------------------------------------------------------------===//
// Conv2DOp
//===----------------------------------------------------------------------===//

/// Strides and dilations hold two positive values.
static LogicalResult verifyWindowAttr(Operation *op, StringRef name,
                                      ArrayRef<int64_t> values) {
  if (values.size() != 2 ||
      llvm::any_of(values, [](int64_t v) { return v < 1; }))
    return op->emitOpError()
           << name << " must be two positive integers, got [" << values << "]";
  return success();
}

/// Output size of one spatial dimension of a valid (unpadded) convolution.
FailureOr<int64_t> accel::detail::convOutputSize(Operation *op,
                                                 StringRef dimName,
                                                 int64_t input, int64_t window,
                                                 int64_t stride,
                                                 int64_t dilation) {
  if (ShapedType::isDynamic(window))
    return ShapedType::kDynamic;
  // The window's extent is what the lowering adds to each output index: it
  // must fit a 64-bit index, whatever the input's size.
  std::optional<int64_t> extent =
      llvm::checkedMulAdd<int64_t>(window - 1, dilation, 1);
  if (!extent)
    return op->emitOpError()
           << "dilated filter " << dimName << " (" << window
           << " taps, dilation " << dilation << ") overflows a 64-bit index: ("
           << window << " - 1) * " << dilation << " + 1 > "
           << std::numeric_limits<int64_t>::max();
  if (ShapedType::isDynamic(input))
    return ShapedType::kDynamic;
  if (*extent > input)
    return op->emitOpError() << "dilated filter " << dimName << " " << *extent
                             << " exceeds input " << dimName << " " << input;
  return (input - *extent) / stride + 1;
}

/// The checks accel.conv2d and accel.depthwise_conv2d share: an NHWC input,
/// a filter of `filterRank` whose dimension `filterChannels` holds the input
/// channels and whose first two are the window, one element type, valid
/// windows; the result is N x OH x OW x the filter's `filterOutputs`.
template <typename ConvOp>
static LogicalResult verifyConvolution(ConvOp op, StringRef filterLayout,
                                       int64_t filterChannels,
                                       int64_t filterOutputs) {
  RankedTensorType input = op.getInput().getType();
  RankedTensorType filter = op.getFilter().getType();
  int64_t filterRank = filterLayout.size();
  if (failed(verifyRank(op, "input (NHWC)", input, 4)) ||
      failed(verifyRank(op, ("filter (" + filterLayout + ")").str(), filter,
                        filterRank)) ||
      failed(verifySameElementType(
          op,
          {{"input", input}, {"filter", filter}, {"result", op.getType()}})) ||
      failed(verifyWindowAttr(op, "strides", op.getStrides())) ||
      failed(verifyWindowAttr(op, "dilations", op.getDilations())) ||
      failed(verifyDimsAgree(op, input.getDimSize(3),
                             filter.getDimSize(filterChannels),
                             "channel count (input C vs filter C)")))
    return failure();
  FailureOr<int64_t> height =
      convOutputSize(op, "height", input.getDimSize(1), filter.getDimSize(0),
                     op.getStrides()[0], op.getDilations()[0]);
  if (failed(height))
    return failure();
  FailureOr<int64_t> width =
      convOutputSize(op, "width", input.getDimSize(2), filter.getDimSize(1),
                     op.getStrides()[1], op.getDilations()[1]);
  if (failed(width))
    return failure();
  return verifyResultShape(
      op,
      {input.getDimSize(0), *height, *width, filter.getDimSize(filterOutputs)},
      op.getType());
}

LogicalResult Conv2DOp::verify() {
  return verifyConvolution(*this, "HWCF", /*filterChannels=*/2,
                           /*filterOutputs=*/3);
}

//===----------------------------------------------------------------------===//
// DepthwiseConv2DOp
//===----------------------------------------------------------------------===//

LogicalResult DepthwiseConv2DOp::verify() {
  return verifyConvolution(*this, "HWC", /*filterChannels=*/2,
                           /*filterOutputs=*/2);
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::verify() {
  RankedTensorType input = getInput().getType();
  if (failed(verifySameElementType(*this,
                                   {{"input", input}, {"result", getType()}})))
    return failure();
  ArrayRef<int64_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != input.getRank())
    return emitOpError() << "permutation has " << perm.size()
                         << " entries, but the input has rank "
                         << input.getRank();
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t dim : perm) {
    if (dim < 0 || dim >= input.getRank() || !seen.insert(dim).second)
      return emitOpError() << "permutation [" << perm
                           << "] must list each dimension in [0, "
                           << input.getRank() << ") exactly once";
  }
  SmallVector<int64_t> inferred;
  for (int64_t dim : perm)
    inferred.push_back(input.getDimSize(dim));
  return verifyResultShape(*this, inferred, getType());
}

OpFoldResult TransposeOp::fold(FoldAdaptor) {
  // transpose(x, identity) = x.
  ArrayRef<int64_t> perm = getPermutation();
  if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())) &&
      getInput().getType() == getType())
    return getInput();
  // transpose(transpose(x, inner), outer) = transpose(x, inner o outer):
  // result dim d is dim outer[d] of the middle value, which is dim
  // inner[outer[d]] of x.
  auto producer = getInput().getDefiningOp<TransposeOp>();
  if (!producer)
    return {};
  ArrayRef<int64_t> inner = producer.getPermutation();
  SmallVector<int64_t> composed;
  for (int64_t dim : perm)
    composed.push_back(inner[dim]);
  getInputMutable().assign(producer.getInput());
  setPermutation(composed);
  return getResult();
}

//===----------------------------------------------------------------------===//
// TableGen'd definitions
//===----------------------------------------------------------------------===//

#define GET_OP_CLASSES
#include "accel/IR/AccelOps.cpp.inc"
