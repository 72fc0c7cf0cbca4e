//===- NameConstants.cpp - constant globals named by first use --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Complements upstream's `one-shot-bufferize`
// (mlir/lib/Dialect/Bufferization/Transforms/), which names the globals of
// tensor constants in the order it visits the functions, drawn from a map
// keyed by pointers: two runs on one module could name them differently, and
// so print different output and miss the kernel cache; each global has the
// location of the constant visited first. accel-name-constants names and
// places them by first use instead, in one walk of the module, and gives
// each the location of its first use. On an LLVM upgrade, check upstream's
// naming (`__constant_<shape>` and the `_N` suffixes).
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

namespace accel {
#define GEN_PASS_DEF_ACCELNAMECONSTANTS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// What bufferization names a constant's global: this prefix, then its type.
static constexpr llvm::StringLiteral kPrefix = "__constant_";

/// `name` without the "_<digits>" that SymbolTable adds to make it unique.
static llvm::StringRef getBaseName(llvm::StringRef name) {
  size_t underscore = name.rfind('_');
  llvm::StringRef suffix = name.substr(underscore + 1);
  if (underscore == llvm::StringRef::npos || underscore < kPrefix.size() ||
      suffix.empty() || !llvm::all_of(suffix, llvm::isDigit))
    return name;
  return name.take_front(underscore);
}

namespace {
struct AccelNameConstantsPass
    : accel::impl::AccelNameConstantsBase<AccelNameConstantsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    Block *body = module.getBody();
    llvm::DenseMap<StringAttr, memref::GlobalOp> globals;
    for (auto global : body->getOps<memref::GlobalOp>())
      if (global.getConstant() && global.isPrivate() &&
          global.getSymName().starts_with(kPrefix))
        globals[global.getSymNameAttr()] = global;
    if (globals.empty())
      return markAllAnalysesPreserved();

    // First uses, in order; any other reference to one of them leaves all
    // of them as they are.
    llvm::MapVector<memref::GlobalOp, SmallVector<memref::GetGlobalOp>> uses;
    bool foreign = false;
    module.walk([&](Operation *op) {
      if (auto get = dyn_cast<memref::GetGlobalOp>(op)) {
        if (memref::GlobalOp global =
                globals.lookup(get.getNameAttr().getAttr()))
          uses[global].push_back(get);
        return;
      }
      if (isa<memref::GlobalOp>(op) && op->getParentOp() == module)
        return;
      op->getAttrDictionary().walk([&](SymbolRefAttr ref) {
        foreign |= globals.count(ref.getRootReference()) != 0;
      });
    });
    if (foreign || uses.empty())
      return markAllAnalysesPreserved();

    // Names as bufferization gives them, the uses visited in order: the
    // first global of a type gets the plain name, the next ones a suffix.
    // Names that other symbols hold (unused constants' too) are skipped.
    llvm::StringSet<> taken;
    for (Operation &op : body->getOperations()) {
      auto name =
          op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      auto global = dyn_cast<memref::GlobalOp>(op);
      if (name && !(global && uses.count(global)))
        taken.insert(name.getValue());
    }
    llvm::StringMap<unsigned> suffixes;
    bool changed = false;
    for (auto &[global, gets] : uses) {
      // Bufferization gives a global the location of the constant it
      // visited first; the first use's, like its name.
      if (global->getLoc() != gets.front()->getLoc()) {
        changed = true;
        global->setLoc(gets.front()->getLoc());
      }
      std::string base = getBaseName(global.getSymName()).str();
      std::string name = base;
      while (!taken.insert(name).second)
        name = base + "_" + std::to_string(suffixes[base]++);
      if (name == global.getSymName())
        continue;
      changed = true;
      auto attr = StringAttr::get(&getContext(), name);
      global.setSymNameAttr(attr);
      for (memref::GetGlobalOp get : gets)
        get.setNameAttr(FlatSymbolRefAttr::get(attr));
    }

    // At the top of the module, in the same order.
    Block::iterator at = body->begin();
    for (auto &entry : uses) {
      Operation *global = entry.first;
      if (&*at == global) {
        ++at;
        continue;
      }
      changed = true;
      global->moveBefore(body, at);
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
