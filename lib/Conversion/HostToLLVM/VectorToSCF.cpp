//===- VectorToSCF.cpp - vector transfers to loops, only them ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Stands in for upstream's `convert-vector-to-scf`
// (mlir/lib/Conversion/VectorToSCF/VectorToSCF.cpp). Upstream builds its
// pattern sets on every function and applies them through two greedy drivers
// over every op of the function, where one op in a hundred of a cpu-vector
// kernel is a transfer it lowers. Here: the same patterns (upstream's
// default options), built once, applied to the transfers alone. On an LLVM
// upgrade, compare the pattern sets and their order with the upstream pass.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Support/Patterns.h"

#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELCONVERTVECTORTOSCF
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelConvertVectorToSCFPass
    : accel::impl::AccelConvertVectorToSCFBase<AccelConvertVectorToSCFPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet permutations(context);
    vector::populateVectorTransferPermutationMapLoweringPatterns(permutations);
    permutationLowerings = FrozenRewritePatternSet(std::move(permutations));
    RewritePatternSet transfers(context);
    populateVectorToSCFConversionPatterns(transfers,
                                          VectorTransferToSCFOptions());
    transferLowerings = FrozenRewritePatternSet(std::move(transfers));
    return success();
  }

  void runOnOperation() override {
    SmallVector<Operation *> transfers = getTransfers();
    if (transfers.empty())
      return markAllAnalysesPreserved();
    bool changed = applyUntilDone(permutationLowerings, transfers);
    changed |= applyUntilDone(transferLowerings, transfers);
    if (changed)
      hoistBuffers();
    // No transfer needed a loop: the verifier need not run again.
    if (!changed)
      markAllAnalysesPreserved();
  }

  /// Applies `patterns` to the transfers until they change nothing more:
  /// each n-D lowering makes a transfer of one rank less inside the loop it
  /// builds, and the greedy driver does not see every op it creates (those
  /// that the loop's body builder makes), so the transfers are gathered
  /// again after each round. A round takes a rank off each transfer; the
  /// bound is a vector's rank, as high as anyone writes. `transfers` are
  /// the first round's; on return, the function's (gathered again only
  /// after a change). True when a pattern changed the function.
  bool applyUntilDone(const FrozenRewritePatternSet &patterns,
                      SmallVector<Operation *> &transfers) {
    bool changed = false;
    for (int round = 0; round < kMaxRounds; ++round) {
      if (!applyPatternsToRoots(transfers, patterns))
        break;
      changed = true;
      transfers = getTransfers();
    }
    return changed;
  }

  static constexpr int kMaxRounds = 16;

  /// The lowering's temporary buffers (memref.alloca of one vector) are
  /// made inside the loop of the transfer: unoptimized code (mlir-runner's
  /// default -O0) then grows the stack at every iteration until it
  /// overflows (a 300 x 256 x 256 f16 matmul on cpu-vector did). Each moves
  /// to the start of the outermost block it reaches through sequential
  /// loops and branches alone: a parallel loop's iterations (OpenMP
  /// threads) keep buffers of their own.
  void hoistBuffers() {
    getOperation().walk([](memref::AllocaOp alloca) {
      if (!alloca->getOperands().empty())
        return;
      Block *target = nullptr;
      for (Operation *parent = alloca->getParentOp();
           isa<scf::ForOp, scf::IfOp, scf::WhileOp>(parent);
           parent = parent->getParentOp())
        target = parent->getBlock();
      if (target)
        alloca->moveBefore(target, target->begin());
    });
  }

  /// The ops the patterns rewrite: transfers and prints.
  SmallVector<Operation *> getTransfers() {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<vector::TransferReadOp, vector::TransferWriteOp, vector::PrintOp>(
              op))
        ops.push_back(op);
    });
    return ops;
  }

  FrozenRewritePatternSet permutationLowerings;
  FrozenRewritePatternSet transferLowerings;
};
} // namespace
