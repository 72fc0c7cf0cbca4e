//===- Limits.cpp - tensors larger than a compilation allows ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// max-tensor-bytes: a tensor a kernel takes, makes or returns may not exceed
// it. The verifier already rejects sizes a 64-bit index cannot count; this is
// the user's own ceiling, checked before any backend sees the kernel.
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/IR/AccelOps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace accel;

/// The bytes a tensor of `type` takes when it is a static int/float tensor
/// of more than `maxBytes`; std::nullopt otherwise.
static std::optional<llvm::APInt> getBytesOver(Type type, uint64_t maxBytes) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape() ||
      !tensor.getElementType().isIntOrFloat())
    return std::nullopt;
  // The common case in 64 bits.
  if (std::optional<int64_t> small = getSmallStaticByteCount(tensor)) {
    if (static_cast<uint64_t>(*small) <= maxBytes)
      return std::nullopt;
    return llvm::APInt(64, *small);
  }
  // Past 2^192 elements (only in an unverified module) the limit is exceeded
  // whatever it is: saturate. Otherwise 216 bits hold any count times an
  // element's at most 2^24 bits.
  constexpr unsigned width = 216;
  std::optional<llvm::APInt> elements = getStaticElementCount(tensor);
  if (!elements)
    return llvm::APInt::getMaxValue(width).udiv(8);
  llvm::APInt bits = elements->zext(width) *
                     llvm::APInt(width, tensor.getElementTypeBitWidth());
  llvm::APInt bytes = (bits + 7).udiv(8);
  if (bytes.ule(maxBytes))
    return std::nullopt;
  return bytes;
}

LogicalResult accel::checkTensorSizes(ModuleOp module, uint64_t maxBytes) {
  if (maxBytes == 0)
    return success();
  bool ok = true;
  // `what` names the tensor, only for the error.
  auto check = [&](Type type, llvm::function_ref<InFlightDiagnostic()> emit,
                   llvm::function_ref<std::string()> what) {
    std::optional<llvm::APInt> bytes = getBytesOver(type, maxBytes);
    if (!bytes)
      return;
    emit() << what() << " of type " << type << " takes "
           << llvm::toString(*bytes, 10, /*Signed=*/false)
           << " bytes, more than the limit of " << maxBytes
           << " (max-tensor-bytes, --accel-max-tensor-bytes)";
    ok = false;
  };
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    auto atKernel = [&] { return kernel.emitError(); };
    for (auto [index, type] : llvm::enumerate(kernel.getArgumentTypes()))
      check(type, atKernel,
            [index = index] { return "argument #" + std::to_string(index); });
    for (auto [index, type] : llvm::enumerate(kernel.getResultTypes()))
      check(type, atKernel,
            [index = index] { return "result #" + std::to_string(index); });
    kernel.getBody().walk([&](Operation *op) {
      for (Type type : op->getResultTypes())
        check(
            type, [&] { return op->emitError(); },
            [&] {
              return "'" + op->getName().getStringRef().str() + "' result";
            });
    });
  }
  return success(ok);
}
