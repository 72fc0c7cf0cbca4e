//===- Precedence.cpp - resolve each kernel's choices -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// docs/Design.md, "Selection rules": the accelerator, then the backend, of
// each kernel by the first level that names one (command line, kernel
// attribute, module attribute, environment, default), then validation in the
// documented order: names, the pair, options (OptionValidation.cpp),
// capabilities (Capabilities.cpp), with the on-unsupported policy deciding what
// an unsupported pair or op does.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"
#include "Variants.h"

#include "accel/IR/AccelDialect.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <cstdlib>

using namespace mlir;
using namespace accel;

namespace {
/// One level of the precedence that names something.
struct Candidate {
  std::string name;
  ChoiceSource source;
  /// The options of the attribute that named it, if any.
  DictionaryAttr options;
};
} // namespace

/// The candidate an IR level's target (one, or a list) makes: a list that
/// reaches here has one entry, or lost to a higher level and is shown as
/// "a,b".
static Candidate irCandidate(Attribute attr, ChoiceSource source) {
  llvm::SmallVector<TargetAttr> targets = getTargetList(attr);
  if (targets.size() == 1)
    return {targets[0].getName().str(), source, targets[0].getOptions()};
  std::string names;
  for (TargetAttr target : targets)
    names += (names.empty() ? "" : ",") + target.getName().str();
  return {names, source, {}};
}

/// Candidates for the accelerator of `kernel`, highest precedence first. A
/// variant of a kernel compiled for several accelerators has one: its own,
/// from the level that gave the list.
static std::vector<Candidate>
targetCandidates(KernelOp kernel, ModuleOp module,
                 const SelectionOptions &options,
                 const std::optional<std::string> &environment) {
  std::vector<Candidate> candidates;
  if (std::optional<VariantRecord> variant = getVariantRecord(kernel)) {
    Candidate own = irCandidate(kernel.getTargetAttr(), variant->source);
    return {own};
  }
  if (!options.target.empty())
    candidates.push_back({options.target, ChoiceSource::CommandLine, {}});
  if (Attribute attr = kernel.getTargetAttr())
    candidates.push_back(irCandidate(attr, ChoiceSource::KernelAttribute));
  if (Attribute attr = module->getAttr(AccelDialect::getTargetAttrName()))
    candidates.push_back(irCandidate(attr, ChoiceSource::ModuleAttribute));
  if (environment)
    candidates.push_back({*environment, ChoiceSource::Environment, {}});
  return candidates;
}

/// Candidates for the backend of `kernel` on `accelerator`.
static std::vector<Candidate>
backendCandidates(KernelOp kernel, ModuleOp module, llvm::StringRef accelerator,
                  const SelectionOptions &options,
                  const std::optional<BackendChoice> &environment) {
  std::vector<Candidate> candidates;
  llvm::StringRef given = options.backend.lookup(accelerator);
  if (!given.empty())
    candidates.push_back({given.str(), ChoiceSource::CommandLine, {}});
  if (BackendAttr attr = kernel.getBackendAttr())
    candidates.push_back({attr.getName().str(), ChoiceSource::KernelAttribute,
                          attr.getOptions()});
  if (auto attr = module->getAttrOfType<BackendAttr>(
          AccelDialect::getBackendAttrName()))
    candidates.push_back({attr.getName().str(), ChoiceSource::ModuleAttribute,
                          attr.getOptions()});
  if (environment) {
    llvm::StringRef fromEnvironment = environment->lookup(accelerator);
    if (!fromEnvironment.empty())
      candidates.push_back(
          {fromEnvironment.str(), ChoiceSource::Environment, {}});
  }
  return candidates;
}

/// Options for the winning candidate: its attribute's, or those of the
/// highest IR attribute naming the same entry (so that `--accel-target=cpu`
/// keeps the options a `#accel.target<"cpu", {...}>` gives).
static DictionaryAttr optionsFor(const Candidate &winner,
                                 llvm::ArrayRef<Candidate> candidates) {
  if (winner.options)
    return winner.options;
  for (const Candidate &candidate : candidates)
    if (candidate.name == winner.name && candidate.options)
      return candidate.options;
  return {};
}

