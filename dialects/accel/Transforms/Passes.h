//===- Passes.h - accel dialect passes --------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TRANSFORMS_PASSES_H
#define ACCEL_TRANSFORMS_PASSES_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace accel {

#define GEN_PASS_DECL
#include "accel/Transforms/Passes.h.inc"

/// Adds the patterns of `accel-to-linalg`: one per accel compute op, each
/// rewriting it to linalg on tensors.
void populateAccelToLinalgPatterns(mlir::RewritePatternSet &patterns);

/// Adds the patterns of `accel-propagate-layout`: transposes moved past the
/// ops that do not care about the layout, cancelled, or folded.
void populatePropagateLayoutPatterns(mlir::RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "accel/Transforms/Passes.h.inc"

} // namespace accel

#endif // ACCEL_TRANSFORMS_PASSES_H
