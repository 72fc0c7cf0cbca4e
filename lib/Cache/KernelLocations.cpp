//===- KernelLocations.cpp - the locations of cached kernels ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/KernelLocations.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <utility>

using namespace mlir;
using namespace accel;

/// The placeholders' file; a placeholder's line is the number of the
/// kernel's file location it stands for.
static constexpr llvm::StringLiteral kPlaceholderFile =
    "<accel kernel cache location>";

namespace {
using Replaced = std::optional<std::pair<Attribute, WalkResult>>;

/// A replacer of file locations by `replace` (std::nullopt: kept) that
/// leaves types alone: no location is in a type.
template <typename Fn> AttrTypeReplacer makeReplacer(Fn &&replace) {
  AttrTypeReplacer replacer;
  replacer.addReplacement(
      [](Type type) -> std::optional<std::pair<Type, WalkResult>> {
        return std::make_pair(type, WalkResult::skip());
      });
  replacer.addReplacement(
      [replace = std::forward<Fn>(replace)](FileLineColRange loc) -> Replaced {
        if (std::optional<Attribute> to = replace(loc))
          return std::make_pair(*to, WalkResult::skip());
        return std::nullopt;
      });
  return replacer;
}

StringAttr getPlaceholderFile(MLIRContext *context) {
  return StringAttr::get(context, kPlaceholderFile);
}

FileLineColRange getPlaceholder(MLIRContext *context, unsigned number) {
  return FileLineColRange::get(getPlaceholderFile(context), number, 0);
}

/// Replaces by `replacer` what `root` and the operations in it hold: their
/// locations, their block arguments' and their attributes (a location may
/// be in one). AttrTypeReplacer::recursivelyReplaceElementsIn would build
/// each operation's attribute dictionary, inherent attributes included,
/// which costs more than the rest: a hit does this to every operation of
/// its unit.
void replaceIn(Operation *root, AttrTypeReplacer &replacer) {
  auto replaceLoc = [&](Location loc) {
    return cast<LocationAttr>(replacer.replace(loc));
  };
  NamedAttrList inherent;
  root->walk([&](Operation *op) {
    DictionaryAttr discardable = op->getRawDictionaryAttrs();
    if (!discardable.empty())
      if (auto to = cast<DictionaryAttr>(replacer.replace(discardable));
          to != discardable)
        op->setDiscardableAttrs(to);
    if (op->getPropertiesStorageSize()) {
      inherent.clear();
      op->getName().populateInherentAttrs(op, inherent);
      for (NamedAttribute attr : inherent)
        if (Attribute to = replacer.replace(attr.getValue());
            to != attr.getValue())
          op->setInherentAttr(attr.getName(), to);
    }
    op->setLoc(replaceLoc(op->getLoc()));
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          argument.setLoc(replaceLoc(argument.getLoc()));
  });
}
} // namespace

void KernelLocations::collect(Operation *root, std::string &key) {
  MLIRContext *context = root->getContext();
  StringAttr placeholderFile = getPlaceholderFile(context);
  AttrTypeReplacer replacer =
      makeReplacer([&](FileLineColRange loc) -> std::optional<Attribute> {
        if (loc.getFilename() == placeholderFile)
          usable = false;
        auto [it, inserted] = numbers.try_emplace(loc, files.size());
        if (inserted)
          files.push_back(loc);
        return getPlaceholder(context, it->second);
      });
  // Each location with placeholders, printed where it is first used and
  // numbered after that.
  llvm::DenseMap<Attribute, unsigned> shapes;
  AsmState state(context);
  llvm::raw_string_ostream os(key);
  os << "\nlocations:";
  auto add = [&](Location loc) {
    Attribute shape = replacer.replace(loc);
    auto [it, inserted] = shapes.try_emplace(shape, shapes.size());
    os << ' ';
    if (inserted)
      shape.print(os, state);
    else
      os << it->second;
  };
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    add(op->getLoc());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          add(argument.getLoc());
  });
}

void KernelLocations::toPlaceholders(Operation *unit) const {
  MLIRContext *context = unit->getContext();
  AttrTypeReplacer replacer =
      makeReplacer([&](FileLineColRange loc) -> std::optional<Attribute> {
        auto found = numbers.find(loc);
        if (found == numbers.end())
          return std::nullopt;
        return getPlaceholder(context, found->second);
      });
  replaceIn(unit, replacer);
}

LogicalResult KernelLocations::fromPlaceholders(Operation *unit) const {
  StringAttr placeholderFile = getPlaceholderFile(unit->getContext());
  bool fits = true;
  AttrTypeReplacer replacer =
      makeReplacer([&](FileLineColRange loc) -> std::optional<Attribute> {
        if (loc.getFilename() != placeholderFile)
          return std::nullopt;
        if (loc.getStartLine() >= files.size()) {
          fits = false;
          return std::nullopt;
        }
        return files[loc.getStartLine()];
      });
  replaceIn(unit, replacer);
  return success(fits);
}

bool KernelLocations::namesKernelFile(llvm::StringRef data) const {
  llvm::SmallDenseSet<StringAttr, 2> seen;
  for (FileLineColRange loc : files) {
    if (!seen.insert(loc.getFilename()).second)
      continue;
    // The file's own name: a debug-info attribute names a directory apart.
    llvm::StringRef name = llvm::sys::path::filename(loc.getFilename());
    if (!name.empty() && data.contains(name))
      return true;
  }
  return false;
}
