//===- Views.cpp - buffers and the views of them ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Views.h"

#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;

bool accel::isViewOf(Operation *user, Value source) {
  auto view = dyn_cast<ViewLikeOpInterface>(user);
  return view && view.getViewSource() == source;
}

Value accel::getViewRoot(Value value, SmallVectorImpl<Operation *> *chain) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
    if (view.getViewSource() == value || !view.getViewSource())
      break;
    if (chain)
      chain->push_back(view);
    value = view.getViewSource();
  }
  if (chain)
    std::reverse(chain->begin(), chain->end());
  return value;
}

SmallVector<Value> accel::getViewAliases(Value root) {
  SmallVector<Value> aliases = {root};
  for (size_t i = 0; i < aliases.size(); ++i)
    for (Operation *user : aliases[i].getUsers())
      if (isViewOf(user, aliases[i]))
        llvm::append_range(aliases, user->getResults());
  return aliases;
}
