//===- PluginLoader.cpp - loading accel plugins -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Plugin/PluginLoader.h"

#include "RealPath.h"
#include "accel/Plugin/Plugin.h"
#include "accel/Registry/Registry.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <algorithm>
#include <dlfcn.h>

using namespace accel;
using accel::detail::realPath;

/// Whether a plugin with the real path `real` is already loaded.
static bool isLoaded(const Registry &registry, llvm::StringRef real) {
  return llvm::any_of(registry.plugins(), [&](const PluginRecord &plugin) {
    return plugin.isLoaded() && realPath(plugin.file) == real;
  });
}

/// Opens the library and reads its info; `record` gets its name and version.
static llvm::Expected<AccelPluginInfo> openPlugin(llvm::StringRef path,
                                                  PluginRecord &record) {
  if (!llvm::sys::fs::exists(path))
    return llvm::createStringError("no such file");
  // A path without a slash would make dlopen search the library path.
  llvm::SmallString<256> absolute(path);
  llvm::sys::fs::make_absolute(absolute);
  // RTLD_LOCAL: plugins do not see each other's symbols, so two plugins may
  // use the same names for their own functions. The library stays loaded
  // even when it is rejected: its static constructors may have run.
  void *handle = dlopen(absolute.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle)
    return llvm::createStringError(
        llvm::Twine("not a loadable shared library: ") + dlerror());
  auto getInfo = reinterpret_cast<AccelGetPluginInfoFn>(
      dlsym(handle, ACCEL_PLUGIN_ENTRY_POINT));
  if (!getInfo)
    return llvm::createStringError("no entry point '" ACCEL_PLUGIN_ENTRY_POINT
                                   "': a plugin defines extern \"C\" "
                                   "AccelPluginInfo " ACCEL_PLUGIN_ENTRY_POINT
                                   "(void)");
  AccelPluginInfo info = getInfo();
  // Nothing else of the info is read before its version is known to match.
  if (info.abiVersion != ACCEL_PLUGIN_ABI_VERSION)
    return llvm::createStringError("built for plugin ABI version " +
                                   llvm::Twine(info.abiVersion) +
                                   ", but this accel uses version " +
                                   llvm::Twine(ACCEL_PLUGIN_ABI_VERSION));
  if (!info.name || !*info.name)
    return llvm::createStringError("its plugin info has no name");
  record.name = info.name;
  record.version = info.version ? info.version : "";
  if (!info.registerPlugin)
    return llvm::createStringError("plugin '" + record.name +
                                   "' has no register function");
  return info;
}

/// Runs the register function and commits what it staged.
static llvm::Error registerPlugin(const AccelPluginInfo &info,
                                  PluginRecord &record, Registry &registry,
                                  mlir::DialectRegistry *dialects) {
  Provider provider;
  provider.name = record.name;
  provider.version = record.version;
  provider.file = record.file;
  PluginRegistrar registrar(registry, provider);
  llvm::Error error = info.registerPlugin(registrar);
  record.accelerators = registrar.acceleratorNames();
  record.backends = registrar.backendNames();
  if (error)
    return llvm::createStringError("its register function failed: " +
                                   llvm::toString(std::move(error)));
  return registrar.commit(registry, dialects);
}

llvm::Error accel::loadPlugin(llvm::StringRef path, Registry &registry,
                              mlir::DialectRegistry *dialects) {
  if (isLoaded(registry, realPath(path)))
    return llvm::Error::success();
  PluginRecord record;
  record.file = path.str();
  llvm::Error error = [&]() -> llvm::Error {
    llvm::Expected<AccelPluginInfo> info = openPlugin(path, record);
    if (!info)
      return info.takeError();
    return registerPlugin(*info, record, registry, dialects);
  }();
  if (error)
    record.failure = llvm::toString(std::move(error));
  std::string failure = record.failure;
  registry.recordPlugin(std::move(record));
  if (failure.empty())
    return llvm::Error::success();
  return llvm::createStringError("cannot load plugin '" + path +
                                 "': " + failure);
}

std::vector<std::string>
accel::findAutoloadPlugins(llvm::function_ref<void(const llvm::Twine &)> warn) {
  std::vector<std::string> files;
  // Off as the runtime's ACCEL_PROFILE and ACCEL_EXPLAIN are: 0, false, off
  // or no, in any case (ACCEL_PLUGIN_AUTOLOAD=false loaded every plugin).
  std::optional<std::string> autoload =
      llvm::sys::Process::GetEnv("ACCEL_PLUGIN_AUTOLOAD");
  if (autoload && llvm::is_contained({"0", "false", "off", "no"},
                                     llvm::StringRef(*autoload).lower()))
    return files;
  std::optional<std::string> searchPath =
      llvm::sys::Process::GetEnv("ACCEL_PLUGIN_PATH");
  if (!searchPath)
    return files;
  llvm::SmallVector<llvm::StringRef> directories;
  llvm::StringRef(*searchPath)
      .split(directories, ':', -1,
             /*KeepEmpty=*/false);
  for (llvm::StringRef directory : directories) {
    std::vector<std::string> found;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(directory, ec), end;
         it != end && !ec; it.increment(ec))
      if (llvm::sys::path::extension(it->path()) == ".so")
        found.push_back(it->path());
    if (ec) {
      warn("cannot read plugin directory '" + directory +
           "' (from ACCEL_PLUGIN_PATH): " + ec.message());
      continue;
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

void accel::autoloadPlugins(
    Registry &registry, mlir::DialectRegistry *dialects,
    llvm::function_ref<void(const llvm::Twine &)> warn) {
  for (const std::string &file : findAutoloadPlugins(warn))
    if (llvm::Error error = loadPlugin(file, registry, dialects))
      warn(llvm::toString(std::move(error)) +
           " (autoloaded from ACCEL_PLUGIN_PATH; continuing without it)");
}

std::vector<std::string> accel::scanPluginFlags(int argc, char **argv) {
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--")
      break;
    if (!arg.consume_front("--") && !arg.consume_front("-"))
      continue;
    if (arg == "load-accel-plugin" && i + 1 < argc)
      paths.push_back(argv[++i]);
    else if (arg.consume_front("load-accel-plugin="))
      paths.push_back(arg.str());
  }
  return paths;
}

llvm::Error
accel::loadToolPlugins(int argc, char **argv, Registry &registry,
                       mlir::DialectRegistry *dialects,
                       llvm::function_ref<void(const llvm::Twine &)> warn) {
  for (const std::string &path : scanPluginFlags(argc, argv))
    if (llvm::Error error = loadPlugin(path, registry, dialects))
      return error;
  autoloadPlugins(registry, dialects, warn);
  return llvm::Error::success();
}
