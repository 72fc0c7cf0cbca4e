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

#endif // ACCEL_IR_ACCELATTRS_H
