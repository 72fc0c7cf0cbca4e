//===- KernelsToFuncs.cpp - resolved kernels to functions -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Transforms/Passes.h"

#include "accel/IR/AccelDialect.h"
#include "accel/IR/AccelOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELKERNELSTOFUNCS
#include "accel/Transforms/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Replaces `kernel` by a func.func with the same symbol, signature, body and
/// discardable attributes (the selection record among them), but for its
/// tuning record: the selection record holds the options it gave.
static void convertKernel(RewriterBase &rewriter, KernelOp kernel) {
  rewriter.setInsertionPoint(kernel);
  auto func = func::FuncOp::create(rewriter, kernel.getLoc(), kernel.getName(),
                                   kernel.getFunctionType());
  func.setSymVisibilityAttr(kernel.getSymVisibilityAttr());
  if (ArrayAttr argAttrs = kernel.getArgAttrsAttr())
    func.setArgAttrsAttr(argAttrs);
  if (ArrayAttr resAttrs = kernel.getResAttrsAttr())
    func.setResAttrsAttr(resAttrs);
  for (NamedAttribute attr : kernel->getDiscardableAttrs())
    if (attr.getName() != AccelDialect::getTunedAttrName())
      func->setAttr(attr.getName(), attr.getValue());
  rewriter.inlineRegionBefore(kernel.getBody(), func.getBody(),
                              func.getBody().end());
  for (Block &block : func.getBody()) {
    auto ret = dyn_cast<ReturnOp>(block.getTerminator());
    if (!ret)
      continue;
    rewriter.setInsertionPoint(ret);
    rewriter.replaceOpWithNewOp<func::ReturnOp>(ret, ret.getOperands());
  }
  rewriter.eraseOp(kernel);
}

namespace {
struct AccelKernelsToFuncsPass
    : accel::impl::AccelKernelsToFuncsBase<AccelKernelsToFuncsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    IRRewriter rewriter(&getContext());
    llvm::StringSet<> converted;
    for (KernelOp kernel :
         llvm::make_early_inc_range(module.getOps<KernelOp>())) {
      if (!kernel->hasAttr(AccelDialect::getSelectionAttrName()))
        continue;
      converted.insert(kernel.getName());
      convertKernel(rewriter, kernel);
    }
    module.walk([&](LaunchOp launch) {
      if (!converted.contains(launch.getKernel()))
        return;
      rewriter.setInsertionPoint(launch);
      rewriter.replaceOpWithNewOp<func::CallOp>(launch, launch.getKernel(),
                                                launch.getResultTypes(),
                                                launch.getArgs());
    });
    // Every kernel's record now holds what the module's defaults decided;
    // without them the output is readable by tools that do not load accel.
    if (module.getOps<KernelOp>().empty()) {
      module->removeAttr(AccelDialect::getTargetAttrName());
      module->removeAttr(AccelDialect::getBackendAttrName());
    }
  }
};
} // namespace
