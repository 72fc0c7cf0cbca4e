//===- ExpandStridedMetadata.cpp - views to reinterpret casts ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Stands in for upstream's `expand-strided-metadata`
// (mlir/lib/Dialect/MemRef/Transforms/ExpandStridedMetadata.cpp). Upstream
// builds its patterns on every function, folds every op of it through the
// greedy driver, and the verifier runs after it even where there is no view
// (a tiled cpu-vector kernel has none). Here: the same patterns
// (`memref::populateExpandStridedMetadataPatterns`), built once, applied to
// the memref ops alone, and the pass says when nothing changed. On an LLVM
// upgrade, check that upstream's pass still adds only those patterns.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Support/Patterns.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELEXPANDSTRIDEDMETADATA
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelExpandStridedMetadataPass
    : accel::impl::AccelExpandStridedMetadataBase<
          AccelExpandStridedMetadataPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    memref::populateExpandStridedMetadataPatterns(set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    Dialect *memrefDialect =
        getContext().getLoadedDialect<memref::MemRefDialect>();
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (op->getDialect() == memrefDialect)
        ops.push_back(op);
    });
    if (!applyPatternsToRoots(ops, patterns))
      markAllAnalysesPreserved();
  }

  FrozenRewritePatternSet patterns;
};
} // namespace
