//===- GpuStages.cpp - stages the GPU backends share ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/GpuCommon.h"

#include "Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildGpuMappingPipeline(OpPassManager &kernelPm,
                                    int64_t threadsPerBlock,
                                    const GpuGridLimits &limits) {
  // Parallel dimensions outermost, so that each linalg op is one launch.
  kernelPm.addPass(createLinalgGeneralizeNamedOpsPass());
  kernelPm.addPass(createAccelParallelDimsFirst());
  kernelPm.addPass(createConvertLinalgToParallelLoopsPass());
  // One dimension per loop nest, tiled by the threads of a block: the inner
  // loop of each tile is the threads, the outer one the blocks of the grid.
  // Fixed-size tiles with a bounds check inside: launch sizes must not depend
  // on the tile.
  kernelPm.addPass(createAccelFlattenParallelLoops());
  kernelPm.addPass(createParallelLoopTilingPass({threadsPerBlock},
                                                /*noMinMaxBounds=*/true));
  kernelPm.addPass(createGpuMapParallelLoopsPass());
  kernelPm.addPass(createConvertParallelLoopToGpuPass());
  kernelPm.addPass(createLowerAffinePass());
  kernelPm.addPass(createCanonicalizerPass());
  // After canonicalization: static grid sizes are constants by then.
  AccelCheckGpuMappedOptions check;
  check.maxBlocksX = limits.blocks[0];
  check.maxBlocksY = limits.blocks[1];
  check.maxBlocksZ = limits.blocks[2];
  check.accelerator = limits.accelerator;
  kernelPm.addPass(createAccelCheckGpuMapped(check));
  kernelPm.addPass(createAccelGpuDeviceBuffers());
}

void accel::addApproximateMathPass(OpPassManager &kernelPm, bool glslBuiltins) {
  AccelApproximateMathOptions options;
  options.glslBuiltins = glslBuiltins;
  kernelPm.addPass(createAccelApproximateMath(options));
}

void accel::buildGpuOutliningPipeline(OpPassManager &pm) {
  // Constants and index computations move into the launches, so that the
  // kernels take only the buffers (and dynamic sizes) as arguments.
  pm.addPass(createGpuLaunchSinkIndexComputationsPass());
  pm.addPass(createGpuKernelOutliningPass());
  // One stream per host function: the device buffers' copies, the launches
  // and the frees in order, synchronized with the host where it reads.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
}

void accel::registerGpuCommonStagesPasses() { registerGpuCommonPasses(); }
