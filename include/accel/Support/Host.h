//===- Host.h - the host's CPU, asked once ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM asks the CPU (cpuid) for its name on every call, which a virtual
// machine traps (6.5 us a call on a Zen 3 guest); the cpu accelerator's
// options are checked, and cpu-vector's defaults derived, for every kernel.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SUPPORT_HOST_H
#define ACCEL_SUPPORT_HOST_H

#include "llvm/ADT/StringRef.h"

namespace accel {

/// llvm::sys::getHostCPUName(), asked once.
llvm::StringRef getHostCpuName();

/// Whether the cpu accelerator's `cpu` option `cpu` names the host's CPU:
/// `native`, or its name.
bool isHostCpu(llvm::StringRef cpu);

} // namespace accel

#endif // ACCEL_SUPPORT_HOST_H
