//===- Choices.cpp - the syntax of the selection choices --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// `--accel-backend`, the passes' `backend` option, `ACCEL_BACKEND` and the
// API's backend choices all go through BackendChoice::parse; the driver, the
// passes and the API turn what they were given into SelectionOptions with
// parseSelectionChoices, so each mistake reads the same wherever it is made.
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace accel;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

llvm::StringRef BackendChoice::lookup(llvm::StringRef accelerator) const {
  auto it = perAccelerator.find(accelerator.str());
  return it != perAccelerator.end() ? llvm::StringRef(it->second)
                                    : llvm::StringRef(forAll);
}

llvm::Expected<BackendChoice> BackendChoice::parse(llvm::StringRef text) {
  BackendChoice choice;
  if (text.trim().empty())
    return makeError("empty backend name");
  llvm::SmallVector<llvm::StringRef> items;
  text.split(items, ',');
  for (llvm::StringRef item : items) {
    item = item.trim();
    auto [accelerator, backend] = item.split('=');
    if (!item.contains('=')) {
      if (item.empty())
        return makeError("empty backend name in '" + text + "'");
      if (!choice.forAll.empty())
        return makeError("more than one backend for every accelerator in '" +
                         text + "'; use ACCELERATOR=BACKEND pairs");
      choice.forAll = item.str();
      continue;
    }
    accelerator = accelerator.trim();
    backend = backend.trim();
    if (accelerator.empty())
      return makeError("empty accelerator name in '" + item + "'");
    if (backend.empty())
      return makeError("empty backend name for accelerator '" + accelerator +
                       "'");
    if (!choice.perAccelerator.emplace(accelerator.str(), backend.str()).second)
      return makeError("accelerator '" + accelerator +
                       "' is given more than one backend in '" + text + "'");
  }
  return choice;
}

std::string BackendChoice::str() const {
  std::string text = forAll;
  for (const auto &[accelerator, backend] : perAccelerator)
    text += (text.empty() ? "" : ",") + accelerator + "=" + backend;
  return text;
}

llvm::Expected<OnUnsupported> accel::parseOnUnsupported(llvm::StringRef text) {
  if (std::optional<OnUnsupported> policy = symbolizeOnUnsupported(text))
    return *policy;
  return makeError("invalid on-unsupported policy '" + text +
                   "'; expected error, fallback or skip");
}

llvm::Expected<SelectionOptions>
accel::parseSelectionChoices(const SelectionChoices &choices) {
  SelectionOptions options;
  options.target = choices.target;
  options.onUnsupported = choices.onUnsupported;
  options.maxTensorBytes = choices.maxTensorBytes;
  // Per-accelerator choices are spelled as the flag spells them, so that the
  // same mistake gets the same message whichever way it was given.
  std::string text = choices.backend;
  for (const auto &[accelerator, backend] : choices.backends)
    text += (text.empty() ? "" : ",") + accelerator + "=" + backend;
  if (text.empty())
    return options;
  llvm::Expected<BackendChoice> backend = BackendChoice::parse(text);
  if (!backend)
    return makeError("invalid backend choice '" + text +
                     "': " + llvm::toString(backend.takeError()));
  options.backend = std::move(*backend);
  return options;
}
