//===- ListDevices.h - accel-opt --list-devices -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TOOLS_LISTDEVICES_H
#define ACCEL_LIB_TOOLS_LISTDEVICES_H

#include "accel/Registry/Listing.h"

#include "llvm/Support/raw_ostream.h"

namespace accel {

/// Prints the devices libaccel_runtime finds, and the absent kinds with
/// their reasons, as text or JSON ({"devices": [...], "absent": {...}}).
void printDevices(llvm::raw_ostream &os, ListingFormat format);

} // namespace accel

#endif // ACCEL_LIB_TOOLS_LISTDEVICES_H
