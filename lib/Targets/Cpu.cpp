//===- Cpu.cpp - the cpu accelerator ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/Registry/Registry.h"
#include "accel/Support/Host.h"

#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/TargetParser/X86TargetParser.h"

using namespace accel;

static bool isKnownTriple(llvm::StringRef value) {
  return llvm::Triple(value).getArch() != llvm::Triple::UnknownArch;
}

static bool isKnownCpu(llvm::StringRef value) {
  return isHostCpu(value) ||
         llvm::X86::parseArchX86(value) != llvm::X86::CK_None;
}

CpuOptions CpuOptions::host() {
  CpuOptions options;
  options.cpu = getHostCpuName().str();
  options.triple = llvm::sys::getDefaultTargetTriple();
  return options;
}

void CpuOptions::bindOptions(OptionBinder &binder) {
  binder.string("cpu", cpu, "CPU name, as for clang's -march",
                "an x86 CPU name known to LLVM, or 'native'",
                {"native", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4"},
                isKnownCpu);
  binder.string("triple", triple, "LLVM target triple",
                "an LLVM target triple (arch-vendor-os)", {}, isKnownTriple);
}

llvm::Error accel::registerCpuAccelerator(Registry &registry) {
  using namespace mlir;
  Accelerator cpu;
  cpu.name = "cpu";
  cpu.description = "the host CPU, through the LLVM dialect";
  cpu.priority = 0;
  cpu.autoSelect = true;
  cpu.preferredBackend = "cpu-vector";
  cpu.options = optionSchema(CpuOptions::host());
  // Every element type the accel dialect's ops take that LLVM computes with.
  cpu.capabilities.elementTypes = {
      buildIntegerType<1>,    buildIntegerType<8>,    buildIntegerType<16>,
      buildIntegerType<32>,   buildIntegerType<64>,   buildType<BFloat16Type>,
      buildType<Float16Type>, buildType<Float32Type>, buildType<Float64Type>};
  return registry.registerAccelerator(std::move(cpu));
}
