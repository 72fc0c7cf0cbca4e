//===- Patterns.h - rewrite patterns on chosen ops --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_PATTERNS_H
#define ACCEL_SUPPORT_PATTERNS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"

namespace mlir {
class FrozenRewritePatternSet;
class Operation;
} // namespace mlir

namespace accel {

/// Applies `patterns` to `roots` and to the ops the rewrites create, and to
/// nothing else of the function (the greedy driver's ExistingAndNewOps);
/// true when they changed something.
bool applyPatternsToRoots(llvm::ArrayRef<mlir::Operation *> roots,
                          const mlir::FrozenRewritePatternSet &patterns);

} // namespace accel

#endif // ACCEL_SUPPORT_PATTERNS_H
