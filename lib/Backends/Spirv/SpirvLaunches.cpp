//===- SpirvLaunches.cpp - SPIR-V kernel launches ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
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
      auto binary =
          module.lookupSymbol<gpu::BinaryOp>(launch.getKernelModuleName());
      if (!binary || !holdsSpirv(binary))
        return WalkResult::advance();
      OpBuilder builder(launch);
      // Bit i of the mask: binding i holds a size (an index), not a buffer.
      uint64_t mask = 0;
      SmallVector<Value> params;
      for (auto [i, value] : llvm::enumerate(launch.getKernelOperands())) {
        if (isa<MemRefType>(value.getType())) {
          params.push_back(memref::ExtractAlignedPointerAsIndexOp::create(
              builder, launch.getLoc(), value));
          continue;
        }
        if (!value.getType().isIndex()) {
          launch.emitOpError()
              << "passes a " << value.getType()
              << " to a SPIR-V kernel, which takes buffers and index sizes "
                 "only (descriptor bindings)";
          return WalkResult::interrupt();
        }
        if (i >= 64) {
          launch.emitOpError()
              << "passes a size as argument " << i
              << " to a SPIR-V kernel; sizes go in the first 64 bindings";
          return WalkResult::interrupt();
        }
        mask |= uint64_t(1) << i;
        params.push_back(value);
      }
      params.insert(params.begin(),
                    arith::ConstantIndexOp::create(builder, launch.getLoc(),
                                                   static_cast<int64_t>(mask)));
      launch.getKernelOperandsMutable().assign(params);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
