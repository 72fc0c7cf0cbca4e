//===- PackMatmul.h - cache-blocked matmul on packed panels -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/IR/PatternMatch.h"

namespace accel {

/// Register tile and cache blocks of a contraction, in elements.
struct MatmulBlocking {
  /// Rows of accumulators, columns (vectorized), and the unrolling of the
  /// reduction loop.
  int64_t tileM, tileN, tileK;
  /// The packed panel of B: blockK rows by blockN columns (a multiple of
  /// tileN).
  int64_t blockK, blockN;
};

/// Whether packMatmul handles `op`: linalg.matmul or linalg.batch_matmul on
/// buffers, with the default indexing maps, one element type and unit inner
/// strides.
bool isPackableContraction(mlir::linalg::LinalgOp op);

/// Replaces `op` with the cache-blocked loop nest on packed panels of B;
/// with `parallel`, the loops over rows of register tiles (and over the rows
/// packed) are scf.parallel.
mlir::LogicalResult packMatmul(mlir::RewriterBase &rewriter,
                               mlir::linalg::LinalgOp op,
                               const MatmulBlocking &blocking, bool parallel);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H
