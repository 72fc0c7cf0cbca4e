//===- GpuCommon.h - stages the GPU backends share --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// lib/Backends/GpuCommon: the kernel stage that gpu-simt and spirv share
// (GPU mapping, device buffers) and the start and end of their module
// stages, with their passes. The device limits they check against are the
// accelerators' (accel/Targets/DeviceLimits.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_GPUCOMMON_H
#define ACCEL_BACKENDS_GPUCOMMON_H

#include "accel/Registry/Options.h"
#include "accel/Targets/DeviceLimits.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
class OpPassManager;
class Operation;
} // namespace mlir

namespace accel {

class OptionBinder;

/// How the GPU backends map contractions (accel-gpu-tile-contractions) and
/// reductions along rows (accel-gpu-reduce-rows): options of gpu-simt and
/// spirv.
struct GpuMappingOptions {
  /// Tiled launches; false: one thread per output element, the reduction
  /// in its loop (the mapping every other op gets).
  bool tiled = true;
  /// A workgroup per row of a reduction along the last dimension; false:
  /// one thread per output element.
  bool rowReductions = true;
  /// A workgroup's output tile and reduction step; a thread's register tile.
  int64_t tileM = 128, tileN = 128, tileK = 8, threadM = 8, threadN = 8;

  void bindOptions(OptionBinder &binder);
  /// Threads per workgroup of a tiled launch.
  int64_t threads() const { return (tileM / threadM) * (tileN / threadN); }
  /// Why the tiles cannot compile `op` (a contraction, with its element
  /// type) on a device with `limits`; empty when they can, or when `op` is
  /// not one they tile.
  std::string check(mlir::Operation *op, const GpuGridLimits &limits) const;
};

/// The tensor-core tiles of f16/bf16 (and, as tf32, f32) matmuls
/// (accel-gpu-mma-contractions): a workgroup of warpsM x warpsN warps
/// computes tileM x tileN of C, K in steps of tileK over `stages` stages of
/// workgroup memory (0: as many as the chip's workgroup memory holds, at
/// most kMaxDerivedStages, at least 2; where 2 stages do not fit, tileK
/// halves while it stays a multiple of 16). Rows are padded by 16 bytes
/// (tf32's B by 32).
struct GpuMmaOptions {
  static constexpr int64_t kMaxDerivedStages = 4;
  int64_t tileM = 128, tileN = 256, tileK = 32, warpsM = 2, warpsN = 4,
          stages = 0;

