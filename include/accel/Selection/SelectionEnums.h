//===- SelectionEnums.h - enums of the selection ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// OnUnsupported and ChoiceSource with their generated string conversions
// (stringifyOnUnsupported, symbolizeOnUnsupported, ...).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_SELECTIONENUMS_H
#define ACCEL_SELECTION_SELECTIONENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

#include "accel/Selection/SelectionEnums.h.inc"

#endif // ACCEL_SELECTION_SELECTIONENUMS_H
