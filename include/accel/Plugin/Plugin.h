//===- Plugin.h - the accel plugin ABI --------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What a plugin implements. A plugin is a shared library that links the same
// libMLIR.so, libLLVM.so and accel libraries as the tool and exports one
// symbol:
//
//   extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
//     return {ACCEL_PLUGIN_ABI_VERSION, "toy-npu", "0.1", registerToyNpu};
//   }
//
// The loader checks `abiVersion` before it reads anything else, then calls
// `registerPlugin` with a registrar. Everything the register function adds
// (accelerators, backends, dialects, passes) is staged and reaches the tool
// only if the function succeeds and every name is free: a plugin is
// registered whole or not at all.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_PLUGIN_PLUGIN_H
#define ACCEL_PLUGIN_PLUGIN_H

#include "accel/Registry/Registry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

/// The version of this ABI: the layout of AccelPluginInfo and of the classes
/// the register function sees. Raised on every incompatible change (2: typed
/// options, element types as mlir::Type builders; 3: a backend's tensor
/// stage; 4: a backend's tuning space takes the kernel's TuningSubject; 5:
/// the TuningSubject holds the kernel and its PipelineTarget; 6: a backend's
/// defaults derived from the accelerator's options).
#define ACCEL_PLUGIN_ABI_VERSION 6

/// The name of the entry point the loader looks up.
#define ACCEL_PLUGIN_ENTRY_POINT "accelGetPluginInfo"

/// Marks the entry point exported when a plugin hides its other symbols.
#define ACCEL_PLUGIN_EXPORT __attribute__((visibility("default")))

namespace accel {

/// What a plugin's register function adds to the tool. Nothing is visible to
/// the tool until the register function has returned success and every name
/// has been found free.
class PluginRegistrar {
public:
  /// `registry` is read for what is already there (e.g. whether `cpu` is
  /// registered); the plugin's own entries are staged here.
  PluginRegistrar(const Registry &registry, Provider provider);
  PluginRegistrar(const PluginRegistrar &) = delete;
  PluginRegistrar &operator=(const PluginRegistrar &) = delete;

  /// Stages an accelerator or backend; its provider is set to the plugin.
  void addAccelerator(Accelerator accelerator);
  void addBackend(CompileBackend backend);

  /// Dialects the plugin's pipelines produce or parse, and their extensions.
  mlir::DialectRegistry &dialects() { return dialectRegistry; }

  /// A pass of the plugin, registered once the plugin is accepted so that
  /// pipelines in text (`--pass-pipeline`, `--accel-dump-pipeline`) name it.
  /// Its argument must not be taken.
  template <typename ConcretePass> void addPass() {
    addPass([] { return std::make_unique<ConcretePass>(); });
  }
  void addPass(std::function<std::unique_ptr<mlir::Pass>()> allocate);

  /// What the tool already has, read-only.
  const Registry &registry() const { return existing; }
  /// The plugin as it appears in listings and errors.
  const Provider &provider() const { return pluginProvider; }

  /// The names staged so far.
  std::vector<std::string> acceleratorNames() const;
  std::vector<std::string> backendNames() const;

  /// Adds everything staged to `registry`, `dialects` (when given) and the
  /// pass registry, or nothing when an entry is rejected. Used by the loader.
  llvm::Error commit(Registry &registry, mlir::DialectRegistry *dialects);

private:
  const Registry &existing;
  Provider pluginProvider;
  std::vector<Accelerator> stagedAccelerators;
  std::vector<CompileBackend> stagedBackends;
  mlir::DialectRegistry dialectRegistry;
  std::vector<std::function<std::unique_ptr<mlir::Pass>()>> stagedPasses;
};

} // namespace accel

extern "C" {

/// Returned by a plugin's `accelGetPluginInfo`. `abiVersion` stays the first
/// member in every version of the ABI.
typedef struct AccelPluginInfo {
  uint32_t abiVersion;
  /// Shown in listings and errors next to the plugin's file.
  const char *name;
  const char *version;
  /// Stages the plugin's entries; an error (with a message for the user)
  /// rejects the whole plugin.
  llvm::Error (*registerPlugin)(accel::PluginRegistrar &registrar);
} AccelPluginInfo;

/// The entry point each plugin defines.
typedef AccelPluginInfo (*AccelGetPluginInfoFn)(void);

} // extern "C"

#endif // ACCEL_PLUGIN_PLUGIN_H
