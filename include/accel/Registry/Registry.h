//===- Registry.h - accelerators and compile backends -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The registry owns every accelerator (target kind) and compile backend (named
// pass pipeline) known to one tool or embedding compiler: the built-ins and
// those of plugins. There is no process-wide "current accelerator": which one
// a kernel gets is decided per compilation by the selection.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_REGISTRY_REGISTRY_H
#define ACCEL_REGISTRY_REGISTRY_H

#include "accel/Registry/Options.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <shared_mutex>
#include <string>
#include <vector>

namespace mlir {
class OpPassManager;
class Operation;
class MLIRContext;
class Type;
} // namespace mlir

namespace accel {

/// Who registered an entry: "built-in", or a plugin (its name, version and
/// file). Named in listings and in duplicate-name errors.
struct Provider {
  std::string name = "built-in";
  std::string version;
  /// The shared library it came from; empty for built-ins.
  std::string file;

  /// "built-in" or "plugin <name> <version> (<file>)".
  std::string describe() const;
};

/// A plugin the tool tried to load, kept for listings and for errors about
/// names it would have provided.
struct PluginRecord {
  /// The path it was loaded from, as given.
  std::string file;
  /// Its name and version, when it got as far as declaring them.
  std::string name;
  std::string version;
  /// Why it is unavailable; empty when it loaded.
  std::string failure;
  /// The accelerators and backends it registered, or tried to register
  /// (known when its register function ran).
  std::vector<std::string> accelerators;
  std::vector<std::string> backends;

  bool isLoaded() const { return failure.empty(); }
};

/// Labels shown in listings. A `testing` accelerator is never chosen
/// implicitly; `experimental` is informational.
struct Tags {
  bool testing = false;
  bool experimental = false;

  /// The set tags, in order: "testing", "experimental".
  std::vector<std::string> names() const;
  /// The set tags, comma-separated ("testing, experimental"), or "".
  std::string describe() const;
};

struct PipelineTarget;

/// Builds an element type in the context of the IR it is checked against:
/// the registry serves many contexts, so it keeps builders, not types.
using TypeBuilder = mlir::Type (*)(mlir::MLIRContext *);

/// A TypeBuilder for a type without parameters (`buildType<Float32Type>`).
template <typename T> mlir::Type buildType(mlir::MLIRContext *context) {
  return T::get(context);
}
/// A TypeBuilder for the signless integer type of `width` bits.
template <unsigned width>
mlir::Type buildIntegerType(mlir::MLIRContext *context) {
  return mlir::IntegerType::get(context, width);
}

/// What an accelerator or a backend can compile; checked at each op of a
/// kernel before anything is lowered.
struct Capabilities {
  /// Element types it computes on. Empty means any.
  std::vector<TypeBuilder> elementTypes;
  /// A further check of each listed element type an op computes on, for
  /// types that depend on options: returns why the type cannot be used (e.g.
  /// "f64 needs the Float64 capability"), or "" when it can.
  std::function<std::string(mlir::Type, const PipelineTarget &)>
      checkElementType;
  /// A further check of one op: returns why the op cannot be compiled, or ""
  /// when it can.
  std::function<std::string(mlir::Operation *, const PipelineTarget &)> checkOp;

  /// Whether `type` is listed (or nothing is).
  bool supportsElementType(mlir::Type type) const;
  /// The listed element types, built in `context`.
  std::vector<mlir::Type> getElementTypes(mlir::MLIRContext *context) const;
};

/// A target kind: `cpu`, `nvidia`, or one from a plugin.
struct Accelerator {
  std::string name;
  std::string description;
  Tags tags;
  /// The implicit default is the `autoSelect` accelerator of highest priority.
  int priority = 0;
  bool autoSelect = true;
  std::vector<OptionSpec> options;
  Capabilities capabilities;
  /// The backend used when nothing else asks for one, as registered; the
  /// registry's getPreferredBackend reflects later changes.
  std::string preferredBackend;
  Provider provider;

