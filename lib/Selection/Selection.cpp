//===- Selection.cpp - resolve and validate each kernel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "accel/IR/AccelDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace mlir;
using namespace accel;

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

llvm::StringRef accel::stringifyOnUnsupported(OnUnsupported policy) {
  switch (policy) {
  case OnUnsupported::Error:
    return "error";
  case OnUnsupported::Fallback:
    return "fallback";
  case OnUnsupported::Skip:
    return "skip";
  }
  llvm_unreachable("unknown policy");
}

std::optional<OnUnsupported> accel::parseOnUnsupported(llvm::StringRef text) {
  if (text == "error")
    return OnUnsupported::Error;
  if (text == "fallback")
    return OnUnsupported::Fallback;
  if (text == "skip")
    return OnUnsupported::Skip;
  return std::nullopt;
}

llvm::StringRef accel::stringifyChoiceSource(ChoiceSource source) {
  switch (source) {
  case ChoiceSource::CommandLine:
    return "command line";
  case ChoiceSource::KernelAttribute:
    return "kernel attribute";
  case ChoiceSource::ModuleAttribute:
    return "module attribute";
  case ChoiceSource::Environment:
    return "environment";
  case ChoiceSource::RegistryDefault:
    return "registry default";
  case ChoiceSource::AcceleratorDefault:
    return "accelerator default";
  case ChoiceSource::Fallback:
    return "fallback";
  }
  llvm_unreachable("unknown source");
}

/// Edit distance counting insertions, deletions, substitutions and swaps of
/// neighbours as one edit each (optimal string alignment), so that the
/// commonest typo, two letters swapped, is one edit.
static unsigned typoDistance(llvm::StringRef a, llvm::StringRef b) {
  std::vector<std::vector<unsigned>> d(a.size() + 1,
                                       std::vector<unsigned>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i)
    d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j)
    d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      unsigned cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] =
          std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

