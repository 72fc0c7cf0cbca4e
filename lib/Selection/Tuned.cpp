//===- Tuned.cpp - options from a kernel's tuning record --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A tuning record (`accel.tuned`, set by accel-tune or written by hand)
// fills the backend options the selection's sources leave at their
// defaults: it ranks below every source and above the schema's default.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace accel;

FailureOr<DictionaryAttr> accel::applyTunedOptions(KernelSelection &selection,
                                                   DictionaryAttr given) {
  KernelOp kernel = selection.kernel;
  Attribute attr = kernel->getAttr(kTunedAttrName);
  if (!attr)
    return given;
  // Its shape is the dialect verifier's (AccelDialect.cpp).
  auto record = cast<DictionaryAttr>(attr);
  auto backend = record.getAs<StringAttr>("backend");
  auto options = record.getAs<DictionaryAttr>("options");
  auto note = record.getAs<StringAttr>("note");
  // A record for another backend does not apply (the kernel was tuned for
  // it, then given another).
  if (backend.getValue() != selection.backend->name)
    return given;

  llvm::StringSet<> taken;
  SmallVector<NamedAttribute> merged, tuned;
  if (given)
    for (NamedAttribute entry : given) {
      taken.insert(entry.getName().getValue());
      merged.push_back(entry);
    }
  for (NamedAttribute entry : options) {
    llvm::StringRef name = entry.getName().getValue();
    const OptionSpec *spec = selection.backend->findOption(name);
    if (!spec) {
      std::vector<std::string> names;
      for (const OptionSpec &option : selection.backend->options)
        names.push_back(option.name);
      kernel.emitError() << "the tuning record ('" << kTunedAttrName
                         << "') names option '" << name << "', which backend '"
                         << backend.getValue()
                         << "' does not have; its options: "
                         << joinNames(names);
      return failure();
    }
    std::string text = spellOptionValue(entry.getValue());
    if (text.empty() || !spec->accepts(text)) {
      InFlightDiagnostic diag = kernel.emitError();
      diag << "the tuning record ('" << kTunedAttrName << "') gives option '"
           << name << "' of backend '" << backend.getValue()
           << "' the invalid value '" << text << "'";
      if (!spec->form.empty())
        diag << ": expected " << spec->form;
      if (note)
        diag.attachNote() << "the record: " << note.getValue();
      return failure();
    }
    // What the selection's sources gave wins.
    if (taken.contains(name))
      continue;
    StringAttr value = StringAttr::get(kernel.getContext(), text);
    merged.push_back(NamedAttribute(entry.getName(), value));
    tuned.push_back(NamedAttribute(entry.getName(), value));
  }
  if (tuned.empty())
    return given;
  selection.tunedOptions = DictionaryAttr::get(kernel.getContext(), tuned);
  selection.tunedNote = note ? note.getValue().str() : "tuning record";
  return DictionaryAttr::get(kernel.getContext(), merged);
}
