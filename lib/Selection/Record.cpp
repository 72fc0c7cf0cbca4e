//===- Record.cpp - the selection record and its scope ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which kernels a selection covers (those of the module it runs on, never a
// nested module's), the `accel.selection` record it leaves on each, and the
// two together as accel-select runs them.
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/IR/AccelDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

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

void accel::recordSelection(llvm::ArrayRef<KernelSelection> selections) {
  for (const KernelSelection &selection : selections) {
    if (selection.skipped)
      continue;
    Builder b(selection.kernel.getContext());
    SmallVector<NamedAttribute> entries = {
        b.getNamedAttr("accelerator",
                       b.getStringAttr(selection.accelerator->name)),
        b.getNamedAttr("backend", b.getStringAttr(selection.backend->name)),
        b.getNamedAttr("target_source", b.getStringAttr(stringifyChoiceSource(
                                            selection.targetSource))),
        b.getNamedAttr("backend_source", b.getStringAttr(stringifyChoiceSource(
                                             selection.backendSource))),
    };
    if (selection.acceleratorOptions && !selection.acceleratorOptions.empty())
      entries.push_back(
          b.getNamedAttr("accelerator_options", selection.acceleratorOptions));
    if (selection.backendOptions && !selection.backendOptions.empty())
      entries.push_back(
          b.getNamedAttr("backend_options", selection.backendOptions));
    selection.kernel->setAttr(AccelDialect::getSelectionAttrName(),
                              b.getDictionaryAttr(entries));
  }
}

FailureOr<std::vector<KernelSelection>>
accel::selectKernels(ModuleOp module, const SelectionOptions &options,
                     const Registry &registry, llvm::raw_ostream *explain,
                     ExplainFormat format) {
  if (failed(checkNoNestedKernels(module)) ||
      failed(checkTensorSizes(module, options.maxTensorBytes)))
    return failure();
  FailureOr<std::vector<KernelSelection>> selections =
      resolveSelection(module, options, registry);
  if (failed(selections))
    return failure();
  if (explain)
    printExplanation(*explain, *selections, format);
  recordSelection(*selections);
  return selections;
}

FailureOr<std::vector<KernelSelection>>
accel::selectKernels(ModuleOp module, const SelectionChoices &choices,
                     const Registry &registry, llvm::raw_ostream *explain,
                     ExplainFormat format) {
  llvm::Expected<SelectionOptions> options = parseSelectionChoices(choices);
  if (!options)
    return emitError(module.getLoc()) << llvm::toString(options.takeError());
  return selectKernels(module, *options, registry, explain, format);
}
