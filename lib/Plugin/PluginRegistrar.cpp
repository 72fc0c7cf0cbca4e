//===- PluginRegistrar.cpp - what a plugin stages ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Plugin/Plugin.h"

#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <mutex>

using namespace accel;

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
/// Who registered each plugin pass, by argument. MLIR's pass registry is one
/// per process, so this is too.
struct PassOwners {
  std::mutex mutex;
  llvm::StringMap<std::string> byArgument;
};
} // namespace

static PassOwners &getPassOwners() {
  static PassOwners owners;
  return owners;
}

/// Rejects a staged pass whose argument is empty or already a registered
/// pass or pipeline (MLIR aborts on a second registration of an argument);
/// returns the arguments otherwise.
static llvm::Expected<std::vector<std::string>>
checkPasses(llvm::ArrayRef<std::function<std::unique_ptr<mlir::Pass>()>> passes,
            const Provider &provider) {
  std::vector<std::string> arguments;
  llvm::StringSet<> seen;
  PassOwners &owners = getPassOwners();
  std::lock_guard lock(owners.mutex);
  for (const auto &allocate : passes) {
    std::unique_ptr<mlir::Pass> pass = allocate();
    llvm::StringRef argument = pass->getArgument();
    if (argument.empty())
      return llvm::createStringError("pass '" + pass->getName() + "' from " +
                                     provider.describe() +
                                     " has no argument to register it by");
    if (!mlir::PassInfo::lookup(argument) &&
        !mlir::PassPipelineInfo::lookup(argument) &&
        seen.insert(argument).second) {
      arguments.push_back(argument.str());
      continue;
    }
    auto owner = owners.byArgument.find(argument);
    std::string by =
        owner != owners.byArgument.end()
            ? owner->second
            : std::string(seen.contains(argument) ? provider.describe()
                                                  : "MLIR or accel");
    return llvm::createStringError("pass '" + argument + "' from " +
                                   provider.describe() +
                                   " is already registered by " + by);
  }
  return arguments;
}

llvm::Error PluginRegistrar::commit(Registry &registry,
                                    mlir::DialectRegistry *dialects) {
  // Entries first, so that a second copy of a plugin names both files.
  if (llvm::Error error = registry.checkAll(stagedAccelerators, stagedBackends))
    return error;
  llvm::Expected<std::vector<std::string>> arguments =
      checkPasses(stagedPasses, pluginProvider);
  if (!arguments)
    return arguments.takeError();
  if (llvm::Error error = registry.registerAll(std::move(stagedAccelerators),
                                               std::move(stagedBackends)))
    return error;
  {
    PassOwners &owners = getPassOwners();
    std::lock_guard lock(owners.mutex);
    for (const std::string &argument : *arguments)
      owners.byArgument[argument] = pluginProvider.describe();
  }
  for (const auto &allocate : stagedPasses)
    mlir::registerPass(allocate);
  if (dialects)
    dialectRegistry.appendTo(*dialects);
  return llvm::Error::success();
}
