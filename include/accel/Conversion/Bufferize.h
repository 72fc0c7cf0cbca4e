//===- Bufferize.h - the bufferization stage --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-lower runs on the whole module between the backends' tensor
// stages and their kernel stages (lib/Conversion/Bufferize).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CONVERSION_BUFFERIZE_H
#define ACCEL_CONVERSION_BUFFERIZE_H

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

/// Bufferizes the whole module, function boundaries included, with identity
/// layouts so that kernels take plain memrefs, and inserts the deallocations.
void buildBufferizePipeline(mlir::OpPassManager &pm);

} // namespace accel

#endif // ACCEL_CONVERSION_BUFFERIZE_H
