//===- Link.cpp - putting a lowered kernel unit into its module -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Units/Link.h"

#include "accel/Conversion/HostToLLVM.h"
#include "accel/IR/ElementBytes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/ScopeExit.h"

#include <limits>
#include <memory>

using namespace mlir;
using namespace accel;

ModuleSymbols::ModuleSymbols(ModuleOp module) {
  for (Operation &op : module.getBody()->getOperations()) {
    insert(&op);
    if (isa<LLVM::GlobalDtorsOp>(op))
      destructors = &op;
  }
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

/// Whether two constants' values hold the same elements of one type.
static bool isSameElements(Attribute lhs, Attribute rhs) {
  auto lhsType = dyn_cast<TypedAttr>(lhs), rhsType = dyn_cast<TypedAttr>(rhs);
  if (!lhsType || !rhsType || lhsType.getType() != rhsType.getType())
    return false;
  std::optional<ArrayRef<char>> lhsBytes = getElementBytes(lhs);
  std::optional<ArrayRef<char>> rhsBytes = getElementBytes(rhs);
  return lhsBytes && rhsBytes && *lhsBytes == *rhsBytes;
}

bool ModuleSymbols::isSameDefinition(Operation *existing, Operation *symbol) {
  if (OperationEquivalence::isEquivalentTo(
          existing, symbol, OperationEquivalence::IgnoreLocations))
    return true;
  auto lhs = dyn_cast<LLVM::GlobalOp>(existing);
  auto rhs = dyn_cast<LLVM::GlobalOp>(symbol);
  if (!lhs || !rhs || !lhs.getValueAttr() || !rhs.getValueAttr() ||
      !isSameElements(lhs.getValueAttr(), rhs.getValueAttr()))
    return false;
  // The same elements: compare the rest with the module's value in both.
  Attribute value = rhs.getValueAttr();
  rhs.setValueAttr(lhs.getValueAttr());
  bool same = OperationEquivalence::isEquivalentTo(
      existing, symbol, OperationEquivalence::IgnoreLocations);
  rhs.setValueAttr(value);
  return same;
}

/// Whether the symbol `op` of a unit is the unit's own to name: private, or
/// the GPU code of its kernel, which only the unit's launches name (its
/// name, the kernel's with `_kernel`, is no one else's to rely on).
static bool isRenamable(Operation *op) {
  return SymbolTable::getSymbolVisibility(op) ==
             SymbolTable::Visibility::Private ||
         isa<gpu::GPUModuleOp, gpu::BinaryOp>(op);
}

/// Makes the unit's `dtors` the module's list, or adds the ones it lacks to
/// the module's list and erases `dtors`.
static void mergeDestructors(LLVM::GlobalDtorsOp dtors,
                             ModuleSymbols &symbols) {
  auto existing =
      llvm::cast_or_null<LLVM::GlobalDtorsOp>(symbols.getDestructors());
  if (!existing) {
    symbols.setDestructors(dtors);
    return;
  }
  appendGlobalDestructors(existing, dtors.getDtorsAttr(),
                          dtors.getPrioritiesAttr(), dtors.getDataAttr());
  dtors.erase();
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
    if (!isRenamable(&op))
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
  for (auto dtors :
       llvm::make_early_inc_range(body->getOps<LLVM::GlobalDtorsOp>()))
    mergeDestructors(dtors, symbols);
  for (Operation &op : llvm::make_early_inc_range(body->getOperations())) {
    op.moveBefore(stub);
    symbols.insert(&op);
  }
  stub->erase();
  return success();
}

/// The symbol uses of the operations nested in `op`, as MLIR's symbol table
/// verifier visits them: not inside nested symbol tables.
static LogicalResult verifySymbolUsesIn(Operation *op,
                                        SymbolTableCollection &tables) {
  SmallVector<Region *> worklist;
  for (Region &region : op->getRegions())
    worklist.push_back(&region);
  while (!worklist.empty())
    for (Operation &nested : worklist.pop_back_val()->getOps()) {
      if (auto user = dyn_cast<SymbolUserOpInterface>(nested))
        if (failed(user.verifySymbolUses(tables)))
          return failure();
      if (!nested.hasTrait<OpTrait::SymbolTable>())
        for (Region &region : nested.getRegions())
          worklist.push_back(&region);
    }
  return success();
}

LogicalResult accel::verifyLinkedModule(ModuleOp module) {
  // Attributes such as gpu.container_module look into the functions.
  for (NamedAttribute attr : module->getDiscardableAttrs())
    if (Dialect *dialect = attr.getNameDialect())
      if (failed(dialect->verifyOperationAttribute(module, attr)))
        return failure();
  SmallVector<Operation *> walked;
  for (Operation &op : module.getBody()->getOperations())
    if (op.getNumRegions() != 0 && !op.hasTrait<OpTrait::SymbolTable>())
      walked.push_back(&op);
  SymbolTableCollection tables;
  LockedSymbolTableCollection lockedTables(tables);
  if (failed(failableParallelForEach(
          module.getContext(), walked,
          [&](Operation *op) { return verifySymbolUsesIn(op, lockedTables); })))
    return failure();

  // The rest by MLIR, without walking the isolated regions again: they wait
  // aside, in order. Moving a body touches each of its blocks (their parent),
  // cold in this thread's cache: on all threads, a region each.
  // Not the bodies of the global constructors and destructors: their lists'
  // verifiers require a definition.
  llvm::DenseSet<Attribute> structors;
  for (auto ctors : module.getOps<LLVM::GlobalCtorsOp>())
    structors.insert(ctors.getCtors().begin(), ctors.getCtors().end());
  for (auto dtors : module.getOps<LLVM::GlobalDtorsOp>())
    structors.insert(dtors.getDtors().begin(), dtors.getDtors().end());
  SmallVector<Region *> isolated;
  for (Operation *op : walked) {
    auto name = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (name && structors.contains(FlatSymbolRefAttr::get(name)))
      continue;
    if (op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      for (Region &region : op->getRegions())
        isolated.push_back(&region);
  }
  SmallVector<std::unique_ptr<Region>> aside(isolated.size());
  parallelFor(module.getContext(), 0, isolated.size(), [&](size_t i) {
    aside[i] = std::make_unique<Region>();
    aside[i]->takeBody(*isolated[i]);
  });
  LogicalResult verified = verify(module, /*verifyRecursively=*/false);
  parallelFor(module.getContext(), 0, isolated.size(),
              [&](size_t i) { isolated[i]->takeBody(*aside[i]); });
  return verified;
}
