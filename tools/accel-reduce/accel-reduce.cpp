//===- accel-reduce.cpp - test-case reduction for accel ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-reduce with what accel-opt knows: every dialect and pass InitAll
// registers, the built-in accelerators and backends, and the plugins of
// --load-accel-plugin and ACCEL_PLUGIN_PATH, so that a failing accel input
// shrinks under an interestingness script (one that runs accel-opt and looks
// for its error, say).
//
//===----------------------------------------------------------------------===//

#include "accel/InitAll.h"
#include "accel/Registry/Registry.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"
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
  accel::registerAllPasses(registry);
  if (!accel::initializeTool("accel-reduce", argc, argv, registry, dialects))
    return 1;
  mlir::MLIRContext context(dialects);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