/// The passed-over entries: every candidate after the winner, then the
/// default that the winner also beat (`fallbackName`, empty when none).
static std::vector<PassedOver> passedOver(llvm::ArrayRef<Candidate> candidates,
                                          llvm::StringRef fallbackName,
                                          ChoiceSource fallbackSource) {
  std::vector<PassedOver> result;
  std::string reason = "lower precedence than the " +
                       stringifyChoiceSource(candidates.front().source).str();
  for (const Candidate &candidate : llvm::drop_begin(candidates))
    result.push_back({candidate.name, candidate.source,
                      candidate.name == candidates.front().name
                          ? "the same choice, " + reason
                          : reason});
  if (!fallbackName.empty())
    result.push_back({fallbackName.str(), fallbackSource,
                      fallbackName == candidates.front().name
                          ? "the same choice, " + reason
                          : reason});
  return result;
}

/// A remark when the command line overrides an IR attribute that names
/// something else.
static void remarkOverrides(KernelOp kernel, llvm::ArrayRef<Candidate> list,
                            llvm::StringRef what, llvm::StringRef flag) {
  if (list.empty() || list.front().source != ChoiceSource::CommandLine)
    return;
  for (const Candidate &candidate : llvm::drop_begin(list)) {
    if (candidate.source != ChoiceSource::KernelAttribute &&
        candidate.source != ChoiceSource::ModuleAttribute)
      continue;
    if (candidate.name == list.front().name)
      continue;
    emitRemark(kernel.getLoc())
        << flag << "=" << list.front().name << " overrides the "
        << stringifyChoiceSource(candidate.source) << " " << what << " '"
        << candidate.name << "'";
  }
}

/// The preferred backend of a registered accelerator, or "".
static std::string preferredBackend(const Registry &registry,
                                    llvm::StringRef accelerator) {
  llvm::Expected<std::string> preferred =
      registry.getPreferredBackend(accelerator);
  if (preferred)
    return *preferred;
  llvm::consumeError(preferred.takeError());
  return "";
}

namespace {
/// Resolves the kernels of one module.
class Resolver {
public:
  Resolver(ModuleOp module, const Registry &registry,
           const SelectionOptions &options)
      : module(module), registry(registry), options(options) {
    for (const Accelerator *accelerator : registry.accelerators())
      acceleratorNames.push_back(accelerator->name);
    for (const CompileBackend *backend : registry.backends())
      backendNames.push_back(backend->name);
    unavailablePlugins = registry.unavailablePlugins();
  }

  /// Reads the environment once; errors for empty or malformed values.
  LogicalResult readEnvironment();
  const std::optional<std::string> &getEnvironmentTarget() const {
    return environmentTarget;
  }
  FailureOr<KernelSelection> resolve(KernelOp kernel);
  /// Checks the per-accelerator backend choices (`--accel-backend`,
  /// ACCEL_BACKEND) for accelerators that no kernel was given, which no
  /// kernel's resolution looked at: a misspelt accelerator, or a backend
  /// that is unknown or does not support it, would otherwise go unnoticed.
  /// Errors at the module.
  LogicalResult checkUnusedBackendChoices();

private:
  /// Name resolution; the options the winning level gives come back in
  /// `given`, validated once both names are known.
  LogicalResult resolveTarget(KernelSelection &selection,
                              DictionaryAttr &given);
  LogicalResult resolveBackend(KernelSelection &selection,
                               DictionaryAttr &given);
  /// Validates and fills the options of the accelerator or the backend.
  LogicalResult resolveOptionsOf(KernelSelection &selection,
                                 CapabilityOwner owner, DictionaryAttr given);
  /// Applies the policy to an unsupported backend; failure for `error`.
  LogicalResult handleUnsupported(KernelSelection &selection,
                                  llvm::StringRef problem);
  /// The capability checks, accelerator first, under the policy.
  LogicalResult checkCapabilities(KernelSelection &selection);

  ModuleOp module;
  const Registry &registry;
  const SelectionOptions &options;
  std::vector<std::string> acceleratorNames;
  std::vector<std::string> backendNames;
  std::vector<PluginRecord> unavailablePlugins;
  std::optional<std::string> environmentTarget;
  std::optional<BackendChoice> environmentBackend;
  /// The accelerators that kernels were given.
  llvm::StringSet<> selectedAccelerators;
};
} // namespace

