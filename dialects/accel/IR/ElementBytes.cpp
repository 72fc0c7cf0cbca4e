//===- ElementBytes.cpp - the bytes a constant's elements hold --*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/IR/ElementBytes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

using namespace mlir;

std::optional<llvm::ArrayRef<char>> accel::getElementBytes(Attribute attr) {
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    if (AsmResourceBlob *blob = resource.getRawHandle().getBlob())
      return blob->getData();
    return std::nullopt;
  }
  if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(attr);
      dense && !dense.isSplat())
    return dense.getRawData();
  return std::nullopt;
}
