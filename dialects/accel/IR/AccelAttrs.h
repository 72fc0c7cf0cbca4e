//===- AccelAttrs.h - accel dialect attributes ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELATTRS_H
#define ACCEL_IR_ACCELATTRS_H

#include "accel/IR/AccelDialect.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "accel/IR/AccelEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "accel/IR/AccelAttrs.h.inc"

namespace accel {
/// Whether `attr` is a #accel.target or a non-empty list of them: what a
/// kernel's `target` and a module's `accel.target` hold.
bool isTargetOrList(mlir::Attribute attr);
/// The targets `attr` names, in order: itself, or the list's entries.
llvm::SmallVector<TargetAttr> getTargetList(mlir::Attribute attr);
} // namespace accel

#endif // ACCEL_IR_ACCELATTRS_H
