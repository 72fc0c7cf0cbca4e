//===- IndexingMaps.h - what an indexing map reads --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Questions about the indexing maps of the linalg ops accel's kernels lower
// to, asked by the layout propagation (accel-propagate-layout) and by the
// backends that vectorize along the innermost loop.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_INDEXINGMAPS_H
#define ACCEL_IR_INDEXINGMAPS_H

#include "mlir/IR/AffineMap.h"

namespace accel {

/// Whether `map` reads loops in increasing order, each result a loop or a
/// constant (a broadcast dimension): the operand's dimensions follow the
/// loops, some of which it may not have.
bool readsLoopsInOrder(mlir::AffineMap map);

} // namespace accel

#endif // ACCEL_IR_INDEXINGMAPS_H
