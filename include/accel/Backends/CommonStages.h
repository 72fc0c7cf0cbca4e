//===- CommonStages.h - stages shared by several backends -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// lib/Backends/Common: what accel-lower runs around every backend
// (bufferization before, host lowering after) and the GPU mapping that the
// gpu-simt and spirv kernel stages share, with its two passes.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_COMMONSTAGES_H
#define ACCEL_BACKENDS_COMMONSTAGES_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
class AnalysisManager;
class DialectRegistry;
class FrozenRewritePatternSet;
class MLIRContext;
class OpPassManager;
class Operation;
class Pass;
} // namespace mlir

namespace accel {

/// Bufferizes the whole module, function boundaries included, with identity
/// layouts so that kernels take plain memrefs, and inserts the deallocations.
void buildBufferizePipeline(mlir::OpPassManager &pm);

/// Lowers what remains of the module (host code and every lowered kernel) to
/// the LLVM dialect: SCF, vector, memref, math, arith, OpenMP, func and, with
/// `gpuLaunches`, the host side of GPU launches (after handing a kernel's
/// result that the next GPU kernel takes over on the device:
/// accel-gpu-forward-results). What can be converted one function at a time
/// runs nested under the functions, in parallel.
void buildHostLoweringPipeline(mlir::OpPassManager &pm, bool gpuLaunches);

/// The most blocks (workgroups) a launch may have per dimension on an
/// accelerator (named in errors).
struct GpuGridLimits {
  std::array<int64_t, 3> blocks = {0, 0, 0};
  std::string accelerator;
};

/// CUDA's grid limit (every NVIDIA GPU since compute capability 3.0).
GpuGridLimits getNvidiaGridLimits();
/// HIP's grid limit on AMD GPUs.
GpuGridLimits getAmdGridLimits();
/// The maxComputeWorkGroupCount every Vulkan device offers at least (the
/// spec's minimum, which lavapipe and most desktop drivers report).
GpuGridLimits getVulkanGridLimits();

/// The kernel stage of the GPU backends: linalg to parallel loops, flattened
/// to one dimension, tiled into blocks of `threadsPerBlock` threads and
/// mapped to a gpu.launch in the kernel's function (an unmapped loop is an
/// error, never host code; so is a constant grid beyond `limits`); the
/// launches then compute on device buffers (accel-gpu-device-buffers).
void buildGpuMappingPipeline(mlir::OpPassManager &kernelPm,
                             int64_t threadsPerBlock,
                             const GpuGridLimits &limits);

/// Adds `accel-fuse-elementwise`, the tensor stage of cpu-vector, cpu-openmp,
/// gpu-simt and spirv: chains of elementwise ops (and the ones feeding a
/// reduction) become one loop nest, one launch on a GPU.
void addFuseElementwisePass(mlir::OpPassManager &tensorPm);

/// Adds `accel-approximate-math`: exp and tanh on f32 become polynomials, so
/// that GPU code needs no device math library.
void addApproximateMathPass(mlir::OpPassManager &kernelPm);

/// The start of the GPU backends' module stage: index computations sunk into
/// the launches, the launches outlined into gpu.modules, and each host
/// function's GPU ops threaded on one stream (gpu-async-region).
void buildGpuOutliningPipeline(mlir::OpPassManager &pm);

/// Adds `accel-drop-gpu-compile-times`: the GPU objects of the module lose
/// their compile-time measurements, so that output is byte-reproducible.
void addDropGpuCompileTimesPass(mlir::OpPassManager &pm);

/// Registers the passes of the shared stages (accel-flatten-parallel-loops,
/// accel-check-gpu-mapped).
void registerCommonStagesPasses();

/// Parses the pipeline a pass takes as its `pipeline` option (`text`) into
/// `pipeline`, once, at the pass's initialization (the pass holds it by
/// value: a cloned pass, a thread's copy, gets its own). It must be anchored
/// on one of `anchors` (any op when empty), else an error naming `pass` and
/// the anchors.
mlir::LogicalResult
parseNestedPipeline(llvm::StringRef pass, llvm::StringRef text,
                    llvm::ArrayRef<llvm::StringRef> anchors,
                    mlir::MLIRContext *context,
                    std::optional<mlir::OpPassManager> &pipeline);

/// Adds the dialects the passes of the pipeline `text` may create to
/// `registry` (nothing when it does not parse: initialization says why).
void addNestedPipelineDialects(llvm::StringRef text,
                               mlir::DialectRegistry &registry);

/// Appends `pass` to `pm` (anchored on the op `pass` runs on), wrapped in
/// accel-if-dialect: it runs (and the IR is verified after it) only where
/// there are ops of `dialect` (only `op` of it, when given: a full name).
void addPassIfDialect(mlir::OpPassManager &pm, llvm::StringRef dialect,
                      std::unique_ptr<mlir::Pass> pass,
                      llvm::StringRef op = {});

/// For a pass that ran pipelines on `op` or ops in it, as MLIR's own pass
/// adaptors do: the nested passes verified what they changed, so `op` is
/// verified without what it holds, and every analysis of `op` and of the ops
/// in it is dropped. The pass then marks all analyses preserved (nothing is
/// left to preserve), which spares the pass manager's recursive verification
/// of everything in `op` again.
mlir::LogicalResult verifyAfterNestedPipelines(mlir::Operation *op,
                                               mlir::AnalysisManager analyses);

/// The analysis half of verifyAfterNestedPipelines, for a pass whose nested
/// passes left nothing to verify: every analysis of its op and of the ops in
/// it is dropped.
void dropAnalysesAfterNestedPipelines(mlir::AnalysisManager analyses);

/// Applies `patterns` to `roots` and to the ops the rewrites create, and to
/// nothing else of the function (the greedy driver's ExistingAndNewOps);
/// true when they changed something.
bool applyPatternsToRoots(llvm::ArrayRef<mlir::Operation *> roots,
                          const mlir::FrozenRewritePatternSet &patterns);

} // namespace accel

#endif // ACCEL_BACKENDS_COMMONSTAGES_H
