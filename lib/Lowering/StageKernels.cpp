//===- StageKernels.cpp - a stage's kernels and what they use ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "StageKernels.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Lowering.h"

using namespace mlir;
using namespace accel;

llvm::StringRef ConfigurationKeys::get(DictionaryAttr record) {
  auto [it, inserted] = keys.try_emplace(record);
  if (inserted)
    it->second = getConfigurationKey(record);
  return it->second;
}

SmallVector<func::FuncOp>
accel::getStageKernels(ModuleOp module, llvm::StringRef backend,
                       llvm::StringRef configuration) {
  ConfigurationKeys keys;
  SmallVector<func::FuncOp> kernels;
  for (auto func : module.getOps<func::FuncOp>()) {
    auto record = func->getAttrOfType<DictionaryAttr>(
        AccelDialect::getSelectionAttrName());
    auto name = record ? record.getAs<StringAttr>("backend") : StringAttr();
    if (name && name.getValue() == backend &&
        (configuration.empty() || keys.get(record) == configuration))
      kernels.push_back(func);
  }
  return kernels;
}

SmallVector<Operation *>
accel::getReferencedSymbols(llvm::ArrayRef<func::FuncOp> kernels,
                            const SymbolTable &symbols) {
  SmallVector<Operation *> referenced;
  for (func::FuncOp kernel : kernels)
    if (auto uses = SymbolTable::getSymbolUses(kernel))
      for (const SymbolTable::SymbolUse &use : *uses)
        if (Operation *symbol =
                symbols.lookup(use.getSymbolRef().getRootReference()))
          if (!llvm::is_contained(kernels, symbol) &&
              !llvm::is_contained(referenced, symbol))
            referenced.push_back(symbol);
  return referenced;
}
