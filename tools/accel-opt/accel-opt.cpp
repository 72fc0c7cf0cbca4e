//===- accel-opt.cpp - the accel optimizer driver ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mlir-opt with the accel dialect and passes. Every upstream dialect, extension
// and pass is registered too, so that the pipelines the backends build can be
// replayed with --pass-pipeline and everything mlir-opt offers keeps working.
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelDialect.h"
#include "accel/Transforms/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

/// The flags of the accel passes, listed under their own heading in --help.
static constexpr llvm::StringLiteral accelPassArguments[] = {
    "accel-to-linalg",
};

/// Text of the "accel passes" heading, built from the registered passes so
/// that the summaries are the ones in Passes.td.
static std::string buildAccelPassHelp() {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "\naccel passes (also listed with the upstream passes above):\n";
  for (llvm::StringRef argument : accelPassArguments) {
    const mlir::PassInfo *info = mlir::PassInfo::lookup(argument);
    os << "  --" << argument;
    if (info)
      os << " - " << info->getPassDescription();
    os << "\n";
  }
  return text;
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllPasses();
  registry.insert<accel::AccelDialect>();
  accel::registerAccelPasses();

  static const std::string accelPassHelp = buildAccelPassHelp();
  static llvm::cl::extrahelp accelHelp(accelPassHelp);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "accel optimizer driver\n", registry));
}
