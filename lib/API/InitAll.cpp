//===- InitAll.cpp - register everything accel provides ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/InitAll.h"

#include "accel/Backends/Builtins.h"
#include "accel/Conversion/HostToLLVM.h"
#include "accel/IR/AccelDialect.h"
#include "accel/Lowering/Passes.h"
#include "accel/Plugin/PluginLoader.h"
#include "accel/Selection/Passes.h"
#include "accel/Support/NestedPipelines.h"
#include "accel/Targets/Targets.h"
#include "accel/Transforms/Passes.h"
#include "accel/Tune/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace accel;

void accel::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<AccelDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // GPU backends serialize device code through LLVM IR (gpu-module-to-binary).
  mlir::registerAllToLLVMIRTranslations(registry);
}

void accel::registerAllPasses(const Registry &registry,
                              const AccelSelectOptions *selectDefaults,
                              const AccelLowerOptions *lowerDefaults,
                              const AccelTuneOptions *autotuneDefaults) {
  // MLIR aborts on a second registration of a pass argument.
  static std::once_flag once;
  std::call_once(once, [&] {
    mlir::registerAllPasses();
    registerAccelPasses();
    registerSupportPasses();
    registerConversionPasses();
    registerBuiltinBackendPasses();
    registerSelectionPasses(registry, selectDefaults);
    registerLoweringPasses(registry, lowerDefaults);
    registerTunePasses(registry, autotuneDefaults);
  });
}

llvm::Error accel::registerBuiltins(Registry &registry) {
  if (llvm::Error error = registerBuiltinAccelerators(registry))
    return error;
  return registerBuiltinBackends(registry);
}

bool accel::initializeTool(llvm::StringRef toolName, int argc, char **argv,
                           Registry &registry,
                           mlir::DialectRegistry &dialects) {
  llvm::Error error = registerBuiltins(registry);
  if (!error)
    error = loadToolPlugins(argc, argv, registry, &dialects,
                            [toolName](const llvm::Twine &message) {
                              llvm::errs() << toolName
                                           << ": warning: " << message << "\n";
                            });
  if (!error)
    return true;
  llvm::errs() << toolName << ": error: " << llvm::toString(std::move(error))
               << "\n";
  return false;
}

bool accel::isAccelPass(llvm::StringRef argument) {
  // accel's own passes carry the dialect prefix (house style); a plugin's
  // are known to the loader.
  return argument.starts_with("accel-") || isPluginPass(argument);
}
