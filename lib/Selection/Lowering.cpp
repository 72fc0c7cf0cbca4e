//===- Lowering.cpp - after selection: checks, the lowering run -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-lower and the embedding API's compile() share after selection:
// the checks that a module can be lowered as selected, and the run of the
// lowering pipeline with skipped kernels set aside.
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/IR/AccelOps.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace accel;

/// Kernels of nested modules are not this pass's: an error rather than a
/// kernel silently left unlowered.
LogicalResult accel::checkNoNestedKernels(ModuleOp module) {
  WalkResult result = module.walk([&](KernelOp kernel) {
    if (kernel->getParentOp() == module.getOperation())
      return WalkResult::advance();
    emitError(kernel.getLoc())
        << "kernel @" << kernel.getName()
        << " is in a nested module, which this pass does not lower; run the "
           "pass on that module (e.g. "
           "--pass-pipeline=\"builtin.module(builtin.module(accel-lower))\")";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// One module lowers each backend with one pipeline, so kernels sharing a
/// backend must agree on the options that shape it.
static LogicalResult
checkOneConfigurationPerBackend(llvm::ArrayRef<KernelSelection> selections) {
  llvm::StringMap<const KernelSelection *> first;
  for (const KernelSelection &selection : selections) {
    if (selection.skipped)
      continue;
    auto [it, inserted] =
        first.try_emplace(selection.backend->name, &selection);
    const KernelSelection &other = *it->second;
    if (inserted || (other.acceleratorOptions == selection.acceleratorOptions &&
                     other.backendOptions == selection.backendOptions &&
                     other.accelerator == selection.accelerator))
      continue;
    emitError(selection.kernel.getLoc())
        << "kernels @" << other.kernel.getName() << " and @"
        << selection.kernel.getName() << " use backend '"
        << selection.backend->name
        << "' with different accelerator or backend options; one module "
           "lowers each backend with one set of options";
    return failure();
  }
  return success();
}

/// A skipped kernel stays an accel.kernel; a launch of it cannot be lowered.
static LogicalResult
checkSkippedNotLaunched(ModuleOp module,
                        llvm::ArrayRef<KernelSelection> selections) {
  llvm::StringSet<> skipped;
  for (const KernelSelection &selection : selections)
    if (selection.skipped)
      skipped.insert(selection.kernel.getName());
  if (skipped.empty())
    return success();
  WalkResult result = module.walk([&](LaunchOp launch) {
    if (!skipped.contains(launch.getKernel()))
      return WalkResult::advance();
    emitError(launch.getLoc())
        << "kernel @" << launch.getKernel()
        << " is skipped (--accel-on-unsupported=skip), so "
           "this launch of it cannot be lowered";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

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

LogicalResult
accel::checkLowerable(ModuleOp module,
                      llvm::ArrayRef<KernelSelection> selections) {
  if (failed(checkOneConfigurationPerBackend(selections)))
    return failure();
  return checkSkippedNotLaunched(module, selections);
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
