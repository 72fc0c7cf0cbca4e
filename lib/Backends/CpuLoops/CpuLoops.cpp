//===- CpuLoops.cpp - the cpu-loops backend ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The reference backend: every linalg op becomes plain scalar loops. The other
// CPU backends are checked against its results.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuLoops.h"

#include "accel/Registry/Registry.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildCpuLoopsPipeline(OpPassManager &kernelPm) {
  kernelPm.addPass(createConvertLinalgToLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
}

llvm::Error accel::registerCpuLoopsBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "cpu-loops";
  backend.description = "reference: linalg to scalar loops, then LLVM";
  backend.accelerators = {"cpu"};
  backend.buildKernelPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    buildCpuLoopsPipeline(pm);
  };
  return registry.registerBackend(std::move(backend));
}
