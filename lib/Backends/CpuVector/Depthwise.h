//===- Depthwise.h - vectorized depthwise convolutions ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_DEPTHWISE_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_DEPTHWISE_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace accel {

/// The widest filter window whose columns vectorizeDepthwise unrolls.
constexpr int64_t kMaxDepthwiseWindow = 7;

/// Whether vectorizeDepthwise handles `op`: on buffers, floating-point
/// elements (the output's as wide as the input's or wider), a static window
/// of at most kMaxDepthwiseWindow columns.
bool isVectorizableDepthwise(mlir::linalg::DepthwiseConv2DNhwcHwcOp op);

/// Replaces `op` (isVectorizableDepthwise) with register tiles of `columns`
/// output columns by one vector of `width` channels, accumulated over the
/// window in registers (each input vector loaded once per filter row and
/// used for every filter column it meets), added to the output's values.
/// The channels past the last whole vector are masked; the columns past the
/// last whole tile are tiles of one column. With `parallel`, the loop over
/// output rows is scf.parallel.
void vectorizeDepthwise(mlir::RewriterBase &rewriter,
                        mlir::linalg::DepthwiseConv2DNhwcHwcOp op,
                        int64_t columns, int64_t width, bool parallel);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_DEPTHWISE_H
