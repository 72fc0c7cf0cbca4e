//===- Registry.cpp - accelerators and compile backends ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Registry/Registry.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace accel;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Entries
//===----------------------------------------------------------------------===//

std::string Provider::describe() const {
  if (name == "built-in")
    return name;
  std::string text = "plugin " + name;
  if (!version.empty())
    text += " " + version;
  if (!file.empty())
    text += " (" + file + ")";
  return text;
}

std::vector<std::string> Tags::names() const {
  std::vector<std::string> list;
  if (testing)
    list.push_back("testing");
  if (experimental)
    list.push_back("experimental");
  return list;
}

std::string Tags::describe() const { return llvm::join(names(), ", "); }

bool Capabilities::supportsElementType(mlir::Type type) const {
  return elementTypes.empty() ||
         llvm::any_of(elementTypes, [&](TypeBuilder build) {
           return build(type.getContext()) == type;
         });
}

std::vector<mlir::Type>
Capabilities::getElementTypes(mlir::MLIRContext *context) const {
  std::vector<mlir::Type> types;
  for (TypeBuilder build : elementTypes)
    types.push_back(build(context));
  return types;
}

const OptionSpec *Accelerator::findOption(llvm::StringRef optionName) const {
  return accel::findOption(options, optionName);
}

bool CompileBackend::supports(llvm::StringRef accelerator) const {
  return llvm::is_contained(accelerators, accelerator);
}

