//===- Pipeline.cpp - the pipeline accel-lower runs -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/Backends/Backends.h"
#include "accel/Selection/Passes.h"
#include "accel/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

void accel::buildLoweringPipeline(OpPassManager &pm,
                                  llvm::ArrayRef<KernelSelection> selections) {
  pm.addPass(createAccelToLinalg());
  pm.addPass(createAccelKernelsToFuncs());
  buildBufferizePipeline(pm);

  // One representative kernel per backend in use, in name order.
  std::map<std::string, const KernelSelection *> used;
  for (const KernelSelection &selection : selections)
    if (!selection.skipped)
      used.emplace(selection.backend->name, &selection);

  for (const auto &[name, selection] : used) {
    OpPassManager kernelPm(func::FuncOp::getOperationName());
    selection->backend->buildKernelPipeline(kernelPm,
                                            selection->pipelineTarget());
    AccelKernelPipelineOptions options;
    options.backend = name;
    llvm::raw_string_ostream os(options.pipeline);
    kernelPm.printAsTextualPipeline(os);
    pm.addPass(createAccelKernelPipeline(options));
  }
  for (const auto &[name, selection] : used)
    if (selection->backend->buildModulePipeline)
      selection->backend->buildModulePipeline(pm, selection->pipelineTarget());
  buildHostLoweringPipeline(pm);
}
