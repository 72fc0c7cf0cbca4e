//===- IndexingMaps.cpp - what an indexing map reads ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/IR/IndexingMaps.h"

#include "mlir/IR/AffineExpr.h"

using namespace mlir;

bool accel::readsLoopsInOrder(AffineMap map) {
  int64_t last = -1;
  for (AffineExpr expr : map.getResults()) {
    if (isa<AffineConstantExpr>(expr))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim || static_cast<int64_t>(dim.getPosition()) <= last)
      return false;
    last = dim.getPosition();
  }
  return true;
}
