//===- KernelNames.cpp - GPU kernel names every target accepts --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-kernel-names (Passes.td): outlined GPU modules and kernels
// named with letters, digits and `_` only.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUKERNELNAMES
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// A name every GPU target takes as a symbol (a PTX identifier without `$`,
/// which SPIR-V and AMDGPU's ELF take too): `name` with every character
/// but letters, digits and `_` made `_`, and a `_` first before a digit;
/// `name` itself where it is one.
static std::string getPortableName(llvm::StringRef name) {
  std::string portable = name.empty() || llvm::isDigit(name.front()) ? "_" : "";
  for (char c : name)
    portable.push_back(llvm::isAlnum(c) ? c : '_');
  return portable;
}

/// Renames `symbol`, in the symbol table of `table`, to a portable name
/// that no symbol of `table` has, and its uses in `root` with it.
static LogicalResult rename(Operation *symbol, Operation *table,
                            ModuleOp root) {
  llvm::StringRef name = SymbolTable::getSymbolName(symbol).getValue();
  std::string base = getPortableName(name), candidate = base;
  if (base == name)
    return success();
  for (unsigned suffix = 0; SymbolTable::lookupSymbolIn(table, candidate);
       ++suffix)
    candidate = base + "_" + std::to_string(suffix);
  auto renamed = StringAttr::get(symbol->getContext(), candidate);
  if (failed(SymbolTable::replaceAllSymbolUses(symbol, renamed, root)))
    return symbol->emitError() << "cannot rename the uses of '@" << name
                               << "' to '@" << candidate << "'";
  SymbolTable::setSymbolName(symbol, renamed);
  return success();
}

namespace {
struct AccelGpuKernelNamesPass
    : accel::impl::AccelGpuKernelNamesBase<AccelGpuKernelNamesPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The functions first: a use names the module, then the function.
    for (auto gpuModule : module.getOps<gpu::GPUModuleOp>()) {
      for (auto function : gpuModule.getOps<gpu::GPUFuncOp>())
        if (failed(rename(function, gpuModule, module)))
          return signalPassFailure();
      if (failed(rename(gpuModule, module, module)))
        return signalPassFailure();
    }
  }
};
} // namespace
