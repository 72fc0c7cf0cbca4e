//===- PackMatmul.h - cache-blocked matmul on packed panels -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H

#include "MatmulPlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace accel {

/// Whether packMatmul handles `op`: linalg.matmul or linalg.batch_matmul on
/// buffers, with the default indexing maps, one element type and unit inner
/// strides.
bool isPackableContraction(mlir::linalg::LinalgOp op);

/// The linalg.fill of all of `buffer` right before `op` (allocations
/// aside), with a value of `buffer`'s element type, if there is one.
mlir::linalg::FillOp findFillBefore(mlir::Operation *op, mlir::Value buffer);

/// The linalg.fill of a packable contraction's C right before it
/// (allocations aside), if there is one and the reduction is static and not
/// empty: packMatmul then starts the first reduction block from the fill's
/// value instead of writing C twice.
mlir::linalg::FillOp findInitFill(mlir::linalg::LinalgOp op);

/// The elementwise consumer of a matmul's or conv2d's result that packMatmul
/// fuses into the tiles, if there is one: a linalg.generic right after it
/// (allocations aside) whose loops are C's, reading C once in loop order and
/// other buffers in loop order or along the last loop (a bias row), writing
/// a fresh buffer of C's element type with elementwise ops, where C is a
/// buffer the function allocates and nothing else reads it; the reduction
/// must be non-empty and static.
mlir::linalg::GenericOp findEpilogue(mlir::linalg::LinalgOp op);

/// Makes the epilogue's buffer, when it is a statically shaped allocation
/// of C's type, hold C's partial sums too (the epilogue then updates it in
/// place): C's allocation and dealloc go, its other uses take the
/// epilogue's buffer, allocated where C was.
void reuseEpilogueBuffer(mlir::RewriterBase &rewriter,
                         mlir::linalg::LinalgOp op,
                         mlir::linalg::GenericOp epilogue);

/// Replaces `op` with the cache-blocked loop nest on packed panels of B;
/// with `parallel`, the loops over rows of register tiles (and over the rows
/// packed) are scf.parallel. `fill` (findInitFill's, or null) is folded
/// into the first reduction block and erased. `epilogue` (findEpilogue's,
/// or null) is applied to each finished register tile, which goes to the
/// epilogue's buffer (C then holds partial sums only), and erased.
mlir::LogicalResult packMatmul(mlir::RewriterBase &rewriter,
                               mlir::linalg::LinalgOp op,
                               mlir::linalg::FillOp fill,
                               mlir::linalg::GenericOp epilogue,
                               const MatmulBlocking &blocking, bool parallel);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_PACKMATMUL_H
