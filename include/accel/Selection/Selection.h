//===- Selection.h - accelerator and backend per kernel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Resolves, per kernel, the accelerator and the compile backend by the
// precedence of docs/Design.md ("Selection rules"), validates the pair (names,
// options, capabilities) and records where each choice came from. Depends on
// the registry and the IR only; lowering what was selected is accel/Lowering.
// The options belong to one compilation: nothing here is process-global.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_SELECTION_H
#define ACCEL_SELECTION_SELECTION_H

#include "accel/IR/AccelOps.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/SelectionEnums.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace accel {

//===----------------------------------------------------------------------===//
// What one compilation asks for
//===----------------------------------------------------------------------===//

/// Backend names per accelerator, as `--accel-backend` and `ACCEL_BACKEND`
/// spell them: a bare name for every accelerator, or `A1=B1,A2=B2`.
struct BackendChoice {
  std::string forAll;
  std::map<std::string, std::string> perAccelerator;

  bool empty() const { return forAll.empty() && perAccelerator.empty(); }
  /// The name given for `accelerator` (its own entry, else the bare one), or
  /// "" when there is none.
  llvm::StringRef lookup(llvm::StringRef accelerator) const;
  /// Parses `text`; an error names what is wrong (empty names, `=` misuse).
  static llvm::Expected<BackendChoice> parse(llvm::StringRef text);
  /// The inverse of parse.
  std::string str() const;
};

/// The options of one compilation: what the command line (or the embedder)
/// asks for. The environment is read when the fields below say so.
struct SelectionOptions {
  /// Accelerator for every kernel; "" when not given.
  std::string target;
  BackendChoice backend;
  OnUnsupported onUnsupported = OnUnsupported::Error;
  /// The largest tensor a kernel may take, make or return, in bytes; 0: no
  /// limit but the index type's.
  uint64_t maxTensorBytes = kDefaultMaxTensorBytes;
  /// Values of ACCEL_TARGET / ACCEL_BACKEND; std::nullopt reads the process
  /// environment (the driver), a value overrides it (tests, embedders).
  std::optional<std::string> environmentTarget;
  std::optional<std::string> environmentBackend;
  /// Whether the process environment is read for the values not given above.
  bool readEnvironment = true;
};

/// The selection choices as the driver's flags, the passes' options and the
/// embedding API hold them, before they are checked.
struct SelectionChoices {
  /// Accelerator for every kernel; "" when not given.
  std::string target;
  /// `NAME` or `A1=B1,A2=B2`; "" when not given.
  std::string backend;
  /// More `A=B` pairs (the API's per-accelerator map).
  std::map<std::string, std::string> backends;
  OnUnsupported onUnsupported = OnUnsupported::Error;
  uint64_t maxTensorBytes = kDefaultMaxTensorBytes;
};

/// The one parser of the selection choices, used by accel-opt, the passes and
/// the API: "invalid backend choice 'TEXT': REASON" when the backend syntax
/// is wrong. The environment is left to the selection.
llvm::Expected<SelectionOptions>
parseSelectionChoices(const SelectionChoices &choices);

/// The policy spelled `text`, or "invalid on-unsupported policy 'TEXT';
/// expected error, fallback or skip" (for callers that hold a string).
llvm::Expected<OnUnsupported> parseOnUnsupported(llvm::StringRef text);

//===----------------------------------------------------------------------===//
// What the selection resolves
//===----------------------------------------------------------------------===//

/// A candidate that lost, and why; shown by --accel-explain.
struct PassedOver {
  std::string name;
  ChoiceSource source;
  std::string reason;
};

/// The resolved choice for one kernel.
struct KernelSelection {
  /// An op handle; mutable because MLIR accessors are not const.
  mutable KernelOp kernel;
  const Accelerator *accelerator = nullptr;
  const CompileBackend *backend = nullptr;
  /// Every option of both schemas, given or default, spelled as strings (the
  /// record and the explanation show them).
  mlir::DictionaryAttr acceleratorOptions;
  mlir::DictionaryAttr backendOptions;
  /// The same options, typed: what the pipelines are built from.
  OptionValues acceleratorValues;
  OptionValues backendValues;
  ChoiceSource targetSource = ChoiceSource::RegistryDefault;
  ChoiceSource backendSource = ChoiceSource::AcceleratorDefault;
  std::vector<PassedOver> targetsPassedOver;
  std::vector<PassedOver> backendsPassedOver;
  /// Set when the policy `skip` leaves this kernel unlowered.
  bool skipped = false;
  /// The backend options the kernel's tuning record (`accel.tuned`) set,
  /// spelled as strings, and what the record says of itself ("autotuned:
  /// 1.12x the default, ..."); null and "" when no record applied.
  mlir::DictionaryAttr tunedOptions;
  std::string tunedNote;
  /// The backend options the selection's sources gave (the rest are
  /// defaults or tuned): what tuning must leave alone.
  mlir::DictionaryAttr givenBackendOptions;
  /// For a variant of a kernel compiled for several accelerators
  /// (`@k__vulkan`): the kernel's name, the variant's place in the list
  /// and the list ("nvidia,vulkan,cpu"); "" and -1 otherwise.
  std::string variantOf;
  int64_t variantIndex = -1;
  std::string variants;

