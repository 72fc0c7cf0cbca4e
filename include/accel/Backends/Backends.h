//===- Backends.h - the built-in compile backends ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Each built-in backend is a plain pipeline-building function (what an
// embedding compiler calls) and a registration function (what
// registerBuiltinTargets calls). The kernel stage runs on one kernel's
// func.func after bufferization; see CompileBackend for the stages.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_BACKENDS_H
#define ACCEL_BACKENDS_BACKENDS_H

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

//===----------------------------------------------------------------------===//
// Stages shared by every backend (run by accel-lower)
//===----------------------------------------------------------------------===//

/// Bufferizes the whole module, function boundaries included, with identity
/// layouts so that kernels take plain memrefs, and inserts the deallocations.
void buildBufferizePipeline(mlir::OpPassManager &pm);

/// Lowers what remains of the module (host code and every lowered kernel) to
/// the LLVM dialect: SCF, vector, memref, math, arith, OpenMP, func and the
/// host side of GPU launches.
void buildHostLoweringPipeline(mlir::OpPassManager &pm);

/// The kernel stage of the GPU backends: linalg to parallel loops, flattened
/// to one dimension, tiled into blocks of `threadsPerBlock` threads and
/// mapped to a gpu.launch in the kernel's function (an unmapped loop is an
/// error, never host code).
void buildGpuMappingPipeline(mlir::OpPassManager &kernelPm,
                             int64_t threadsPerBlock);

//===----------------------------------------------------------------------===//
// cpu-loops
//===----------------------------------------------------------------------===//

/// Kernel stage of `cpu-loops`: linalg to scalar loops.
void buildCpuLoopsPipeline(mlir::OpPassManager &kernelPm);
llvm::Error registerCpuLoopsBackend(Registry &registry);

//===----------------------------------------------------------------------===//
// cpu-vector
//===----------------------------------------------------------------------===//

struct CpuVectorOptions {
  /// Register tile of contractions: M rows, N columns (vectorized), K steps
  /// (unrolled). registerCpuVectorBackend derives host defaults from these.
  int64_t tileM = 6;
  int64_t tileN = 64;
  int64_t tileK = 4;
  /// Elements of one vector register for elementwise ops.
  int64_t vectorWidth = 16;
};

/// Tiles that suit the host's vector registers (the defaults of cpu-vector's
/// options; cpu-openmp uses them too).
CpuVectorOptions hostCpuVectorOptions();

/// Kernel stage of `cpu-vector`: register tiling, vectorization, then scalar
/// loops for the remainder tiles and the ops it does not vectorize.
void buildCpuVectorPipeline(mlir::OpPassManager &kernelPm,
                            const CpuVectorOptions &options);
llvm::Error registerCpuVectorBackend(Registry &registry);

//===----------------------------------------------------------------------===//
// cpu-openmp
//===----------------------------------------------------------------------===//

struct CpuOpenMPOptions {
  /// OpenMP threads of each parallel region; 0 leaves it to the runtime.
  unsigned numThreads = 0;
};

/// Kernel stage of `cpu-openmp`: the register tiles of cpu-vector with the
/// outermost tile loop parallel, and parallel loops for everything else.
void buildCpuOpenMPKernelPipeline(mlir::OpPassManager &kernelPm,
                                  const CpuVectorOptions &tiles);
/// Module stage of `cpu-openmp`: parallel loops to OpenMP.
void buildCpuOpenMPModulePipeline(mlir::OpPassManager &pm,
                                  const CpuOpenMPOptions &options);
llvm::Error registerCpuOpenMPBackend(Registry &registry);

//===----------------------------------------------------------------------===//
// gpu-simt
//===----------------------------------------------------------------------===//

struct GpuSimtOptions {
  enum class Vendor { Nvidia, Amd };
  Vendor vendor = Vendor::Nvidia;
  /// sm_XY or gfxNNN.
  std::string chip = "sm_80";
  /// NVIDIA only: the PTX version as +ptxNN ("" for LLVM's default).
  std::string features;
  /// Threads per block (the parallel dimensions are flattened into one).
  int64_t threadsPerBlock = 256;
};

/// Kernel stage of `gpu-simt`: parallel loops, tiled into blocks of threads,
/// mapped to a gpu.launch in the kernel's function.
void buildGpuSimtKernelPipeline(mlir::OpPassManager &kernelPm,
                                const GpuSimtOptions &options);
/// Module stage of `gpu-simt`: outlining into gpu.modules with the target
/// attribute of the chip, NVVM or ROCDL, serialization to assembly.
void buildGpuSimtModulePipeline(mlir::OpPassManager &pm,
                                const GpuSimtOptions &options);
llvm::Error registerGpuSimtBackend(Registry &registry);

//===----------------------------------------------------------------------===//
// spirv
//===----------------------------------------------------------------------===//

struct SpirvOptions {
  /// SPIR-V version, v1.0 to v1.6.
  std::string version = "v1.0";
  /// Optional capabilities of the device beyond Shader.
  bool float64 = false;
  bool int64 = false;
  int64_t threadsPerBlock = 256;
};

/// Kernel stage of `spirv`: the GPU mapping of gpu-simt.
void buildSpirvKernelPipeline(mlir::OpPassManager &kernelPm,
                              const SpirvOptions &options);
/// Module stage of `spirv`: outlining, the Vulkan target environment, entry
/// point ABIs, SPIR-V conversion, serialization into gpu.binary.
void buildSpirvModulePipeline(mlir::OpPassManager &pm,
                              const SpirvOptions &options);
llvm::Error registerSpirvBackend(Registry &registry);

} // namespace accel

#endif // ACCEL_BACKENDS_BACKENDS_H
