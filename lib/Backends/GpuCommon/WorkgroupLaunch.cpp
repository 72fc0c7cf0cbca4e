//===- WorkgroupLaunch.cpp - launches with workgroup memory -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "WorkgroupLaunch.h"

#include "Passes.h"

#include "accel/Backends/GpuCommon.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Pass/PassManager.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUALIGNWORKGROUPMEMORY
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;

namespace {
struct AccelGpuAlignWorkgroupMemoryPass
    : accel::impl::AccelGpuAlignWorkgroupMemoryBase<
          AccelGpuAlignWorkgroupMemoryPass> {
  using Base::Base;

  void runOnOperation() override {
    StringRef name = LLVM::LLVMDialect::getAlignAttrName();
    Builder b(&getContext());
    getOperation().walk([&](gpu::GPUFuncOp func) {
      for (unsigned i = 0; i < func.getNumWorkgroupAttributions(); ++i)
        if (!func.getWorkgroupAttributionAttr(i, name))
          func.setWorkgroupAttributionAttr(i, name,
                                           b.getI64IntegerAttr(alignment));
    });
  }
};
} // namespace

void accel::addAlignWorkgroupMemoryPass(OpPassManager &devicePm) {
  devicePm.addPass(createAccelGpuAlignWorkgroupMemory());
}

gpu::LaunchOp accel::createWorkgroupLaunch(
    OpBuilder &b, Location loc, std::array<Value, 3> grid,
    std::array<Value, 3> block, ArrayRef<SmallVector<int64_t, 2>> shapes,
    Type element, bool allocs, SmallVectorImpl<Value> &buffers) {
  Attribute space =
      allocs
          ? Attribute(b.getI64IntegerAttr(3))
          : Attribute(gpu::AddressSpaceAttr::get(
                b.getContext(), gpu::GPUDialect::getWorkgroupAddressSpace()));
  SmallVector<Type> types;
  for (ArrayRef<int64_t> shape : shapes)
    types.push_back(
        MemRefType::get(shape, element, MemRefLayoutAttrInterface(), space));
  auto launch = gpu::LaunchOp::create(
      b, loc, grid[0], grid[1], grid[2], block[0], block[1], block[2],
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/{}, allocs ? TypeRange() : TypeRange(types));
  b.setInsertionPointToStart(&launch.getBody().front());
  buffers.clear();
  if (!allocs) {
    llvm::append_range(buffers, launch.getWorkgroupAttributions());
    return launch;
  }
  for (Type type : types)
    buffers.push_back(memref::AllocOp::create(b, loc, cast<MemRefType>(type)));
  return launch;
}

Value accel::takeFillJustBefore(linalg::LinalgOp op, Value output) {
  auto fill = dyn_cast_or_null<linalg::FillOp>(op->getPrevNode());
  if (!fill || !fill.hasPureBufferSemantics() ||
      fill.getDpsInits()[0] != output ||
      fill.getDpsInputs()[0].getType() != getElementTypeOrSelf(output))
    return nullptr;
  Value value = fill.getDpsInputs()[0];
  fill.erase();
  return value;
}

ValueRange accel::buildForWithResults(OpBuilder &b, Location loc, Value lower,
                                      Value upper, Value step, ValueRange inits,
                                      scf::ForOp::BodyBuilderFn body) {
  std::optional<int64_t> lowerConstant = getConstantIntValue(lower);
  std::optional<int64_t> upperConstant = getConstantIntValue(upper);
  if (lowerConstant && upperConstant && *lowerConstant < *upperConstant)
    return scf::ForOp::create(b, loc, lower, upper, step, inits, body)
        .getResults();
  Value runs =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lower, upper);
  auto branch = scf::IfOp::create(
      b, loc, runs,
      [&](OpBuilder &then, Location at) {
        auto loop =
            scf::ForOp::create(then, at, lower, upper, step, inits, body);
        scf::YieldOp::create(then, at, loop.getResults());
      },
      [&](OpBuilder &otherwise, Location at) {
        scf::YieldOp::create(otherwise, at, inits);
      });
  return branch.getResults();
}
