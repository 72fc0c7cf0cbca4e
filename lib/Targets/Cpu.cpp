//===- Cpu.cpp - the cpu accelerator ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/Registry/Registry.h"

#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/TargetParser/X86TargetParser.h"

using namespace accel;

static bool isKnownTriple(llvm::StringRef value) {
  return llvm::Triple(value).getArch() != llvm::Triple::UnknownArch;
}

static bool isKnownCpu(llvm::StringRef value) {
  return value == "native" || value == llvm::sys::getHostCPUName() ||
         llvm::X86::parseArchX86(value) != llvm::X86::CK_None;
}

llvm::Error accel::registerCpuAccelerator(Registry &registry) {
  Accelerator cpu;
  cpu.name = "cpu";
  cpu.description = "the host CPU, through the LLVM dialect";
  cpu.priority = 0;
  cpu.autoSelect = true;
  cpu.preferredBackend = "cpu-vector";

  OptionSpec triple;
  triple.name = "triple";
  triple.description = "LLVM target triple";
  triple.defaultValue = llvm::sys::getDefaultTargetTriple();
  triple.form = "an LLVM target triple (arch-vendor-os)";
  triple.isValid = isKnownTriple;

  OptionSpec hostCpu;
  hostCpu.name = "cpu";
  hostCpu.description = "CPU name, as for clang's -march";
  hostCpu.defaultValue = llvm::sys::getHostCPUName().str();
  hostCpu.form = "an x86 CPU name known to LLVM, or 'native'";
  hostCpu.knownValues = {"native", "x86-64", "x86-64-v2", "x86-64-v3",
                         "x86-64-v4"};
  hostCpu.isValid = isKnownCpu;

  cpu.options = {hostCpu, triple};
  // Every element type the accel dialect's ops take that LLVM computes with.
  cpu.capabilities.elementTypes = {"i1",   "i8",  "i16", "i32", "i64",
                                   "bf16", "f16", "f32", "f64"};
  return registry.registerAccelerator(std::move(cpu));
}
