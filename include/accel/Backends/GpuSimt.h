//===- GpuSimt.h - the gpu-simt backend -------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_GPUSIMT_H
#define ACCEL_BACKENDS_GPUSIMT_H

#include "accel/Backends/GpuCommon.h"
#include "accel/Registry/Options.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

/// The options of `gpu-simt`.
struct GpuSimtOptions {
  /// Threads per block (the parallel dimensions are flattened into one).
  int64_t threadsPerBlock = 256;
  /// How contractions and row reductions are mapped.
  GpuMappingOptions mapping;
  /// NVIDIA sm_80 and later: f16/bf16 matmuls on the tensor cores.
  bool tensorCores = true;
  /// Their tiles.
  GpuMmaOptions mma;
  /// f32 matmuls on the tensor cores too, as tf32 (changes results).
  bool tf32 = false;
  /// Elements per vector of elementwise launches (1: a thread per element).
  int64_t vectorWidth = 4;
  /// Keep gpu-module-to-binary's compile-time measurements in the objects
  /// (output then differs from run to run).
  bool keepCompileTimes = false;

  void bindOptions(OptionBinder &binder);
};

/// The device `gpu-simt` compiles for, from the accelerator's options.
struct GpuSimtDevice {
  enum class Vendor { Nvidia, Amd };
  Vendor vendor = Vendor::Nvidia;
  /// sm_XY or gfxNNN.
  std::string chip = "sm_80";
  /// NVIDIA only: the PTX version as +ptxNN ("" for LLVM's default).
  std::string features;

  /// Whether the chip has mma.sync m16n8k16 for f16 and bf16 and ldmatrix
  /// (NVIDIA sm_80 and later).
  bool hasTensorCores() const;
  /// The workgroup memory a kernel may ask for at launch (NVIDIA: the
  /// chip's, NvidiaOptions::getMaxSharedMemoryBytes; AMD: 48 KiB).
  int64_t maxSharedMemoryBytes = 48 * 1024;
};

/// Kernel stage of `gpu-simt`: parallel loops, tiled into blocks of threads,
/// mapped to a gpu.launch in the kernel's function, within the grid limit of
/// `device`'s vendor.
void buildGpuSimtKernelPipeline(mlir::OpPassManager &kernelPm,
                                const GpuSimtOptions &options,
                                const GpuSimtDevice &device);
/// Module stage of `gpu-simt`: outlining into gpu.modules with the target
/// attribute of the chip, NVVM or ROCDL, serialization to assembly (without
/// compile-time measurements unless `keepCompileTimes`).
void buildGpuSimtModulePipeline(mlir::OpPassManager &pm,
                                const GpuSimtDevice &device,
                                bool keepCompileTimes = false);

llvm::Error registerGpuSimtBackend(Registry &registry);

} // namespace accel

#endif // ACCEL_BACKENDS_GPUSIMT_H
