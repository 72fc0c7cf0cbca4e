//===- Reductions.h - what a reduction along the last loop is ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The shape of a reduction that cpu-vector vectorizes along rows and the GPU
// backends give a workgroup per row (lib/Backends/Fusion/Reductions.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_REDUCTIONS_H
#define ACCEL_BACKENDS_REDUCTIONS_H

namespace mlir {
class Operation;
namespace linalg {
class GenericOp;
} // namespace linalg
} // namespace mlir

namespace accel {

/// The op of `op`'s payload that combines the output's element with the
/// reduced value (`out = combine(f(ins), out)`, a combiner with a neutral
/// element: add, mul, min, max, and, or, xor), and in `valueIndex` the
/// operand that is the reduced value; null when the payload is not one.
mlir::Operation *getReductionCombiner(mlir::linalg::GenericOp op,
                                      unsigned *valueIndex);

/// Whether `op` is on buffers, reduces along its last loop only (every other
/// loop parallel) into one output indexed by the other loops in order, with
/// a combiner (getReductionCombiner) of the output's element type.
bool isLastLoopReduction(mlir::linalg::GenericOp op);

} // namespace accel

#endif // ACCEL_BACKENDS_REDUCTIONS_H
