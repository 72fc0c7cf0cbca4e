//===- SelectionEnums.h - enums of the selection ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// OnUnsupported and ChoiceSource with their generated string conversions
// (stringifyOnUnsupported, symbolizeOnUnsupported, ...), and the defaults
// the selection's pass options use.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_SELECTIONENUMS_H
#define ACCEL_SELECTION_SELECTIONENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

#include "accel/Selection/SelectionEnums.h.inc"

namespace accel {
/// The default of max-tensor-bytes: 1 TiB, more than any one device holds
/// today, so that only absurd sizes stop.
constexpr uint64_t kDefaultMaxTensorBytes = uint64_t(1) << 40;
} // namespace accel

#endif // ACCEL_SELECTION_SELECTIONENUMS_H
