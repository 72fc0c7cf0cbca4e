//===- SpirvModules.cpp - SPIR-V entry points and module nesting *- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/BuiltinOps.h"

namespace accel {
#define GEN_PASS_DEF_ACCELNESTSPIRVMODULES
#define GEN_PASS_DEF_ACCELSPIRVENTRYPOINTABI
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Whether `module` is compiled for SPIR-V.
static bool targetsSpirv(gpu::GPUModuleOp module) {
  ArrayAttr targets = module.getTargetsAttr();
  return targets && llvm::any_of(targets, [](Attribute target) {
           return isa<spirv::TargetEnvAttr>(target);
         });
}

namespace {
struct AccelSpirvEntryPointAbiPass
    : accel::impl::AccelSpirvEntryPointAbiBase<AccelSpirvEntryPointAbiPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    for (auto module : getOperation().getOps<gpu::GPUModuleOp>()) {
      if (!targetsSpirv(module))
        continue;
      for (auto kernel : module.getOps<gpu::GPUFuncOp>()) {
        if (!kernel.isKernel() ||
            kernel->hasAttr(spirv::getEntryPointABIAttrName()))
          continue;
        SmallVector<int32_t, 3> size = {1, 1, 1};
        if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
          size.assign(known->begin(), known->end());
        kernel->setAttr(spirv::getEntryPointABIAttrName(),
                        spirv::getEntryPointABIAttr(context, size));
      }
    }
  }
};

struct AccelNestSpirvModulesPass
    : accel::impl::AccelNestSpirvModulesBase<AccelNestSpirvModulesPass> {
  void runOnOperation() override {
    ModuleOp top = getOperation();
    SymbolTable symbols(top);
    for (auto spirvModule :
         llvm::make_early_inc_range(top.getOps<spirv::ModuleOp>())) {
      std::optional<StringRef> name = spirvModule.getName();
      if (!name || !name->starts_with("__spv__"))
        continue;
      auto gpuModule = symbols.lookup<gpu::GPUModuleOp>(
          name->drop_front(StringRef("__spv__").size()));
      if (!gpuModule)
        continue;
      // The gpu.funcs stay: host launches refer to them until the module is
      // serialized.
      spirvModule->moveBefore(gpuModule.getBody(), gpuModule.getBody()->end());
    }
  }
};
} // namespace