std::string accel::suggestClosest(llvm::StringRef name,
                                  llvm::ArrayRef<std::string> candidates) {
  std::string best;
  unsigned bestDistance = 0;
  // Close enough: a third of the name's length, at least one edit.
  unsigned limit = std::max<unsigned>(1, name.size() / 3);
  for (const std::string &candidate : candidates) {
    unsigned distance = typoDistance(name, candidate);
    if (distance <= limit && (best.empty() || distance < bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

//===----------------------------------------------------------------------===//
// BackendChoice
//===----------------------------------------------------------------------===//

llvm::StringRef BackendChoice::lookup(llvm::StringRef accelerator) const {
  auto it = perAccelerator.find(accelerator.str());
  return it != perAccelerator.end() ? llvm::StringRef(it->second)
                                    : llvm::StringRef(forAll);
}

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::Expected<BackendChoice> BackendChoice::parse(llvm::StringRef text) {
  BackendChoice choice;
  if (text.trim().empty())
    return makeError("empty backend name");
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',');
  for (llvm::StringRef item : items) {
    item = item.trim();
    auto [accelerator, backend] = item.split('=');
    if (!item.contains('=')) {
      if (item.empty())
        return makeError("empty backend name in '" + text + "'");
      if (!choice.forAll.empty())
        return makeError("more than one backend for every accelerator in '" +
                         text + "'; use ACCELERATOR=BACKEND pairs");
      choice.forAll = item.str();
      continue;
    }
    accelerator = accelerator.trim();
    backend = backend.trim();
    if (accelerator.empty())
      return makeError("empty accelerator name in '" + item + "'");
    if (backend.empty())
      return makeError("empty backend name for accelerator '" + accelerator +
                       "'");
    if (!choice.perAccelerator.emplace(accelerator.str(), backend.str()).second)
      return makeError("accelerator '" + accelerator +
                       "' is given more than one backend in '" + text + "'");
  }
  return choice;
}

std::string BackendChoice::str() const {
  std::string text = forAll;
  for (const auto &[accelerator, backend] : perAccelerator)
    text += (text.empty() ? "" : ",") + accelerator + "=" + backend;
  return text;
}

//===----------------------------------------------------------------------===//
// Resolution
//===----------------------------------------------------------------------===//

namespace {
/// One level of the precedence that names something.
struct Candidate {
  std::string name;
  ChoiceSource source;
  /// The options of the attribute that named it, if any.
  DictionaryAttr options;
};
} // namespace

/// Candidates for the accelerator of `kernel`, highest precedence first.
static std::vector<Candidate>
targetCandidates(KernelOp kernel, ModuleOp module,
                 const SelectionOptions &options,
                 const std::optional<std::string> &environment) {
  std::vector<Candidate> candidates;
  if (!options.target.empty())
    candidates.push_back({options.target, ChoiceSource::CommandLine, {}});
  if (TargetAttr attr = kernel.getTargetAttr())
    candidates.push_back({attr.getName().str(), ChoiceSource::KernelAttribute,
                          attr.getOptions()});
  if (auto attr =
          module->getAttrOfType<TargetAttr>(AccelDialect::getTargetAttrName()))
    candidates.push_back({attr.getName().str(), ChoiceSource::ModuleAttribute,
                          attr.getOptions()});
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

static std::string joinNames(llvm::ArrayRef<std::string> names) {
  return llvm::join(names, ", ");
}

/// "did you mean 'y'? " when a name of `known` is close to `name`.
static void appendSuggestion(InFlightDiagnostic &diag, llvm::StringRef name,
                             llvm::ArrayRef<std::string> known) {
  std::string suggestion = suggestClosest(name, known);
  if (!suggestion.empty())
    diag << "did you mean '" << suggestion << "'? ";
}

/// Notes about plugins that failed to load: the one that would have provided
/// `name`, or, when none is known to, every one whose entries are unknown.
static void attachPluginNotes(InFlightDiagnostic &diag, llvm::StringRef kind,
                              llvm::StringRef name,
                              llvm::ArrayRef<PluginRecord> unavailable) {
  auto provides = [&](const PluginRecord &plugin) {
    return llvm::is_contained(
        kind == "accelerator" ? plugin.accelerators : plugin.backends, name);
  };
  bool known = llvm::any_of(unavailable, provides);
  for (const PluginRecord &plugin : unavailable) {
    if (provides(plugin))
      diag.attachNote() << kind << " '" << name << "' is provided by plugin '"
                        << plugin.file
                        << "', which failed to load: " << plugin.failure;
    else if (!known && plugin.accelerators.empty() && plugin.backends.empty())
      diag.attachNote() << "plugin '" << plugin.file
                        << "' failed to load and may provide it: "
                        << plugin.failure;
  }
}

/// "unknown accelerator 'x'; did you mean 'y'? registered accelerators: ..."
static void emitUnknown(KernelOp kernel, llvm::StringRef kind,
                        const Candidate &candidate,
                        llvm::ArrayRef<std::string> known,
                        llvm::ArrayRef<PluginRecord> unavailable) {
  InFlightDiagnostic diag = emitError(kernel.getLoc());
  diag << "unknown " << kind << " '" << candidate.name << "'; ";
  appendSuggestion(diag, candidate.name, known);
  diag << "registered " << kind << "s: " << joinNames(known);
  diag.attachNote() << "requested by the "
                    << stringifyChoiceSource(candidate.source);
  attachPluginNotes(diag, kind, candidate.name, unavailable);
}

/// Spells an option value as a string: strings as they are, integers in
/// decimal, booleans as true/false; other attributes as printed.
static std::string spellOptionValue(Attribute value) {
  if (auto text = dyn_cast<StringAttr>(value))
    return text.getValue().str();
  if (auto boolean = dyn_cast<BoolAttr>(value))
    return boolean.getValue() ? "true" : "false";
  if (auto integer = dyn_cast<IntegerAttr>(value))
    return std::to_string(integer.getValue().getSExtValue());
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  return text;
}

/// Validates `given` against `schema` and returns every option of the schema
/// (given or default) as strings; null after emitting an error.
static DictionaryAttr resolveOptions(KernelOp kernel, llvm::StringRef kind,
                                     llvm::StringRef owner,
                                     llvm::ArrayRef<OptionSpec> schema,
                                     DictionaryAttr given) {
  MLIRContext *context = kernel.getContext();
  std::vector<std::string> names;
  for (const OptionSpec &option : schema)
    names.push_back(option.name);
  llvm::StringMap<std::string> values;
  if (given) {
    for (NamedAttribute entry : given) {
      llvm::StringRef name = entry.getName().getValue();
      const OptionSpec *spec = findOption(schema, name);
      if (!spec) {
        InFlightDiagnostic diag = emitError(kernel.getLoc());
        diag << "unknown option '" << name << "' for " << kind << " '" << owner
             << "'; ";
        appendSuggestion(diag, name, names);
        diag << "options: " << (names.empty() ? "none" : joinNames(names));
        return {};
      }
      std::string value = spellOptionValue(entry.getValue());
      if (value.empty() || !spec->accepts(value)) {
        InFlightDiagnostic diag = emitError(kernel.getLoc());
        diag << "invalid value '" << value << "' for option '" << name
             << "' of " << kind << " '" << owner << "'";
        if (!spec->form.empty())
          diag << ": expected " << spec->form;
        if (!spec->knownValues.empty())
          diag << "; known values: " << joinNames(spec->knownValues);
        return {};
      }
      values[name] = value;
    }
  }
  SmallVector<NamedAttribute> entries;
  for (const OptionSpec &option : schema) {
    auto it = values.find(option.name);
    std::string value = it != values.end() ? it->second : option.defaultValue;
    if (value.empty())
      continue;
    entries.push_back(NamedAttribute(StringAttr::get(context, option.name),
                                     StringAttr::get(context, value)));
  }
  return DictionaryAttr::get(context, entries);
}

/// How an element type is spelled in capability lists: "f32", "i8", ...
static std::string spellType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// The element types an op computes on: those of its shaped operands and
/// results, and its scalar int/float operands and results. `index` is
/// addressing, supported everywhere.
static SmallVector<Type> computedTypes(Operation *op) {
  SmallVector<Type> types;
  auto add = [&](Type type) {
    if (auto shaped = dyn_cast<ShapedType>(type))
      type = shaped.getElementType();
    if (type.isIndex() || !(isa<FloatType>(type) || isa<IntegerType>(type)))
      return;
    if (!llvm::is_contained(types, type))
      types.push_back(type);
  };
  for (Type type : op->getOperandTypes())
    add(type);
  for (Type type : op->getResultTypes())
    add(type);
  return types;
}

namespace {
/// Whose capabilities a check is about.
enum class CapabilityOwner { Accelerator, Backend };
} // namespace

/// Checks every op of the kernel against the capabilities of its accelerator
/// or its backend. Reports the first failure at the op when `report` is set.
static LogicalResult checkCapabilities(const KernelSelection &selection,
                                       CapabilityOwner owner, bool report) {
  PipelineTarget target = selection.pipelineTarget();
  bool isAccelerator = owner == CapabilityOwner::Accelerator;
  const Capabilities &capabilities = isAccelerator
                                         ? selection.accelerator->capabilities
                                         : selection.backend->capabilities;
  llvm::StringRef kind = isAccelerator ? "accelerator" : "backend";
  llvm::StringRef name =
      isAccelerator ? selection.accelerator->name : selection.backend->name;
  auto reject = [&](Operation *op, llvm::StringRef reason) {
    if (report)
      emitError(op->getLoc())
          << "'" << op->getName() << "' is not supported by " << kind << " '"
          << name << "': " << reason;
    return failure();
  };
  auto check = [&](Operation *op) {
    for (Type type : computedTypes(op)) {
      std::string spelled = spellType(type);
      if (!capabilities.supportsElementType(spelled)) {
        if (report)
          emitError(op->getLoc())
              << spelled << " is not supported by " << kind << " '" << name
              << "' (in '" << op->getName() << "'); supported element types: "
              << joinNames(capabilities.elementTypes);
        return failure();
      }
      if (!capabilities.checkElementType)
        continue;
      std::string reason = capabilities.checkElementType(type, target);
      if (!reason.empty())
        return reject(op, reason);
    }
    if (!capabilities.checkOp)
      return success();
    std::string reason = capabilities.checkOp(op, target);
    return reason.empty() ? success() : reject(op, reason);
  };
  WalkResult result =
      selection.kernel.getBody().walk([&](Operation *op) -> WalkResult {
        return failed(check(op)) ? WalkResult::interrupt()
                                 : WalkResult::advance();
      });
  return failure(result.wasInterrupted());
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
  FailureOr<KernelSelection> resolve(KernelOp kernel);

private:
  /// Name resolution; the options the winning level gives come back in
  /// `given`, validated once both names are known.
  LogicalResult resolveTarget(KernelSelection &selection,
                              DictionaryAttr &given);
  LogicalResult resolveBackend(KernelSelection &selection,
                               DictionaryAttr &given);
  /// Applies the policy to an unsupported backend; failure for `error`.
  LogicalResult handleUnsupported(KernelSelection &selection,
                                  llvm::StringRef problem);

  ModuleOp module;
  const Registry &registry;
  const SelectionOptions &options;
  std::vector<std::string> acceleratorNames;
  std::vector<std::string> backendNames;
  std::vector<PluginRecord> unavailablePlugins;
  std::optional<std::string> environmentTarget;
  std::optional<BackendChoice> environmentBackend;
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
    return success();
  }
  const Candidate &winner = candidates.front();
  selection.accelerator = registry.lookupAccelerator(winner.name);
  if (!selection.accelerator) {
    emitUnknown(kernel, "accelerator", winner, acceleratorNames,
                unavailablePlugins);
    return failure();
  }
  selection.targetSource = winner.source;
  const Accelerator *implicit = registry.defaultAccelerator();
  selection.targetsPassedOver =
      passedOver(candidates, implicit ? implicit->name : "",
                 ChoiceSource::RegistryDefault);
  given = optionsFor(winner, candidates);
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
  llvm::Expected<std::string> preferred =
      registry.getPreferredBackend(accelerator.name);
  const CompileBackend *fallback =
      preferred ? registry.lookupBackend(*preferred) : nullptr;
  if (!preferred)
    llvm::consumeError(preferred.takeError());
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
    llvm::Expected<std::string> preferred =
        registry.getPreferredBackend(accelerator);
    if (!preferred)
      llvm::consumeError(preferred.takeError());
    selection.backendsPassedOver =
        passedOver(candidates, preferred ? *preferred : "",
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
    Candidate named = winner;
    named.name = name;
    emitUnknown(kernel, "backend", named, backendNames, unavailablePlugins);
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

FailureOr<KernelSelection> Resolver::resolve(KernelOp kernel) {
  KernelSelection selection;
  selection.kernel = kernel;
  DictionaryAttr targetOptions, backendOptions;
  if (failed(resolveTarget(selection, targetOptions)) ||
      failed(resolveBackend(selection, backendOptions)))
    return failure();
  if (selection.skipped)
    return selection;
  selection.acceleratorOptions =
      resolveOptions(kernel, "accelerator", selection.accelerator->name,
                     selection.accelerator->options, targetOptions);
  if (!selection.acceleratorOptions)
    return failure();
  selection.backendOptions =
      resolveOptions(kernel, "backend", selection.backend->name,
                     selection.backend->options, backendOptions);
  if (!selection.backendOptions)
    return failure();
  // What the accelerator cannot run, no backend can: skip or fail.
  if (failed(checkCapabilities(selection, CapabilityOwner::Accelerator,
                               /*report=*/false))) {
    if (options.onUnsupported != OnUnsupported::Skip) {
      (void)checkCapabilities(selection, CapabilityOwner::Accelerator,
                              /*report=*/true);
      return failure();
    }
    emitWarning(kernel.getLoc())
        << "kernel @" << kernel.getName()
        << " uses an op or element type that accelerator '"
        << selection.accelerator->name
        << "' cannot run; skipping it (--accel-on-unsupported=skip)";
    selection.skipped = true;
    return selection;
  }
  if (succeeded(checkCapabilities(selection, CapabilityOwner::Backend,
                                  /*report=*/false)))
    return selection;
  // The backend cannot compile an op that the accelerator runs: the policy
  // decides, and a fallback backend is checked in turn.
  if (options.onUnsupported == OnUnsupported::Error) {
    (void)checkCapabilities(selection, CapabilityOwner::Backend,
                            /*report=*/true);
    return failure();
  }
  std::string problem = "backend '" + selection.backend->name +
                        "' cannot compile every op of kernel @" +
                        kernel.getName().str();
  if (failed(handleUnsupported(selection, problem)))
    return failure();
  if (selection.skipped)
    return selection;
  selection.backendOptions =
      resolveOptions(kernel, "backend", selection.backend->name,
                     selection.backend->options, {});
  if (!selection.backendOptions ||
      failed(checkCapabilities(selection, CapabilityOwner::Backend,
                               /*report=*/true)))
    return failure();
  return selection;
}

FailureOr<std::vector<KernelSelection>>
accel::resolveSelection(ModuleOp module, const Registry &registry,
                        const SelectionOptions &options) {
  Resolver resolver(module, registry, options);
  if (failed(resolver.readEnvironment()))
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
  if (failedAny)
    return failure();
  return selections;
}

void accel::recordSelection(llvm::ArrayRef<KernelSelection> selections) {
  for (const KernelSelection &selection : selections) {
    if (selection.skipped)
      continue;
    Builder b(selection.kernel.getContext());
    SmallVector<NamedAttribute> entries = {
        b.getNamedAttr("accelerator",
                       b.getStringAttr(selection.accelerator->name)),
        b.getNamedAttr("backend", b.getStringAttr(selection.backend->name)),
        b.getNamedAttr("target_source", b.getStringAttr(stringifyChoiceSource(
                                            selection.targetSource))),
        b.getNamedAttr("backend_source", b.getStringAttr(stringifyChoiceSource(
                                             selection.backendSource))),
    };
    if (selection.acceleratorOptions && !selection.acceleratorOptions.empty())
      entries.push_back(
          b.getNamedAttr("accelerator_options", selection.acceleratorOptions));
    if (selection.backendOptions && !selection.backendOptions.empty())
      entries.push_back(
          b.getNamedAttr("backend_options", selection.backendOptions));
    selection.kernel->setAttr(AccelDialect::getSelectionAttrName(),
                              b.getDictionaryAttr(entries));
  }
}
