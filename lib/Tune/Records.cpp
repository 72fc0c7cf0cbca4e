//===- Records.cpp - tuning records and their JSON file ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Records.h"

#include "accel/Cache/Keys.h"
#include "accel/Runtime/Runtime.h"
#include "accel/Support/Host.h"

#include "mlir/IR/Builders.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <tuple>
#include <vector>

using namespace mlir;
using namespace accel;
using namespace accel::tune;

static constexpr llvm::StringLiteral kFormat = "accel-tuning 1";

std::string TuningRecord::describe() const {
  std::string identicalOnes =
      identical
          ? llvm::formatv(", {0} identical to one of them", identical).str()
          : "";
  return llvm::formatv("{0:F2}x the default, {1} candidates{2}{3}, {4:F1} s",
                       speedup, candidates,
                       screened ? " screened by one call each" : "",
                       identicalOnes, seconds)
      .str();
}

DictionaryAttr tune::getTunedAttr(MLIRContext *context, llvm::StringRef backend,
                                  const TuningCandidate &options,
                                  llvm::StringRef note) {
  Builder b(context);
  SmallVector<NamedAttribute> values;
  for (const auto &[name, value] : options)
    values.push_back(b.getNamedAttr(name, b.getStringAttr(value)));
  SmallVector<NamedAttribute> record = {
      b.getNamedAttr("backend", b.getStringAttr(backend)),
      b.getNamedAttr("options", b.getDictionaryAttr(values))};
  if (!note.empty())
    record.push_back(b.getNamedAttr("note", b.getStringAttr(note)));
  return b.getDictionaryAttr(record);
}

std::string tune::getTuningTarget() {
  return llvm::sys::getProcessTriple() + " " + getHostCpuName().str() + " " +
         sha256Hex(getHostDescription()).substr(0, 16);
}

std::string tune::getGpuTuningTarget(llvm::StringRef kind,
                                     std::string &absent) {
  std::vector<AccelRuntimeDevice> devices(
      static_cast<size_t>(accelRuntimeListDevices(nullptr, 0)));
  devices.resize(static_cast<size_t>(accelRuntimeListDevices(
      devices.data(), static_cast<int>(devices.size()))));
  for (const AccelRuntimeDevice &device : devices)
    if (kind == device.kind)
      return kind.str() + ": " + device.name;
  const char *reason = accelRuntimeGetAbsentReason(kind.str().c_str());
  absent = reason ? reason : "no device of that kind";
  return "";
}

/// The record `value` holds, or what is wrong with it.
static llvm::Expected<TuningRecord> readRecord(const llvm::json::Value &value) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return llvm::createStringError("it is not an object");
  TuningRecord record;
  for (auto [name, field] : {std::pair{"signature", &record.signature},
                             std::pair{"backend", &record.backend},
                             std::pair{"target", &record.target},
                             std::pair{"accel", &record.accel}}) {
    std::optional<llvm::StringRef> text = object->getString(name);
    if (!text)
      return llvm::createStringError("it has no string '%s'", name);
    *field = text->str();
  }
  const llvm::json::Object *options = object->getObject("options");
  if (!options)
    return llvm::createStringError("it has no object 'options'");
  for (const auto &entry : *options) {
    std::optional<llvm::StringRef> text = entry.second.getAsString();
    std::optional<int64_t> integer = entry.second.getAsInteger();
    if (!text && !integer)
      return llvm::createStringError(
          "option '%s' is not a string or an integer",
          entry.first.str().c_str());
    record.options.emplace_back(entry.first.str(),
                                text ? text->str() : std::to_string(*integer));
  }
  llvm::sort(record.options);
  // What the measurement found, as written ("1.12"); a number will do.
  for (auto [name, field] : {std::pair{"speedup", &record.speedup},
                             std::pair{"seconds", &record.seconds}}) {
    if (std::optional<double> number = object->getNumber(name))
      *field = *number;
    else if (std::optional<llvm::StringRef> text = object->getString(name))
      (void)text->getAsDouble(*field);
  }
  // The counts only inform: a missing or negative one reads as 0.
  record.candidates =
      std::max<int64_t>(0, object->getInteger("candidates").value_or(0));
  record.identical =
      std::max<int64_t>(0, object->getInteger("identical").value_or(0));
  record.screened = object->getBoolean("screened").value_or(false);
  return record;
}

/// `record` as the JSON object the file and the cache hold.
static llvm::json::Object recordToJson(const TuningRecord &record) {
  llvm::json::Object options;
  for (const auto &[name, value] : record.options)
    options[name] = value;
  llvm::json::Object object{
      {"signature", record.signature},
      {"backend", record.backend},
      {"target", record.target},
      {"accel", record.accel},
      {"options", std::move(options)},
      {"speedup", llvm::formatv("{0:F2}", record.speedup).str()},
      {"candidates", record.candidates},
      {"identical", record.identical},
      {"seconds", llvm::formatv("{0:F1}", record.seconds).str()},
  };
  // Only where it is so: the records of most kernels read as before.
  if (record.screened)
    object["screened"] = true;
  return object;
}

std::string tune::getRecordKey(const TuningRecord &record) {
  return hashCacheKey({"tuning record", record.signature, record.backend,
                       record.target, record.accel});
}

std::string tune::encodeTuningRecord(const TuningRecord &record) {
  return llvm::formatv("{0}", llvm::json::Value(recordToJson(record))).str();
}

llvm::Expected<TuningRecord> tune::decodeTuningRecord(llvm::StringRef text) {
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (!json)
    return json.takeError();
  return readRecord(*json);
}

llvm::Expected<std::vector<TuningRecord>>
tune::readTuningFile(llvm::StringRef path) {
  std::vector<TuningRecord> records;
  if (!llvm::sys::fs::exists(path))
    return records;
  auto fail = [&](const llvm::Twine &problem) {
    return llvm::createStringError("cannot read the tuning file '" + path +
                                   "': " + problem);
  };
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!file)
    return fail(file.getError().message());
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*file)->getBuffer());
  if (!json)
    return fail(llvm::toString(json.takeError()));
  const llvm::json::Object *top = json->getAsObject();
  std::optional<llvm::StringRef> format =
      top ? top->getString("format") : std::nullopt;
  if (!format || *format != kFormat)
    return fail("it is not a tuning file of format '" + kFormat + "'");
  const llvm::json::Array *list = top->getArray("records");
  if (!list)
    return fail("it has no array 'records'");
  for (auto [index, value] : llvm::enumerate(*list)) {
    llvm::Expected<TuningRecord> record = readRecord(value);
    if (!record)
      return fail("record " + llvm::Twine(index) + ": " +
                  llvm::toString(record.takeError()));
    records.push_back(std::move(*record));
  }
  return records;
}

llvm::Error tune::writeTuningFile(llvm::StringRef path,
                                  std::vector<TuningRecord> records) {
  llvm::sort(records, [](const TuningRecord &a, const TuningRecord &b) {
    return std::tie(a.signature, a.backend, a.target, a.accel) <
           std::tie(b.signature, b.backend, b.target, b.accel);
  });
  llvm::json::Array list;
  for (const TuningRecord &record : records)
    list.push_back(recordToJson(record));
  llvm::json::Value file =
      llvm::json::Object{{"format", kFormat}, {"records", std::move(list)}};
  std::string text = llvm::formatv("{0:2}\n", file).str();

  // Through a temporary file, renamed into place.
  return llvm::writeToOutput(path, [&](llvm::raw_ostream &os) {
    os << text;
    return llvm::Error::success();
  });
}
