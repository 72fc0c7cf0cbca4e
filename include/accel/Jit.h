//===- Jit.h - run compiled kernels in this process -------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A module compiled by accel and loaded into this process with MLIR's
// ExecutionEngine, so that its host functions and CPU kernels can be called:
//
//   auto jit = accel::JitModule::create(module, options, registry);
//   if (!jit) ...                              // accel-opt's diagnostics
//   (*jit)->invokePacked("dense_relu", args);  // one pointer per argument
//
// Functions are called through MLIR's packed convention: `args` holds one
// pointer per argument of the lowered function (a ranked memref or tensor
// argument is its descriptor expanded: allocated pointer, aligned pointer,
// offset, the sizes, the strides), then one pointer to storage for the
// results (the LLVM struct the function returns) when it has any. Memref
// results are owned by the caller, allocated with malloc.
//
// GPU kernels cannot run here yet: a module with a kernel selected for a GPU
// accelerator is an error at that kernel.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_JIT_H
#define ACCEL_JIT_H

#include "accel/Accel.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace mlir {
class ExecutionEngine;
} // namespace mlir

namespace accel {

/// The type of one argument or result of a callable function, as written in
/// the input.
struct JitValueType {
  /// The type as MLIR prints it ("tensor<2x4xf32>").
  std::string text;
  /// The element type, or the type itself for a scalar: f16, f32, f64, i1,
  /// i8, i16, i32, i64 or index; "" when the type cannot cross the boundary.
  std::string element;
  /// Whether this is a ranked tensor or memref (then `shape` holds its sizes,
  /// -1 for a dynamic one).
  bool shaped = false;
  std::vector<int64_t> shape;
};

/// A host function or kernel of the input module.
struct JitFunction {
  std::string name;
  /// An accel.kernel (else a func.func).
  bool kernel = false;
  std::vector<JitValueType> arguments;
  std::vector<JitValueType> results;
  /// Why the function cannot be called from outside (a type with no
  /// descriptor convention, such as an unranked tensor); "" when it can.
  std::string unsupported;
};

struct JitOptions {
  /// LLVM optimization level (0 to 3) of the generated code; anything else
  /// is an error of create().
  int optLevel = 3;
  /// Shared libraries whose symbols the code may call, besides the process:
  /// by default MLIR's runner utilities (printMemref*) and, where it is
  /// installed, the OpenMP runtime that cpu-openmp code calls.
  std::vector<std::string> sharedLibs = defaultSharedLibs();

  static std::vector<std::string> defaultSharedLibs();
};

class JitModule {
public:
  /// Compiles `module` in place (accel::compile) and loads the result. The
  /// error holds every diagnostic as accel-opt prints them.
  static llvm::Expected<std::unique_ptr<JitModule>>
  create(mlir::ModuleOp module, const CompileOptions &options,
         const Registry &registry, const JitOptions &jitOptions = {});

  ~JitModule();

  /// The public func.func definitions and the kernels of the input module,
  /// in order.
  llvm::ArrayRef<JitFunction> functions() const { return signatures; }

  /// Calls `name` with MLIR's packed convention (see above).
  llvm::Error invokePacked(llvm::StringRef name,
                           llvm::MutableArrayRef<void *> args);

  /// functions() as JSON: {"functions": [{"name", "kind" ("function" or
  /// "kernel"), "arguments": [TYPE], "results": [TYPE], "unsupported"?}]},
  /// TYPE being {"type", "element", "shape" (null for a scalar)}.
  void printSignatures(llvm::raw_ostream &os) const;

private:
  JitModule() = default;

  std::vector<JitFunction> signatures;
  /// The host's target machine, whose cost model the optimizer of the
  /// engine's module asks (when the module is materialized): it must
  /// outlive the engine.
  std::unique_ptr<llvm::TargetMachine> targetMachine;
  std::unique_ptr<mlir::ExecutionEngine> engine;
  /// libaccel_runtime's accelRuntimeSetThrowOnError where the engine loaded
  /// the runtime, found once: each call asks it for exceptions.
  int (*setThrowOnError)(int) = nullptr;
};

} // namespace accel

#endif // ACCEL_JIT_H
