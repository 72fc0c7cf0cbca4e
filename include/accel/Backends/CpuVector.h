//===- CpuVector.h - the cpu-vector backend ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_CPUVECTOR_H
#define ACCEL_BACKENDS_CPUVECTOR_H

#include "accel/Registry/Options.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

/// The data caches cpu-vector sizes its blocks for: bytes of L1 and L2 of
/// one core and of the last level (L3, shared by the cores), and L1's ways.
struct CpuCaches {
  int64_t l1, l2, l3, l1Ways;
};

/// The options of `cpu-vector`; its defaults follow the host.
struct CpuVectorOptions {
  /// Register tile of contractions: M rows, N columns (vectorized), K steps
  /// (unrolled).
  int64_t tileM = 6;
  int64_t tileN = 64;
  int64_t tileK = 4;
  /// The packed panel of a matmul's B operand: block-k rows (reduction
  /// steps per pass over a C tile) by block-n columns, sized from the host's
  /// caches.
  int64_t blockK = 256;
  int64_t blockN = 512;
  /// Rows of a matmul's A operand packed at once for each block of K and
  /// kept, in the host's last-level cache, for all of N's blocks (a static
  /// M in equal blocks of at most as many, or an eighth more where that
  /// saves a block); 0: each row of register tiles packs its own rows again
  /// for each block of N.
  int64_t blockM = 0;
  /// How a matmul's register tiles read A: "packed" (copied into contiguous
  /// rows where a row of tiles covers enough panels of B: block-m at a time
  /// or per row of tiles), "in-place", or "auto" (in place where the tile's
  /// rows, at A's static row stride, take at most half of the ways of one
  /// set of L1 and, where N has several blocks, A fits in twice block-m x
  /// block-k elements; else packed).
  std::string packA = "auto";
  /// Elements of one vector register for elementwise ops.
  int64_t vectorWidth = 16;

  /// The ways of the target's L1 data cache, for pack-a's auto: not an
  /// option of the backend but the target's (the host's where the kernel is
  /// compiled for it: getCpuL1Ways). 8 where unknown: x86 cores' L1 data
  /// caches had 8 up to Ice Lake and Zen 4 (32 KiB), the 48 KiB of later
  /// ones 12.
  static constexpr int64_t kDefaultL1Ways = 8;
  int64_t l1Ways = kDefaultL1Ways;

  /// The largest value of each (an error beyond), far above any register
  /// file or cache: the register tile's accumulators are one loop's
  /// iteration arguments and its body is unrolled, so compile time grows
  /// faster than their number (tile-m = 1000 took a minute in MLIR's
  /// canonicalization alone); a packed panel is block-k x block-n elements
  /// whatever K and N are when they are dynamic. accel-tile-and-vectorize's
  /// options have the same bounds.
  static constexpr int64_t kMaxTileM = 64, kMaxTileN = 256, kMaxTileK = 32,
                           kMaxBlock = 65536, kMaxVectorWidth = 64;

  /// Tiles that suit the host's vector registers (the schema's defaults;
  /// cpu-openmp uses them too).
  static CpuVectorOptions host();
  /// Tiles for vector registers of `vectorWidth` f32 lanes, blocks for
  /// `caches` (host() is these for the host's).
  static CpuVectorOptions forTarget(int64_t vectorWidth,
                                    const CpuCaches &caches);
  void bindOptions(OptionBinder &binder);
};

/// cpu-vector's (and cpu-openmp's) tile and block options for the cpu
/// accelerator's options: the tiles of the vector registers of the CPU its
/// `cpu` names (AVX-512, AVX or SSE), the blocks of the host's caches; none
/// for the host's own CPU, whose tiles are the schema's defaults
/// (CompileBackend::deriveDefaults).
OptionSpelling deriveCpuVectorDefaults(const OptionValues &cpuOptions);

/// The ways of L1 of the CPU the cpu accelerator's options name: the host's
/// (from sysfs) for the host's own CPU or none named, else
/// CpuVectorOptions::kDefaultL1Ways.
int64_t getCpuL1Ways(const OptionValues &cpuOptions);

/// The tensor stage of cpu-vector and cpu-openmp: elementwise chains fused
/// into one linalg.generic (accel-fuse-elementwise).
void buildCpuVectorTensorPipeline(mlir::OpPassManager &kernelPm);

/// Adds `accel-buffer-arena`: the kernel's buffers in one arena, kept from
/// one call to the next (after the tiles; cpu-openmp's pipeline too).
void addBufferArenaPass(mlir::OpPassManager &kernelPm);

/// Adds `accel-tile-and-vectorize` with `options`' tiles (and L1's ways); with
/// `parallelOuter`, the outermost tile loop is an scf.parallel.
void addTileAndVectorizePass(mlir::OpPassManager &kernelPm,
                             const CpuVectorOptions &options,
                             bool parallelOuter);

/// Kernel stage of `cpu-vector`: register tiling, vectorization, then scalar
/// loops for the remainder tiles and the ops it does not vectorize.
void buildCpuVectorPipeline(mlir::OpPassManager &kernelPm,
                            const CpuVectorOptions &options);

/// The register tiles and cache blocks autotuning tries on this host
/// (cpu-vector's and cpu-openmp's tuning space): every tile of 1 to 4
/// vectors per row that fits the vector registers, each with block-k
/// derived from L1 and with half and twice that, block-n from L2; for
/// kernels with a contraction only.
std::vector<TuningCandidate>
getCpuVectorTuningSpace(const TuningSubject &subject);

llvm::Error registerCpuVectorBackend(Registry &registry);
void registerCpuVectorBackendPasses();

} // namespace accel

#endif // ACCEL_BACKENDS_CPUVECTOR_H
