//===- Patterns.cpp - rewrite patterns on chosen ops ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Patterns.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace accel;

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
