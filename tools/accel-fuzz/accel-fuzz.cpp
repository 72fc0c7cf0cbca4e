//===- accel-fuzz.cpp - coverage-guided fuzzing of accel --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A libFuzzer target: each input is parsed as a module (with accel's nesting
// check; the parser verifies) and, when it parses, compiled in process for
// every built-in accelerator (the selection, then accel-lower's pipeline), as
// `accel-opt --accel-lower --accel-target=X` would. Diagnostics are the
// expected outcome of bad input and are dropped; a crash, an assertion, a
// sanitizer report or a timeout is a finding. `scripts/asan.sh fuzz` runs it
// with the test inputs as seeds and test/Fuzz/accel.dict; test/Fuzz/ holds
// the regressions it found.
//
//===----------------------------------------------------------------------===//

#include "accel/Accel.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {
/// Inputs longer than this are rejected (not added to the corpus): the
/// parser is linear, and long inputs only slow the search down.
constexpr size_t kMaxInputBytes = 16 * 1024;

/// Dialects and the registry with the built-ins, made once.
struct Setup {
  DialectRegistry dialects;
  accel::Registry &registry = accel::getGlobalRegistry();

  Setup() {
    accel::registerAllDialects(dialects);
    if (llvm::Error error = accel::registerBuiltins(registry)) {
      llvm::errs() << "accel-fuzz: " << llvm::toString(std::move(error))
                   << "\n";
      std::abort();
    }
  }
};

Setup &getSetup() {
  static Setup setup;
  return setup;
}
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  getSetup();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > kMaxInputBytes)
    return -1;
  Setup &setup = getSetup();
  MLIRContext context(setup.dialects, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  auto module = accel::parseModule(text, "fuzz.mlir", &context);
  if (!module) {
    llvm::consumeError(module.takeError());
    return 0;
  }
  // Every accelerator, and each CPU backend in turn (chosen by the input, so
  // that a finding replays).
  static const char *const cpuBackends[] = {"cpu-vector", "cpu-loops",
                                            "cpu-openmp"};
  for (const char *target : {"cpu", "nvidia", "amd", "vulkan"}) {
    OwningOpRef<ModuleOp> copy = (*module)->clone();
    accel::CompileOptions options;
    options.target = target;
    options.backends["cpu"] = cpuBackends[size % 3];
    llvm::consumeError(accel::compile(*copy, options, setup.registry));
  }
  return 0;
}