const OptionSpec *CompileBackend::findOption(llvm::StringRef optionName) const {
  return accel::findOption(options, optionName);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

llvm::Error Registry::checkRegistrationAllowed(llvm::StringRef kind,
                                               llvm::StringRef name,
                                               const Provider &provider) const {
  if (name.empty())
    return makeError("cannot register " + kind + " with an empty name (from " +
                     provider.describe() + ")");
  if (frozen)
    return makeError("cannot register " + kind + " '" + name + "' from " +
                     provider.describe() +
                     ": registration is closed once compilation has started");
  return llvm::Error::success();
}

llvm::Error Registry::checkEntry(const Accelerator &accelerator) const {
  if (llvm::Error error = checkRegistrationAllowed(
          "an accelerator", accelerator.name, accelerator.provider))
    return error;
  if (accelerator.preferredBackend.empty())
    return makeError("accelerator '" + accelerator.name + "' from " +
                     accelerator.provider.describe() +
                     " names no preferred backend");
  return llvm::Error::success();
}

llvm::Error Registry::checkEntry(const CompileBackend &backend) const {
  if (llvm::Error error = checkRegistrationAllowed(
          "a compile backend", backend.name, backend.provider))
    return error;
  if (backend.accelerators.empty())
    return makeError("compile backend '" + backend.name + "' from " +
                     backend.provider.describe() + " supports no accelerator");
  if (!backend.buildKernelPipeline)
    return makeError("compile backend '" + backend.name + "' from " +
                     backend.provider.describe() + " has no kernel pipeline");
  return llvm::Error::success();
}

/// Checks that each entry of `batch` is valid and that its name is neither in
/// `entries` nor earlier in the batch; the error names both providers.
template <typename Entry, typename CheckFn>
static llvm::Error checkBatch(
    const std::map<std::string, std::unique_ptr<Entry>, std::less<>> &entries,
    const std::vector<Entry> &batch, llvm::StringRef kind, CheckFn check) {
  llvm::StringMap<const Entry *> seen;
  for (const Entry &entry : batch) {
    if (llvm::Error error = check(entry))
      return error;
    const Provider *owner = nullptr;
    auto it = entries.find(entry.name);
    if (it != entries.end())
      owner = &it->second->provider;
    else if (const Entry *earlier = seen.lookup(entry.name))
      owner = &earlier->provider;
    if (owner)
      return makeError(kind + " '" + entry.name + "' from " +
                       entry.provider.describe() +
                       " is already registered by " + owner->describe());
    seen[entry.name] = &entry;
  }
  return llvm::Error::success();
}

template <typename Entry>
static void
insertAll(std::map<std::string, std::unique_ptr<Entry>, std::less<>> &entries,
          std::vector<Entry> batch) {
  for (Entry &entry : batch) {
    std::string name = entry.name;
    entries.emplace(std::move(name), std::make_unique<Entry>(std::move(entry)));
  }
}

llvm::Error
Registry::checkBatches(const std::vector<Accelerator> &accelerators,
                       const std::vector<CompileBackend> &backends) const {
  if (llvm::Error error = checkBatch(
          acceleratorsByName, accelerators, "accelerator",
          [&](const Accelerator &entry) { return checkEntry(entry); }))
    return error;
  return checkBatch(
      backendsByName, backends, "compile backend",
      [&](const CompileBackend &entry) { return checkEntry(entry); });
}

llvm::Error
Registry::checkAll(const std::vector<Accelerator> &accelerators,
                   const std::vector<CompileBackend> &backends) const {
  std::shared_lock lock(mutex);
  return checkBatches(accelerators, backends);
}

llvm::Error Registry::registerAll(std::vector<Accelerator> accelerators,
                                  std::vector<CompileBackend> backends) {
  std::unique_lock lock(mutex);
  if (llvm::Error error = checkBatches(accelerators, backends))
    return error;
  insertAll(acceleratorsByName, std::move(accelerators));
  insertAll(backendsByName, std::move(backends));
  return llvm::Error::success();
}

llvm::Error Registry::registerAccelerator(Accelerator accelerator) {
  std::vector<Accelerator> batch;
  batch.push_back(std::move(accelerator));
  return registerAll(std::move(batch), {});
}

llvm::Error Registry::registerBackend(CompileBackend backend) {
  std::vector<CompileBackend> batch;
  batch.push_back(std::move(backend));
  return registerAll({}, std::move(batch));
}

void Registry::recordPlugin(PluginRecord plugin) {
  std::unique_lock lock(mutex);
  pluginRecords.push_back(std::move(plugin));
}

std::vector<PluginRecord> Registry::plugins() const {
  std::shared_lock lock(mutex);
  return pluginRecords;
}

std::vector<PluginRecord> Registry::unavailablePlugins() const {
  std::vector<PluginRecord> result = plugins();
  llvm::erase_if(result,
                 [](const PluginRecord &plugin) { return plugin.isLoaded(); });
  return result;
}

void Registry::freeze() {
  std::unique_lock lock(mutex);
  frozen = true;
}

bool Registry::isFrozen() const {
  std::shared_lock lock(mutex);
  return frozen;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

const Accelerator *Registry::lookupAccelerator(llvm::StringRef name) const {
  std::shared_lock lock(mutex);
  auto it = acceleratorsByName.find(name);
  return it == acceleratorsByName.end() ? nullptr : it->second.get();
}

const CompileBackend *Registry::lookupBackend(llvm::StringRef name) const {
  std::shared_lock lock(mutex);
  auto it = backendsByName.find(name);
  return it == backendsByName.end() ? nullptr : it->second.get();
}

std::vector<const Accelerator *> Registry::accelerators() const {
  std::shared_lock lock(mutex);
  std::vector<const Accelerator *> result;
  for (const auto &entry : acceleratorsByName)
    result.push_back(entry.second.get());
  return result;
}

std::vector<const CompileBackend *> Registry::backends() const {
  std::shared_lock lock(mutex);
  std::vector<const CompileBackend *> result;
  for (const auto &entry : backendsByName)
    result.push_back(entry.second.get());
  return result;
}

std::vector<const CompileBackend *>
Registry::backendsFor(llvm::StringRef accelerator) const {
  std::vector<const CompileBackend *> result = backends();
  llvm::erase_if(result, [&](const CompileBackend *backend) {
    return !backend->supports(accelerator);
  });
  return result;
}

const Accelerator *Registry::defaultAccelerator() const {
  const Accelerator *best = nullptr;
  // Sorted by name, so a strict comparison keeps the first name on ties.
  for (const Accelerator *accelerator : accelerators()) {
    if (!accelerator->autoSelect || accelerator->tags.testing)
      continue;
    if (!best || accelerator->priority > best->priority)
      best = accelerator;
  }
  return best;
}

/// The preferred backend of a registered accelerator: the one set later, or
/// the one it was registered with. Takes no lock; the caller holds one.
llvm::StringRef Registry::preferredBackendOf(const Accelerator &entry) const {
  auto it = preferredOverrides.find(entry.name);
  return it == preferredOverrides.end()
             ? llvm::StringRef(entry.preferredBackend)
             : llvm::StringRef(it->second);
}

llvm::Expected<std::string>
Registry::getPreferredBackend(llvm::StringRef accelerator) const {
  std::shared_lock lock(mutex);
  auto entry = acceleratorsByName.find(accelerator);
  if (entry == acceleratorsByName.end())
    return makeError("unknown accelerator '" + accelerator + "'");
  return preferredBackendOf(*entry->second).str();
}

/// "a, b (default), c": the backends of a registered `accelerator`, its
/// preferred one marked. Takes no lock; the caller holds one.
std::string Registry::listBackendsFor(llvm::StringRef accelerator) const {
  llvm::StringRef preferred =
      preferredBackendOf(*acceleratorsByName.find(accelerator)->second);
  std::string text;
  llvm::raw_string_ostream os(text);
  bool first = true;
  for (const auto &[name, backend] : backendsByName) {
    if (!backend->supports(accelerator))
      continue;
    os << (first ? "" : ", ") << name
       << (name == preferred ? " (default)" : "");
    first = false;
  }
  return first ? std::string("none") : text;
}

std::string Registry::describeBackendsFor(llvm::StringRef accelerator) const {
  std::shared_lock lock(mutex);
  if (!acceleratorsByName.count(accelerator))
    return "none";
  return listBackendsFor(accelerator);
}

llvm::Error Registry::setPreferredBackend(llvm::StringRef accelerator,
                                          llvm::StringRef backend) {
  std::unique_lock lock(mutex);
  if (accelerator.empty())
    return makeError("cannot set the preferred backend of an accelerator with "
                     "an empty name");
  if (!acceleratorsByName.count(accelerator))
    return makeError("unknown accelerator '" + accelerator + "'");
  if (backend.empty())
    return makeError("the preferred backend of '" + accelerator +
                     "' cannot be empty; backends for '" + accelerator +
                     "': " + listBackendsFor(accelerator));
  auto it = backendsByName.find(backend);
  if (it == backendsByName.end())
    return makeError("unknown backend '" + backend + "'; backends for '" +
                     accelerator + "': " + listBackendsFor(accelerator));
  if (!it->second->supports(accelerator))
    return makeError("backend '" + backend +
                     "' does not support accelerator '" + accelerator +
                     "'; backends for '" + accelerator +
                     "': " + listBackendsFor(accelerator));
  preferredOverrides[accelerator] = backend.str();
  return llvm::Error::success();
}

Registry &accel::getGlobalRegistry() {
  static Registry registry;
  return registry;
}
