//===- GpuSimt.cpp - the gpu-simt backend -----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// SIMT code for NVIDIA and AMD GPUs: the parallel dimensions of each linalg op,
// flattened into one, become a grid of blocks of `threads` threads (reductions
// stay sequential in each thread), the launch bodies
// are outlined into a gpu.module carrying the accelerator's target attribute,
// lowered to NVVM or ROCDL and serialized to PTX or AMDGCN assembly
// (gpu.binary). The host side launches them with gpu.launch_func.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Backends.h"

#include "accel/Registry/Registry.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildGpuSimtKernelPipeline(OpPassManager &kernelPm,
                                       const GpuSimtOptions &options) {
  buildGpuMappingPipeline(kernelPm, options.threadsPerBlock);
}

void accel::buildGpuSimtModulePipeline(OpPassManager &pm,
                                       const GpuSimtOptions &options) {
  pm.addPass(createGpuKernelOutliningPass());
  bool nvidia = options.vendor == GpuSimtOptions::Vendor::Nvidia;
  if (nvidia) {
    GpuNVVMAttachTargetOptions target;
    target.chip = options.chip;
    target.features = options.features;
    pm.addPass(createGpuNVVMAttachTarget(target));
  } else {
    GpuROCDLAttachTargetOptions target;
    target.chip = options.chip;
    pm.addPass(createGpuROCDLAttachTarget(target));
  }
  OpPassManager &device = pm.nest<gpu::GPUModuleOp>();
  device.addPass(createSCFToControlFlowPass());
  if (nvidia) {
    device.addPass(createConvertGpuOpsToNVVMOps());
  } else {
    ConvertGpuOpsToROCDLOpsOptions rocdl;
    rocdl.chipset = options.chip;
    device.addPass(createConvertGpuOpsToROCDLOps(rocdl));
  }
  device.addPass(createCanonicalizerPass());
  device.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

/// The options for `target`, validated by the selection.
static GpuSimtOptions optionsFor(const PipelineTarget &target) {
  GpuSimtOptions options;
  options.vendor = target.accelerator.name == "amd"
                       ? GpuSimtOptions::Vendor::Amd
                       : GpuSimtOptions::Vendor::Nvidia;
  options.chip = target.acceleratorOption("chip").str();
  options.features = target.acceleratorOption("features").str();
  (void)target.backendOption("threads").getAsInteger(10,
                                                     options.threadsPerBlock);
  return options;
}

llvm::Error accel::registerGpuSimtBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "gpu-simt";
  backend.description = "GPU thread blocks (NVVM -> PTX, ROCDL -> AMDGCN), "
                        "serialized to gpu.binary";
  backend.accelerators = {"amd", "nvidia"};
  backend.options = {
      makeIntegerOption("threads", "threads per block", 256, 1, 1024)};
  backend.buildKernelPipeline = [](OpPassManager &pm,
                                   const PipelineTarget &target) {
    buildGpuSimtKernelPipeline(pm, optionsFor(target));
  };
  backend.buildModulePipeline = [](OpPassManager &pm,
                                   const PipelineTarget &target) {
    buildGpuSimtModulePipeline(pm, optionsFor(target));
  };
  return registry.registerBackend(std::move(backend));
}