LogicalResult Resolver::readEnvironment() {
  auto read = [&](const std::optional<std::string> &given,
                  const char *variable) -> std::optional<std::string> {
    if (given)
      return given;
    if (!options.readEnvironment)
      return std::nullopt;
    if (const char *value = std::getenv(variable))
      return std::string(value);
    return std::nullopt;
  };
  environmentTarget = read(options.environmentTarget, "ACCEL_TARGET");
  if (environmentTarget && llvm::StringRef(*environmentTarget).trim().empty())
    return emitError(module.getLoc())
           << "ACCEL_TARGET is set but empty; unset it or name an "
              "accelerator (registered accelerators: "
           << joinNames(acceleratorNames) << ")";
  if (std::optional<std::string> text =
          read(options.environmentBackend, "ACCEL_BACKEND")) {
    llvm::Expected<BackendChoice> parsed = BackendChoice::parse(*text);
    if (!parsed)
      return emitError(module.getLoc())
             << "invalid ACCEL_BACKEND '" << *text
             << "': " << llvm::toString(parsed.takeError());
    environmentBackend = std::move(*parsed);
  }
  return success();
}

LogicalResult Resolver::resolveTarget(KernelSelection &selection,
                                      DictionaryAttr &given) {
  KernelOp kernel = selection.kernel;
  std::vector<Candidate> candidates =
      targetCandidates(kernel, module, options, environmentTarget);
  remarkOverrides(kernel, candidates, "target", "--accel-target");
  if (candidates.empty()) {
    selection.accelerator = registry.defaultAccelerator();
    selection.targetSource = ChoiceSource::RegistryDefault;
    if (!selection.accelerator)
      return emitError(kernel.getLoc())
             << "no accelerator to select: none is registered for implicit "
                "use; name one with --accel-target (registered "
                "accelerators: "
             << (acceleratorNames.empty() ? "none"
                                          : joinNames(acceleratorNames))
             << ")";
    selectedAccelerators.insert(selection.accelerator->name);
    return success();
  }
  const Candidate &winner = candidates.front();
  selection.accelerator = registry.lookupAccelerator(winner.name);
  if (!selection.accelerator) {
    emitUnknown(kernel.getLoc(), "accelerator", winner.name, winner.source,
                acceleratorNames, unavailablePlugins);
    return failure();
  }
  selection.targetSource = winner.source;
  selectedAccelerators.insert(winner.name);
  const Accelerator *implicit = registry.defaultAccelerator();
  selection.targetsPassedOver =
      passedOver(candidates, implicit ? implicit->name : "",
                 ChoiceSource::RegistryDefault);
  given = optionsFor(winner, candidates);
  // A variant's accelerator is its place in the list, not a choice that
  // beat the default.
  if (!selection.variantOf.empty())
    selection.targetsPassedOver.clear();
  return success();
}

LogicalResult Resolver::handleUnsupported(KernelSelection &selection,
                                          llvm::StringRef problem) {
  KernelOp kernel = selection.kernel;
  const Accelerator &accelerator = *selection.accelerator;
  std::string listing = registry.describeBackendsFor(accelerator.name);
  switch (options.onUnsupported) {
  case OnUnsupported::Error:
    emitError(kernel.getLoc()) << problem << "; backends for '"
                               << accelerator.name << "': " << listing;
    return failure();
  case OnUnsupported::Skip:
    emitWarning(kernel.getLoc())
        << problem << "; skipping kernel @" << kernel.getName()
        << " (--accel-on-unsupported=skip)";
    selection.skipped = true;
    return success();
  case OnUnsupported::Fallback:
    break;
  }
  std::string preferred = preferredBackend(registry, accelerator.name);
  const CompileBackend *fallback =
      preferred.empty() ? nullptr : registry.lookupBackend(preferred);
  if (!fallback || fallback == selection.backend ||
      !fallback->supports(accelerator.name)) {
    emitError(kernel.getLoc()) << problem << "; no fallback: backends for '"
                               << accelerator.name << "': " << listing;
    return failure();
  }
  emitWarning(kernel.getLoc())
      << problem << "; falling back to '" << fallback->name
      << "', the preferred backend of '" << accelerator.name
      << "' (--accel-on-unsupported=fallback)";
  selection.backendsPassedOver.insert(
      selection.backendsPassedOver.begin(),
      {selection.backend->name, selection.backendSource, problem.str()});
  selection.backend = fallback;
  selection.backendSource = ChoiceSource::Fallback;
  return success();
}

