//===- CpuVector.cpp - the cpu-vector backend -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Register-tiled, vectorized code: contractions become outer products over a
// tile of M x N accumulators held in vector registers (N vectorized, K
// unrolled); elementwise ops are vectorized along their innermost loop. The
// default tiles follow the host's vector registers.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuVector.h"

#include "Passes.h"

#include "accel/Backends/CommonStages.h"
#include "accel/Registry/Registry.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace accel;

/// f32 lanes of the host's widest vector registers.
static int64_t hostVectorWidth() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 16;
  if (features.lookup("avx"))
    return 8;
  return 4;
}

CpuVectorOptions CpuVectorOptions::host() {
  // Asked once: cpu-vector's registration and every cpu-openmp pipeline use
  // it, and the host does not change.
  static const CpuVectorOptions options = [] {
    int64_t width = hostVectorWidth();
    CpuVectorOptions host;
    host.vectorWidth = width;
    // Six rows of accumulators: with AVX-512's 32 registers, four vectors per
    // row (24 accumulators, the fastest of the tiles measured by
    // bench/matmul.py); with 16 registers, two per row (12), leaving
    // registers for the broadcast row element and the B vectors.
    host.tileM = 6;
    host.tileN = (width >= 16 ? 4 : 2) * width;
    host.tileK = 4;
    return host;
  }();
  return options;
}

void CpuVectorOptions::bindOptions(OptionBinder &binder) {
  binder.integer("tile-m", tileM, "rows of the register tile", 1);
  binder.integer("tile-n", tileN, "columns of the register tile (vectorized)",
                 1);
  binder.integer("tile-k", tileK, "reduction steps unrolled per iteration", 1);
  binder.integer("vector-width", vectorWidth,
                 "vector lanes for elementwise ops", 1);
}

void accel::addTileAndVectorizePass(OpPassManager &kernelPm,
                                    const CpuVectorOptions &options,
                                    bool parallelOuter) {
  AccelTileAndVectorizeOptions tiling;
  tiling.registerTile = {options.tileM, options.tileN, options.tileK};
  tiling.vectorWidth = options.vectorWidth;
  tiling.parallelOuter = parallelOuter;
  kernelPm.addPass(createAccelTileAndVectorize(tiling));
}

void accel::buildCpuVectorTensorPipeline(OpPassManager &kernelPm) {
  addFuseElementwisePass(kernelPm);
}

void accel::buildCpuVectorPipeline(OpPassManager &kernelPm,
                                   const CpuVectorOptions &options) {
  addTileAndVectorizePass(kernelPm, options, /*parallelOuter=*/false);
  kernelPm.addPass(createCanonicalizerPass());
  // Remainder tiles and the ops that are not vectorized.
  kernelPm.addPass(createConvertLinalgToLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
}

llvm::Error accel::registerCpuVectorBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "cpu-vector";
  backend.description =
      "elementwise fusion, register tiling + vectorization (outer products), "
      "then LLVM";
  backend.accelerators = {"cpu"};
  backend.options = optionSchema(CpuVectorOptions::host());
  backend.buildTensorPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    buildCpuVectorTensorPipeline(pm);
  };
  backend.buildKernelPipeline = withOptions<CpuVectorOptions>(
      [](OpPassManager &pm, const CpuVectorOptions &options,
         const PipelineTarget &) { buildCpuVectorPipeline(pm, options); });
  return registry.registerBackend(std::move(backend));
}

void accel::registerCpuVectorBackendPasses() { registerCpuVectorPasses(); }
