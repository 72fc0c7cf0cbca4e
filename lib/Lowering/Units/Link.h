//===- Link.h - putting a lowered kernel unit into its module ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_LINK_H
#define ACCEL_LIB_LOWERING_LINK_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

#include <string>

namespace accel {

/// The symbols at the top of a module by name, kept up to date while units
/// are linked into it (a SymbolTable's lookups would not see renames).
class ModuleSymbols {
public:
  explicit ModuleSymbols(mlir::ModuleOp module);

  mlir::Operation *lookup(llvm::StringRef name) const {
    return symbols.lookup(name);
  }
  void insert(mlir::Operation *symbol);
  /// A name starting with `base` that neither this module nor `unit` holds.
  std::string getUniqueName(llvm::StringRef base, mlir::ModuleOp unit);
  /// Whether `symbol` (of a unit) is defined as the module's symbol of the
  /// same name, `existing`, is: the same op, attributes, properties, types
  /// and regions, locations aside (what printDefinition would print, compared
  /// without printing either), a constant's elements compared by their
  /// bytes (a unit read from the kernel cache holds its constants in
  /// resource blobs renamed on a clash with the module's: `onnx_5_1` for
  /// `onnx_5`).
  static bool isSameDefinition(mlir::Operation *existing,
                               mlir::Operation *symbol);
  /// The module's llvm.mlir.global_dtors, if it has one.
  mlir::Operation *getDestructors() const { return destructors; }
  void setDestructors(mlir::Operation *op) { destructors = op; }

private:
  llvm::StringMap<mlir::Operation *> symbols;
  mlir::Operation *destructors = nullptr;
  unsigned counter = 0;
};

/// `op` as text without locations, in the generic form, nothing elided
/// whatever the command line asks of printing (--mlir-elide-*): what a cache
/// key hashes.
std::string printDefinition(mlir::Operation *op);

/// Moves the ops of `unit` (the lowered kernel and what it declared or
/// copied) to where `stub`, the kernel's declaration, stands, and erases the
/// stub and the unit (the unit also on failure). A symbol the module already
/// holds with the same definition (an external function, a constant global) is
/// not repeated; a private one that differs is renamed first, and so is a GPU
/// module or binary the kernel's launches name (`@k_kernel`: the module may
/// have a function of that name); another public one that differs is an
/// error at the stub. The unit's global destructors join the module's
/// list, each once.
mlir::LogicalResult linkUnit(mlir::ModuleOp unit, mlir::Operation *stub,
                             ModuleSymbols &symbols);

/// Verifies `module` as mlir::verify(module, /*verifyRecursively=*/false)
/// does, the symbol uses inside its functions on all threads: MLIR's symbol
/// table verifier walks every operation of a module on one thread, and
/// after the units are linked that is the longest serial step of a compile
/// but start-up. The operations at the top that are isolated from above
/// have their regions set aside while MLIR verifies the rest (their
/// attributes, names and own symbol uses); the module's dialect attributes
/// are verified with the regions in place first.
mlir::LogicalResult verifyLinkedModule(mlir::ModuleOp module);

} // namespace accel

#endif // ACCEL_LIB_LOWERING_LINK_H
