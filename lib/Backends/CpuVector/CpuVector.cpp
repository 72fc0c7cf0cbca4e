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

#include "PackMatmul.h"
#include "Passes.h"

#include "accel/Backends/Fusion.h"
#include "accel/Registry/Registry.h"
#include "accel/Support/Host.h"
#include "accel/Support/NestedPipelines.h"

#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/X86TargetParser.h"

#include <algorithm>
#include <string>
#include <utility>

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

/// A file of sysfs's description of the host's level-`level` data (or
/// unified) cache of one core ("size": "48K"; "ways_of_associativity":
/// "12"); empty when Linux does not describe it.
static std::string hostCacheFile(unsigned level, llvm::StringRef file) {
  // Read as a stream: sysfs files claim a size of a page, and getFile pads
  // what they hold with NULs up to it (so that "48K" did not parse, and
  // every host had the default caches).
  auto read = [](const std::string &path) -> std::string {
    auto buffer = llvm::MemoryBuffer::getFileAsStream(path);
    return buffer ? (*buffer)->getBuffer().trim().str() : std::string();
  };
  for (unsigned index = 0; index < 8; ++index) {
    std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" +
                      std::to_string(index) + "/";
    std::string type = read(dir + "type");
    if (read(dir + "level") == std::to_string(level) &&
        (type == "Data" || type == "Unified"))
      return read(dir + file.str());
  }
  return {};
}

/// Bytes of the host's level-`level` cache; 0 when sysfs does not say.
static int64_t hostCacheBytes(unsigned level) {
  std::string text = hostCacheFile(level, "size"); // "48K", "2048K", "32M"
  llvm::StringRef size = text;
  int64_t scale = size.consume_back("K")   ? 1024
                  : size.consume_back("M") ? 1024 * 1024
                                           : 1;
  int64_t value = 0;
  return size.getAsInteger(10, value) ? 0 : value * scale;
}

/// The host's caches; unknown ones 32 KiB of kDefaultL1Ways, 1 MiB and
/// 4 x L2 (an L3 that sysfs does not report). Read once: defaults for
/// another CPU than the host's are derived for each kernel.
static CpuCaches hostCaches() {
  static const CpuCaches caches = [] {
    int64_t l1 = hostCacheBytes(1), l2 = hostCacheBytes(2),
            l3 = hostCacheBytes(3), ways = 0;
    if (llvm::StringRef(hostCacheFile(1, "ways_of_associativity"))
            .getAsInteger(10, ways) ||
        ways <= 0)
      ways = CpuVectorOptions::kDefaultL1Ways;
    l1 = l1 > 0 ? l1 : 32 * 1024;
    l2 = l2 > 0 ? l2 : 1024 * 1024;
    return CpuCaches{l1, l2, l3 > 0 ? l3 : 4 * l2, ways};
  }();
  return caches;
}

/// The CPU the cpu accelerator's options name where it is not the host's;
/// null for the host's own CPU or none named.
static const std::string *getForeignCpu(const OptionValues &cpuOptions) {
  const OptionValue *cpu = cpuOptions.lookup("cpu");
  const std::string *name = cpu ? std::get_if<std::string>(cpu) : nullptr;
  return name && !isHostCpu(*name) ? name : nullptr;
}

int64_t accel::getCpuL1Ways(const OptionValues &cpuOptions) {
  return getForeignCpu(cpuOptions) ? CpuVectorOptions::kDefaultL1Ways
                                   : hostCaches().l1Ways;
}

/// block-k for a register tile of `tileM` rows: the tile-m rows of A one
/// register tile reads stay within a quarter of L1.
static int64_t deriveBlockK(int64_t tileM, int64_t l1) {
  return std::clamp<int64_t>(
      static_cast<int64_t>(llvm::bit_floor(uint64_t(l1 / 4 / (tileM * 4)))), 16,
      CpuVectorOptions::kMaxBlock);
}

/// block-n: the packed B panel (block-k x block-n f32) fills half of L2, the
/// rest is for the rows of A and the C tiles streaming through.
static int64_t deriveBlockN(int64_t blockK, int64_t tileN, int64_t l2) {
  return std::clamp<int64_t>(l2 / 2 / (blockK * 4) / tileN * tileN, tileN,
                             CpuVectorOptions::kMaxBlock / tileN * tileN);
}

