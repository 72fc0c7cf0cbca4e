//===- Diagnostics.cpp - messages the selection shares ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace accel;

std::string accel::joinNames(llvm::ArrayRef<std::string> names) {
  return llvm::join(names, ", ");
}

void accel::appendSuggestion(InFlightDiagnostic &diag, llvm::StringRef name,
                             llvm::ArrayRef<std::string> known) {
  std::string suggestion = suggestClosest(name, known);
  if (!suggestion.empty())
    diag << "did you mean '" << suggestion << "'? ";
}

/// Notes about plugins that failed to load: the one that would have provided
/// `name`, or, when none is known to, every one whose entries are unknown.
static void attachPluginNotes(InFlightDiagnostic &diag, llvm::StringRef kind,
                              llvm::StringRef name,
                              llvm::ArrayRef<PluginRecord> unavailable) {
  auto provides = [&](const PluginRecord &plugin) {
    return llvm::is_contained(
        kind == "accelerator" ? plugin.accelerators : plugin.backends, name);
  };
  bool known = llvm::any_of(unavailable, provides);
  for (const PluginRecord &plugin : unavailable) {
    if (provides(plugin))
      diag.attachNote() << kind << " '" << name << "' is provided by plugin '"
                        << plugin.file
                        << "', which failed to load: " << plugin.failure;
    else if (!known && plugin.accelerators.empty() && plugin.backends.empty())
      diag.attachNote() << "plugin '" << plugin.file
                        << "' failed to load and may provide it: "
                        << plugin.failure;
  }
}

void accel::emitUnknown(Location loc, llvm::StringRef kind,
                        llvm::StringRef name, ChoiceSource source,
                        llvm::ArrayRef<std::string> known,
                        llvm::ArrayRef<PluginRecord> unavailable) {
  InFlightDiagnostic diag = emitError(loc);
  diag << "unknown " << kind << " '" << name << "'; ";
  appendSuggestion(diag, name, known);
  diag << "registered " << kind << "s: " << joinNames(known);
  diag.attachNote() << "requested by the " << stringifyChoiceSource(source);
  attachPluginNotes(diag, kind, name, unavailable);
}
