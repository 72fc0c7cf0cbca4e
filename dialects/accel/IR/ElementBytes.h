//===- ElementBytes.h - the bytes a constant's elements hold ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A constant's elements as raw bytes, whether it holds them in a dense
// array or in a resource blob (as imported weights are): read by the layout
// propagation, which folds a transpose into a constant, and by the linking
// of kernel units, which compares constants.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ELEMENTBYTES_H
#define ACCEL_IR_ELEMENTBYTES_H

#include "mlir/IR/Attributes.h"

#include <optional>

namespace accel {

/// The bytes of the elements `attr` holds in a resource blob or a dense
/// array of more than one value (a splat holds one), if it does; none for
/// a resource whose blob is not loaded.
std::optional<llvm::ArrayRef<char>> getElementBytes(mlir::Attribute attr);

} // namespace accel

#endif // ACCEL_IR_ELEMENTBYTES_H