LogicalResult Resolver::resolveBackend(KernelSelection &selection,
                                       DictionaryAttr &given) {
  KernelOp kernel = selection.kernel;
  llvm::StringRef accelerator = selection.accelerator->name;
  std::vector<Candidate> candidates = backendCandidates(
      kernel, module, accelerator, options, environmentBackend);
  remarkOverrides(kernel, candidates, "backend", "--accel-backend");

  Candidate winner{"default", ChoiceSource::AcceleratorDefault, {}};
  if (!candidates.empty()) {
    winner = candidates.front();
    selection.backendsPassedOver =
        passedOver(candidates, preferredBackend(registry, accelerator),
                   ChoiceSource::AcceleratorDefault);
  }
  selection.backendSource = winner.source;
  std::string name = winner.name;
  // `default` at any level asks for the accelerator's preferred backend.
  if (name == "default") {
    llvm::Expected<std::string> preferred =
        registry.getPreferredBackend(accelerator);
    if (!preferred)
      return emitError(kernel.getLoc())
             << llvm::toString(preferred.takeError());
    name = *preferred;
    if (winner.source == ChoiceSource::AcceleratorDefault)
      winner.name = name;
  }
  selection.backend = registry.lookupBackend(name);
  if (!selection.backend) {
    emitUnknown(kernel.getLoc(), "backend", name, winner.source, backendNames,
                unavailablePlugins);
    return failure();
  }
  if (!selection.backend->supports(accelerator)) {
    std::string problem = "backend '" + name +
                          "' does not support accelerator '" +
                          accelerator.str() + "'";
    // A fallback backend starts from its defaults.
    return handleUnsupported(selection, problem);
  }
  if (winner.name == name)
    given = optionsFor(winner, candidates);
  return success();
}

/// `given` with the backend's defaults for `selection`'s accelerator options
/// (CompileBackend::deriveDefaults) where it has no value.
static DictionaryAttr withDerivedDefaults(const KernelSelection &selection,
                                          DictionaryAttr given) {
  const CompileBackend &backend = *selection.backend;
  if (!backend.deriveDefaults)
    return given;
  MLIRContext *context = selection.kernel.getContext();
  NamedAttrList options(given ? given.getValue() : ArrayRef<NamedAttribute>());
  for (const auto &[name, value] :
       backend.deriveDefaults(selection.acceleratorValues))
    if (!options.get(name))
      options.set(name, StringAttr::get(context, value));
  return options.getDictionary(context);
}

LogicalResult Resolver::resolveOptionsOf(KernelSelection &selection,
                                         CapabilityOwner owner,
                                         DictionaryAttr given) {
  bool isAccelerator = owner == CapabilityOwner::Accelerator;
  if (!isAccelerator) {
    selection.givenBackendOptions = given;
    FailureOr<DictionaryAttr> tuned = applyTunedOptions(selection, given);
    if (failed(tuned))
      return failure();
    given = withDerivedDefaults(selection, *tuned);
  }
  std::optional<ResolvedOptions> resolved =
      isAccelerator
          ? resolveOptions(selection.kernel, "accelerator",
                           selection.accelerator->name,
                           selection.accelerator->options, given)
          : resolveOptions(selection.kernel, "backend", selection.backend->name,
                           selection.backend->options, given);
  if (!resolved)
    return failure();
  (isAccelerator ? selection.acceleratorOptions : selection.backendOptions) =
      resolved->spelled;
  (isAccelerator ? selection.acceleratorValues : selection.backendValues) =
      std::move(resolved->values);
  return success();
}

