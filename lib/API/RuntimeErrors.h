//===- RuntimeErrors.h - runtime errors as llvm::Error ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// How a JIT call takes an error of libaccel_runtime (an absent device, a
// failed Vulkan call) instead of the end of the process; private to the
// library.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_API_RUNTIMEERRORS_H
#define ACCEL_API_RUNTIMEERRORS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace accel::detail {

/// libaccel_runtime's accelRuntimeSetThrowOnError, found where an engine
/// loaded its shared libraries; null when none loaded the runtime.
int (*findSetThrowOnError())(int);

/// `engine->invokePacked(name, args)`, with the runtime (when
/// `setThrowOnError` is not null) asked to throw its errors in this thread
/// for the time of the call: one becomes the error returned, the rest of
/// the call skipped. What the call allocated on a device before the error
/// is not freed.
llvm::Error invokeTakingRuntimeErrors(mlir::ExecutionEngine &engine,
                                      int (*setThrowOnError)(int),
                                      llvm::StringRef name,
                                      llvm::MutableArrayRef<void *> args);

} // namespace accel::detail

#endif // ACCEL_API_RUNTIMEERRORS_H
