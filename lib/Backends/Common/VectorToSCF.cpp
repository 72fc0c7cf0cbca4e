//===- VectorToSCF.cpp - vector transfers to loops, only them ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Upstream's convert-vector-to-scf builds its pattern sets on every
// function and applies them through two greedy drivers over every op of the
// function; on a cpu-vector kernel, where one op in a hundred is a transfer
// it lowers, that was 7% of the compile. The same patterns (upstream's
// default options), built once, on the transfers alone.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Conversion/VectorToSCF/VectorToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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
    bool permuted = applyUntilDone(permutationLowerings);
    // Nothing changed (no transfer, or none that needs a loop): the
    // verifier need not run again.
    if (!applyUntilDone(transferLowerings) && !permuted)
      markAllAnalysesPreserved();
  }

  /// Applies `patterns` to the transfers until they change nothing more:
  /// each n-D lowering makes a transfer of one rank less inside the loop it
  /// builds, and the greedy driver does not see every op it creates (those
  /// that the loop's body builder makes), so the transfers are gathered
  /// again after each round. A round takes a rank off each transfer; the
  /// bound is a vector's rank, as high as anyone writes. True when a
  /// pattern changed the function.
  bool applyUntilDone(const FrozenRewritePatternSet &patterns) {
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    bool changedAny = false;
    bool changed = true;
    for (int round = 0; changed && round < kMaxRounds; ++round) {
      SmallVector<Operation *> ops = getTransfers();
      if (ops.empty())
        break;
      (void)applyOpPatternsGreedily(ops, patterns, config, &changed);
      changedAny |= changed;
    }
    return changedAny;
  }

  static constexpr int kMaxRounds = 16;

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
