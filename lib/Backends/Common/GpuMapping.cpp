//===- GpuMapping.cpp - parallel loops ready for GPU mapping ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/IR/PatternMatch.h"

#include <numeric>

namespace accel {
#define GEN_PASS_DEF_ACCELCHECKGPUMAPPED
#define GEN_PASS_DEF_ACCELFLATTENPARALLELLOOPS
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
struct AccelCheckGpuMappedPass
    : accel::impl::AccelCheckGpuMappedBase<AccelCheckGpuMappedPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([](scf::ParallelOp loop) {
      loop.emitOpError() << "was not mapped to GPU blocks and threads, so it "
                            "would run on the host; GPU backends do not fall "
                            "back to the CPU";
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
