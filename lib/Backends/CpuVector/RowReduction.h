//===- RowReduction.h - vectorized reductions along rows --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_ROWREDUCTION_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_ROWREDUCTION_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace accel {

/// Whether `op` is a reduction along its last loop that vectorizeRowReduction
/// handles: a linalg.generic on buffers whose loops are all parallel but the
/// last, reading its inputs in loop order (unit inner stride), writing one
/// output indexed by the parallel loops, with elementwise scalar ops feeding
/// one combiner (add, mul, min or max) of the output's element.
bool isRowReduction(mlir::linalg::GenericOp op);

/// Replaces `op` (isRowReduction) with a loop over its rows, each reduced
/// in `unroll` vector accumulators of `width` lanes (started at the
/// combiner's neutral element; the tail masked to it), then across lanes,
/// then combined with the output's element. With `parallel`, the loop over
/// the outermost parallel dimension not known to be 1 is scf.parallel.
/// Floating-point sums are reassociated (lane by lane), as -ffast-math would.
void vectorizeRowReduction(mlir::RewriterBase &rewriter,
                           mlir::linalg::GenericOp op, int64_t width,
                           int64_t unroll, bool parallel);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_ROWREDUCTION_H
