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
// (gpu.binary). The host side launches them with gpu.launch_func on device
// buffers it allocates, fills and reads back (libaccel_runtime's CUDA
// driver runs it on NVIDIA GPUs).
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/GpuSimt.h"

#include "accel/Backends/Fusion.h"
#include "accel/Backends/GpuCommon.h"
#include "accel/IR/AccelOps.h"
#include "accel/Registry/Registry.h"
#include "accel/Targets/Targets.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace accel;

void GpuSimtOptions::bindOptions(OptionBinder &binder) {
  binder.integer("threads", threadsPerBlock, "threads per block", 1, 1024);
  mapping.bindOptions(binder);
  binder.integer("vector-width", vectorWidth,
                 "elements per vector of elementwise launches over contiguous "
                 "buffers, in grid-stride loops (1: a thread per element)",
                 1, 16);
  binder.boolean("tensor-cores", tensorCores,
                 "nvidia, sm_80 and later: f16 and bf16 matmul and "
                 "batch_matmul on the tensor cores (mma.sync, ldmatrix; false: "
                 "the tiled SIMT launches)");
  mma.bindOptions(binder);
  binder.boolean("tf32", tf32,
                 "nvidia, sm_80 and later, with tensor-cores: f32 matmul and "
                 "batch_matmul on the tensor cores as tf32 (operands rounded "
                 "to 10 bits of mantissa: results change)");
  binder.boolean("keep-compile-times", keepCompileTimes,
                 "keep the serializer's compile times in the objects (output "
                 "is then not reproducible)");
}

bool GpuSimtDevice::hasTensorCores() const {
  llvm::StringRef name(chip);
  if (vendor != Vendor::Nvidia || !name.consume_front("sm_"))
    return false;
  // sm_90a: the digits before the suffix.
  unsigned version = 0;
  return !name.take_while(llvm::isDigit).getAsInteger(10, version) &&
         version >= 80;
}

static GpuGridLimits limitsOf(const GpuSimtDevice &device) {
  return device.vendor == GpuSimtDevice::Vendor::Amd ? getAmdGridLimits()
                                                     : getNvidiaGridLimits();
}

void accel::buildGpuSimtKernelPipeline(OpPassManager &kernelPm,
                                       const GpuSimtOptions &options,
                                       const GpuSimtDevice &device) {
  // exp, tanh and erf without CUDA's libdevice or ROCm's ocml.
  addApproximateMathPass(kernelPm);
  if (options.tensorCores && device.hasTensorCores())
    addMmaContractionsPass(kernelPm, options.mma, device.maxSharedMemoryBytes,
                           options.tf32);
  buildGpuMappingPipeline(kernelPm, options.threadsPerBlock, options.mapping,
                          /*workgroupAllocs=*/false, limitsOf(device),
                          options.vectorWidth);
}

