//===- SpirvLaunches.cpp - SPIR-V kernel launches ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/BuiltinOps.h"

namespace accel {
#define GEN_PASS_DEF_ACCELSPIRVLAUNCHBUFFERS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// Whether `binary` holds SPIR-V.
static bool holdsSpirv(gpu::BinaryOp binary) {
  return llvm::any_of(binary.getObjects(), [](Attribute attr) {
    return isa<spirv::TargetEnvAttr>(cast<gpu::ObjectAttr>(attr).getTarget());
  });
}

namespace {
struct AccelSpirvLaunchBuffersPass
    : accel::impl::AccelSpirvLaunchBuffersBase<AccelSpirvLaunchBuffersPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    WalkResult result = module.walk([&](gpu::LaunchFuncOp launch) {
      auto binary = module.lookupSymbol<gpu::BinaryOp>(
          launch.getKernelModuleName());
      if (!binary || !holdsSpirv(binary))
        return WalkResult::advance();
      OpBuilder builder(launch);
      for (OpOperand &operand : launch.getKernelOperandsMutable()) {
        Value value = operand.get();
        if (!isa<MemRefType>(value.getType())) {
          launch.emitOpError()
              << "passes a " << value.getType()
              << " to a SPIR-V kernel, which takes only buffers (descriptor "
                 "bindings)";
          return WalkResult::interrupt();
        }
        operand.set(memref::ExtractAlignedPointerAsIndexOp::create(
            builder, launch.getLoc(), value));
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
