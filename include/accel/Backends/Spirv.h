//===- Spirv.h - the spirv backend ------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_SPIRV_H
#define ACCEL_BACKENDS_SPIRV_H

#include "accel/Backends/GpuCommon.h"
#include "accel/Registry/Options.h"
#include "accel/Targets/Targets.h"

#include "llvm/Support/Error.h"

#include <cstdint>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

/// The options of `spirv`.
struct SpirvOptions {
  /// Invocations per workgroup.
  int64_t threadsPerBlock = 256;
  /// How contractions and row reductions are mapped.
  GpuMappingOptions mapping;

  void bindOptions(OptionBinder &binder);
};

/// Kernel stage of `spirv`: the GPU mapping of gpu-simt.
void buildSpirvKernelPipeline(mlir::OpPassManager &kernelPm,
                              const SpirvOptions &options);
/// Module stage of `spirv`: outlining, the Vulkan target environment of
/// `device`, entry point ABIs, SPIR-V conversion, serialization into
/// gpu.binary.
void buildSpirvModulePipeline(mlir::OpPassManager &pm,
                              const VulkanOptions &device);

llvm::Error registerSpirvBackend(Registry &registry);
void registerSpirvBackendPasses();

} // namespace accel

#endif // ACCEL_BACKENDS_SPIRV_H