/// block-m: the packed rows of A (block-m x block-k f32) fill an eighth of
/// the last-level cache, shared with B's panel, C's rows passing through
/// and the other cores (on a Zen 5 with 32 MiB of L3, blocks of 4 MiB ran
/// 1.02-1.05x as fast as blocks of 8 at 4000^3 and 4096^3,
/// docs/Performance.md).
static int64_t deriveBlockM(int64_t blockK, int64_t tileM, int64_t l3) {
  return std::clamp<int64_t>(l3 / 8 / (blockK * 4) / tileM * tileM, tileM,
                             CpuVectorOptions::kMaxBlock / tileM * tileM);
}

CpuVectorOptions CpuVectorOptions::forTarget(int64_t width,
                                             const CpuCaches &caches) {
  CpuVectorOptions options;
  options.vectorWidth = width;
  // Six rows of accumulators: with AVX-512's 32 registers, four vectors per
  // row (24 accumulators, the fastest of the tiles measured by
  // bench/matmul.py); with 16 registers, two per row (12), leaving
  // registers for the broadcast row element and the B vectors.
  options.tileM = 6;
  options.tileN = (width >= 16 ? 4 : 2) * width;
  options.tileK = 4;
  options.blockK = deriveBlockK(options.tileM, caches.l1);
  options.blockN = deriveBlockN(options.blockK, options.tileN, caches.l2);
  options.blockM = deriveBlockM(options.blockK, options.tileM, caches.l3);
  options.l1Ways = caches.l1Ways;
  return options;
}

CpuVectorOptions CpuVectorOptions::host() {
  // Asked once: cpu-vector's registration and every cpu-openmp pipeline use
  // it, and the host does not change.
  static const CpuVectorOptions options =
      forTarget(hostVectorWidth(), hostCaches());
  return options;
}

OptionSpelling accel::deriveCpuVectorDefaults(const OptionValues &cpuOptions) {
  const std::string *name = getForeignCpu(cpuOptions);
  // The host's own CPU: the schema's defaults are its.
  if (!name)
    return {};
  // The CPU's features with those they imply (x86-64-v3 lists avx2, not
  // avx).
  llvm::SmallVector<llvm::StringRef> listed;
  llvm::X86::getFeaturesForCPU(*name, listed);
  llvm::StringMap<bool> features;
  for (llvm::StringRef feature : listed)
    llvm::X86::updateImpliedFeatures(feature, true, features);
  int64_t width = features.lookup("avx512f") ? 16
                  : features.lookup("avx")   ? 8
                                             : 4;
  CpuVectorOptions options = CpuVectorOptions::forTarget(width, hostCaches());
  return {{"tile-m", std::to_string(options.tileM)},
          {"tile-n", std::to_string(options.tileN)},
          {"tile-k", std::to_string(options.tileK)},
          {"block-k", std::to_string(options.blockK)},
          {"block-n", std::to_string(options.blockN)},
          {"block-m", std::to_string(options.blockM)},
          {"vector-width", std::to_string(options.vectorWidth)}};
}

std::vector<TuningCandidate>
accel::getCpuVectorTuningSpace(const TuningSubject &subject) {
  if (!subject.contraction)
    return {};
  CpuVectorOptions host = CpuVectorOptions::host();
  int64_t width = host.vectorWidth;
  int64_t registers = vectorRegisters(width);
  CpuCaches caches = hostCaches();
  // Register tiles of 1 to 4 vectors per row that fit the registers: the
  // accumulators, one B vector per column of vectors and the broadcast
  // element of A; with at least 8 accumulators, to cover the FMA latency.
  // The kernel's own tile first, then most accumulators first, rows of 3
  // vectors after the others of as many (a row of 3 is two pieces, 2 + 1
  // vectors: PackMatmul.cpp, getPieces).
  struct RegisterTile {
    int64_t rows, vectors;
  };
  std::vector<RegisterTile> tiles;
  for (int64_t vectors : {1, 2, 4, 3})
    for (int64_t rows : {2, 3, 4, 6, 8, 12, 16})
      if (rows * vectors >= 8 && rows * vectors + vectors + 1 <= registers)
        tiles.push_back({rows, vectors});
  std::stable_sort(tiles.begin(), tiles.end(),
                   [](const RegisterTile &a, const RegisterTile &b) {
                     return a.rows * a.vectors > b.rows * b.vectors;
                   });
  // The kernel's own tile before the others: its blocks halved and doubled
  // and both ways of reading A are the likeliest to beat it, and where a
  // call takes long (4096^3: 0.8 s) the budget measures only the first few.
  std::string tileM = subject.option("tile-m");
  std::string tileN = subject.option("tile-n");
  std::stable_partition(tiles.begin(), tiles.end(),
                        [&](const RegisterTile &tile) {
                          return std::to_string(tile.rows) == tileM &&
                                 std::to_string(tile.vectors * width) == tileN;
                        });
  // Each with the cache blocks derived for it, then half and twice block-k;
  // with the derived blocks, A's rows packed and in place too (pack-a's
  // auto is a rule about L1's sets, not a measurement).
  std::vector<TuningCandidate> space;
  for (const RegisterTile &tile : tiles) {
    int64_t tileN = tile.vectors * width;
    int64_t derived = deriveBlockK(tile.rows, caches.l1);
    for (int64_t blockK : {derived, derived / 2, derived * 2}) {
      if (blockK < 16)
        continue;
      TuningCandidate candidate{
          {"tile-m", std::to_string(tile.rows)},
          {"tile-n", std::to_string(tileN)},
          {"block-k", std::to_string(blockK)},
          {"block-n", std::to_string(deriveBlockN(blockK, tileN, caches.l2))},
          {"block-m",
           std::to_string(deriveBlockM(blockK, tile.rows, caches.l3))}};
      space.push_back(candidate);
      if (blockK != derived)
        continue;
      for (const char *packA : {"packed", "in-place"}) {
        space.push_back(candidate);
        space.back().emplace_back("pack-a", packA);
      }
    }
  }
  return space;
}

