//===- CpuTarget.cpp - the cpu accelerator's cpu and triple -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-cpu-target (Passes.td): the `cpu` and `triple` options of the cpu
// accelerator, read from each lowered kernel's selection record, become the
// kernel function's `target_cpu` and the module's `llvm.target_triple`.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Support/Host.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/TargetParser/Triple.h"

namespace accel {
#define GEN_PASS_DEF_ACCELCPUTARGET
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// The option `name` of the cpu accelerator that `func`'s selection record
/// names, or null when the record names another accelerator or none.
StringAttr getCpuOption(LLVM::LLVMFuncOp func, llvm::StringRef name) {
  auto record =
      func->getAttrOfType<DictionaryAttr>(AccelDialect::getSelectionAttrName());
  auto accelerator = record ? record.getAs<StringAttr>("accelerator") : nullptr;
  if (!accelerator || accelerator.getValue() != "cpu")
    return nullptr;
  auto options = record.getAs<DictionaryAttr>("accelerator_options");
  return options ? options.getAs<StringAttr>(name) : nullptr;
}

struct AccelCpuTargetPass
    : accel::impl::AccelCpuTargetBase<AccelCpuTargetPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringAttr tripleName = StringAttr::get(
        &getContext(), LLVM::LLVMDialect::getTargetTripleAttrName());
    auto triple = module->getAttrOfType<StringAttr>(tripleName);
    // The first kernel that asked for the module's triple, when one did.
    LLVM::LLVMFuncOp tripleKernel;
    bool changed = false;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
      // The option names x86 CPUs only (the accelerator checks it): for a
      // kernel of another architecture it is the default, the compiler's
      // host, and means nothing there.
      StringAttr kernelTriple = getCpuOption(func, "triple");
      bool isX86 =
          !kernelTriple || llvm::Triple(kernelTriple.getValue()).isX86();
      if (StringAttr cpu = getCpuOption(func, "cpu");
          cpu && isX86 && !func.getTargetCpuAttr()) {
        func.setTargetCpuAttr(
            cpu.getValue() == "native"
                ? StringAttr::get(&getContext(), getHostCpuName())
                : cpu);
        changed = true;
      }
      StringAttr wanted = kernelTriple;
      if (!wanted)
        continue;
      if (!triple) {
        triple = wanted;
        tripleKernel = func;
        module->setAttr(tripleName, triple);
        changed = true;
      } else if (llvm::Triple(wanted.getValue()).getArch() !=
                 llvm::Triple(triple.getValue()).getArch()) {
        InFlightDiagnostic diag =
            func.emitError()
            << "kernel @" << func.getName() << " is compiled for triple '"
            << wanted.getValue() << "', but the module is for '"
            << triple.getValue() << "', another architecture";
        if (tripleKernel)
          diag.attachNote(tripleKernel.getLoc())
              << "the triple kernel @" << tripleKernel.getName()
              << " is compiled for";
        else
          diag.attachNote(module.getLoc()) << "the module's llvm.target_triple";
        return signalPassFailure();
      }
    }
    if (!changed)
      markAllAnalysesPreserved();
  }
};
} // namespace