  /// The option of that name, or null.
  const OptionSpec *findOption(llvm::StringRef optionName) const;
};

/// What a backend builds its pipeline for: the accelerator and the validated
/// options of both, typed. The selection fills every option of both schemas
/// (given or default).
struct PipelineTarget {
  const Accelerator &accelerator;
  const OptionValues &acceleratorOptions;
  const OptionValues &backendOptions;

  /// The accelerator's options struct, filled (see accel/Registry/Options.h).
  template <typename Options> Options getAcceleratorOptions() const {
    return bindOptions<Options>(acceleratorOptions);
  }
  /// The backend's options struct, filled.
  template <typename Options> Options getBackendOptions() const {
    return bindOptions<Options>(backendOptions);
  }
};

/// Appends a backend's passes to a pass manager.
using PipelineBuilder =
    std::function<void(mlir::OpPassManager &, const PipelineTarget &)>;

/// A PipelineBuilder that hands `build` the backend's options struct, filled
/// from the selection: how backends receive typed options.
template <typename Options>
PipelineBuilder
withOptions(std::function<void(mlir::OpPassManager &, const Options &,
                               const PipelineTarget &)>
                build) {
  return [build = std::move(build)](mlir::OpPassManager &pm,
                                    const PipelineTarget &target) {
    build(pm, target.getBackendOptions<Options>(), target);
  };
}

/// A named pass pipeline that compiles kernels for some accelerators.
///
/// `accel-lower` runs a backend in two stages, so that kernels of different
/// backends can share one module: after the common prefix (selection,
/// accel-to-linalg, kernels to functions, bufferization), each kernel's
/// function runs the kernel stage of its backend (kernels in parallel), then
/// every backend in use runs its module stage on a module that holds only its
/// own kernels, then the host code is lowered to LLVM once.
struct CompileBackend {
  std::string name;
  std::string description;
  Tags tags;
  /// Names of the accelerators it compiles for.
  std::vector<std::string> accelerators;
  std::vector<OptionSpec> options;
  Capabilities capabilities;
  /// Appends passes for one kernel function while it still computes on
  /// tensors (before bufferization: fusion, for instance) to a pass manager
  /// anchored on `func.func`. Optional.
  PipelineBuilder buildTensorPipeline;
  /// Appends the passes for one kernel function, on buffers, to a pass
  /// manager anchored on `func.func`. Required.
  PipelineBuilder buildKernelPipeline;
  /// Appends module-level passes that run after every kernel stage and before
  /// the host lowering. Optional.
  PipelineBuilder buildModulePipeline;
  /// Whether its stages leave GPU launches (gpu.launch_func, gpu.binary) in
  /// the host code; the host lowering converts those only when a backend in
  /// use says so.
  bool launchesGpuKernels = false;
  /// The candidates autotuning measures for a kernel (accel-tune,
  /// docs/Performance.md): option sets derived from the target and from
  /// what the kernel holds, each naming the options it varies (the same
  /// names in every candidate), in the order to try them (a budget may stop
  /// before the last); none: the kernel is not tuned. Optional: a backend
  /// without one is not tuned.
  std::function<std::vector<TuningCandidate>(const TuningSubject &)>
      tuningSpace;
  /// Defaults that depend on the accelerator's options (cpu-vector's tiles
  /// on the registers of the `cpu` it compiles for): option names and values
  /// as attributes spell them. They take the place of the schema's defaults
  /// for the options the kernel's sources and its tuning record leave out.
  /// Optional: without it, or for an option it leaves out, the schema's
  /// default.
  std::function<OptionSpelling(const OptionValues &acceleratorOptions)>
      deriveDefaults;
  Provider provider;

  bool supports(llvm::StringRef accelerator) const;
  /// The option of that name, or null.
  const OptionSpec *findOption(llvm::StringRef optionName) const;
};

/// Owns accelerators and backends. Registration returns an error on a bad or
/// duplicate entry and never aborts; listings are sorted by name. Lookups may
/// run from many threads at once; once `freeze` is called (the tool starts
/// compiling), registration fails instead of racing with them.
class Registry {
public:
  Registry() = default;
  Registry(const Registry &) = delete;
  Registry &operator=(const Registry &) = delete;

