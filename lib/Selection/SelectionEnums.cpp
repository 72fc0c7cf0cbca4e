//===- SelectionEnums.cpp - enums of the selection --------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The string conversions mlir-tblgen generates from SelectionEnums.td.
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/SelectionEnums.h"

#include "llvm/ADT/StringSwitch.h"

#include "accel/Selection/SelectionEnums.cpp.inc"
