//===- PluginLoader.h - loading accel plugins -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Loads plugins (see Plugin.h) into a registry: from a path given by the user
// (an error on failure) or from the directories of ACCEL_PLUGIN_PATH (a
// warning on failure). Every attempt is recorded in the registry, so that
// listings show unavailable plugins and errors about a name they would have
// provided can say why it is missing.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_PLUGIN_PLUGINLOADER_H
#define ACCEL_PLUGIN_PLUGINLOADER_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace accel {

class Registry;

/// Loads the plugin at `path` and registers all it provides in `registry`
/// (its dialects in `dialects`, when given), or nothing: the error reads
/// "cannot load plugin 'PATH': REASON". A file already loaded (same real
/// path) is not loaded again.
llvm::Error loadPlugin(llvm::StringRef path, Registry &registry,
                       mlir::DialectRegistry *dialects = nullptr);

/// The paths a command line names with `--load-accel-plugin=PATH` or
/// `--load-accel-plugin PATH` (either dash count), in order, up to `--`. Read
/// before the command line is parsed: a plugin's passes must be registered
/// by then to be usable as flags.
std::vector<std::string> scanPluginFlags(int argc, char **argv);

/// What every accel tool does at start: loads the plugins of
/// `--load-accel-plugin` (scanPluginFlags; the first failure is the error)
/// and, unless ACCEL_PLUGIN_AUTOLOAD=0, those of ACCEL_PLUGIN_PATH (each
/// failure a `warn`ing).
llvm::Error loadToolPlugins(int argc, char **argv, Registry &registry,
                            mlir::DialectRegistry *dialects,
                            llvm::function_ref<void(const llvm::Twine &)> warn);

/// Whether a loaded plugin registered the pass `argument`.
bool isPluginPass(llvm::StringRef argument);

/// The plugins to load automatically: every `*.so` in each directory of
/// ACCEL_PLUGIN_PATH (':'-separated), sorted by name within a directory;
/// none when ACCEL_PLUGIN_AUTOLOAD=0. A directory that cannot be read is a
/// warning.
std::vector<std::string>
findAutoloadPlugins(llvm::function_ref<void(const llvm::Twine &)> warn);

/// Loads the plugins of findAutoloadPlugins; each failure is a warning and
/// the tool goes on without that plugin.
void autoloadPlugins(Registry &registry, mlir::DialectRegistry *dialects,
                     llvm::function_ref<void(const llvm::Twine &)> warn);

} // namespace accel

#endif // ACCEL_PLUGIN_PLUGINLOADER_H
