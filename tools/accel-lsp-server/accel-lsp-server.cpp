//===- accel-lsp-server.cpp - the accel language server ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-lsp-server with every dialect accel-opt knows (accel/InitAll.h) and
// the dialects of plugins (--load-accel-plugin, ACCEL_PLUGIN_PATH): editors
// show accel ops, hovers, definitions and the verifiers' diagnostics.
//
//===----------------------------------------------------------------------===//

#include "accel/InitAll.h"
#include "accel/Registry/Registry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/CommandLine.h"

// Read by accel::scanPluginFlags before parsing; declared for --help.
static llvm::cl::list<std::string>
    loadPluginFlag("load-accel-plugin",
                   llvm::cl::desc("Load an accelerator plugin (repeatable)"),
                   llvm::cl::value_desc("path"));

int main(int argc, char **argv) {
  mlir::DialectRegistry dialects;
  accel::registerAllDialects(dialects);
  accel::Registry &registry = accel::getGlobalRegistry();
  if (!accel::initializeTool("accel-lsp-server", argc, argv, registry,
                             dialects))
    return 1;
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, dialects)) ? 1 : 0;
}
