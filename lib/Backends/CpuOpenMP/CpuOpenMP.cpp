//===- CpuOpenMP.cpp - the cpu-openmp backend -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// cpu-vector's code with the rows of register tiles spread over threads,
// and parallel loops over the parallel dimensions of every other linalg op
// (reductions stay sequential inside each iteration), run by the OpenMP
// runtime (libomp).
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuOpenMP.h"

#include "accel/Registry/Registry.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include <cstdint>

using namespace mlir;
using namespace accel;

void CpuOpenMPOptions::bindOptions(OptionBinder &binder) {
  // omp.parallel takes the number as an i32.
  binder.integer("num-threads", numThreads,
                 "threads of each parallel region (0: the runtime's)", 0,
                 INT32_MAX);
  tiles.bindOptions(binder);
}

void accel::buildCpuOpenMPKernelPipeline(OpPassManager &kernelPm,
                                         const CpuVectorOptions &tiles) {
  addTileAndVectorizePass(kernelPm, tiles, /*parallelOuter=*/true);
  kernelPm.addPass(createCanonicalizerPass());
  kernelPm.addPass(createConvertLinalgToParallelLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
  addBufferArenaPass(kernelPm);
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
  backend.options = optionSchema(CpuOpenMPOptions());
  backend.tuningSpace = getCpuVectorTuningSpace;
  backend.deriveDefaults = deriveCpuVectorDefaults;
  backend.buildTensorPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    buildCpuVectorTensorPipeline(pm);
  };
  backend.buildKernelPipeline = withOptions<CpuOpenMPOptions>(
      [](OpPassManager &pm, CpuOpenMPOptions options,
         const PipelineTarget &target) {
        options.tiles.l1Ways = getCpuL1Ways(target.acceleratorOptions);
        buildCpuOpenMPKernelPipeline(pm, options.tiles);
      });
  backend.buildModulePipeline = withOptions<CpuOpenMPOptions>(
      [](OpPassManager &pm, const CpuOpenMPOptions &options,
         const PipelineTarget &) {
        buildCpuOpenMPModulePipeline(pm, options);
      });
  return registry.registerBackend(std::move(backend));
}
