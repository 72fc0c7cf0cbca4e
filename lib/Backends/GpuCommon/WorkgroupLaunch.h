//===- WorkgroupLaunch.h - launches with workgroup memory -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What the passes that write their own gpu.launch (tiled contractions, row
// reductions) share: the launch with its workgroup buffers, in the form the
// device conversion takes.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_GPUCOMMON_WORKGROUPLAUNCH_H
#define ACCEL_LIB_BACKENDS_GPUCOMMON_WORKGROUPLAUNCH_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

#include <array>

namespace accel {

/// Creates a gpu.launch of `grid` blocks of `block` threads whose workgroup
/// buffers have `shapes` of `element`, and sets `b` to the start of its
/// body (the caller ends it with gpu.terminator). The buffers are workgroup
/// attributions (NVVM, ROCDL), or with `allocs`, memref.alloc ops of memory
/// space 3 at the start of the body (what the SPIR-V conversion takes);
/// `buffers` receives them.
mlir::gpu::LaunchOp createWorkgroupLaunch(
    mlir::OpBuilder &b, mlir::Location loc, std::array<mlir::Value, 3> grid,
    std::array<mlir::Value, 3> block,
    llvm::ArrayRef<llvm::SmallVector<int64_t, 2>> shapes, mlir::Type element,
    bool allocs, llvm::SmallVectorImpl<mlir::Value> &buffers);

/// The results of an scf.for from `lower` to `upper` by `step` with
/// `inits`, whose body `body` builds: the loop sits in an scf.if on
/// `lower < upper` (yielding `inits` otherwise) unless both are constants
/// that run it. Upstream's SCF-to-SPIR-V conversion (MLIR 22) keeps a loop's
/// results in function variables that only its iterations write, so a loop
/// that runs none would yield uninitialized values on Vulkan.
/// The value a `linalg.fill` just before `op` writes into all of `output`
/// (of its element type), which a launch can start from instead of reading
/// the output; the fill is erased. Null, and nothing erased, when there is
/// none.
mlir::Value takeFillJustBefore(mlir::linalg::LinalgOp op, mlir::Value output);

mlir::ValueRange buildForWithResults(mlir::OpBuilder &b, mlir::Location loc,
                                     mlir::Value lower, mlir::Value upper,
                                     mlir::Value step, mlir::ValueRange inits,
                                     mlir::scf::ForOp::BodyBuilderFn body);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_GPUCOMMON_WORKGROUPLAUNCH_H
