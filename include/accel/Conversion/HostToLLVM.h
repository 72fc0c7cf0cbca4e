//===- HostToLLVM.h - the host lowering to LLVM -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-lower runs after every backend (lib/Conversion/HostToLLVM):
// the host code, and every kernel lowered on the host, to the LLVM dialect.
// No backend lowers host code itself.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CONVERSION_HOSTTOLLVM_H
#define ACCEL_CONVERSION_HOSTTOLLVM_H

namespace llvm {
class StringRef;
} // namespace llvm

namespace mlir {
class ArrayAttr;
class ModuleOp;
class OpPassManager;
namespace LLVM {
class GlobalDtorsOp;
} // namespace LLVM
} // namespace mlir

namespace accel {

/// Lowers what remains of the module (host code and every lowered kernel) to
/// the LLVM dialect: SCF, vector, memref, math, arith, OpenMP, func and, with
/// `gpuLaunches`, the host side of GPU launches (after handing a kernel's
/// result that the next GPU kernel takes over on the device:
/// accel-gpu-forward-results). What can be converted one function at a time
/// runs nested under the functions, in parallel.
void buildHostLoweringPipeline(mlir::OpPassManager &pm, bool gpuLaunches);

/// Adds to the destructor list `to` (llvm.mlir.global_dtors) the entries of
/// `dtors` it does not list yet, each with its priority and data (the same
/// positions of `priorities` and `data`), in their order: a module's one
/// list, merged from its kernels' units (accel-link-kernels) or extended by
/// a pass (accel-scratch-buffers, accel-huge-page-allocations).
void appendGlobalDestructors(mlir::LLVM::GlobalDtorsOp to,
                             mlir::ArrayAttr dtors, mlir::ArrayAttr priorities,
                             mlir::ArrayAttr data);

/// Lists `function` (priority 0, no data) in `module`'s destructor list:
/// the one it has, else a new one at the end of its body.
void addGlobalDestructor(mlir::ModuleOp module, llvm::StringRef function);

/// Registers the passes of lib/Conversion (the bufferization stage's and
/// the host lowering's), so that a textual pipeline can name them.
void registerConversionPasses();

} // namespace accel

#endif // ACCEL_CONVERSION_HOSTTOLLVM_H
