//===- GpuAccelerator.h - what the GPU accelerators share -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TARGETS_GPUACCELERATOR_H
#define ACCEL_LIB_TARGETS_GPUACCELERATOR_H

#include "accel/Registry/Registry.h"

#include <string>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace accel {

/// Element types that the GPU code generators of LLVM compute with.
std::vector<TypeBuilder> gpuElementTypes();

/// A GPU accelerator: never chosen implicitly, preferred backend gpu-simt,
/// the GPU element types, and math functions rejected because they become
/// calls into `mathLibrary`, which accel does not link.
Accelerator makeGpuAccelerator(std::string name, std::string description,
                               std::vector<OptionSpec> options,
                               std::string mathLibrary);

/// Whether `op` is a transcendental math function (accel.exp, accel.tanh or
/// a math dialect op other than the ones lowered to plain instructions),
/// which GPU code generators lower to calls into a device library (unless
/// approximated).
bool callsDeviceMathLibrary(mlir::Operation *op);

/// Whether `op` is exp or tanh on f32, which the GPU backends replace with
/// polynomial approximations (accel-approximate-math).
bool isApproximatedMath(mlir::Operation *op);

} // namespace accel

#endif // ACCEL_LIB_TARGETS_GPUACCELERATOR_H