  llvm::Error registerAccelerator(Accelerator accelerator);
  llvm::Error registerBackend(CompileBackend backend);
  /// Registers every entry or none: the first bad entry, or name taken in the
  /// registry or earlier in the batch, is the error and nothing is added.
  llvm::Error registerAll(std::vector<Accelerator> accelerators,
                          std::vector<CompileBackend> backends);
  /// The error registerAll would return now, without registering anything.
  llvm::Error checkAll(const std::vector<Accelerator> &accelerators,
                       const std::vector<CompileBackend> &backends) const;

  /// Remembers a plugin that was loaded or failed to load.
  void recordPlugin(PluginRecord plugin);
  /// Every plugin recorded, in the order they were tried.
  std::vector<PluginRecord> plugins() const;
  /// The recorded plugins that failed to load.
  std::vector<PluginRecord> unavailablePlugins() const;

  /// Rejects every later registration. Lookups are unaffected.
  void freeze();
  bool isFrozen() const;

  /// Null when no entry has that name. Entries live as long as the registry.
  const Accelerator *lookupAccelerator(llvm::StringRef name) const;
  const CompileBackend *lookupBackend(llvm::StringRef name) const;

  /// Every entry, sorted by name.
  std::vector<const Accelerator *> accelerators() const;
  std::vector<const CompileBackend *> backends() const;
  /// The backends that support `accelerator`, sorted by name.
  std::vector<const CompileBackend *>
  backendsFor(llvm::StringRef accelerator) const;

  /// The accelerator chosen when nothing asks for one: the highest-priority
  /// `autoSelect` accelerator that is not tagged `testing` (ties: the first
  /// name in order). Null when there is none.
  const Accelerator *defaultAccelerator() const;

  /// The preferred backend of `accelerator`; no side effects. An error if the
  /// accelerator is unknown.
  llvm::Expected<std::string>
  getPreferredBackend(llvm::StringRef accelerator) const;
  /// Sets it after checking that the backend exists and supports the
  /// accelerator; the error lists the valid choices. Empty names are errors.
  llvm::Error setPreferredBackend(llvm::StringRef accelerator,
                                  llvm::StringRef backend);

  /// "a, b (default), c": the backends of `accelerator`, its preferred one
  /// marked; "none" when there are none.
  std::string describeBackendsFor(llvm::StringRef accelerator) const;

private:
  llvm::Error checkRegistrationAllowed(llvm::StringRef kind,
                                       llvm::StringRef name,
                                       const Provider &provider) const;
  llvm::Error checkEntry(const Accelerator &accelerator) const;
  llvm::Error checkEntry(const CompileBackend &backend) const;
  /// checkAll with the lock held.
  llvm::Error checkBatches(const std::vector<Accelerator> &accelerators,
                           const std::vector<CompileBackend> &backends) const;
  llvm::StringRef preferredBackendOf(const Accelerator &entry) const;
  std::string listBackendsFor(llvm::StringRef accelerator) const;

  mutable std::shared_mutex mutex;
  bool frozen = false;
  // std::map keeps listings sorted; unique_ptr keeps entries at stable
  // addresses while others are added.
  std::map<std::string, std::unique_ptr<Accelerator>, std::less<>>
      acceleratorsByName;
  std::map<std::string, std::unique_ptr<CompileBackend>, std::less<>>
      backendsByName;
  /// Preferred backends set after registration, by accelerator name.
  llvm::StringMap<std::string> preferredOverrides;
  std::vector<PluginRecord> pluginRecords;
};

/// The registry of the running tool: the one `accel-opt`, the registered
/// passes and plugins use. Embedders may create registries of their own.
Registry &getGlobalRegistry();

} // namespace accel

#endif // ACCEL_REGISTRY_REGISTRY_H
