//===- EntryBytecode.h - kernel cache entries as MLIR bytecode --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_ENTRYBYTECODE_H
#define ACCEL_CACHE_ENTRYBYTECODE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/raw_ostream.h"

namespace accel {

/// Writes a lowered unit as the MLIR bytecode a cache entry holds: MLIR's,
/// with the LLVM types lowered kernels use (pointers, arrays, function
/// types, void) encoded as a few numbers instead of text.
mlir::LogicalResult writeEntryBytecode(mlir::ModuleOp unit,
                                       llvm::raw_ostream &os);

/// Reads what writeEntryBytecode wrote into `context`, unverified; null
/// (with an error emitted) if it cannot.
mlir::OwningOpRef<mlir::ModuleOp> readEntryBytecode(llvm::StringRef data,
                                                    mlir::MLIRContext *context);

} // namespace accel

#endif // ACCEL_CACHE_ENTRYBYTECODE_H
