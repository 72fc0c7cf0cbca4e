//===- CpuOpenMP.h - the cpu-openmp backend ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_CPUOPENMP_H
#define ACCEL_BACKENDS_CPUOPENMP_H

#include "accel/Backends/CpuVector.h"
#include "accel/Registry/Options.h"

#include "llvm/Support/Error.h"

#include <cstdint>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

/// The options of `cpu-openmp`.
struct CpuOpenMPOptions {
  /// OpenMP threads of each parallel region; 0 leaves it to the runtime.
  int64_t numThreads = 0;
  /// cpu-vector's register tiles and cache blocks, the host's by default.
  CpuVectorOptions tiles = CpuVectorOptions::host();

  void bindOptions(OptionBinder &binder);
};

/// Kernel stage of `cpu-openmp`: the register tiles of cpu-vector with the
/// outermost tile loop parallel, and parallel loops for everything else.
void buildCpuOpenMPKernelPipeline(mlir::OpPassManager &kernelPm,
                                  const CpuVectorOptions &tiles);
/// Module stage of `cpu-openmp`: parallel loops to OpenMP.
void buildCpuOpenMPModulePipeline(mlir::OpPassManager &pm,
                                  const CpuOpenMPOptions &options);

llvm::Error registerCpuOpenMPBackend(Registry &registry);

} // namespace accel

#endif // ACCEL_BACKENDS_CPUOPENMP_H
