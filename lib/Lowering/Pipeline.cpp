//===- Pipeline.cpp - the pipeline accel-lower runs -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "accel/Backends/CommonStages.h"
#include "accel/Lowering/Passes.h"
#include "accel/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

/// Appends accel-kernel-pipeline running `builder`'s passes, anchored on
/// `anchor`, on the kernels of `selection`'s backend.
static void addStage(OpPassManager &pm, llvm::StringRef anchor,
                     const PipelineBuilder &builder,
                     const KernelSelection &selection,
                     llvm::StringRef reproducer) {
  OpPassManager stage(anchor);
  builder(stage, selection.pipelineTarget());
  AccelKernelPipelineOptions options;
  options.backend = selection.backend->name;
  options.reproducer = reproducer.str();
  llvm::raw_string_ostream os(options.pipeline);
  stage.printAsTextualPipeline(os);
  pm.addPass(createAccelKernelPipeline(options));
}

void accel::buildLoweringPipeline(OpPassManager &pm,
                                  llvm::ArrayRef<KernelSelection> selections,
                                  llvm::StringRef reproducer) {
  pm.addPass(createAccelToLinalg());
  pm.addPass(createAccelKernelsToFuncs());
  buildBufferizePipeline(pm);

  // One representative kernel per backend in use, in name order.
  std::map<std::string, const KernelSelection *> used;
  for (const KernelSelection &selection : selections)
    if (!selection.skipped)
      used.emplace(selection.backend->name, &selection);

  // Kernel stages, on each kernel's function.
  for (const auto &entry : used)
    addStage(pm, func::FuncOp::getOperationName(),
             entry.second->backend->buildKernelPipeline, *entry.second,
             reproducer);
  // Module stages, each on a module holding only its backend's kernels.
  for (const auto &entry : used)
    if (entry.second->backend->buildModulePipeline)
      addStage(pm, ModuleOp::getOperationName(),
               entry.second->backend->buildModulePipeline, *entry.second,
               reproducer);
  bool gpuLaunches = llvm::any_of(used, [](const auto &entry) {
    return entry.second->backend->launchesGpuKernels;
  });
  buildHostLoweringPipeline(pm, gpuLaunches);
}