  void bindOptions(OptionBinder &binder);
  /// These options with `stages` (and where need be `tileK`) derived from
  /// `maxSharedBytes` where `stages` is 0, for elements of `elementBytes`.
  GpuMmaOptions resolved(int64_t maxSharedBytes, int64_t elementBytes) const;
  int64_t threads() const { return warpsM * warpsN * 32; }
  /// Bytes of workgroup memory the stages take: `elementBytes` each (2 for
  /// f16 and bf16, 4 for f32 as tf32), rows padded.
  int64_t sharedMemoryBytes(int64_t elementBytes) const;
  /// The elements that pad each staged row of A (or of B, with `b`).
  static int64_t rowPadding(int64_t elementBytes, bool b);
  /// Why these tiles cannot be built for elements of `elementBytes`, or
  /// need more than `maxSharedBytes` of workgroup memory (0: no limit) on
  /// `chip` (empty: the pass's max-shared-bytes); empty when they can. The
  /// options are named with `prefix` (gpu-simt's "mma-", the pass's "").
  std::string check(int64_t maxSharedBytes, llvm::StringRef chip,
                    llvm::StringRef prefix, int64_t elementBytes) const;
};

/// What a GPU kernel's tuning space varies (getGpuTuningSpace).
struct GpuTuningKernel {
  /// A contraction on the SIMT tiles (`tiled`).
  bool simtTiles = false;
  /// A reduction along rows (`row-reductions`).
  bool rows = false;
  /// The element sizes of the contractions on the tensor cores (gpu-simt
  /// on nvidia sm_80+: 2 for f16 and bf16, 4 for f32 as tf32); none: no
  /// tensor-core tiles to vary.
  llvm::SmallVector<int64_t, 2> mmaElementBytes;
  /// The chip and its workgroup memory, which the tensor-core tiles must
  /// fit.
  std::string chip;
  int64_t maxSharedMemoryBytes = 0;
};

/// What autotuning tries for gpu-simt and spirv (accel-tune): candidates
/// naming the options of each part of the kernel that has some, the values
/// one does not vary as the kernel's selection has them; each part's
/// defaults first. The SIMT tiles of a contraction: workgroup tiles of 64
/// or 128 rows and columns, 8 or 16 steps of K and 4 x 4 to 8 x 8 outputs
/// per thread, with 64 to 256 threads and at most 2048 staged elements (16
/// KiB of f64, what every Vulkan device has). The tensor-core tiles
/// (`mma-*`): workgroup tiles of 64 to 256 rows and columns over 2 x 2, 2 x
/// 4 or 4 x 2 warps, each warp 32 to 64 rows and columns, K steps of 32 or
/// 64 in as many stages as the chip holds (mma-stages = 0), each checked
/// against the chip. A reduction along rows: workgroups of 32 to 512
/// threads, which also size the blocks of its other launches. Nothing for a
/// kernel with none of these.
std::vector<TuningCandidate> getGpuTuningSpace(const TuningSubject &subject,
                                               const GpuTuningKernel &kernel);
/// The same for a kernel whose contractions are all on the SIMT tiles
/// (spirv): `tiled` and `row-reductions` as the subject's options say.
std::vector<TuningCandidate> getGpuTuningSpace(const TuningSubject &subject);

/// The kernel stage of the GPU backends: contractions to tiled launches and
/// reductions along rows to a workgroup per row, as `mapping` asks
/// (workgroup memory as allocations of memory space 3 with
/// `workgroupAllocs`), the other linalg ops to parallel loops,
/// flattened to one dimension, tiled into blocks of `threadsPerBlock`
/// threads and mapped to a gpu.launch in the kernel's function (an unmapped
/// loop is an error, never host code; so is a constant grid beyond
/// `limits`); the launches then compute on device buffers
/// (accel-gpu-device-buffers). With `vectorWidth` > 1, elementwise ops on
/// contiguous buffers come first, as vectorized grid-stride launches
/// (accel-gpu-vectorize-elementwise).
void buildGpuMappingPipeline(mlir::OpPassManager &kernelPm,
                             int64_t threadsPerBlock,
                             const GpuMappingOptions &mapping,
                             bool workgroupAllocs, const GpuGridLimits &limits,
                             int64_t vectorWidth = 1);

/// Adds `accel-gpu-mma-contractions`: f16/bf16 matmul and batch_matmul into
/// f32 on NVIDIA tensor cores (sm_80 and later), ahead of the mapping
/// pipeline, which takes the contractions it leaves; with `options`, the
/// stages derived (where 0) from `maxSharedBytes` for each contraction's
/// element size; f32 contractions too, as tf32, with `tf32`.
void addMmaContractionsPass(mlir::OpPassManager &kernelPm,
                            const GpuMmaOptions &options,
                            int64_t maxSharedBytes, bool tf32);

/// Adds `accel-gpu-align-workgroup-memory` to a pass manager on gpu.module:
/// workgroup memory aligned to 16 bytes, for vector and ldmatrix accesses.
void addAlignWorkgroupMemoryPass(mlir::OpPassManager &devicePm);

/// Adds `accel-approximate-math`: exp, tanh and erf on f32 become
/// polynomials, so that GPU code needs no device math library; with
/// `glslBuiltins`, erf only (GLSL.std.450 has the others).
void addApproximateMathPass(mlir::OpPassManager &kernelPm,
                            bool glslBuiltins = false);

/// The start of the GPU backends' module stage: index computations sunk into
/// the launches, the launches outlined into gpu.modules, and each host
/// function's GPU ops threaded on one stream (gpu-async-region).
void buildGpuOutliningPipeline(mlir::OpPassManager &pm);

/// Adds `accel-drop-gpu-compile-times`: the GPU objects of the module lose
/// their compile-time measurements, so that output is byte-reproducible.
void addDropGpuCompileTimesPass(mlir::OpPassManager &pm);

/// Registers the passes of the shared GPU stages, so that a textual pipeline
/// can name them.
void registerGpuCommonStagesPasses();

} // namespace accel

#endif // ACCEL_BACKENDS_GPUCOMMON_H