void CpuVectorOptions::bindOptions(OptionBinder &binder) {
  binder.integer("tile-m", tileM, "rows of the register tile", 1, kMaxTileM);
  binder.integer("tile-n", tileN, "columns of the register tile (vectorized)",
                 1, kMaxTileN);
  binder.integer("tile-k", tileK, "reduction steps unrolled per iteration", 1,
                 kMaxTileK);
  binder.integer("block-k", blockK,
                 "reduction steps of a matmul's packed panel of B (K in "
                 "equal blocks of at most this, or an eighth more where that "
                 "saves a block)",
                 1, kMaxBlock);
  binder.integer("block-n", blockN,
                 "columns of a matmul's packed panel of B (rounded up to "
                 "tile-n)",
                 1, kMaxBlock);
  binder.integer("block-m", blockM,
                 "rows of a matmul's A packed at once for each block of K and "
                 "kept for all of N's blocks (rounded up to tile-m; a static "
                 "M in equal blocks of at most as many, or an eighth more "
                 "where that saves a block; 0: each row of register tiles "
                 "packs its own for each block of N)",
                 0, kMaxBlock);
  binder.enumeration(
      "pack-a", packA,
      "how a matmul's register tiles read A: packed (copied into contiguous "
      "rows, block-m at a time or per row of tiles, where a row of tiles "
      "covers 8 panels of B or more), in-place, or auto (in place unless "
      "A's row stride puts more of a tile's rows in one set of L1 than "
      "half of its ways, or N has several blocks and A more elements than "
      "twice block-m x block-k)",
      {"auto", "packed", "in-place"});
  binder.integer("vector-width", vectorWidth,
                 "vector lanes for elementwise ops", 1, kMaxVectorWidth);
}

void accel::addTileAndVectorizePass(OpPassManager &kernelPm,
                                    const CpuVectorOptions &options,
                                    bool parallelOuter) {
  AccelTileAndVectorizeOptions tiling;
  tiling.registerTile = {options.tileM, options.tileN, options.tileK};
  tiling.cacheTile = {options.blockK, options.blockN};
  tiling.blockM = options.blockM;
  tiling.packA = options.packA;
  tiling.l1Ways = options.l1Ways;
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
  addBufferArenaPass(kernelPm);
}

llvm::Error accel::registerCpuVectorBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "cpu-vector";
  backend.description =
      "elementwise fusion, matmuls cache-blocked on packed panels, register "
      "tiles + vectorization (outer products), then LLVM";
  backend.accelerators = {"cpu"};
  backend.options = optionSchema(CpuVectorOptions::host());
  backend.tuningSpace = getCpuVectorTuningSpace;
  backend.deriveDefaults = deriveCpuVectorDefaults;
  backend.buildTensorPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    buildCpuVectorTensorPipeline(pm);
  };
  backend.buildKernelPipeline = withOptions<CpuVectorOptions>(
      [](OpPassManager &pm, CpuVectorOptions options,
         const PipelineTarget &target) {
        options.l1Ways = getCpuL1Ways(target.acceleratorOptions);
        buildCpuVectorPipeline(pm, options);
      });
  return registry.registerBackend(std::move(backend));
}

void accel::registerCpuVectorBackendPasses() { registerCpuVectorPasses(); }
