//===- GpuAccelerator.cpp - what the GPU accelerators share -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "GpuAccelerator.h"

#include "accel/IR/AccelOps.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeUtilities.h"

using namespace accel;

std::vector<TypeBuilder> accel::gpuElementTypes() {
  using namespace mlir;
  return {
      buildIntegerType<1>,    buildIntegerType<8>,    buildIntegerType<16>,
      buildIntegerType<32>,   buildIntegerType<64>,   buildType<BFloat16Type>,
      buildType<Float16Type>, buildType<Float32Type>, buildType<Float64Type>};
}

Accelerator accel::makeGpuAccelerator(std::string name, std::string description,
                                      std::vector<OptionSpec> options,
                                      std::string mathLibrary) {
  Accelerator gpu;
  gpu.name = std::move(name);
  gpu.description = std::move(description);
  // Never the implicit default: a GPU is asked for.
  gpu.autoSelect = false;
  gpu.preferredBackend = "gpu-simt";
  gpu.options = std::move(options);
  gpu.capabilities.elementTypes = gpuElementTypes();
  gpu.capabilities.checkOp = [mathLibrary](mlir::Operation *op,
                                           const PipelineTarget &) {
    if (callsDeviceMathLibrary(op) && !isApproximatedMath(op))
      return "math functions other than exp, tanh and erf on f32, f16 and "
             "bf16 (polynomial approximations in f32) become calls into " +
             mathLibrary + ", which accel does not link";
    return std::string();
  };
  return gpu;
}

bool accel::isApproximatedMath(mlir::Operation *op) {
  // softmax computes exp; log_softmax log too, which is not approximated.
  if (!llvm::isa<ExpOp, TanhOp, SoftmaxOp, mlir::math::ExpOp,
                 mlir::math::TanhOp, mlir::math::ErfOp>(op) ||
      op->getNumResults() != 1)
    return false;
  // f16 and bf16 are computed in f32 (accel-approximate-math).
  mlir::Type element = mlir::getElementTypeOrSelf(op->getResult(0).getType());
  return element.isF32() || element.isF16() || element.isBF16();
}

bool accel::callsDeviceMathLibrary(mlir::Operation *op) {
  if (llvm::isa<ExpOp, TanhOp, SoftmaxOp, LogSoftmaxOp>(op))
    return true;
  llvm::StringRef name = op->getName().getStringRef();
  if (!name.consume_front("math."))
    return false;
  // Lowered to plain instructions or intrinsics, no library call.
  return !llvm::is_contained({"absf", "absi", "copysign", "ctlz", "cttz",
                              "ctpop", "fma", "sqrt", "ceil", "floor", "round",
                              "roundeven", "trunc", "fpowi", "ipowi"},
                             name);
}
