//===- SpirvFlatten.cpp - 1-D buffers for SPIR-V launches -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Transforms/RegionUtils.h"

#include <numeric>

namespace accel {
#define GEN_PASS_DEF_ACCELSPIRVFLATTENBUFFERS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// The rewrite of one launch.
class LaunchFlattener {
public:
  explicit LaunchFlattener(gpu::LaunchOp launch)
      : launch(launch), builder(launch) {}

  LogicalResult run() {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(launch.getBody(), captured);
    for (Value value : captured) {
      if (auto dim = value.getDefiningOp<memref::DimOp>())
        replaceDim(dim);
      else if (auto type = dyn_cast<MemRefType>(value.getType());
               type && type.getRank() > 1 && !type.hasStaticShape() &&
               failed(flatten(value, type)))
        return failure();
    }
    return success();
  }

private:
  /// The sizes of `memref`, taken once before the launch.
  ValueRange sizesOf(Value memref) {
    auto [it, inserted] = sizes.try_emplace(memref);
    if (inserted)
      it->second = memref::ExtractStridedMetadataOp::create(
          builder, launch.getLoc(), memref);
    return it->second.getSizes();
  }

  /// Uses of `dim` in the launch take the size from the metadata instead.
  void replaceDim(memref::DimOp dim) {
    std::optional<int64_t> index = dim.getConstantIndex();
    auto type = dyn_cast<MemRefType>(dim.getSource().getType());
    if (!index || !type || *index >= type.getRank())
      return;
    Value size = sizesOf(dim.getSource())[*index];
    dim.getResult().replaceUsesWithIf(size, [&](OpOperand &use) {
      return launch->isProperAncestor(use.getOwner());
    });
  }

  /// Row-major offset of `indices` in a buffer of `shape`.
  Value linearize(OpBuilder &b, Location loc, ValueRange indices,
                  ValueRange shape) {
    Value offset = indices.front();
    for (auto [index, size] :
         llvm::zip_equal(indices.drop_front(), shape.drop_front())) {
      offset = arith::MulIOp::create(b, loc, offset, size);
      offset = arith::AddIOp::create(b, loc, offset, index);
    }
    return offset;
  }

  LogicalResult flatten(Value buffer, MemRefType type) {
    if (!type.getLayout().isIdentity())
      return launch.emitOpError()
             << "uses a buffer of type " << type
             << ", which a SPIR-V kernel cannot address: dynamic sizes need "
                "a contiguous (identity) layout";
    ValueRange shape = sizesOf(buffer);
    ReassociationIndices all(type.getRank());
    std::iota(all.begin(), all.end(), 0);
    SmallVector<ReassociationIndices> groups = {all};
    Value flat = memref::CollapseShapeOp::create(builder, launch.getLoc(),
                                                 buffer, groups);
    for (OpOperand &use : llvm::make_early_inc_range(buffer.getUses())) {
      Operation *user = use.getOwner();
      if (!launch->isProperAncestor(user))
        continue;
      OpBuilder b(user);
      if (auto load = dyn_cast<memref::LoadOp>(user)) {
        Value offset = linearize(b, load.getLoc(), load.getIndices(), shape);
        load.replaceAllUsesWith(
            memref::LoadOp::create(b, load.getLoc(), flat, offset).getResult());
        load.erase();
      } else if (auto store = dyn_cast<memref::StoreOp>(user)) {
        Value offset = linearize(b, store.getLoc(), store.getIndices(), shape);
        memref::StoreOp::create(b, store.getLoc(), store.getValueToStore(),
                                flat, offset);
        store.erase();
      } else {
        return launch.emitOpError()
               << "uses a buffer of type " << type << " in '" << user->getName()
               << "'; the spirv backend flattens dynamic buffers for loads "
                  "and stores only";
      }
    }
    return success();
  }

  gpu::LaunchOp launch;
  OpBuilder builder;
  DenseMap<Value, memref::ExtractStridedMetadataOp> sizes;
};

struct AccelSpirvFlattenBuffersPass
    : accel::impl::AccelSpirvFlattenBuffersBase<AccelSpirvFlattenBuffersPass> {
  void runOnOperation() override {
    SmallVector<gpu::LaunchOp> launches;
    getOperation().walk(
        [&](gpu::LaunchOp launch) { launches.push_back(launch); });
    for (gpu::LaunchOp launch : launches)
      if (failed(LaunchFlattener(launch).run()))
        return signalPassFailure();
  }
};
} // namespace
