//===- Diagnostics.h - messages the selection shares ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Pieces of the selection's messages used by more than one of its files, and
// the steps that Precedence.cpp calls in the DESIGN order: option validation
// (OptionValidation.cpp) and capability checks (Capabilities.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_SELECTION_DIAGNOSTICS_H
#define ACCEL_LIB_SELECTION_DIAGNOSTICS_H

#include "accel/Selection/Selection.h"

#include "mlir/IR/Diagnostics.h"

#include <optional>
#include <string>

namespace accel {

/// "a, b, c".
std::string joinNames(llvm::ArrayRef<std::string> names);

/// Appends "did you mean 'y'? " when a name of `known` is close to `name`.
void appendSuggestion(mlir::InFlightDiagnostic &diag, llvm::StringRef name,
                      llvm::ArrayRef<std::string> known);

/// "unknown accelerator 'x'; did you mean 'y'? registered accelerators: ...",
/// with a note naming `source` and notes about plugins that failed to load
/// and may have provided it, at `loc`. `kind` is "accelerator" or "backend".
void emitUnknown(mlir::Location loc, llvm::StringRef kind, llvm::StringRef name,
                 ChoiceSource source, llvm::ArrayRef<std::string> known,
                 llvm::ArrayRef<PluginRecord> unavailable);

/// Spells an option value as a string: strings as they are, integers in
/// decimal, booleans as true/false; other attributes as printed.
std::string spellOptionValue(mlir::Attribute value);

/// The options of one schema, resolved: as strings (for the record) and typed
/// (for the pipelines).
struct ResolvedOptions {
  mlir::DictionaryAttr spelled;
  OptionValues values;
};

/// Validates `given` against `schema` and returns every option of the schema
/// (given or default); std::nullopt after an error at the kernel. `kind` is
/// "accelerator" or "backend", `owner` its name.
std::optional<ResolvedOptions>
resolveOptions(KernelOp kernel, llvm::StringRef kind, llvm::StringRef owner,
               llvm::ArrayRef<OptionSpec> schema, mlir::DictionaryAttr given);

/// `given` (the backend options the selection's sources gave) with the
/// options of the kernel's tuning record (kTunedAttrName) added where it
/// names `selection`'s backend; records what it added on `selection`.
/// Failure after an error at the kernel for a malformed record, or one
/// naming an option the backend does not have or a value it rejects.
mlir::FailureOr<mlir::DictionaryAttr>
applyTunedOptions(KernelSelection &selection, mlir::DictionaryAttr given);

/// Whose capabilities a check is about.
enum class CapabilityOwner { Accelerator, Backend };

/// An op of a kernel that its accelerator or backend cannot compile, and the
/// message that says why.
struct CapabilityProblem {
  mlir::Operation *op;
  std::string message;

  /// Emits the message as an error at the op.
  void emit() const;
};

/// The first op of the kernel (in walk order) that the capabilities of
/// `owner` reject, or std::nullopt when every op is supported.
std::optional<CapabilityProblem>
findUnsupportedOp(const KernelSelection &selection, CapabilityOwner owner);

} // namespace accel

#endif // ACCEL_LIB_SELECTION_DIAGNOSTICS_H
