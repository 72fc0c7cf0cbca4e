//===- ReconcileCasts.cpp - fold away conversion casts ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Stands in for upstream's `reconcile-unrealized-casts`
// (mlir/lib/Conversion/ReconcileUnrealizedCasts/). The same folding
// (`reconcileUnrealizedCasts`), but the pass says when there was no cast:
// after convert-to-llvm there usually is none, and the verifier's walk of
// the module would follow it for nothing. On an LLVM upgrade, check that the
// upstream function is still the whole of the pass.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace accel {
#define GEN_PASS_DEF_ACCELRECONCILEUNREALIZEDCASTS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelReconcileUnrealizedCastsPass
    : accel::impl::AccelReconcileUnrealizedCastsBase<
          AccelReconcileUnrealizedCastsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<UnrealizedConversionCastOp> casts;
    getOperation()->walk(
        [&](UnrealizedConversionCastOp cast) { casts.push_back(cast); });
    if (casts.empty())
      return markAllAnalysesPreserved();
    reconcileUnrealizedCasts(casts);
  }
};
} // namespace
