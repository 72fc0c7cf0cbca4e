//===- RunPipeline.cpp - run the lowering pipeline --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace accel;

/// Loads every dialect `pm` may create, before it runs (a dynamic pipeline
/// must not load dialects while kernels run in parallel).
static void loadDependentDialects(MLIRContext *context,
                                  const OpPassManager &pm) {
  DialectRegistry dependencies;
  pm.getDependentDialects(dependencies);
  context->appendDialectRegistry(dependencies);
  for (llvm::StringRef name : dependencies.getDialectNames())
    context->getOrLoadDialect(name);
}

LogicalResult accel::runLoweringPipeline(
    ModuleOp module, llvm::ArrayRef<KernelSelection> selections,
    OpPassManager &pm,
    llvm::function_ref<LogicalResult(OpPassManager &, ModuleOp)> run) {
  loadDependentDialects(module.getContext(), pm);
  // Skipped kernels stay as they are: out of the module while it lowers.
  SmallVector<Operation *> detached;
  for (const KernelSelection &selection : selections) {
    if (!selection.skipped)
      continue;
    selection.kernel->remove();
    detached.push_back(selection.kernel);
  }
  LogicalResult result = run(pm, module);
  for (Operation *kernel : detached)
    module.getBody()->push_back(kernel);
  return result;
}