  PipelineTarget pipelineTarget() const {
    return {*accelerator, acceleratorValues, backendValues};
  }
};

/// Resolves and validates every kernel of `module`. Each problem is a
/// diagnostic at the kernel (or, for capabilities, at the op); warnings for
/// fallback and skip, remarks where the command line overrides an attribute.
/// Failure when any error was emitted. Reads the registry only.
mlir::FailureOr<std::vector<KernelSelection>>
resolveSelection(mlir::ModuleOp module, const SelectionOptions &options,
                 const Registry &registry);

/// Why the backend of `selection` would reject its kernel with `options`
/// (spelled backend options) in place of the options of the same names it
/// was selected with: the option validation's or the backend capability
/// checks' message, std::nullopt when both pass. Emits no diagnostic. The
/// autotuner prunes its candidates with it.
std::optional<std::string> checkBackendOptions(
    const KernelSelection &selection,
    llvm::ArrayRef<std::pair<std::string, std::string>> options);

/// The kernel attribute that carries a tuning record to the selection
/// (accel-tune sets it; docs/Performance.md, "Autotuning"):
///   accel.tuned = {backend = "cpu-vector",
///                  options = {"tile-m" = "4", "block-k" = "128"},
///                  note = "autotuned: 1.12x the default, ..."}
/// When `backend` is the kernel's backend, its options take the place of
/// the defaults; options given by the command line or an attribute win.
inline constexpr llvm::StringLiteral kTunedAttrName =
    AccelDialect::getTunedAttrName();

/// An error at each kernel of a module nested in `module`: accel-select and
/// accel-lower act on the kernels of the module they run on.
mlir::LogicalResult checkNoNestedKernels(mlir::ModuleOp module);

/// An error at each kernel argument or result, and at each op in a kernel,
/// whose ranked tensor takes more than `maxBytes` bytes (0: no limit), with
/// the figure and the limit. Sizes past the index type are the verifier's.
mlir::LogicalResult checkTensorSizes(mlir::ModuleOp module, uint64_t maxBytes);

/// What accel-select does, for the passes and the API: checks that no kernel
/// is in a nested module and the tensor sizes, resolves, prints the explanation
/// to `explain` when it is given, and records. Failure after the diagnostics.
mlir::FailureOr<std::vector<KernelSelection>>
selectKernels(mlir::ModuleOp module, const SelectionOptions &options,
              const Registry &registry, llvm::raw_ostream *explain = nullptr,
              ExplainFormat format = ExplainFormat::Text);

/// selectKernels with the choices of a pass's options: a malformed choice is
/// an error at the module.
mlir::FailureOr<std::vector<KernelSelection>>
selectKernels(mlir::ModuleOp module, const SelectionChoices &choices,
              const Registry &registry, llvm::raw_ostream *explain = nullptr,
              ExplainFormat format = ExplainFormat::Text);

/// Sets the `accel.selection` record on each resolved (not skipped) kernel.
void recordSelection(llvm::ArrayRef<KernelSelection> selections);

/// Prints, per kernel, the choices, their sources and what was passed over:
/// as text, or as JSON (`{"kernels": [...]}`, one object per kernel).
void printExplanation(llvm::raw_ostream &os,
                      llvm::ArrayRef<KernelSelection> selections,
                      ExplainFormat format = ExplainFormat::Text);

/// The JSON explanation, `{"kernels": [...]}`, before it is printed (a
/// caller may add to each kernel's object).
llvm::json::Object
getExplanationJson(llvm::ArrayRef<KernelSelection> selections);

/// The closest of `candidates` to `name` by edit distance (a swap of two
/// neighbours is one edit), or "" when none is close enough to suggest.
std::string suggestClosest(llvm::StringRef name,
                           llvm::ArrayRef<std::string> candidates);

} // namespace accel

#endif // ACCEL_SELECTION_SELECTION_H
