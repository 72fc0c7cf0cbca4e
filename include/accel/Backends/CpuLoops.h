//===- CpuLoops.h - the cpu-loops backend -----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_CPULOOPS_H
#define ACCEL_BACKENDS_CPULOOPS_H

#include "llvm/Support/Error.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

class Registry;

/// Kernel stage of `cpu-loops`: linalg to scalar loops.
void buildCpuLoopsPipeline(mlir::OpPassManager &kernelPm);

llvm::Error registerCpuLoopsBackend(Registry &registry);

} // namespace accel

#endif // ACCEL_BACKENDS_CPULOOPS_H
