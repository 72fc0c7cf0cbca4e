//===- Listing.cpp - --list-accelerators / --list-backends ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Registry/Listing.h"

#include "accel/Registry/Registry.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace accel;

static llvm::json::Array toJson(const std::vector<std::string> &items) {
  llvm::json::Array array;
  for (const std::string &item : items)
    array.push_back(item);
  return array;
}

static llvm::json::Array optionsToJson(const std::vector<OptionSpec> &options) {
  llvm::json::Array array;
  for (const OptionSpec &option : options)
    array.push_back(llvm::json::Object{
        {"name", option.name},
        {"description", option.description},
        {"kind", option.kindName()},
        {"default", option.defaultValue},
        {"form", option.form},
        {"knownValues", toJson(option.knownValues)},
    });
  return array;
}

static void printOptionsText(llvm::raw_ostream &os,
                             const std::vector<OptionSpec> &options) {
  for (const OptionSpec &option : options) {
    os << "    option " << option.name;
    if (!option.defaultValue.empty())
      os << " (default " << option.defaultValue << ")";
    os << ": " << option.description << "\n";
  }
}

/// The element types of `capabilities` as MLIR prints them.
static std::vector<std::string> spellTypes(const Capabilities &capabilities,
                                           mlir::MLIRContext &context) {
  std::vector<std::string> names;
  for (mlir::Type type : capabilities.getElementTypes(&context)) {
    std::string name;
    llvm::raw_string_ostream os(name);
    type.print(os);
    names.push_back(std::move(name));
  }
  return names;
}

static std::vector<std::string>
names(const std::vector<const CompileBackend *> &backends) {
  std::vector<std::string> list;
  for (const CompileBackend *backend : backends)
    list.push_back(backend->name);
  return list;
}

/// The plugins that failed to load, with the reason and what they would have
/// provided; shown after either listing.
static llvm::json::Array unavailableToJson(const Registry &registry) {
  llvm::json::Array array;
  for (const PluginRecord &plugin : registry.unavailablePlugins())
    array.push_back(llvm::json::Object{
        {"file", plugin.file},
        {"name", plugin.name},
        {"version", plugin.version},
        {"reason", plugin.failure},
        {"accelerators", toJson(plugin.accelerators)},
        {"backends", toJson(plugin.backends)},
    });
  return array;
}

static void printUnavailableText(llvm::raw_ostream &os,
                                 const Registry &registry) {
  std::vector<PluginRecord> unavailable = registry.unavailablePlugins();
  if (unavailable.empty())
    return;
  os << "unavailable plugins:\n";
  for (const PluginRecord &plugin : unavailable) {
    os << "  " << plugin.file << " - unavailable: " << plugin.failure << "\n";
    if (!plugin.accelerators.empty())
      os << "    would provide accelerators: "
         << llvm::join(plugin.accelerators, ", ") << "\n";
    if (!plugin.backends.empty())
      os << "    would provide backends: " << llvm::join(plugin.backends, ", ")
         << "\n";
  }
}

static void printJson(llvm::raw_ostream &os, llvm::StringRef key,
                      llvm::json::Array entries, const Registry &registry) {
  os << llvm::formatv("{0:2}",
                      llvm::json::Value(llvm::json::Object{
                          {key, std::move(entries)},
                          {"unavailablePlugins", unavailableToJson(registry)},
                      }))
     << "\n";
}

void accel::printAccelerators(llvm::raw_ostream &os, const Registry &registry,
                              ListingFormat format) {
  const Accelerator *implicit = registry.defaultAccelerator();
  // Element types are built in a context; builtin types need no dialect.
  mlir::MLIRContext context;
  llvm::json::Array array;
  for (const Accelerator *accelerator : registry.accelerators()) {
    std::vector<std::string> types =
        spellTypes(accelerator->capabilities, context);
    if (format == ListingFormat::Json) {
      // A listed accelerator is registered: its preferred backend exists.
      std::string preferred =
          llvm::cantFail(registry.getPreferredBackend(accelerator->name));
      std::vector<std::string> backends =
          names(registry.backendsFor(accelerator->name));
      array.push_back(llvm::json::Object{
          {"name", accelerator->name},
          {"description", accelerator->description},
          {"provider", accelerator->provider.describe()},
          {"tags", toJson(accelerator->tags.names())},
          {"priority", accelerator->priority},
          {"autoSelect", accelerator->autoSelect},
          {"default", accelerator == implicit},
          {"preferredBackend", preferred},
          {"backends", toJson(backends)},
          {"options", optionsToJson(accelerator->options)},
          {"elementTypes", toJson(types)},
      });
      continue;
    }
    os << accelerator->name << " - " << accelerator->description << "\n";
    os << "    provider: " << accelerator->provider.describe() << "; priority "
       << accelerator->priority
       << (accelerator->autoSelect ? "; auto-select" : "; explicit only")
       << (accelerator == implicit ? " (the default)" : "") << "\n";
    std::string tags = accelerator->tags.describe();
    if (!tags.empty())
      os << "    tags: " << tags << "\n";
    os << "    backends: " << registry.describeBackendsFor(accelerator->name)
       << "\n";
    printOptionsText(os, accelerator->options);
    os << "    element types: "
       << (types.empty() ? std::string("any") : llvm::join(types, ", "))
       << "\n";
  }
  if (format == ListingFormat::Json)
    printJson(os, "accelerators", std::move(array), registry);
  else
    printUnavailableText(os, registry);
}

void accel::printBackends(llvm::raw_ostream &os, const Registry &registry,
                          ListingFormat format) {
  llvm::json::Array array;
  for (const CompileBackend *backend : registry.backends()) {
    if (format == ListingFormat::Json) {
      array.push_back(llvm::json::Object{
          {"name", backend->name},
          {"description", backend->description},
          {"provider", backend->provider.describe()},
          {"tags", toJson(backend->tags.names())},
          {"accelerators", toJson(backend->accelerators)},
          {"options", optionsToJson(backend->options)},
      });
      continue;
    }
    os << backend->name << " - " << backend->description << "\n";
    os << "    provider: " << backend->provider.describe() << "\n";
    std::string tags = backend->tags.describe();
    if (!tags.empty())
      os << "    tags: " << tags << "\n";
    os << "    accelerators: " << llvm::join(backend->accelerators, ", ")
       << "\n";
    printOptionsText(os, backend->options);
  }
  if (format == ListingFormat::Json)
    printJson(os, "backends", std::move(array), registry);
  else
    printUnavailableText(os, registry);
}
