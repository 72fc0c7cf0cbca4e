//===- AccelOps.h - accel dialect operations --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_IR_ACCELOPS_H
#define ACCEL_IR_ACCELOPS_H

#include "accel/IR/AccelAttrs.h"
#include "accel/IR/AccelDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/APInt.h"

#include <optional>

#define GET_OP_CLASSES
#include "accel/IR/AccelOps.h.inc"

namespace accel {
/// The number of elements `type`'s static sizes hold (a dynamic size counts
/// as one), exactly, as a 192-bit integer; std::nullopt when it does not fit
/// 192 bits. The one count behind every size limit: the verifier's 64-bit
/// index, max-tensor-bytes, the 32-bit index of SPIR-V kernels.
std::optional<llvm::APInt> getStaticElementCount(mlir::ShapedType type);

/// The bytes that `type`'s static sizes take (a dynamic size counts as one),
/// when its element count and its bits both fit an int64_t: the common case
/// of getStaticElementCount's limits, without wide integers. std::nullopt
/// otherwise (then the exact count decides), and for elements that are not
/// integers or floats.
std::optional<int64_t> getSmallStaticByteCount(mlir::ShapedType type);
} // namespace accel

#endif // ACCEL_IR_ACCELOPS_H
