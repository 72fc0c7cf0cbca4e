//===- Fusion.h - elementwise fusion, a shared tensor stage -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// lib/Backends/Fusion: the tensor stage that the CPU and GPU backends share.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_FUSION_H
#define ACCEL_BACKENDS_FUSION_H

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

/// Adds `accel-fuse-elementwise`, the tensor stage of cpu-vector, cpu-openmp,
/// gpu-simt and spirv: chains of elementwise ops (and the ones feeding a
/// reduction) become one loop nest, one launch on a GPU.
void addFuseElementwisePass(mlir::OpPassManager &tensorPm);

/// Registers accel-fuse-elementwise, so that a textual pipeline can name
/// it.
void registerFusionStagePasses();

} // namespace accel

#endif // ACCEL_BACKENDS_FUSION_H