void accel::buildGpuSimtModulePipeline(OpPassManager &pm,
                                       const GpuSimtDevice &options,
                                       bool keepCompileTimes) {
  buildGpuOutliningPipeline(pm);
  bool nvidia = options.vendor == GpuSimtDevice::Vendor::Nvidia;
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
  addAlignWorkgroupMemoryPass(device);
  if (nvidia) {
    // fma (the polynomials' arithmetic) as an LLVM intrinsic, which NVPTX
    // lowers to an instruction: convert-gpu-to-nvvm would call libdevice's
    // __nv_fmaf, linked only where CUDA_HOME names a CUDA installation.
    device.addPass(createConvertMathToLLVMPass());
    // ldmatrix (accel-gpu-mma-contractions) to NVVM.
    device.addPass(createConvertNVGPUToNVVMPass());
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
  if (!keepCompileTimes)
    addDropGpuCompileTimesPass(pm);
}

/// The device of `target`: the accelerator's options, typed.
static GpuSimtDevice deviceOf(const PipelineTarget &target) {
  GpuSimtDevice device;
  if (target.accelerator.name == "amd") {
    device.vendor = GpuSimtDevice::Vendor::Amd;
    device.chip = target.getAcceleratorOptions<AmdOptions>().chip;
    return device;
  }
  NvidiaOptions nvidia = target.getAcceleratorOptions<NvidiaOptions>();
  device.chip = nvidia.chip;
  device.features = nvidia.getPtxFeatures();
  device.maxSharedMemoryBytes = nvidia.getMaxSharedMemoryBytes();
  return device;
}

/// The size of `op`'s elements on the tensor cores: 2 for an f16 or bf16
/// matmul or batch_matmul, 4 for an f32 one with `tf32`; 0 where it is not
/// computed on them.
static int64_t getTensorCoreElementBytes(Operation *op,
                                         const GpuSimtOptions &options,
                                         const GpuSimtDevice &device) {
  if (!options.tensorCores || !device.hasTensorCores() ||
      !isa<MatmulOp, BatchMatmulOp>(op))
    return 0;
  Type operand = getElementTypeOrSelf(op->getOperand(0).getType());
  return operand.isF16() || operand.isBF16() ? 2
         : operand.isF32() && options.tf32   ? 4
                                             : 0;
}

/// gpu-simt's tuning space: the tiles of each contraction where the device
/// computes it, the tensor cores' or the SIMT tiles'.
static std::vector<TuningCandidate>
getGpuSimtTuningSpace(const TuningSubject &subject) {
  if (!subject.kernel || !subject.target)
    return getGpuTuningSpace(subject);
  auto options = subject.target->getBackendOptions<GpuSimtOptions>();
  GpuSimtDevice device = deviceOf(*subject.target);
  GpuTuningKernel kernel;
  kernel.chip = device.chip;
  kernel.maxSharedMemoryBytes = device.maxSharedMemoryBytes;
  kernel.rows = subject.reduction && options.mapping.rowReductions;
  subject.kernel->walk([&](Operation *op) {
    if (!isa<MatmulOp, BatchMatmulOp, Conv2DOp>(op))
      return;
    if (int64_t bytes = getTensorCoreElementBytes(op, options, device)) {
      if (!llvm::is_contained(kernel.mmaElementBytes, bytes))
        kernel.mmaElementBytes.push_back(bytes);
    } else {
      kernel.simtTiles |= options.mapping.tiled;
    }
  });
  return getGpuTuningSpace(subject, kernel);
}

llvm::Error accel::registerGpuSimtBackend(Registry &registry) {
  CompileBackend backend;
  backend.name = "gpu-simt";
  backend.description = "GPU thread blocks (NVVM -> PTX, ROCDL -> AMDGCN), "
                        "serialized to gpu.binary";
  backend.accelerators = {"amd", "nvidia"};
  backend.options = optionSchema(GpuSimtOptions());
  backend.launchesGpuKernels = true;
  backend.tuningSpace = getGpuSimtTuningSpace;
  backend.capabilities.checkOp = [](Operation *op,
                                    const PipelineTarget &target) {
    auto options = target.getBackendOptions<GpuSimtOptions>();
    GpuSimtDevice device = deviceOf(target);
    if (int64_t bytes = getTensorCoreElementBytes(op, options, device)) {
      int64_t limit = device.maxSharedMemoryBytes;
      std::string reason = options.mma.resolved(limit, bytes)
                               .check(limit, device.chip, "mma-", bytes);
      if (!reason.empty())
        return reason;
    }
    return options.mapping.check(op, limitsOf(device));
  };
  // Elementwise chains fused: one launch, no intermediate buffers.
  backend.buildTensorPipeline = [](OpPassManager &pm, const PipelineTarget &) {
    addFuseElementwisePass(pm);
  };
  backend.buildKernelPipeline = withOptions<GpuSimtOptions>(
      [](OpPassManager &pm, const GpuSimtOptions &options,
         const PipelineTarget &target) {
        buildGpuSimtKernelPipeline(pm, options, deviceOf(target));
      });
  backend.buildModulePipeline = withOptions<GpuSimtOptions>(
      [](OpPassManager &pm, const GpuSimtOptions &options,
         const PipelineTarget &target) {
        buildGpuSimtModulePipeline(pm, deviceOf(target),
                                   options.keepCompileTimes);
      });
  return registry.registerBackend(std::move(backend));
}
