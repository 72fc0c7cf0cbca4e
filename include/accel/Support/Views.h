//===- Views.h - buffers and the views of them ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Following a buffer through view-like ops (subview, cast, collapse_shape,
// extract_strided_metadata, ...), both ways: the passes of this folder that
// move data between host and device buffers (accel-gpu-device-buffers,
// accel-gpu-forward-results) reason about whole buffers.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_VIEWS_H
#define ACCEL_SUPPORT_VIEWS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

namespace accel {

/// Whether `user` is a view-like op that views `source` (a new name for the
/// same buffer rather than a use of its contents).
bool isViewOf(mlir::Operation *user, mlir::Value source);

/// The buffer `value` is a view of, through view-like ops; `chain`, if
/// given, gets the view ops from that buffer to `value`, outermost first.
mlir::Value getViewRoot(mlir::Value value,
                        llvm::SmallVectorImpl<mlir::Operation *> *chain);

/// `root` and every value that views it, through view-like ops.
llvm::SmallVector<mlir::Value> getViewAliases(mlir::Value root);

} // namespace accel

#endif // ACCEL_SUPPORT_VIEWS_H
