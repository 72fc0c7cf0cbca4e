//===- InitAll.h - register everything accel provides -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The one registration entry point, for accel-opt and for embedders alike (as
// CIRCT's registerAllDialects / registerAllPasses): the dialects pipelines
// parse, create or translate, the passes pipelines name in text, and the
// built-in accelerators and backends.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_INITALL_H
#define ACCEL_INITALL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace accel {

class Registry;
struct AccelTuneOptions;
struct AccelLowerOptions;
struct AccelSelectOptions;

/// Adds the accel dialect and everything the pipelines create or translate
/// (the upstream dialects, their extensions, the LLVM IR translations).
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers every pass that pipelines name in text: upstream's, the accel
/// dialect's, the backends' and the selection and lowering passes over
/// `registry`, which start from `*selectDefaults` / `*lowerDefaults` when
/// given (the driver's flags). Once per process: later calls do nothing.
void registerAllPasses(const Registry &registry,
                       const AccelSelectOptions *selectDefaults = nullptr,
                       const AccelLowerOptions *lowerDefaults = nullptr,
                       const AccelTuneOptions *autotuneDefaults = nullptr);

/// Registers the built-in accelerators (cpu, nvidia, amd, vulkan) and
/// backends; an error if a name is taken already.
llvm::Error registerBuiltins(Registry &registry);

/// What accel's tools do at start: registers the built-ins in `registry` and
/// loads the plugins of the command line (`--load-accel-plugin`) and of
/// ACCEL_PLUGIN_PATH, whose failures are printed as "TOOL: warning: ...".
/// Any other failure is printed as "TOOL: error: ..." and returns false.
bool initializeTool(llvm::StringRef toolName, int argc, char **argv,
                    Registry &registry, mlir::DialectRegistry &dialects);

/// Whether the pass registered as `argument` is accel's: its own passes carry
/// the `accel-` prefix (docs/Contributing.md, "House style"), and the plugin
/// loader knows those of plugins. The driver's help lists these under their own
/// heading.
bool isAccelPass(llvm::StringRef argument);

} // namespace accel

#endif // ACCEL_INITALL_H
