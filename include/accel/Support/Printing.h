//===- Printing.h - printing lowered modules in one walk --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MLIR prints a top-level operation in two walks: a first one that prints it
// to nowhere, to find the attributes and types that get an alias (`#map =
// ...`) and the resources the file's `{-# ... #-}` section holds, then the
// real one. With --mlir-print-local-scope it prints in one walk and defines
// no alias. Where the first walk would find nothing, the two print the same
// text but for the top-level operation's trailing newline, and the first
// walk is a large part of the printing time of a lowered module
// (docs/Performance.md, "Compile time"). The one walk can then print a module's
// functions on all cores.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_PRINTING_H
#define ACCEL_SUPPORT_PRINTING_H

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class ModuleOp;
class Operation;
class OpPrintingFlags;
} // namespace mlir

namespace accel {

/// Whether printing `op` as the top-level operation defines no alias and no
/// resource: no attribute or type that `op` and the operations in it hold
/// (in their attributes, properties, result and block argument types, and
/// nested in those) gets an alias from its dialect or its own OpAsm
/// interface, and none is a dense_resource. Locations are not looked at:
/// they are printed only with --mlir-print-debuginfo, when a caller must not
/// ask. Looks at more than the printer prints (attributes that custom
/// printers elide), so that an answer of true is safe to act on; an
/// attribute that a custom printer makes up while printing is not seen.
bool printsWithoutAliases(mlir::Operation *op);

/// Prints `module` with `flags` (local scope, the default form, no SSA ids
/// unique across functions, regions printed) to `os`, its top-level
/// operations printed in parallel, each indented as it is in the module,
/// and written in order: the same text as `module->print(os, flags)`, which
/// prints them one after the other. Prints nothing and returns false when
/// the module holds an operation at the top whose printing could depend on
/// the others (one with results, or with regions that are not isolated
/// from above).
bool printInParallel(mlir::ModuleOp module, const mlir::OpPrintingFlags &flags,
                     llvm::raw_ostream &os);

} // namespace accel

#endif // ACCEL_SUPPORT_PRINTING_H
