//===- Stages.cpp - stages shared by several backends -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CommonStages.h"

#include "Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildBufferizePipeline(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions options;
  options.bufferizeFunctionBoundaries = true;
  options.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(options));
  // Ownership-based deallocation: kernel results are freed by their callers.
  bufferization::buildBufferDeallocationPipeline(pm);
}

void accel::buildGpuMappingPipeline(OpPassManager &kernelPm,
                                    int64_t threadsPerBlock) {
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
  kernelPm.addPass(createAccelCheckGpuMapped());
  kernelPm.addPass(createLowerAffinePass());
  kernelPm.addPass(createCanonicalizerPass());
}

void accel::buildHostLoweringPipeline(OpPassManager &pm) {
  // Host code may compute with linalg too (accel ops outside kernels).
  pm.addPass(createConvertLinalgToLoopsPass());
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // Before SCF becomes control flow: OpenMP regions hold memref.alloca_scope,
  // whose lowering needs structured bodies.
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createUBToLLVMConversionPass());
  pm.addPass(createConvertOpenMPToLLVMPass());
  // Host launches of GPU kernels (gpu.launch_func); nothing else changes.
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void accel::registerCommonStagesPasses() { registerCommonPasses(); }
