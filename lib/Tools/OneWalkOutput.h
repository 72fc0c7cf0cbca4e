//===- OneWalkOutput.h - accel-opt's output, printed fast -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-opt does to MlirOptMain's printing of the output, where the
// text stays the same: print it in one walk of the IR, and print the
// functions of the module in parallel. Private to lib/Tools.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TOOLS_ONEWALKOUTPUT_H
#define ACCEL_LIB_TOOLS_ONEWALKOUTPUT_H

#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace accel {

/// What MlirOptMain writes, passed on to the output file until the module
/// has been written already (printed in parallel): then what MlirOptMain
/// prints of the module it is left with goes nowhere.
class OutputSwitch : public llvm::raw_ostream {
public:
  explicit OutputSwitch(llvm::raw_ostream &target) : target(target) {}
  ~OutputSwitch() override { flush(); }

  /// The output file, to write the module to instead of MlirOptMain; what
  /// MlirOptMain writes after this goes nowhere.
  llvm::raw_ostream &takeOver() {
    flush();
    muted = true;
    return target;
  }
  /// MlirOptMain writes to the output file again.
  void giveBack() { muted = false; }

private:
  void write_impl(const char *data, size_t size) override {
    written += size;
    if (!muted)
      target.write(data, size);
  }
  uint64_t current_pos() const override { return written; }

  llvm::raw_ostream &target;
  uint64_t written = 0;
  bool muted = false;
};

/// Lets MLIR's printer trust that the output is valid when it is: the pass
/// manager verified it after the last pass (--verify-each, on by default)
/// or, with no pass, the parser did. Otherwise the printer verifies the
/// whole module again before printing it, serially (docs/Performance.md,
/// "Compile time"). Not when the user chose --mlir-print-assume-verified
/// either way, nor when the IR printed may be invalid (no verification, IR
/// printed after a failing pass) or the settings come from a reproducer.
void assumeOutputVerified(const mlir::MlirOptMainConfig &config);

/// Adds OneWalkOutput to the pipeline of `config` unless the output is not
/// text printed once with the default scope and no location, or may carry
/// resources the printer does not see in the IR (those the input file's
/// `{-# ... #-}` section passes through). `*owesNewline` is set when the
/// output is printed in one walk: that leaves out the newline the
/// top-level operation ends with. It prints in parallel to `output` where
/// nothing else looks at the output (looksAtOutput); returns whether it
/// may, so that MlirOptMain must write to `output`.
bool printInOneWalkWhereSame(mlir::MlirOptMainConfig &config,
                             llvm::StringRef input, bool *owesNewline,
                             OutputSwitch *output);

} // namespace accel

#endif // ACCEL_LIB_TOOLS_ONEWALKOUTPUT_H
