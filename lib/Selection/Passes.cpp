//===- Passes.cpp - accel-select --------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Passes.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Selection.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

namespace accel {
#define GEN_PASS_DEF_ACCELSELECT
#include "accel/Selection/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelSelectPass : accel::impl::AccelSelectBase<AccelSelectPass> {
  using Base::Base;
  AccelSelectPass(const Registry &registry, AccelSelectOptions options)
      : Base(std::move(options)), registry(&registry) {}

  void runOnOperation() override {
    if (failed(selectKernels(
            getOperation(),
            SelectionChoices{
                target, backend, {}, onUnsupported, maxTensorBytes},
            *registry, explain == ExplainFormat::None ? nullptr : &llvm::errs(),
            explain)))
      signalPassFailure();
  }

  const Registry *registry = &getGlobalRegistry();
};
} // namespace

std::unique_ptr<Pass> accel::createAccelSelectPass(const Registry &registry,
                                                   AccelSelectOptions options) {
  return std::make_unique<AccelSelectPass>(registry, std::move(options));
}

void accel::registerSelectionPasses(const Registry &registry,
                                    const AccelSelectOptions *defaults) {
  registerPass([&registry, defaults]() -> std::unique_ptr<Pass> {
    return createAccelSelectPass(registry,
                                 defaults ? *defaults : AccelSelectOptions());
  });
}
