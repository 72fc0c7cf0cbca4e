//===- Options.cpp - typed options of accelerators and backends -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Registry/Options.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Regex.h"

using namespace accel;

//===----------------------------------------------------------------------===//
// OptionSpec
//===----------------------------------------------------------------------===//

std::optional<OptionValue> OptionSpec::parse(llvm::StringRef text) const {
  switch (kind) {
  case OptionKind::Integer: {
    int64_t number;
    if (text.getAsInteger(10, number) || number < min || number > max)
      return std::nullopt;
    return OptionValue(number);
  }
  case OptionKind::Boolean:
    if (text == "true" || text == "false")
      return OptionValue(text == "true");
    return std::nullopt;
  case OptionKind::Enum:
    if (!llvm::is_contained(knownValues, text))
      return std::nullopt;
    return OptionValue(text.str());
  case OptionKind::String:
    if (isValid && !isValid(text))
      return std::nullopt;
    return OptionValue(text.str());
  }
  llvm_unreachable("unknown option kind");
}

llvm::StringRef OptionSpec::kindName() const {
  switch (kind) {
  case OptionKind::Integer:
    return "integer";
  case OptionKind::Boolean:
    return "boolean";
  case OptionKind::Enum:
    return "enum";
  case OptionKind::String:
    return "string";
  }
  llvm_unreachable("unknown option kind");
}

std::string TuningSubject::option(llvm::StringRef name) const {
  for (const auto &[key, value] : options)
    if (key == name)
      return value;
  return std::string();
}

const OptionSpec *accel::findOption(llvm::ArrayRef<OptionSpec> schema,
                                    llvm::StringRef optionName) {
  for (const OptionSpec &option : schema)
    if (option.name == optionName)
      return &option;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// OptionValues
//===----------------------------------------------------------------------===//

void OptionValues::set(llvm::StringRef name, OptionValue value) {
  values[name] = std::move(value);
}

const OptionValue *OptionValues::lookup(llvm::StringRef name) const {
  auto it = values.find(name);
  return it == values.end() ? nullptr : &it->second;
}

//===----------------------------------------------------------------------===//
// OptionBinder
//===----------------------------------------------------------------------===//

/// "a positive integer", "a non-negative integer", "an integer from A to B".
static std::string describeRange(int64_t min, int64_t max) {
  if (max != INT64_MAX)
    return "an integer from " + std::to_string(min) + " to " +
           std::to_string(max);
  if (min == 1)
    return "a positive integer";
  if (min == 0)
    return "a non-negative integer";
  return "an integer from " + std::to_string(min);
}

/// A default as attributes spell it.
static std::string spell(const OptionValue &value) {
  if (auto *number = std::get_if<int64_t>(&value))
    return std::to_string(*number);
  if (auto *flag = std::get_if<bool>(&value))
    return *flag ? "true" : "false";
  return std::get<std::string>(value);
}

void OptionBinder::bind(OptionSpec spec, OptionValue &&defaultValue,
                        const std::function<void(const OptionValue &)> &fill) {
  if (schema) {
    spec.defaultValue = spell(defaultValue);
    schema->push_back(std::move(spec));
    return;
  }
  // Validated by the selection against the same spec: the kinds agree.
  if (const OptionValue *value = values->lookup(spec.name))
    fill(*value);
}

/// A spec with the parts every kind has.
static OptionSpec makeSpec(llvm::StringRef name, llvm::StringRef description,
                           OptionKind kind, std::string form,
                           std::vector<std::string> knownValues = {}) {
  OptionSpec spec;
  spec.name = name.str();
  spec.description = description.str();
  spec.kind = kind;
  spec.form = std::move(form);
  spec.knownValues = std::move(knownValues);
  return spec;
}

void OptionBinder::integer(llvm::StringRef name, int64_t &field,
                           llvm::StringRef description, int64_t min,
                           int64_t max) {
  OptionSpec spec =
      makeSpec(name, description, OptionKind::Integer, describeRange(min, max));
  spec.min = min;
  spec.max = max;
  bind(std::move(spec), field,
       [&](const OptionValue &value) { field = std::get<int64_t>(value); });
}

void OptionBinder::boolean(llvm::StringRef name, bool &field,
                           llvm::StringRef description) {
  bind(makeSpec(name, description, OptionKind::Boolean, "true or false",
                {"false", "true"}),
       field, [&](const OptionValue &value) { field = std::get<bool>(value); });
}

void OptionBinder::enumeration(llvm::StringRef name, std::string &field,
                               llvm::StringRef description,
                               std::vector<std::string> values) {
  bind(makeSpec(name, description, OptionKind::Enum, "", std::move(values)),
       std::string(field),
       [&](const OptionValue &value) { field = std::get<std::string>(value); });
}

void OptionBinder::string(llvm::StringRef name, std::string &field,
                          llvm::StringRef description, llvm::StringRef form,
                          std::vector<std::string> knownValues,
                          std::function<bool(llvm::StringRef)> isValid) {
  OptionSpec spec = makeSpec(name, description, OptionKind::String, form.str(),
                             std::move(knownValues));
  spec.isValid = std::move(isValid);
  bind(std::move(spec), std::string(field),
       [&](const OptionValue &value) { field = std::get<std::string>(value); });
}

void OptionBinder::pattern(llvm::StringRef name, std::string &field,
                           llvm::StringRef description, llvm::StringRef form,
                           std::vector<std::string> knownValues,
                           llvm::StringRef pattern) {
  string(name, field, description, form, std::move(knownValues),
         [anchored = "^" + pattern.str() + "$"](llvm::StringRef value) {
           return llvm::Regex(anchored).match(value);
         });
}
