//===- CheckLowerable.cpp - can a module be lowered as selected -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-lower and the embedding API's compile() check after selection,
// before anything is lowered.
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "accel/IR/AccelOps.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace accel;

/// A skipped kernel stays an accel.kernel; a launch of it cannot be lowered.
static LogicalResult
checkSkippedNotLaunched(ModuleOp module,
                        llvm::ArrayRef<KernelSelection> selections) {
  llvm::StringSet<> skipped;
  for (const KernelSelection &selection : selections)
    if (selection.skipped)
      skipped.insert(selection.kernel.getName());
  if (skipped.empty())
    return success();
  WalkResult result = module.walk([&](LaunchOp launch) {
    if (!skipped.contains(launch.getKernel()))
      return WalkResult::advance();
    emitError(launch.getLoc())
        << "kernel @" << launch.getKernel()
        << " is skipped (--accel-on-unsupported=skip), so "
           "this launch of it cannot be lowered";
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

LogicalResult
accel::checkLowerable(ModuleOp module,
                      llvm::ArrayRef<KernelSelection> selections) {
  return checkSkippedNotLaunched(module, selections);
}
