//===- CpuVector.cpp - the cpu-vector backend -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Register-tiled, vectorized code: matmuls run cache block by cache block on
// packed panels of B, each register tile outer products over M x N
// accumulators held in vector registers (N vectorized, K unrolled);
// elementwise ops are vectorized along their innermost loop. The default
// register tiles follow the host's vector registers, the blocks its caches.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuVector.h"

#include "Passes.h"

#include "accel/Backends/Fusion.h"
#include "accel/Registry/Registry.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"

#include <string>

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

/// Bytes of the host's level-`level` data (or unified) cache of one core, as
/// Linux describes it in sysfs; 0 when it does not.
static int64_t hostCacheBytes(unsigned level) {
  auto read = [](const std::string &path) -> std::string {
    auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
    return buffer ? (*buffer)->getBuffer().trim().str() : std::string();
  };
  for (unsigned index = 0; index < 8; ++index) {
    std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" +
                      std::to_string(index) + "/";
    std::string type = read(dir + "type");
    if (read(dir + "level") != std::to_string(level) ||
        (type != "Data" && type != "Unified"))
      continue;
    llvm::StringRef size = read(dir + "size"); // "48K", "2048K", "32M"
    int64_t scale = size.consume_back("K")   ? 1024
                    : size.consume_back("M") ? 1024 * 1024
                                             : 1;
    int64_t value = 0;
    if (!size.getAsInteger(10, value))
      return value * scale;
  }
  return 0;
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
    // The packed B panel (block-k x block-n f32) fills half of L2, the rest
    // is for the rows of A and the C tiles streaming through; block-k keeps
    // the tile-m rows of A one register tile reads within a quarter of L1.
    // Unknown caches: 32 KiB and 1 MiB.
    int64_t l1 = hostCacheBytes(1), l2 = hostCacheBytes(2);
    if (l1 <= 0)
      l1 = 32 * 1024;
    if (l2 <= 0)
      l2 = 1024 * 1024;
    host.blockK =
        std::max<int64_t>(16, static_cast<int64_t>(llvm::bit_floor(
                                  uint64_t(l1 / 4 / (host.tileM * 4)))));
    host.blockN = std::max<int64_t>(host.tileN, l2 / 2 / (host.blockK * 4) /
                                                    host.tileN * host.tileN);
    return host;
  }();
  return options;
}

void CpuVectorOptions::bindOptions(OptionBinder &binder) {
  binder.integer("tile-m", tileM, "rows of the register tile", 1);
  binder.integer("tile-n", tileN, "columns of the register tile (vectorized)",
                 1);
  binder.integer("tile-k", tileK, "reduction steps unrolled per iteration", 1);
  binder.integer("block-k", blockK,
                 "reduction steps of a matmul's packed panel of B", 1);
  binder.integer("block-n", blockN,
                 "columns of a matmul's packed panel of B (rounded up to "
                 "tile-n)",
                 1);
  binder.integer("vector-width", vectorWidth,
                 "vector lanes for elementwise ops", 1);
}

void accel::addTileAndVectorizePass(OpPassManager &kernelPm,
                                    const CpuVectorOptions &options,
                                    bool parallelOuter) {
  AccelTileAndVectorizeOptions tiling;
  tiling.registerTile = {options.tileM, options.tileN, options.tileK};
  tiling.cacheTile = {options.blockK, options.blockN};
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
  // Remainder tiles and the ops that are not vectorized (if any are left),
  // then one cleanup of both.
  addPassIfDialect(kernelPm, "linalg", createConvertLinalgToLoopsPass());
  kernelPm.addPass(createCanonicalizerPass());
}

llvm::Error accel::registerCpuVectorBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "cpu-vector";
  backend.description =
      "elementwise fusion, matmuls cache-blocked on packed panels, register "
      "tiles + vectorization (outer products), then LLVM";
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
