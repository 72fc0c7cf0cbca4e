//===- Kernels.h - finding a stage's kernels and what they use --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_KERNELS_H
#define ACCEL_LIB_LOWERING_KERNELS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"

#include <string>

namespace accel {

/// getConfigurationKey, computed once per record: the key prints the record,
/// and kernels selected alike share one (attributes are uniqued).
class ConfigurationKeys {
public:
  llvm::StringRef get(mlir::DictionaryAttr record);

private:
  llvm::DenseMap<mlir::DictionaryAttr, std::string> keys;
};

/// The functions of `module` whose `accel.selection` names `backend` and,
/// when `configuration` is not empty, whose configuration key it is.
llvm::SmallVector<mlir::func::FuncOp>
getStageKernels(mlir::ModuleOp module, llvm::StringRef backend,
                llvm::StringRef configuration);

/// The ops of `symbols`' table other than `kernels` that `kernels` refer to
/// (the memref.globals of their constants): a module holding the kernels
/// verifies only with them. In the order of first use.
llvm::SmallVector<mlir::Operation *>
getReferencedSymbols(llvm::ArrayRef<mlir::func::FuncOp> kernels,
                     const mlir::SymbolTable &symbols);

} // namespace accel

#endif // ACCEL_LIB_LOWERING_KERNELS_H
