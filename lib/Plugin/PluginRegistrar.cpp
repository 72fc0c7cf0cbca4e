//===- PluginRegistrar.cpp - what a plugin stages ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "RealPath.h"
#include "accel/Plugin/Plugin.h"

#include "accel/Plugin/PluginLoader.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"

#include <mutex>

using namespace accel;
using accel::detail::realPath;

PluginRegistrar::PluginRegistrar(const Registry &registry, Provider provider)
    : existing(registry), pluginProvider(std::move(provider)) {}

void PluginRegistrar::addAccelerator(Accelerator accelerator) {
  accelerator.provider = pluginProvider;
  stagedAccelerators.push_back(std::move(accelerator));
}

void PluginRegistrar::addBackend(CompileBackend backend) {
  backend.provider = pluginProvider;
  stagedBackends.push_back(std::move(backend));
}

void PluginRegistrar::addPass(
    std::function<std::unique_ptr<mlir::Pass>()> allocate) {
  stagedPasses.push_back(std::move(allocate));
}

std::vector<std::string> PluginRegistrar::acceleratorNames() const {
  std::vector<std::string> names;
  for (const Accelerator &accelerator : stagedAccelerators)
    names.push_back(accelerator.name);
  return names;
}

std::vector<std::string> PluginRegistrar::backendNames() const {
  std::vector<std::string> names;
  for (const CompileBackend &backend : stagedBackends)
    names.push_back(backend.name);
  return names;
}

namespace {
/// A plugin pass registered with MLIR: by which plugin, from which file.
struct PassOwner {
  std::string realFile;
  std::string provider;
};

/// The owners of plugin passes, by argument. MLIR's pass registry is one per
/// process, so this is too.
struct PassOwners {
  std::mutex mutex;
  llvm::StringMap<PassOwner> byArgument;
};
} // namespace

static PassOwners &getPassOwners() {
  static PassOwners owners;
  return owners;
}

/// The staged passes to register with MLIR, by index: those whose argument is
/// free. One whose argument this plugin's file registered before (the plugin
/// loaded into a second registry) is already there. Any other taken argument
/// is an error (MLIR aborts on a second registration of an argument).
static llvm::Expected<std::vector<size_t>>
checkPasses(llvm::ArrayRef<std::function<std::unique_ptr<mlir::Pass>()>> passes,
            const Provider &provider, PassOwners &owners) {
  std::vector<size_t> toRegister;
  llvm::StringSet<> seen;
  std::string file = realPath(provider.file);
  for (size_t i = 0; i < passes.size(); ++i) {
    std::unique_ptr<mlir::Pass> pass = passes[i]();
    llvm::StringRef argument = pass->getArgument();
    if (argument.empty())
      return llvm::createStringError("pass '" + pass->getName() + "' from " +
                                     provider.describe() +
                                     " has no argument to register it by");
    auto owner = owners.byArgument.find(argument);
    if (owner != owners.byArgument.end() && owner->second.realFile == file &&
        seen.insert(argument).second)
      continue;
    if (owner == owners.byArgument.end() && !mlir::PassInfo::lookup(argument) &&
        !mlir::PassPipelineInfo::lookup(argument) &&
        seen.insert(argument).second) {
      toRegister.push_back(i);
      continue;
    }
    std::string by = owner != owners.byArgument.end() ? owner->second.provider
                     : seen.contains(argument)        ? provider.describe()
                                                      : "MLIR or accel";
    return llvm::createStringError("pass '" + argument + "' from " +
                                   provider.describe() +
                                   " is already registered by " + by);
  }
  return toRegister;
}

bool accel::isPluginPass(llvm::StringRef argument) {
  PassOwners &owners = getPassOwners();
  std::lock_guard lock(owners.mutex);
  return owners.byArgument.count(argument);
}

llvm::Error PluginRegistrar::commit(Registry &registry,
                                    mlir::DialectRegistry *dialects) {
  // Entries first, so that a second copy of a plugin names both files.
  if (llvm::Error error = registry.checkAll(stagedAccelerators, stagedBackends))
    return error;
  PassOwners &owners = getPassOwners();
  std::lock_guard lock(owners.mutex);
  llvm::Expected<std::vector<size_t>> toRegister =
      checkPasses(stagedPasses, pluginProvider, owners);
  if (!toRegister)
    return toRegister.takeError();
  if (llvm::Error error = registry.registerAll(std::move(stagedAccelerators),
                                               std::move(stagedBackends)))
    return error;
  for (size_t i : *toRegister) {
    std::unique_ptr<mlir::Pass> pass = stagedPasses[i]();
    owners.byArgument[pass->getArgument()] = {realPath(pluginProvider.file),
                                              pluginProvider.describe()};
    mlir::registerPass(stagedPasses[i]);
  }
  if (dialects)
    dialectRegistry.appendTo(*dialects);
  return llvm::Error::success();
}
