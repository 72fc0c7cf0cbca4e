//===- Stages.cpp - stages shared by several backends -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CommonStages.h"

#include "Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildBufferizePipeline(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions options;
  options.bufferizeFunctionBoundaries = true;
  options.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(options));
  // Its constants' globals named by first use, not in the order it happened
  // to visit the functions.
  pm.addPass(createAccelNameConstants());
  // Ownership-based deallocation (kernel results are freed by their
  // callers): upstream's buffer deallocation pipeline, with what works on
  // one function at a time nested in func.func, so that it runs on all
  // cores; the deallocation itself and its lowering (which may add a helper
  // function) see the module. The passes that often have nothing to do run
  // only where they have (and only then is the IR verified after them): a
  // kernel seldom holds a memref.realloc, and its clones and deallocations
  // are often all gone before the last conversion.
  OpPassManager &before = pm.nest<func::FuncOp>();
  addPassIfDialect(
      before, "memref",
      memref::createExpandReallocPass(
          memref::ExpandReallocPassOptions{/*emitDeallocs=*/false}),
      memref::ReallocOp::getOperationName());
  before.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  OpPassManager &after = pm.nest<func::FuncOp>();
  after.addPass(createCanonicalizerPass());
  after.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  OpPassManager &cleanup = pm.nest<func::FuncOp>();
  cleanup.addPass(createCSEPass());
  cleanup.addPass(createCanonicalizerPass());
  // It clones what a function returns without owning it (an argument, a
  // global): the clones become allocations and copies.
  OpPassManager &clones = pm.nest<func::FuncOp>();
  addPassIfDialect(clones, "bufferization",
                   createConvertBufferizationToMemRefPass());
}

GpuGridLimits accel::getNvidiaGridLimits() {
  return {{2147483647, 65535, 65535}, "nvidia"};
}

GpuGridLimits accel::getAmdGridLimits() {
  return {{2147483647, 65536, 65536}, "amd"};
}

GpuGridLimits accel::getVulkanGridLimits() {
  return {{65535, 65535, 65535}, "vulkan"};
}

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

void accel::addFuseElementwisePass(OpPassManager &tensorPm) {
  tensorPm.addPass(createAccelFuseElementwise());
}

void accel::addApproximateMathPass(OpPassManager &kernelPm) {
  kernelPm.addPass(createAccelApproximateMath());
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

void accel::addPassIfDialect(OpPassManager &pm, llvm::StringRef dialect,
                             std::unique_ptr<Pass> pass, llvm::StringRef op) {
  OpPassManager nested(pm.getOpAnchorName());
  nested.addPass(std::move(pass));
  AccelIfDialectOptions options;
  options.dialect = dialect.str();
  options.opName = op.str();
  llvm::raw_string_ostream os(options.pipeline);
  nested.printAsTextualPipeline(os);
  pm.addPass(createAccelIfDialect(options));
}

void accel::buildHostLoweringPipeline(OpPassManager &pm, bool gpuLaunches) {
  // A GPU kernel's result that the next GPU kernel takes stays on the
  // device.
  if (gpuLaunches)
    pm.addPass(createAccelGpuForwardResults());
  // What can be converted one function at a time is, nested under the
  // function so that the pass manager runs the functions on all cores; only
  // the conversions that must see the module (they declare functions, or
  // convert the functions themselves) walk it. Each conversion runs only
  // where there are ops it converts: one with nothing to do costs neither a
  // walk nor the verification after it, and accel's own versions of
  // upstream passes say when they changed nothing (views to expand, casts
  // to reconcile), which spares the verification too.
  OpPassManager &structured = pm.nest<func::FuncOp>();
  // Host code may compute with linalg too (accel ops outside kernels).
  addPassIfDialect(structured, "linalg", createConvertLinalgToLoopsPass());
  addPassIfDialect(structured, "vector", createAccelConvertVectorToSCF());
  structured.addPass(createAccelExpandStridedMetadata());
  addPassIfDialect(structured, "affine", createLowerAffinePass());
  // The vector ops become those that convert-to-llvm converts (its
  // rewrites, unlike upstream's convert-vector-to-llvm, visit only the
  // vector ops; accel-convert-vector-to-scf's only the transfers).
  addPassIfDialect(structured, "vector", createAccelLowerVector());
  // The memref ops are converted with the rest (below), except where there
  // is OpenMP: its regions hold memref.alloca_scope, whose lowering needs
  // structured bodies, so there they go before SCF becomes control flow.
  addPassIfDialect(pm, "omp", createFinalizeMemRefToLLVMConversionPass());
  OpPassManager &flat = pm.nest<func::FuncOp>();
  addPassIfDialect(flat, "scf", createSCFToControlFlowPass());
  addPassIfDialect(flat, "math", createConvertMathToLLVMPass());
  // The math ops LLVM has no intrinsic for become libm calls; a walk of the
  // whole module, only where there are math ops left.
  addPassIfDialect(pm, "math", createConvertMathToLibmPass());
  // The rest (vector, memref, arith, cf, func, ub, ...) in one walk,
  // through the dialects' ConvertToLLVMPatternInterface: two conversions
  // and two verifications of the module fewer than with upstream's
  // convert-vector-to-llvm and finalize-memref-to-llvm.
  pm.addPass(createConvertToLLVMPass());
  addPassIfDialect(pm, "omp", createConvertOpenMPToLLVMPass());
  // Host launches of GPU kernels (gpu.launch_func). A whole-module walk with
  // every LLVM pattern: skipped when no backend in use launches on a GPU.
  if (gpuLaunches)
    pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createAccelReconcileUnrealizedCasts());
  // The conversions leave each memref descriptor built up field by field
  // and taken apart again at every use, and the same constants many times
  // over: folding them makes the lowered code a third smaller (faster to
  // print, to cache and to translate). One function at a time, in
  // parallel; the CFG's blocks are left as they are (region simplification
  // costs more than it gains here). accel-fold-llvm is canonicalize with
  // only the patterns that can match an LLVM op, where there are only those.
  pm.addNestedPass<LLVM::LLVMFuncOp>(createAccelFoldLLVM());
}

bool accel::applyPatternsToRoots(llvm::ArrayRef<Operation *> roots,
                                 const FrozenRewritePatternSet &patterns) {
  if (roots.empty())
    return false;
  GreedyRewriteConfig config;
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
  bool changed = false;
  (void)applyOpPatternsGreedily(roots, patterns, config, &changed);
  return changed;
}

void accel::registerCommonStagesPasses() { registerCommonPasses(); }
