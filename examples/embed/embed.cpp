//===- embed.cpp - a compiler that embeds accel -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Usage: accel-embed [MODULE.mlir]   (default: model.mlir next to this file)
//
// A separate project built against the installed accel package: it parses a
// module, compiles it for `cpu` through accel's C++ API (accel/Accel.h) with
// two backends in turn, runs each result with MLIR's ExecutionEngine and
// prints what the module's @checksum returns.
//
//===----------------------------------------------------------------------===//

#include "accel/Accel.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

int main(int argc, char **argv) {
  const char *path = argc > 1 ? argv[1] : ACCEL_EMBED_DEFAULT_MODULE;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  mlir::DialectRegistry dialects;
  accel::registerAllDialects(dialects);
  accel::Registry registry;
  if (llvm::Error error = accel::registerBuiltins(registry)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return EXIT_FAILURE;
  }

  for (const char *backend : {"cpu-vector", "cpu-loops"}) {
    mlir::MLIRContext context(dialects);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceFile<mlir::ModuleOp>(path, &context);
    if (!module)
      return EXIT_FAILURE;

    accel::CompileOptions options;
    options.target = "cpu";
    options.backends["cpu"] = backend;
    if (llvm::Error error = accel::compile(*module, options, registry)) {
      llvm::errs() << llvm::toString(std::move(error)) << "\n";
      return EXIT_FAILURE;
    }

    auto engine = mlir::ExecutionEngine::create(*module);
    if (!engine) {
      llvm::errs() << llvm::toString(engine.takeError()) << "\n";
      return EXIT_FAILURE;
    }
    float checksum = 0;
    if (llvm::Error error = (*engine)->invoke(
            "checksum", mlir::ExecutionEngine::result(checksum))) {
      llvm::errs() << llvm::toString(std::move(error)) << "\n";
      return EXIT_FAILURE;
    }
    llvm::outs() << backend << ": checksum = " << checksum << "\n";
  }
  return EXIT_SUCCESS;
}
