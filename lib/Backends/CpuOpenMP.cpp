//===- CpuOpenMP.cpp - the cpu-openmp backend -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// cpu-vector's register tiles with the rows of tiles spread over threads,
// and parallel loops over the parallel dimensions of every other linalg op
// (reductions stay sequential inside each iteration), run by the OpenMP
// runtime (libomp).
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Backends.h"

#include "accel/Registry/Registry.h"
#include "accel/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildCpuOpenMPKernelPipeline(OpPassManager &kernelPm,
                                         const CpuVectorOptions &tiles) {
  AccelTileAndVectorizeOptions tiling;
  tiling.registerTile = {tiles.tileM, tiles.tileN, tiles.tileK};
  tiling.vectorWidth = tiles.vectorWidth;
  tiling.parallelOuter = true;
  kernelPm.addPass(createAccelTileAndVectorize(tiling));
  kernelPm.addPass(createCanonicalizerPass());
  kernelPm.addPass(createConvertLinalgToParallelLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
}

void accel::buildCpuOpenMPModulePipeline(OpPassManager &pm,
                                         const CpuOpenMPOptions &options) {
  ConvertSCFToOpenMPPassOptions scfOptions;
  scfOptions.numThreads = options.numThreads;
  pm.addPass(createConvertSCFToOpenMPPass(scfOptions));
}

llvm::Error accel::registerCpuOpenMPBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "cpu-openmp";
  backend.description = "cpu-vector's tiles with rows of tiles on all cores, "
                        "parallel loops elsewhere, OpenMP (libomp), then LLVM";
  backend.accelerators = {"cpu"};
  backend.options = {makeIntegerOption(
      "num-threads", "threads of each parallel region (0: the runtime's)", 0,
      0)};
  backend.buildKernelPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    buildCpuOpenMPKernelPipeline(pm, hostCpuVectorOptions());
  };
  backend.buildModulePipeline = [](OpPassManager &pm,
                                   const PipelineTarget &target) {
    CpuOpenMPOptions options;
    // Validated by the selection; absent means the default, 0.
    (void)target.backendOption("num-threads")
        .getAsInteger(10, options.numThreads);
    buildCpuOpenMPModulePipeline(pm, options);
  };
  return registry.registerBackend(std::move(backend));
}
