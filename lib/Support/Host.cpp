//===- Host.cpp - the host's CPU, asked once --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Support/Host.h"

#include "llvm/TargetParser/Host.h"

#include <string>

llvm::StringRef accel::getHostCpuName() {
  static const std::string name = llvm::sys::getHostCPUName().str();
  return name;
}

bool accel::isHostCpu(llvm::StringRef cpu) {
  return cpu == "native" || cpu == getHostCpuName();
}
