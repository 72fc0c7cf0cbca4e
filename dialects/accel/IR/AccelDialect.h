//===- AccelDialect.h - accel dialect declaration ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELDIALECT_H
#define ACCEL_IR_ACCELDIALECT_H

#include "mlir/IR/Dialect.h"

#include "accel/IR/AccelOpsDialect.h.inc"

#endif // ACCEL_IR_ACCELDIALECT_H
