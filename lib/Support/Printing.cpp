//===- Printing.cpp - printing lowered modules in one walk ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Printing.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"

#include <algorithm>
#include <type_traits>

using namespace mlir;

namespace {
using Interfaces = DialectInterfaceCollection<OpAsmDialectInterface>;

/// Looks for an attribute or type that MLIR's printer would give an alias or
/// a resource entry, visiting each once: a lowered function holds a few
/// hundred distinct ones for hundreds of operations.
class AliasFinder {
public:
  explicit AliasFinder(const Interfaces &interfaces) : interfaces(interfaces) {}

  /// Whether `root` or an operation in it holds one.
  bool holdsAlias(Operation *root) {
    return root
        ->walk([&](Operation *op) {
          return holdsAliasItself(op) ? WalkResult::interrupt()
                                      : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// The attributes and the types `op` holds, not those of the operations
  /// in its regions. Operands are results or block arguments of others.
  bool holdsAliasItself(Operation *op) {
    if (visit(op->getRawDictionaryAttrs()))
      return true;
    // Inherent attributes live in the properties of most operations: all
    // of them at once (one lookup by name each costs as much as the rest).
    if (op->getPropertiesStorageSize()) {
      inherent.clear();
      op->getName().populateInherentAttrs(op, inherent);
      for (NamedAttribute attr : inherent)
        if (attr.getValue() && visit(attr.getValue()))
          return true;
    }
    for (Type type : op->getResultTypes())
      if (visit(type))
        return true;
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (visit(argument.getType()))
            return true;
    return false;
  }

private:
  /// Whether `symbol` or an attribute or type nested in it gets an alias.
  template <typename AttrOrType> bool visit(AttrOrType symbol) {
    if (!seen.insert(symbol.getAsOpaquePointer()).second)
      return false;
    if (getsAlias(symbol))
      return true;
    bool found = false;
    auto visitAttr = [&](Attribute attr) { found = found || visit(attr); };
    auto visitType = [&](Type type) { found = found || visit(type); };
    // A memref's identity layout is an affine map that is not printed.
    if constexpr (std::is_base_of_v<Type, AttrOrType>)
      if (auto memref = dyn_cast<MemRefType>(symbol)) {
        visitType(memref.getElementType());
        if (!memref.getLayout().isIdentity())
          visitAttr(memref.getLayout());
        if (Attribute space = memref.getMemorySpace())
          visitAttr(space);
        return found;
      }
    symbol.walkImmediateSubElements(visitAttr, visitType);
    return found;
  }

  /// The printer's own test: the symbol's OpAsm interface, then each
  /// dialect's OpAsmDialectInterface. Any answer but NoAlias counts.
  template <typename AttrOrType> bool getsAlias(AttrOrType symbol) {
    constexpr bool isType = std::is_base_of_v<Type, AttrOrType>;
    using OwnInterface =
        std::conditional_t<isType, OpAsmTypeInterface, OpAsmAttrInterface>;
    if constexpr (!isType)
      if (isa<DenseResourceElementsAttr>(symbol))
        return true;
    llvm::SmallString<32> name;
    llvm::raw_svector_ostream os(name);
    if (auto own = dyn_cast<OwnInterface>(symbol))
      if (own.getAlias(os) != OpAsmAliasResult::NoAlias)
        return true;
    return llvm::any_of(interfaces, [&](const OpAsmDialectInterface &iface) {
      return iface.getAlias(symbol, os) != OpAsmAliasResult::NoAlias;
    });
  }

  const Interfaces &interfaces;
  llvm::DenseSet<const void *> seen;
  NamedAttrList inherent;
};

/// Appends what is written to it to a string, two spaces deeper after each
/// newline, a buffer at a time (the printer writes a few characters at a
/// time).
class IndentedText : public llvm::raw_ostream {
public:
  explicit IndentedText(std::string &text) : text(text) { SetBuffered(); }
  ~IndentedText() override { flush(); }

private:
  void write_impl(const char *data, size_t size) override {
    written += size;
    llvm::StringRef rest(data, size);
    for (size_t end = rest.find('\n'); end != llvm::StringRef::npos;
         end = rest.find('\n')) {
      text.append(rest.data(), end + 1);
      text.append("  ");
      rest = rest.drop_front(end + 1);
    }
    text.append(rest.data(), rest.size());
  }
  /// The position in what was written, without the indentation.
  uint64_t current_pos() const override { return written; }

  std::string &text;
  uint64_t written = 0;
};
} // namespace

bool accel::printsWithoutAliases(Operation *op) {
  Interfaces interfaces(op->getContext());
  if (AliasFinder(interfaces).holdsAliasItself(op))
    return false;
  // The operations right inside `op` (a module's functions) in parallel:
  // the walk touches every operation once, as the printing does after it.
  std::vector<Operation *> children;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (Operation &child : block)
        children.push_back(&child);
  return succeeded(failableParallelForEach(
      op->getContext(), children, [&](Operation *child) {
        return failure(AliasFinder(interfaces).holdsAlias(child));
      }));
}

bool accel::printInParallel(ModuleOp module, const OpPrintingFlags &flags,
                            llvm::raw_ostream &os) {
  Block *body = module.getBody();
  std::vector<Operation *> ops;
  for (Operation &op : *body) {
    if (op.getNumResults() != 0 ||
        (op.getNumRegions() != 0 &&
         !op.hasTrait<OpTrait::IsIsolatedFromAbove>()))
      return false;
    ops.push_back(&op);
  }
  // The module without its operations, as MLIR prints it: its header, then
  // the braces around the body, which the operations go between.
  Block aside;
  aside.getOperations().splice(aside.end(), body->getOperations());
  std::string shell;
  llvm::raw_string_ostream shellStream(shell);
  module->print(shellStream, flags);
  body->getOperations().splice(body->end(), aside.getOperations());
  size_t close = shell.rfind('}');
  if (close == std::string::npos || close == 0 || shell[close - 1] != '\n')
    return false;

  // Each operation as the module prints it, two spaces deeper on each line;
  // a batch at a time, written in order, so that only a batch's text is
  // held at once.
  os << llvm::StringRef(shell).take_front(close);
  MLIRContext *context = module.getContext();
  size_t batch = 64 * std::max<size_t>(1, context->getNumThreads());
  std::vector<std::string> texts(std::min(batch, ops.size()));
  for (size_t begin = 0; begin < ops.size(); begin += batch) {
    size_t count = std::min(batch, ops.size() - begin);
    parallelFor(context, 0, count, [&](size_t i) {
      std::string &indented = texts[i];
      indented.assign("  ");
      {
        IndentedText os(indented);
        ops[begin + i]->print(os, flags);
      }
      indented += '\n';
    });
    for (size_t i = 0; i < count; ++i)
      os << texts[i];
  }
  os << llvm::StringRef(shell).drop_front(close);
  return true;
}
