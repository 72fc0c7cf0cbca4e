//===- Variants.h - kernels compiled for several accelerators ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// docs/Runtime.md, "Kernels for several accelerators": a kernel whose target
// (by the precedence of the selection rules) is a list of accelerators
// becomes one kernel per accelerator, `@k__<accelerator>`, each selected,
// validated and lowered on its own; after the selection, `@k` becomes a host
// function that asks the runtime which variant runs (accelrt_select_variant)
// and launches it.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_SELECTION_VARIANTS_H
#define ACCEL_LIB_SELECTION_VARIANTS_H

#include "accel/Selection/Selection.h"

#include <optional>
#include <string>
#include <vector>

namespace accel {

/// A kernel replaced by its variants, until its dispatcher is built.
struct VariantGroup {
  std::string name;
  mlir::FunctionType type;
  mlir::Location loc;
  /// The kernel's visibility, which its dispatcher keeps.
  bool isPrivate = false;
  /// The variants' kernel names, in the list's order.
  std::vector<std::string> variants;
};

/// Replaces each kernel whose winning target level names two or more
/// accelerators by its variants. `commandLine` and `environment` are the
/// levels the options and the environment give ("" / std::nullopt when
/// absent). Failure after an error at the kernel (an empty or repeated
/// name in a list).
mlir::FailureOr<std::vector<VariantGroup>>
expandVariants(mlir::ModuleOp module, llvm::StringRef commandLine,
               const std::optional<std::string> &environment);

/// The target of a variant kernel and where its list came from, from its
/// `accel.variant` record; std::nullopt for other kernels.
struct VariantRecord {
  std::string of;
  int64_t index = 0;
  std::string variants;
  ChoiceSource source = ChoiceSource::KernelAttribute;
};
std::optional<VariantRecord> getVariantRecord(KernelOp kernel);

/// Builds each group's dispatcher from the variants that were not skipped
/// and turns the launches of the group's kernel into calls of it. Failure
/// after an error (a variant whose accelerator has no device kind in the
/// runtime; every variant skipped).
mlir::LogicalResult
buildDispatchers(mlir::ModuleOp module, llvm::ArrayRef<VariantGroup> groups,
                 llvm::ArrayRef<KernelSelection> selections);

} // namespace accel

#endif // ACCEL_LIB_SELECTION_VARIANTS_H
