//===- Listing.h - --list-accelerators / --list-backends --------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_REGISTRY_LISTING_H
#define ACCEL_REGISTRY_LISTING_H

#include "llvm/Support/raw_ostream.h"

namespace accel {

class Registry;

enum class ListingFormat { Text, Json };

/// Every accelerator, sorted: description, provider, tags, priority and
/// auto-selection, preferred backend, supporting backends, options and
/// element types. Reads the registry only.
void printAccelerators(llvm::raw_ostream &os, const Registry &registry,
                       ListingFormat format);

/// Every backend, sorted: description, provider, tags, the accelerators it
/// supports and its options.
void printBackends(llvm::raw_ostream &os, const Registry &registry,
                   ListingFormat format);

} // namespace accel

#endif // ACCEL_REGISTRY_LISTING_H
