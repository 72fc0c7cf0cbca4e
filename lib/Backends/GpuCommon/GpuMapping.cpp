//===- GpuMapping.cpp - parallel loops ready for GPU mapping ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

namespace accel {
#define GEN_PASS_DEF_ACCELCHECKGPUMAPPED
#define GEN_PASS_DEF_ACCELFLATTENPARALLELLOOPS
#define GEN_PASS_DEF_ACCELPARALLELDIMSFIRST
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelFlattenParallelLoopsPass
    : accel::impl::AccelFlattenParallelLoopsBase<
          AccelFlattenParallelLoopsPass> {
  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation().walk([&](scf::ParallelOp loop) {
      if (!loop->getParentOfType<scf::ParallelOp>() && loop.getNumLoops() > 1)
        outermost.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : outermost) {
      std::vector<unsigned> all(loop.getNumLoops());
      std::iota(all.begin(), all.end(), 0);
      rewriter.setInsertionPoint(loop);
      collapseParallelLoops(rewriter, loop, {all});
    }
  }
};
} // namespace

namespace {
struct AccelParallelDimsFirstPass
    : accel::impl::AccelParallelDimsFirstBase<AccelParallelDimsFirstPass> {
  void runOnOperation() override {
    SmallVector<linalg::GenericOp> generics;
    getOperation().walk([&](linalg::GenericOp op) { generics.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::GenericOp op : generics) {
      SmallVector<unsigned> order;
      SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
      for (auto kind :
           {utils::IteratorType::parallel, utils::IteratorType::reduction})
        for (auto [dim, iterator] : llvm::enumerate(iterators))
          if (iterator == kind)
            order.push_back(dim);
      if (order.size() != iterators.size() ||
          llvm::equal(order, llvm::seq<unsigned>(0, order.size())))
        continue;
      rewriter.setInsertionPoint(op);
      if (failed(linalg::interchangeGenericOp(rewriter, op, order))) {
        op.emitOpError("could not be interchanged to put its parallel "
                       "dimensions first");
        return signalPassFailure();
      }
    }
  }
};
} // namespace

namespace {
struct AccelCheckGpuMappedPass
    : accel::impl::AccelCheckGpuMappedBase<AccelCheckGpuMappedPass> {
  using Base::Base;

  void runOnOperation() override {
    WalkResult result = getOperation().walk([](scf::ParallelOp loop) {
      loop.emitOpError() << "was not mapped to GPU blocks and threads, so it "
                            "would run on the host; GPU backends do not fall "
                            "back to the CPU";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted() || failed(checkGrids()))
      signalPassFailure();
  }

  /// An error at each launch with more blocks in a dimension than allowed.
  LogicalResult checkGrids() {
    int64_t limits[] = {maxBlocksX, maxBlocksY, maxBlocksZ};
    WalkResult result =
        getOperation().walk([&](gpu::LaunchOp launch) {
          Value sizes[] = {launch.getGridSizeX(), launch.getGridSizeY(),
                           launch.getGridSizeZ()};
          for (auto [dim, size, limit] :
               llvm::zip_equal(llvm::StringRef("xyz"), sizes, limits)) {
            std::optional<int64_t> blocks = getConstantIntValue(size);
            if (limit <= 0 || !blocks || *blocks <= limit)
              continue;
            launch.emitError()
                << "this op needs " << *blocks << " blocks of "
                << launchThreads(launch) << " threads in " << dim
                << ", more than the " << limit << " that accelerator '"
                << accelerator << "' allows in one launch; "
                << advice(launch, dim);
            return WalkResult::interrupt();
          }
          return WalkResult::advance();
        });
    return failure(result.wasInterrupted());
  }

  static std::string launchThreads(gpu::LaunchOp launch) {
    int64_t threads = 1;
    for (Value size : {launch.getBlockSizeX(), launch.getBlockSizeY(),
                       launch.getBlockSizeZ()}) {
      std::optional<int64_t> constant = getConstantIntValue(size);
      if (!constant)
        return "?";
      threads *= *constant;
    }
    return std::to_string(threads);
  }

  /// What makes the grid of `launch` smaller in `dim`. Only tiled
  /// contractions (accel-gpu-tile-contractions) have grids in y and z
  /// (column tiles, batches) and workgroups in two dimensions; the others
  /// have one dimension of blocks of 'threads' threads.
  static std::string advice(gpu::LaunchOp launch, char dim) {
    if (dim == 'z')
      return "split the kernel (a tiled contraction has a workgroup per "
             "batch in z)";
    if (dim == 'y')
      return "raise the backend's 'tile-n' option or split the kernel";
    if (getConstantIntValue(launch.getBlockSizeY()) != 1)
      return "raise the backend's 'tile-m' option or split the kernel";
    return "raise the backend's 'threads' option or split the kernel";
  }
};
} // namespace
