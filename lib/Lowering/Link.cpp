//===- Link.cpp - putting a lowered kernel unit into its module -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Link.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/ScopeExit.h"

#include <limits>

using namespace mlir;
using namespace accel;

ModuleSymbols::ModuleSymbols(ModuleOp module) {
  for (Operation &op : module.getBody()->getOperations())
    insert(&op);
}

void ModuleSymbols::insert(Operation *symbol) {
  if (auto name =
          symbol->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    symbols[name.getValue()] = symbol;
}

std::string ModuleSymbols::getUniqueName(llvm::StringRef base, ModuleOp unit) {
  while (true) {
    std::string name = (base + "_" + llvm::Twine(counter++)).str();
    if (!symbols.count(name) && !SymbolTable::lookupSymbolIn(unit, name))
      return name;
  }
}

std::string accel::printDefinition(Operation *op) {
  OpPrintingFlags flags;
  flags.enableDebugInfo(false)
      .printGenericOpForm()
      .skipRegions(false)
      .useLocalScope()
      .elideLargeElementsAttrs(std::numeric_limits<int64_t>::max())
      .elideLargeResourceString(std::numeric_limits<int64_t>::max());
  std::string text;
  llvm::raw_string_ostream os(text);
  op->print(os, flags);
  return text;
}

bool ModuleSymbols::isSameDefinition(Operation *existing, Operation *symbol) {
  return OperationEquivalence::isEquivalentTo(
      existing, symbol, OperationEquivalence::IgnoreLocations);
}

LogicalResult accel::linkUnit(ModuleOp unit, Operation *stub,
                              ModuleSymbols &symbols) {
  // The unit goes, linked or not.
  llvm::scope_exit eraseUnit([&] { unit->erase(); });
  StringAttr kernelName = SymbolTable::getSymbolName(stub);
  Block *body = unit.getBody();
  // Decide each symbol's fate before anything moves: renames must reach
  // every use inside the unit.
  SmallVector<Operation *> repeated;
  for (Operation &op : body->getOperations()) {
    auto name = op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (!name || name == kernelName)
      continue;
    Operation *existing = symbols.lookup(name.getValue());
    if (!existing)
      continue;
    if (symbols.isSameDefinition(existing, &op)) {
      repeated.push_back(&op);
      continue;
    }
    if (SymbolTable::getSymbolVisibility(&op) !=
        SymbolTable::Visibility::Private)
      return stub->emitError()
             << "the lowered kernel defines '@" << name.getValue()
             << "' differently from the module";
    auto renamed = StringAttr::get(
        unit.getContext(), symbols.getUniqueName(name.getValue(), unit));
    if (failed(SymbolTable::replaceAllSymbolUses(&op, renamed, unit)))
      return stub->emitError() << "cannot rename '@" << name.getValue()
                               << "' in the lowered kernel";
    SymbolTable::setSymbolName(&op, renamed);
  }
  for (Operation *op : repeated)
    op->erase();
  for (Operation &op : llvm::make_early_inc_range(body->getOperations())) {
    op.moveBefore(stub);
    symbols.insert(&op);
  }
  stub->erase();
  return success();
}
