//===- Accel.h - the embedding API ------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Everything a compiler needs to run accel in process, in one header:
//
//   mlir::DialectRegistry dialects;
//   accel::registerAllDialects(dialects);
//   mlir::MLIRContext context(dialects);
//   accel::Registry registry;  // or accel::getGlobalRegistry()
//   if (llvm::Error e = accel::registerBuiltins(registry)) ...
//   // optional: accel::loadPlugin(path, registry, &dialects)
//   accel::CompileOptions options;
//   options.target = "cpu";
//   options.backends["cpu"] = "cpu-loops";
//   if (llvm::Error e = accel::compile(module, options, registry)) ...
//
// To run what was compiled in this process, see accel/Jit.h.
//
// The options belong to one compilation; there is no process-global
// "current accelerator". Errors carry the text accel-opt prints, each
// diagnostic as "file:line:col: error: message" followed by its notes.
// Compilations may run from many threads at once, each on its own
// MLIRContext, sharing one registry (which is only read while compiling).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_ACCEL_H
#define ACCEL_ACCEL_H

#include "accel/InitAll.h"
#include "accel/Lowering/Passes.h"
#include "accel/Plugin/PluginLoader.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Selection.h"
#include "accel/Support/Nesting.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MemoryBufferRef;
class ThreadPoolInterface;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class MLIRContext;
class OpPassManager;
} // namespace mlir

namespace accel {

/// A context for compiling with accel, with the dialects of `registry`. With
/// `threadPool`, the context runs its parallel work (kernels of a module
/// compile in parallel) on that pool instead of starting one of its own: an
/// embedder with many contexts passes one pool to all of them rather than
/// owning a pool per context. The pool must outlive the context.
/// accel::GroupedThreadPool (accel/Support/ThreadPool.h) serves the parallel
/// work nested in each kernel's pipeline better than LLVM's DefaultThreadPool.
std::unique_ptr<mlir::MLIRContext>
createContext(const mlir::DialectRegistry &registry,
              llvm::ThreadPoolInterface *threadPool = nullptr);

/// Parses `text` (named `filename` in messages) into a module of `context`
/// after checkNesting; the error holds every diagnostic as accel-opt prints
/// them.
llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>>
parseModule(llvm::StringRef text, llvm::StringRef filename,
            mlir::MLIRContext *context);

/// What one compilation asks for, as the driver's flags do.
struct CompileOptions {
  /// Accelerator for every kernel (beats attributes); "" to decide by
  /// attributes and the registry default. A comma-separated list compiles
  /// a variant of each kernel per accelerator (docs/Runtime.md).
  std::string target;
  /// The same list, one accelerator per entry; beats `target` when not
  /// empty.
  std::vector<std::string> targets;
  /// Backend for every kernel; "" for none.
  std::string backend;
  /// Backend per accelerator; beats `backend` for that accelerator.
  std::map<std::string, std::string> backends;
  OnUnsupported onUnsupported = OnUnsupported::Error;
  /// The largest tensor a kernel may take, make or return, in bytes (0: no
  /// limit but the index type's).
  uint64_t maxTensorBytes = kDefaultMaxTensorBytes;
  /// Whether ACCEL_TARGET / ACCEL_BACKEND take part (as in accel-opt). Off by
  /// default: an embedded compilation does not depend on the process
  /// environment.
  bool readEnvironment = false;
  /// The kernel cache: a local directory shared by processes, a remote
  /// store shared by machines (none by default; with `readEnvironment`, the
  /// ACCEL_CACHE_* variables fill what is not set, see
  /// accel/Cache/Settings.h).
  CacheSettings cache;
  /// Receives what the kernel cache did (added to its counts), when given.
  CacheStats *cacheStats = nullptr;
  /// Autotuning before the selection (accel-tune, docs/Performance.md,
  /// "Autotuning"): with `autotune`, each kernel with a matmul,
  /// batch_matmul or conv2d on a backend with a tuning space is measured,
  /// `autotuneBudget` seconds per module at most; the records of
  /// `tuningFile` (JSON) and of `cache` apply without measuring (also
  /// without `autotune`), and what was measured is written to both.
  bool autotune = false;
  double autotuneBudget = 25;
  std::string tuningFile;
};

/// The resolved choice of every kernel of one module, and the kernel cache
/// its lowering uses.
struct Selection {
  std::vector<KernelSelection> kernels;
  CacheSettings cache;
  CacheStats *cacheStats = nullptr;
};

/// Resolves and validates every kernel of `module`, and records each choice
/// on its kernel (`accel.selection`), after tuning the kernels when
/// `options` ask for it (`autotune`, `tuningFile`). The error holds every
/// diagnostic.
llvm::Expected<Selection> resolveSelection(mlir::ModuleOp module,
                                           const CompileOptions &options,
                                           const Registry &registry);

/// Appends the lowering of `selection` (what accel-lower runs after
/// selecting) to a pass manager anchored on builtin.module.
void buildPipeline(mlir::OpPassManager &pm, const Selection &selection);

/// Runs the lowering of `selection`, resolved on `module`, on `module`: on
/// success the module is LLVM dialect (GPU kernels as gpu.binary) ready for
/// translation or the ExecutionEngine. The error holds every diagnostic.
llvm::Error lower(mlir::ModuleOp module, const Selection &selection);

/// resolveSelection, then lower.
llvm::Error compile(mlir::ModuleOp module, const CompileOptions &options,
                    const Registry &registry);

} // namespace accel

#endif // ACCEL_ACCEL_H