LogicalResult Resolver::checkCapabilities(KernelSelection &selection) {
  KernelOp kernel = selection.kernel;
  // What the accelerator cannot run, no backend can: skip or fail.
  if (std::optional<CapabilityProblem> problem =
          findUnsupportedOp(selection, CapabilityOwner::Accelerator)) {
    if (options.onUnsupported != OnUnsupported::Skip) {
      problem->emit();
      return failure();
    }
    emitWarning(kernel.getLoc())
        << "kernel @" << kernel.getName()
        << " uses an op or element type that accelerator '"
        << selection.accelerator->name
        << "' cannot run; skipping it (--accel-on-unsupported=skip)";
    selection.skipped = true;
    return success();
  }
  std::optional<CapabilityProblem> problem =
      findUnsupportedOp(selection, CapabilityOwner::Backend);
  if (!problem)
    return success();
  // The backend cannot compile an op that the accelerator runs: the policy
  // decides, and a fallback backend is checked in turn.
  if (options.onUnsupported == OnUnsupported::Error) {
    problem->emit();
    return failure();
  }
  std::string reason = "backend '" + selection.backend->name +
                       "' cannot compile every op of kernel @" +
                       kernel.getName().str();
  if (failed(handleUnsupported(selection, reason)))
    return failure();
  if (selection.skipped)
    return success();
  if (failed(resolveOptionsOf(selection, CapabilityOwner::Backend, {})))
    return failure();
  if (std::optional<CapabilityProblem> again =
          findUnsupportedOp(selection, CapabilityOwner::Backend)) {
    again->emit();
    return failure();
  }
  return success();
}

FailureOr<KernelSelection> Resolver::resolve(KernelOp kernel) {
  KernelSelection selection;
  selection.kernel = kernel;
  if (std::optional<VariantRecord> variant = getVariantRecord(kernel)) {
    selection.variantOf = variant->of;
    selection.variantIndex = variant->index;
    selection.variants = variant->variants;
  }
  DictionaryAttr targetOptions, backendOptions;
  if (failed(resolveTarget(selection, targetOptions)) ||
      failed(resolveBackend(selection, backendOptions)))
    return failure();
  if (selection.skipped)
    return selection;
  if (failed(resolveOptionsOf(selection, CapabilityOwner::Accelerator,
                              targetOptions)) ||
      failed(resolveOptionsOf(selection, CapabilityOwner::Backend,
                              backendOptions)) ||
      failed(checkCapabilities(selection)))
    return failure();
  return selection;
}

LogicalResult Resolver::checkUnusedBackendChoices() {
  bool failedAny = false;
  for (auto [choice, source] :
       {std::pair{std::optional<BackendChoice>(options.backend),
                  ChoiceSource::CommandLine},
        std::pair{environmentBackend, ChoiceSource::Environment}}) {
    if (!choice)
      continue;
    for (const auto &[accelerator, backend] : choice->perAccelerator) {
      if (selectedAccelerators.contains(accelerator))
        continue;
      if (!registry.lookupAccelerator(accelerator)) {
        emitUnknown(module.getLoc(), "accelerator", accelerator, source,
                    acceleratorNames, unavailablePlugins);
        failedAny = true;
        continue;
      }
      if (backend == "default")
        continue;
      const CompileBackend *named = registry.lookupBackend(backend);
      if (!named) {
        emitUnknown(module.getLoc(), "backend", backend, source, backendNames,
                    unavailablePlugins);
        failedAny = true;
      } else if (!named->supports(accelerator)) {
        InFlightDiagnostic diag = emitError(module.getLoc());
        diag << "backend '" << backend << "' does not support accelerator '"
             << accelerator << "'; backends for '" << accelerator
             << "': " << registry.describeBackendsFor(accelerator);
        diag.attachNote() << "requested by the "
                          << stringifyChoiceSource(source);
        failedAny = true;
      }
    }
  }
  return failure(failedAny);
}

FailureOr<std::vector<KernelSelection>>
accel::resolveSelection(ModuleOp module, const SelectionOptions &options,
                        const Registry &registry) {
  Resolver resolver(module, registry, options);
  if (failed(resolver.readEnvironment()))
    return failure();
  // Kernels compiled for several accelerators become one kernel each.
  FailureOr<std::vector<VariantGroup>> groups =
      expandVariants(module, options.target, resolver.getEnvironmentTarget());
  if (failed(groups))
    return failure();
  std::vector<KernelSelection> selections;
  bool failedAny = false;
  // Every kernel is checked, so that one run reports every problem.
  for (KernelOp kernel : module.getOps<KernelOp>()) {
    FailureOr<KernelSelection> selection = resolver.resolve(kernel);
    if (failed(selection)) {
      failedAny = true;
      continue;
    }
    selections.push_back(std::move(*selection));
  }
  if (failed(resolver.checkUnusedBackendChoices()) || failedAny ||
      failed(buildDispatchers(module, *groups, selections)))
    return failure();
  return selections;
}
