//===- GpuStages.cpp - stages the GPU backends share ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/GpuCommon.h"

#include "Passes.h"

#include "accel/IR/AccelOps.h"
#include "accel/Registry/Options.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

void accel::buildGpuMappingPipeline(OpPassManager &kernelPm,
                                    int64_t threadsPerBlock,
                                    const GpuMappingOptions &mapping,
                                    bool workgroupAllocs,
                                    const GpuGridLimits &limits,
                                    int64_t vectorWidth) {
  if (mapping.tiled) {
    AccelGpuTileContractionsOptions options;
    options.tileM = mapping.tileM;
    options.tileN = mapping.tileN;
    options.tileK = mapping.tileK;
    options.threadM = mapping.threadM;
    options.threadN = mapping.threadN;
    options.workgroupAllocs = workgroupAllocs;
    kernelPm.addPass(createAccelGpuTileContractions(options));
  }
  if (mapping.rowReductions) {
    AccelGpuReduceRowsOptions options;
    options.threads = threadsPerBlock;
    options.maxBlocks = limits.blocks[0];
    options.subgroupSize = limits.subgroupSize;
    options.workgroupAllocs = workgroupAllocs;
    kernelPm.addPass(createAccelGpuReduceRows(options));
  }
  // Parallel dimensions outermost, so that each linalg op is one launch.
  kernelPm.addPass(createLinalgGeneralizeNamedOpsPass());
  if (vectorWidth > 1) {
    AccelGpuVectorizeElementwiseOptions options;
    options.width = vectorWidth;
    options.threads = threadsPerBlock;
    options.maxBlocks = std::min<int64_t>(limits.blocks[0], 65535);
    kernelPm.addPass(createAccelGpuVectorizeElementwise(options));
  }
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

void GpuMappingOptions::bindOptions(OptionBinder &binder) {
  binder.boolean("tiled", tiled,
                 "matmul, batch_matmul and conv2d as tiled launches with "
                 "operand tiles in workgroup memory (false: one thread per "
                 "output element)");
  binder.boolean("row-reductions", rowReductions,
                 "reductions along the last dimension with a workgroup of "
                 "`threads` threads per row (false: one thread per output "
                 "element)");
  binder.integer("tile-m", tileM, "output rows per workgroup (tiled)", 1, 1024);
  binder.integer("tile-n", tileN, "output columns per workgroup (tiled)", 1,
                 1024);
  binder.integer("tile-k", tileK,
                 "reduction step staged in workgroup memory (tiled)", 1, 1024);
  binder.integer("thread-m", threadM, "output rows per thread (tiled)", 1, 16);
  binder.integer("thread-n", threadN, "output columns per thread (tiled)", 1,
                 16);
}

std::string GpuMappingOptions::check(Operation *op,
                                     const GpuGridLimits &limits) const {
  if (!tiled || !isa<MatmulOp, BatchMatmulOp, Conv2DOp>(op))
    return std::string();
  std::string reason;
  llvm::raw_string_ostream os(reason);
  if (tileM % threadM != 0 || tileN % threadN != 0) {
    os << "tiled options tile-m = " << tileM << " and tile-n = " << tileN
       << " must be multiples of thread-m = " << threadM
       << " and thread-n = " << threadN;
    return reason;
  }
  if (threads() > limits.maxThreadsPerBlock) {
    os << "tiled options give " << threads()
       << " threads per workgroup ((tile-m / thread-m) * (tile-n / thread-n)), "
          "more than the "
       << limits.maxThreadsPerBlock << " " << limits.accelerator << " allows";
    return reason;
  }
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  int64_t bytes = tileK * (tileM + tileN) *
                  llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
  if (bytes > limits.sharedMemoryBytes)
    os << "tiled options stage " << bytes << " bytes of " << element
       << " in workgroup memory (tile-k * (tile-m + tile-n) elements), more "
          "than the "
       << limits.sharedMemoryBytes << " " << limits.accelerator
       << " guarantees";
  return reason;
}

void GpuMmaOptions::bindOptions(OptionBinder &binder) {
  binder.integer("mma-tile-m", tileM,
                 "tensor cores: rows of C per workgroup (a multiple of 16 x "
                 "mma-warps-m)",
                 16, 512);
  binder.integer("mma-tile-n", tileN,
                 "tensor cores: columns of C per workgroup (a multiple of 16 "
                 "x mma-warps-n)",
                 16, 512);
  binder.integer("mma-tile-k", tileK,
                 "tensor cores: step of K staged in workgroup memory (a "
                 "multiple of 16)",
                 16, 256);
  binder.integer("mma-warps-m", warpsM,
                 "tensor cores: warps along the rows of a workgroup's tile", 1,
                 32);
  binder.integer("mma-warps-n", warpsN,
                 "tensor cores: warps along the columns of a workgroup's tile",
                 1, 32);
  binder.integer("mma-stages", stages,
                 "tensor cores: steps of K in workgroup memory at once, "
                 "copied ahead of the one multiplied (0: as many as the "
                 "chip's workgroup memory holds, up to 4; where 2 do not "
                 "fit, mma-tile-k halves down to 16)",
                 0, 8);
}

GpuMmaOptions GpuMmaOptions::resolved(int64_t maxSharedBytes,
                                      int64_t elementBytes) const {
  GpuMmaOptions result = *this;
  if (stages != 0)
    return result;
  // The deepest pipeline of the longest K step that fits: K steps halve
  // (down to 16) only where two stages of them do not fit.
  for (result.tileK = tileK;; result.tileK /= 2) {
    for (result.stages = kMaxDerivedStages; result.stages >= 2; --result.stages)
      if (result.sharedMemoryBytes(elementBytes) <= maxSharedBytes)
        return result;
    if (result.tileK % 32 != 0)
      break;
  }
  // Nothing fits: the options as given, with 2 stages, for check() to
  // report.
  result.tileK = tileK;
  result.stages = 2;
  return result;
}

int64_t GpuMmaOptions::rowPadding(int64_t elementBytes, bool b) {
  // 16 bytes; 32 for tf32's B, which is read element by element: lanes
  // l % 4 rows apart and l / 4 columns apart hit 32 banks.
  return b && elementBytes == 4 ? 8 : 16 / elementBytes;
}

int64_t GpuMmaOptions::sharedMemoryBytes(int64_t elementBytes) const {
  return stages *
         (tileM * (tileK + rowPadding(elementBytes, false)) +
          tileK * (tileN + rowPadding(elementBytes, true))) *
         elementBytes;
}

std::string GpuMmaOptions::check(int64_t maxSharedBytes, llvm::StringRef chip,
                                 llvm::StringRef prefix,
                                 int64_t elementBytes) const {
  std::string reason;
  llvm::raw_string_ostream os(reason);
  // The options' names as the user spelled them: mma-tile-m (gpu-simt) or
  // tile-m (the pass).
  auto name = [&](llvm::StringRef option) { return (prefix + option).str(); };
  if (stages == 1) {
    os << "tensor-core tiles need " << name("stages")
       << " = 0 (derived) or at least 2, not 1";
    return reason;
  }
  if (tileM % (16 * warpsM) != 0 || tileN % (16 * warpsN) != 0 ||
      tileK % 16 != 0) {
    os << "tensor-core tiles " << name("tile-m") << " = " << tileM << ", "
       << name("tile-n") << " = " << tileN << " and " << name("tile-k") << " = "
       << tileK << " must be multiples of 16 x " << name("warps-m") << " = "
       << 16 * warpsM << ", 16 x " << name("warps-n") << " = " << 16 * warpsN
       << " and 16";
    return reason;
  }
  if (threads() > 1024) {
    os << "tensor-core tiles give " << threads()
       << " threads per workgroup (32 x " << name("warps-m") << " x "
       << name("warps-n") << "), more than 1024";
    return reason;
  }
  // Each round of copies moves 16 bytes per thread.
  int64_t vector = 16 / elementBytes;
  if ((tileM * tileK / vector) % threads() != 0 ||
      (tileK * tileN / vector) % threads() != 0) {
    os << "tensor-core tiles copy " << tileM * tileK / vector << " and "
       << tileK * tileN / vector << " vectors of " << vector
       << " elements per step (" << name("tile-m") << " x " << name("tile-k")
       << " / " << vector << ", " << name("tile-k") << " x " << name("tile-n")
       << " / " << vector << "), which must be multiples of the " << threads()
       << " threads";
    return reason;
  }
  int64_t bytes = sharedMemoryBytes(elementBytes);
  if (maxSharedBytes > 0 && bytes > maxSharedBytes)
    os << "tensor-core tiles stage " << bytes << " bytes in workgroup memory ("
       << name("stages") << " x (" << name("tile-m") << " x (" << name("tile-k")
       << " + " << rowPadding(elementBytes, false) << ") + " << name("tile-k")
       << " x (" << name("tile-n") << " + " << rowPadding(elementBytes, true)
       << ")) x " << elementBytes << "), more than "
       << (chip.empty() ? "max-shared-bytes = " : "the ") << maxSharedBytes
       << (chip.empty() ? "" : " a workgroup has on " + chip.str());
  return reason;
}

void accel::addMmaContractionsPass(OpPassManager &kernelPm,
                                   const GpuMmaOptions &tiles,
                                   int64_t maxSharedBytes, bool tf32) {
  AccelGpuMmaContractionsOptions options;
  options.maxSharedBytes = maxSharedBytes;
  options.tf32 = tf32;
  options.tileM = tiles.tileM;
  options.tileN = tiles.tileN;
  options.tileK = tiles.tileK;
  options.warpsM = tiles.warpsM;
  options.warpsN = tiles.warpsN;
  options.stages = tiles.stages;
  kernelPm.addPass(createAccelGpuMmaContractions(options));
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
  pm.addPass(createAccelGpuKernelNames());
  // One stream per host function: the device buffers' copies, the launches
  // and the frees in order, synchronized with the host where it reads.
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
}

void accel::registerGpuCommonStagesPasses() { registerGpuCommonPasses(); }
