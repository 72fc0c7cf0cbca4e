//===- OptionValidation.cpp - check options against a schema ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Options come from attributes (`#accel.target<"nvidia", {chip = "sm_90"}>`)
// as strings, integers or booleans. Each is checked once against its spec and
// parsed into a typed value; options not given take the schema's default.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

std::string accel::spellOptionValue(Attribute value) {
  if (auto text = dyn_cast<StringAttr>(value))
    return text.getValue().str();
  if (auto boolean = dyn_cast<BoolAttr>(value))
    return boolean.getValue() ? "true" : "false";
  if (auto integer = dyn_cast<IntegerAttr>(value))
    return std::to_string(integer.getValue().getSExtValue());
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  return text;
}

/// Emits "unknown option" for a name the schema does not have.
static void emitUnknownOption(KernelOp kernel, llvm::StringRef kind,
                              llvm::StringRef owner, llvm::StringRef name,
                              llvm::ArrayRef<OptionSpec> schema) {
  std::vector<std::string> names;
  for (const OptionSpec &option : schema)
    names.push_back(option.name);
  InFlightDiagnostic diag = emitError(kernel.getLoc());
  diag << "unknown option '" << name << "' for " << kind << " '" << owner
       << "'; ";
  appendSuggestion(diag, name, names);
  diag << "options: " << (names.empty() ? "none" : joinNames(names));
}

/// Emits "invalid value" with the accepted form and the known values.
static void emitInvalidValue(KernelOp kernel, llvm::StringRef kind,
                             llvm::StringRef owner, llvm::StringRef value,
                             const OptionSpec &spec) {
  InFlightDiagnostic diag = emitError(kernel.getLoc());
  diag << "invalid value '" << value << "' for option '" << spec.name << "' of "
       << kind << " '" << owner << "'";
  if (!spec.form.empty())
    diag << ": expected " << spec.form;
  if (!spec.knownValues.empty())
    diag << "; known values: " << joinNames(spec.knownValues);
}

std::optional<ResolvedOptions>
accel::resolveOptions(KernelOp kernel, llvm::StringRef kind,
                      llvm::StringRef owner, llvm::ArrayRef<OptionSpec> schema,
                      DictionaryAttr given) {
  llvm::StringMap<std::string> spelled;
  ResolvedOptions resolved;
  if (given) {
    for (NamedAttribute entry : given) {
      llvm::StringRef name = entry.getName().getValue();
      const OptionSpec *spec = findOption(schema, name);
      if (!spec) {
        emitUnknownOption(kernel, kind, owner, name, schema);
        return std::nullopt;
      }
      std::string text = spellOptionValue(entry.getValue());
      std::optional<OptionValue> value =
          text.empty() ? std::nullopt : spec->parse(text);
      if (!value) {
        emitInvalidValue(kernel, kind, owner, text, *spec);
        return std::nullopt;
      }
      resolved.values.set(name, std::move(*value));
      spelled[name] = std::move(text);
    }
  }
  MLIRContext *context = kernel.getContext();
  SmallVector<NamedAttribute> entries;
  for (const OptionSpec &option : schema) {
    auto it = spelled.find(option.name);
    std::string text = it != spelled.end() ? it->second : option.defaultValue;
    if (text.empty())
      continue;
    if (it == spelled.end()) {
      // A schema's defaults are its own values: they parse.
      if (std::optional<OptionValue> value = option.parse(text))
        resolved.values.set(option.name, std::move(*value));
    }
    entries.push_back(NamedAttribute(StringAttr::get(context, option.name),
                                     StringAttr::get(context, text)));
  }
  resolved.spelled = DictionaryAttr::get(context, entries);
  return resolved;
}
