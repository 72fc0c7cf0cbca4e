//===- PassRegistration.cpp - the lowering passes, by name ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Passes.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace accel;

void accel::registerLoweringPasses(const Registry &registry,
                                   const AccelLowerOptions *defaults) {
  registerPass([&registry, defaults]() -> std::unique_ptr<Pass> {
    return createAccelLowerPass(registry,
                                defaults ? *defaults : AccelLowerOptions());
  });
  registerPass(
      []() -> std::unique_ptr<Pass> { return createAccelKernelPipeline(); });
  registerPass(
      []() -> std::unique_ptr<Pass> { return createAccelKernelUnits(); });
  registerPass(
      []() -> std::unique_ptr<Pass> { return createAccelLinkKernels(); });
}
