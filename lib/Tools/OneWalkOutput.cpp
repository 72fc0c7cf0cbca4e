//===- OneWalkOutput.cpp - accel-opt's output, printed fast -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "OneWalkOutput.h"

#include "accel/Support/Printing.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"

#include <memory>

namespace cl = llvm::cl;
using namespace accel;

/// MLIR's boolean flag `name` (registered by registerCLIOptions), or null.
static cl::opt<bool> *lookUpBoolFlag(llvm::StringRef name) {
  return static_cast<cl::opt<bool> *>(cl::getRegisteredOptions().lookup(name));
}

void accel::assumeOutputVerified(const mlir::MlirOptMainConfig &config) {
  cl::opt<bool> *assume = lookUpBoolFlag("mlir-print-assume-verified");
  cl::opt<bool> *afterFailure = lookUpBoolFlag("mlir-print-ir-after-failure");
  if (!assume || assume->getNumOccurrences() || !afterFailure ||
      afterFailure->getNumOccurrences() || !config.shouldVerifyPasses() ||
      !config.shouldVerifyOnParsing() || config.shouldRunReproducer())
    return;
  assume->setValue(true);
}

namespace {
/// After the pipeline's last pass, asks MLIR's printer for the output in one
/// walk (--mlir-print-local-scope) where that prints the same text
/// (accel/Support/Printing.h): its first walk is a large part of the
/// printing, which is serial, and printing is most of a warm cached compile
/// (docs/Performance.md, "Compile time"). With `output`, it prints the module
/// itself, its functions in parallel (accel::printInParallel), writes it there
/// and leaves MlirOptMain an empty module to print to nowhere.
class OneWalkOutput : public mlir::PassInstrumentation {
public:
  OneWalkOutput(const mlir::Pass *last, cl::opt<bool> *localScope,
                bool *owesNewline, OutputSwitch *output)
      : last(last), localScope(localScope), owesNewline(owesNewline),
        output(output) {}

  void runAfterPass(mlir::Pass *pass, mlir::Operation *op) override {
    // `last` runs once, on the module, after every other pass; those that
    // accel-lower runs on the module in pipelines of its own are others.
    if (pass != last || op->getParentOp() || !accel::printsWithoutAliases(op))
      return;
    localScope->setValue(true);
    auto module = llvm::dyn_cast<mlir::ModuleOp>(op);
    if (!output || !module) {
      *owesNewline = true;
      return;
    }
    llvm::raw_ostream &os = output->takeOver();
    if (!accel::printInParallel(module, mlir::OpPrintingFlags(), os)) {
      // Nothing written: MlirOptMain prints it.
      output->giveBack();
      *owesNewline = true;
      return;
    }
    // As MlirOptMain writes it: the module, the newline the top-level
    // operation ends with outside a local scope, and its own.
    os << "\n\n";
    // Printed: what is left for MlirOptMain to print is nothing. The
    // functions are not freed, one by one on one thread, when the process
    // is about to exit anyway (clang's -disable-free): they are set aside,
    // still reachable for leak checkers.
    auto aside = std::make_unique<mlir::Block>();
    aside->getOperations().splice(aside->end(),
                                  module.getBody()->getOperations());
    llvm::BuryPointer(std::move(aside));
  }

private:
  const mlir::Pass *last;
  cl::opt<bool> *localScope;
  bool *owesNewline;
  OutputSwitch *output;
};
} // namespace

/// Whether MLIR's command line asks anything of the IR after the pipeline
/// but to print it once as it is: printed after a pass, printed in another
/// form (generic, SSA ids unique across functions, regions skipped...),
/// verified by a round trip. The module must then stay as it is. With
/// --mlir-timing too, so that the report's Output is the printing.
static bool looksAtOutput() {
  for (const auto &entry : cl::getRegisteredOptions()) {
    llvm::StringRef name = entry.first;
    if (entry.second->getNumOccurrences() &&
        (name.starts_with("mlir-print-") || name == "verify-roundtrip" ||
         name == "mlir-timing"))
      return true;
  }
  return false;
}

bool accel::printInOneWalkWhereSame(mlir::MlirOptMainConfig &config,
                                    llvm::StringRef input, bool *owesNewline,
                                    OutputSwitch *output) {
  cl::opt<bool> *localScope = lookUpBoolFlag("mlir-print-local-scope");
  cl::opt<bool> *debugInfo = lookUpBoolFlag("mlir-print-debuginfo");
  if (!localScope || localScope->getNumOccurrences() || !debugInfo ||
      debugInfo->getValue() || config.shouldEmitBytecode() ||
      !config.inputSplitMarker().empty() || config.shouldRunReproducer() ||
      !config.getReproducerFilename().empty() || input.contains("{-#"))
    return false;
  // Printed in parallel only where the printer trusts that the IR verified
  // (per function, it would verify each alone: not the module's symbols).
  cl::opt<bool> *assumeVerified = lookUpBoolFlag("mlir-print-assume-verified");
  if (looksAtOutput() || !assumeVerified || !assumeVerified->getValue())
    output = nullptr;
  mlir::MlirOptMainConfig original = config;
  config.setPassPipelineSetupFn(
      [original, localScope, owesNewline, output](mlir::PassManager &pm) {
        if (failed(original.setupPassPipeline(pm)))
          return mlir::failure();
        const mlir::Pass *last = nullptr;
        for (mlir::Pass &pass : pm.getPasses())
          last = &pass;
        if (last)
          pm.addInstrumentation(std::make_unique<OneWalkOutput>(
              last, localScope, owesNewline, output));
        return mlir::success();
      });
  return output != nullptr;
}
