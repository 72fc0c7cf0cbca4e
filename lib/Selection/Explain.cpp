//===- Explain.cpp - --accel-explain output, text or JSON -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

/// "a = 1, b = 2".
static void printOptionList(llvm::raw_ostream &os, DictionaryAttr options) {
  llvm::interleaveComma(options, os, [&](NamedAttribute entry) {
    os << entry.getName().getValue() << " = "
       << cast<StringAttr>(entry.getValue()).getValue();
  });
}

static void printOptions(llvm::raw_ostream &os, DictionaryAttr options) {
  if (!options || options.empty())
    return;
  os << " {";
  printOptionList(os, options);
  os << "}";
}

static void printPassedOver(llvm::raw_ostream &os,
                            llvm::ArrayRef<PassedOver> entries) {
  for (const PassedOver &entry : entries)
    os << "    passed over: '" << entry.name << "' from the "
       << stringifyChoiceSource(entry.source) << ": " << entry.reason << "\n";
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

static llvm::json::Object optionsToJson(DictionaryAttr options) {
  llvm::json::Object object;
  if (options)
    for (NamedAttribute entry : options)
      object[entry.getName().getValue()] =
          cast<StringAttr>(entry.getValue()).getValue();
  return object;
}

static llvm::json::Array passedOverToJson(llvm::ArrayRef<PassedOver> entries) {
  llvm::json::Array array;
  for (const PassedOver &entry : entries)
    array.push_back(llvm::json::Object{
        {"name", entry.name},
        {"source", stringifyChoiceSource(entry.source)},
        {"reason", entry.reason},
    });
  return array;
}

/// One choice (accelerator or backend): its name, options, source and what
/// it beat.
static llvm::json::Object choiceToJson(llvm::StringRef name,
                                       DictionaryAttr options,
                                       ChoiceSource source,
                                       llvm::ArrayRef<PassedOver> passedOver) {
  return llvm::json::Object{
      {"name", name},
      {"options", optionsToJson(options)},
      {"source", stringifyChoiceSource(source)},
      {"passedOver", passedOverToJson(passedOver)},
  };
}

llvm::json::Object
accel::getExplanationJson(llvm::ArrayRef<KernelSelection> selections) {
  llvm::json::Array kernels;
  for (const KernelSelection &selection : selections) {
    llvm::json::Object kernel{
        {"kernel", selection.kernel.getName()},
        {"accelerator",
         choiceToJson(selection.accelerator->name, selection.acceleratorOptions,
                      selection.targetSource, selection.targetsPassedOver)},
        {"backend",
         choiceToJson(selection.backend->name, selection.backendOptions,
                      selection.backendSource, selection.backendsPassedOver)},
        {"skipped", selection.skipped},
    };
    if (!selection.variantOf.empty()) {
      llvm::json::Array variants;
      llvm::SmallVector<llvm::StringRef> names;
      llvm::StringRef(selection.variants).split(names, ',');
      for (llvm::StringRef name : names)
        variants.push_back(name);
      kernel["variant"] = llvm::json::Object{
          {"kernel", selection.variantOf},
          {"index", selection.variantIndex},
          {"variants", std::move(variants)},
      };
    }
    if (selection.tunedOptions)
      kernel["tuned"] = llvm::json::Object{
          {"options", optionsToJson(selection.tunedOptions)},
          {"note", selection.tunedNote},
      };
    if (auto loc = dyn_cast<FileLineColLoc>(selection.kernel.getLoc()))
      kernel["location"] = llvm::json::Object{
          {"file", loc.getFilename().getValue()},
          {"line", static_cast<int64_t>(loc.getLine())},
          {"column", static_cast<int64_t>(loc.getColumn())},
      };
    kernels.push_back(std::move(kernel));
  }
  return llvm::json::Object{{"kernels", std::move(kernels)}};
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

void accel::printExplanation(llvm::raw_ostream &os,
                             llvm::ArrayRef<KernelSelection> selections,
                             ExplainFormat format) {
  if (format == ExplainFormat::None)
    return;
  if (format == ExplainFormat::Json)
    return void(
        os << llvm::formatv("{0:2}",
                            llvm::json::Value(getExplanationJson(selections)))
           << "\n");
  for (const KernelSelection &selection : selections) {
    os << "kernel @" << selection.kernel.getName();
    if (auto loc = dyn_cast<FileLineColLoc>(selection.kernel.getLoc()))
      os << " (" << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
         << loc.getColumn() << ")";
    os << "\n";
    if (!selection.variantOf.empty())
      os << "  variant " << selection.variantIndex + 1 << " of @"
         << selection.variantOf << " (" << selection.variants
         << "): the runtime chooses when the program runs\n";
    os << "  accelerator: " << selection.accelerator->name;
    printOptions(os, selection.acceleratorOptions);
    os << " [" << stringifyChoiceSource(selection.targetSource) << "]\n";
    printPassedOver(os, selection.targetsPassedOver);
    os << "  backend: " << selection.backend->name;
    printOptions(os, selection.backendOptions);
    os << " [" << stringifyChoiceSource(selection.backendSource) << "]\n";
    printPassedOver(os, selection.backendsPassedOver);
    if (selection.tunedOptions) {
      os << "  tuned: ";
      printOptionList(os, selection.tunedOptions);
      os << " (" << selection.tunedNote << ")\n";
    }
    if (selection.skipped)
      os << "  skipped: left unlowered (--accel-on-unsupported=skip)\n";
  }
}
