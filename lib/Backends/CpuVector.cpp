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

#include "accel/Backends/Backends.h"

#include "accel/Registry/Registry.h"
#include "accel/Transforms/Passes.h"

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

void accel::buildCpuVectorPipeline(OpPassManager &kernelPm,
                                   const CpuVectorOptions &options) {
  AccelTileAndVectorizeOptions tiling;
  tiling.registerTile = {options.tileM, options.tileN, options.tileK};
  tiling.vectorWidth = options.vectorWidth;
  kernelPm.addPass(createAccelTileAndVectorize(tiling));
  kernelPm.addPass(createCanonicalizerPass());
  // Remainder tiles and the ops that are not vectorized.
  kernelPm.addPass(createConvertLinalgToLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
}

/// Reads an integer option that the selection has validated.
static int64_t intOption(const PipelineTarget &target, llvm::StringRef name,
                         int64_t fallback) {
  int64_t value;
  if (target.backendOption(name).getAsInteger(10, value))
    return fallback;
  return value;
}

CpuVectorOptions accel::hostCpuVectorOptions() {
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

llvm::Error accel::registerCpuVectorBackend(Registry &registry) {
  CpuVectorOptions defaults = hostCpuVectorOptions();
  CompileBackend backend;
  backend.name = "cpu-vector";
  backend.description =
      "register tiling + vectorization (outer products), then LLVM";
  backend.accelerators = {"cpu"};
  auto sizeOption = [](const char *name, const char *description,
                       int64_t value) {
    return makeIntegerOption(name, description, value, 1);
  };
  backend.options = {
      sizeOption("tile-m", "rows of the register tile", defaults.tileM),
      sizeOption("tile-n", "columns of the register tile (vectorized)",
                 defaults.tileN),
      sizeOption("tile-k", "reduction steps unrolled per iteration",
                 defaults.tileK),
      sizeOption("vector-width", "vector lanes for elementwise ops",
                 defaults.vectorWidth),
  };
  backend.buildKernelPipeline = [defaults](OpPassManager &pm,
                                           const PipelineTarget &target) {
    CpuVectorOptions options;
    options.tileM = intOption(target, "tile-m", defaults.tileM);
    options.tileN = intOption(target, "tile-n", defaults.tileN);
    options.tileK = intOption(target, "tile-k", defaults.tileK);
    options.vectorWidth =
        intOption(target, "vector-width", defaults.vectorWidth);
    buildCpuVectorPipeline(pm, options);
  };
  return registry.registerBackend(std::move(backend));
}
