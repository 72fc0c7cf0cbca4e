//===- Explain.cpp - --accel-explain output ---------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

static void printOptions(llvm::raw_ostream &os, DictionaryAttr options) {
  if (!options || options.empty())
    return;
  os << " {";
  llvm::interleaveComma(options, os, [&](NamedAttribute entry) {
    os << entry.getName().getValue() << " = "
       << cast<StringAttr>(entry.getValue()).getValue();
  });
  os << "}";
}

static void printPassedOver(llvm::raw_ostream &os,
                            llvm::ArrayRef<PassedOver> entries) {
  for (const PassedOver &entry : entries)
    os << "    passed over: '" << entry.name << "' from the "
       << stringifyChoiceSource(entry.source) << ": " << entry.reason << "\n";
}

void accel::printExplanation(llvm::raw_ostream &os,
                             llvm::ArrayRef<KernelSelection> selections) {
  for (const KernelSelection &selection : selections) {
    os << "kernel @" << selection.kernel.getName();
    if (auto loc = dyn_cast<FileLineColLoc>(selection.kernel.getLoc()))
      os << " (" << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
         << loc.getColumn() << ")";
    os << "\n";
    os << "  accelerator: " << selection.accelerator->name;
    printOptions(os, selection.acceleratorOptions);
    os << " [" << stringifyChoiceSource(selection.targetSource) << "]\n";
    printPassedOver(os, selection.targetsPassedOver);
    os << "  backend: " << selection.backend->name;
    printOptions(os, selection.backendOptions);
    os << " [" << stringifyChoiceSource(selection.backendSource) << "]\n";
    printPassedOver(os, selection.backendsPassedOver);
    if (selection.skipped)
      os << "  skipped: left unlowered (--accel-on-unsupported=skip)\n";
  }
}
