//===- Options.h - typed options of accelerators and backends ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Every accelerator and backend has an options struct. Its fields are bound
// to named options once, in a `bindOptions(OptionBinder &)` member:
//
//   struct GpuOptions {
//     int64_t threads = 256;
//     void bindOptions(OptionBinder &binder) {
//       binder.integer("threads", threads, "threads per block", 1, 1024);
//     }
//   };
//
// The same function builds the schema (`optionSchema(GpuOptions())`: the
// field values are the defaults) and fills a struct from the values the
// selection validated (`bindOptions<GpuOptions>(values)`), so no default is
// written twice and no pipeline parses a string.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_REGISTRY_OPTIONS_H
#define ACCEL_REGISTRY_OPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace mlir {
class Operation;
} // namespace mlir

namespace accel {

struct PipelineTarget;

/// What values an option takes.
enum class OptionKind { Integer, Boolean, Enum, String };

/// A value after validation: an integer, a boolean, or a string (enums and
/// strings).
using OptionValue = std::variant<int64_t, bool, std::string>;

/// One option of an accelerator's or backend's schema (e.g. `chip`).
struct OptionSpec {
  std::string name;
  std::string description;
  OptionKind kind = OptionKind::String;
  /// The default as written in attributes; empty means none.
  std::string defaultValue;
  /// The accepted form in words (e.g. "sm_XY", "a positive integer").
  std::string form;
  /// Known good values, listed in errors: an enum's only values, a string's
  /// examples.
  std::vector<std::string> knownValues;
  /// Integers: the inclusive range.
  int64_t min = INT64_MIN;
  int64_t max = INT64_MAX;
  /// Strings: accepts or rejects a value; unset accepts any.
  std::function<bool(llvm::StringRef)> isValid;

  /// The value `text` spells, or std::nullopt when the option rejects it.
  std::optional<OptionValue> parse(llvm::StringRef text) const;
  /// Whether `text` is accepted.
  bool accepts(llvm::StringRef text) const { return parse(text).has_value(); }
  /// "integer", "boolean", "enum" or "string", as the JSON listing says.
  llvm::StringRef kindName() const;
};

/// Option names and values, spelled as attributes spell them ("tile-m",
/// "4").
using OptionSpelling = std::vector<std::pair<std::string, std::string>>;
/// One candidate of a backend's tuning space (CompileBackend::tuningSpace).
using TuningCandidate = OptionSpelling;

/// What a backend's tuning space is asked for (CompileBackend::tuningSpace):
/// which ops the kernel has, and the backend's options as the selection
/// gave them (every option, spelled: {"threads", "256"}).
struct TuningSubject {
  /// A matmul, batch_matmul or conv2d.
  bool contraction = false;
  /// A reduce, softmax or log_softmax.
  bool reduction = false;
  std::vector<std::pair<std::string, std::string>> options;
  /// The kernel (an accel.kernel) and what it is compiled for, typed: what
  /// a capability's checkOp sees, for spaces that depend on its ops'
  /// element types or on the device (gpu-simt's tensor-core tiles). Valid
  /// during the call only.
  mlir::Operation *kernel = nullptr;
  const PipelineTarget *target = nullptr;

  /// The spelled value of option `name`, or "".
  std::string option(llvm::StringRef name) const;
};

/// The option of that name in `schema`, or null.
const OptionSpec *findOption(llvm::ArrayRef<OptionSpec> schema,
                             llvm::StringRef optionName);

/// The validated values of one schema, by option name.
class OptionValues {
public:
  void set(llvm::StringRef name, OptionValue value);
  /// The value of `name`, or null when it is not set.
  const OptionValue *lookup(llvm::StringRef name) const;
  bool empty() const { return values.empty(); }

private:
  llvm::StringMap<OptionValue> values;
};

/// Binds the fields of an options struct to named options. Building a schema,
/// it records each option with the field's value as its default; filling, it
/// copies each validated value into its field.
class OptionBinder {
public:
  /// A binder that appends each option to `schema`.
  explicit OptionBinder(std::vector<OptionSpec> &schema) : schema(&schema) {}
  /// A binder that fills fields from `values`; a field whose option has no
  /// value keeps its own.
  explicit OptionBinder(const OptionValues &values) : values(&values) {}

  /// An integer from `min` to `max`, inclusive.
  void integer(llvm::StringRef name, int64_t &field,
               llvm::StringRef description, int64_t min,
               int64_t max = INT64_MAX);
  /// "true" or "false".
  void boolean(llvm::StringRef name, bool &field, llvm::StringRef description);
  /// One of `values`.
  void enumeration(llvm::StringRef name, std::string &field,
                   llvm::StringRef description,
                   std::vector<std::string> values);
  /// A string matching `pattern` (an llvm::Regex, anchored), described as
  /// `form`, with `knownValues` listed in errors.
  void pattern(llvm::StringRef name, std::string &field,
               llvm::StringRef description, llvm::StringRef form,
               std::vector<std::string> knownValues, llvm::StringRef pattern);
  /// A string accepted by `isValid`, described as `form`.
  void string(llvm::StringRef name, std::string &field,
              llvm::StringRef description, llvm::StringRef form,
              std::vector<std::string> knownValues,
              std::function<bool(llvm::StringRef)> isValid);

private:
  void bind(OptionSpec spec, OptionValue &&defaultValue,
            const std::function<void(const OptionValue &)> &fill);

  std::vector<OptionSpec> *schema = nullptr;
  const OptionValues *values = nullptr;
};

/// The schema of an options struct whose field values are the defaults.
template <typename Options>
std::vector<OptionSpec> optionSchema(Options defaults) {
  std::vector<OptionSpec> schema;
  OptionBinder binder(schema);
  defaults.bindOptions(binder);
  return schema;
}

/// An options struct filled from validated values.
template <typename Options> Options bindOptions(const OptionValues &values) {
  Options options;
  OptionBinder binder(values);
  options.bindOptions(binder);
  return options;
}

} // namespace accel

#endif // ACCEL_REGISTRY_OPTIONS_H
