//===- Spirv.cpp - the spirv backend ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SPIR-V for Vulkan: the GPU mapping of gpu-simt, then the outlined kernels
// get the accelerator's target environment (version, capabilities) and an
// entry point ABI with their workgroup size, are converted to spirv.modules
// and serialized into gpu.binary (SPIR-V words, which spirv-val checks).
// Launches pass device buffers and sizes one per descriptor binding, as
// libaccel_runtime's Vulkan driver binds them.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Spirv.h"

#include "Passes.h"

#include "accel/Backends/Fusion.h"
#include "accel/Backends/GpuCommon.h"
#include "accel/IR/AccelOps.h"
#include "accel/Registry/Registry.h"

#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRVPass.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <limits>

using namespace mlir;
using namespace accel;

void SpirvOptions::bindOptions(OptionBinder &binder) {
  binder.integer("threads", threadsPerBlock, "invocations per workgroup", 1,
                 1024);
  mapping.bindOptions(binder);
}

void accel::buildSpirvKernelPipeline(OpPassManager &kernelPm,
                                     const SpirvOptions &options) {
  addApproximateMathPass(kernelPm, /*glslBuiltins=*/true);
  // Workgroup memory as allocations in memory space 3, which the SPIR-V
  // conversion makes Workgroup variables (it takes no attributions).
  buildGpuMappingPipeline(kernelPm, options.threadsPerBlock, options.mapping,
                          /*workgroupAllocs=*/true, getVulkanGridLimits());
  // Dynamic sizes: 1-D buffers and sizes as values, which SPIR-V binds.
  kernelPm.addPass(createAccelSpirvFlattenBuffers());
}

void accel::buildSpirvModulePipeline(OpPassManager &pm,
                                     const VulkanOptions &options) {
  buildGpuOutliningPipeline(pm);
  GpuSPIRVAttachTargetOptions target;
  target.spirvVersion = options.version;
  target.spirvCapabilities = {"Shader"};
  if (options.float64)
    target.spirvCapabilities.push_back("Float64");
  if (options.int64)
    target.spirvCapabilities.push_back("Int64");
  // Buffers are StorageBuffer; SPIR-V before 1.3 needs the extension.
  target.spirvExtensions = {"SPV_KHR_storage_buffer_storage_class"};
  // Narrow types in arithmetic and in the buffers that hold them.
  if (options.float16)
    target.spirvCapabilities.push_back("Float16");
  if (options.int16)
    target.spirvCapabilities.push_back("Int16");
  if (options.float16 || options.int16) {
    target.spirvCapabilities.push_back("StorageBuffer16BitAccess");
    target.spirvExtensions.push_back("SPV_KHR_16bit_storage");
  }
  if (options.int8) {
    target.spirvCapabilities.push_back("Int8");
    target.spirvCapabilities.push_back("StorageBuffer8BitAccess");
    target.spirvExtensions.push_back("SPV_KHR_8bit_storage");
  }
  target.clientApi = "Vulkan";
  pm.addPass(createGpuSPIRVAttachTarget(target));
  pm.addPass(createAccelSpirvEntryPointAbi());
  // Math functions as GLSL.std.450 extended instructions.
  pm.addNestedPass<gpu::GPUModuleOp>(createConvertMathToSPIRVPass());
  pm.addPass(createConvertGPUToSPIRVPass());
  OpPassManager &spirvModule = pm.nest<spirv::ModuleOp>();
  spirvModule.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModule.addPass(spirv::createSPIRVUpdateVCEPass());
  pm.addPass(createAccelNestSpirvModules());
  pm.addPass(createGpuModuleToBinaryPass());
  pm.addPass(createAccelSpirvLaunchBuffers());
}

llvm::Error accel::registerSpirvBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "spirv";
  backend.description = "GPU workgroups in SPIR-V for Vulkan, serialized to "
                        "gpu.binary";
  backend.accelerators = {"vulkan"};
  backend.options = optionSchema(SpirvOptions());
  backend.launchesGpuKernels = true;
  // Every contraction on the SIMT tiles.
  backend.tuningSpace = [](const TuningSubject &subject) {
    return getGpuTuningSpace(subject);
  };
  backend.capabilities.checkOp = [](Operation *op,
                                    const PipelineTarget &target) {
    std::string tiles = target.getBackendOptions<SpirvOptions>().mapping.check(
        op, getVulkanGridLimits());
    if (!tiles.empty())
      return tiles;
    // Kernels index with i32 (the SPIR-V lowering's index type).
    constexpr int64_t maxElements = std::numeric_limits<int32_t>::max();
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                              op->getResultTypes())) {
      auto shaped = dyn_cast<ShapedType>(type);
      if (!shaped || !shaped.hasStaticShape())
        continue;
      std::optional<llvm::APInt> elements = getStaticElementCount(shaped);
      if (elements && elements->ule(maxElements))
        continue;
      std::string reason;
      llvm::raw_string_ostream os(reason);
      os << type << " holds ";
      if (elements)
        os << llvm::toString(*elements, 10, /*Signed=*/false);
      else
        os << "more than 2^192";
      os << " elements, more than the " << maxElements
         << " a 32-bit index counts (SPIR-V kernels index with i32)";
      return reason;
    }
    return std::string();
  };
  // Elementwise chains fused: one launch, no intermediate buffers.
  backend.buildTensorPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    addFuseElementwisePass(pm);
  };
  backend.buildKernelPipeline = withOptions<SpirvOptions>(
      [](OpPassManager &pm, const SpirvOptions &options,
         const PipelineTarget &) { buildSpirvKernelPipeline(pm, options); });
  backend.buildModulePipeline = [](OpPassManager &pm,
                                   const PipelineTarget &target) {
    buildSpirvModulePipeline(pm, target.getAcceleratorOptions<VulkanOptions>());
  };
  return registry.registerBackend(std::move(backend));
}

void accel::registerSpirvBackendPasses() { registerSpirvPasses(); }
