//===- Selection.h - accelerator and backend per kernel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Resolves, per kernel, the accelerator and the compile backend by the
// precedence of DESIGN.md section 2, validates the pair (names, options,
// capabilities), records where each choice came from, and builds the lowering
// pipeline that `accel-lower` runs. The options belong to one compilation:
// nothing here is process-global.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_SELECTION_H
#define ACCEL_SELECTION_SELECTION_H

#include "accel/IR/AccelOps.h"
#include "accel/Registry/Registry.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace accel {

/// What to do with a kernel whose backend cannot compile it.
enum class OnUnsupported { Error, Fallback, Skip };

/// "error", "fallback" or "skip".
llvm::StringRef stringifyOnUnsupported(OnUnsupported policy);
std::optional<OnUnsupported> parseOnUnsupported(llvm::StringRef text);

/// Where a choice came from, highest precedence first.
enum class ChoiceSource {
  CommandLine,
  KernelAttribute,
  ModuleAttribute,
  Environment,
  RegistryDefault,
  AcceleratorDefault,
  Fallback,
};

/// "command line", "kernel attribute", ... as recorded in `accel.selection`.
llvm::StringRef stringifyChoiceSource(ChoiceSource source);

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
  /// Values of ACCEL_TARGET / ACCEL_BACKEND; std::nullopt reads the process
  /// environment (the driver), a value overrides it (tests, embedders).
  std::optional<std::string> environmentTarget;
  std::optional<std::string> environmentBackend;
  /// Whether the process environment is read for the values not given above.
  bool readEnvironment = true;
};

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
  /// Every option of both schemas, given or default, as strings.
  mlir::DictionaryAttr acceleratorOptions;
  mlir::DictionaryAttr backendOptions;
  ChoiceSource targetSource = ChoiceSource::RegistryDefault;
  ChoiceSource backendSource = ChoiceSource::AcceleratorDefault;
  std::vector<PassedOver> targetsPassedOver;
  std::vector<PassedOver> backendsPassedOver;
  /// Set when the policy `skip` leaves this kernel unlowered.
  bool skipped = false;

  PipelineTarget pipelineTarget() const {
    return {*accelerator, acceleratorOptions, backendOptions};
  }
};

/// Resolves and validates every kernel of `module`. Each problem is a
/// diagnostic at the kernel (or, for capabilities, at the op); warnings for
/// fallback and skip, remarks where the command line overrides an attribute.
/// Failure when any error was emitted. Reads the registry only.
mlir::FailureOr<std::vector<KernelSelection>>
resolveSelection(mlir::ModuleOp module, const Registry &registry,
                 const SelectionOptions &options);

/// Sets the `accel.selection` record on each resolved (not skipped) kernel.
void recordSelection(llvm::ArrayRef<KernelSelection> selections);

/// Prints, per kernel, the choices, their sources and what was passed over.
void printExplanation(llvm::raw_ostream &os,
                      llvm::ArrayRef<KernelSelection> selections);

/// Appends what `accel-lower` runs after selection: accel-to-linalg, kernels
/// to functions, bufferization, each backend's kernel stage (on its own
/// kernels, through accel-kernel-pipeline), each backend's module stage and
/// the host lowering. Backends are taken in name order.
void buildLoweringPipeline(mlir::OpPassManager &pm,
                           llvm::ArrayRef<KernelSelection> selections);

/// An error at each kernel of a module nested in `module`: accel-select and
/// accel-lower act on the kernels of the module they run on.
mlir::LogicalResult checkNoNestedKernels(mlir::ModuleOp module);

/// What lowering the selections in one module needs: kernels sharing a
/// backend agree on its options (one module lowers each backend once), and no
/// skipped kernel is launched. Errors at the kernel or launch.
mlir::LogicalResult checkLowerable(mlir::ModuleOp module,
                                   llvm::ArrayRef<KernelSelection> selections);

/// Runs `pm` (from buildLoweringPipeline) on `module` through `run` (a
/// pass's runPipeline, or a PassManager), after loading the dialects it may
/// create and with skipped kernels set aside.
mlir::LogicalResult runLoweringPipeline(
    mlir::ModuleOp module, llvm::ArrayRef<KernelSelection> selections,
    mlir::OpPassManager &pm,
    llvm::function_ref<mlir::LogicalResult(mlir::OpPassManager &,
                                           mlir::ModuleOp)>
        run);

/// "a, b; did you mean 'c'?"-style helpers shared with the listings.
/// The closest of `candidates` to `name` by edit distance, or "" when none
/// is close enough to suggest.
std::string suggestClosest(llvm::StringRef name,
                           llvm::ArrayRef<std::string> candidates);

} // namespace accel

#endif // ACCEL_SELECTION_SELECTION_H
