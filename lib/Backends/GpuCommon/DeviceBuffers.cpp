//===- DeviceBuffers.cpp - device memory for GPU launches -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-device-buffers: each buffer a gpu.launch touches gets a device
// copy, and copies move data only when the other side's copy is stale. The
// state of each buffer (is the host copy valid, is the device copy valid) is
// followed through the ops of one block in order; nested blocks that hold
// launches are their own scope, synchronized with the host at their ends.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "accel/Support/Views.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/MapVector.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUDEVICEBUFFERS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// How an op uses a buffer's contents.
struct Access {
  bool read = false;
  bool write = false;
  bool any() const { return read || write; }
  Access &operator|=(Access other) {
    read |= other.read;
    write |= other.write;
    return *this;
  }
};

/// Where a buffer's valid contents are, within one block.
struct Residency {
  bool hostValid = true;
  bool deviceValid = false;
  Value device;
};
} // namespace

/// How `user` uses the contents of the buffer `alias` (one of its operands).
static Access accessOf(Operation *user, Value alias) {
  if (isViewOf(user, alias))
    return {}; // A new name for the buffer, followed as an alias.
  auto effects = dyn_cast<MemoryEffectOpInterface>(user);
  if (!effects)
    return {true, true};
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  Access access;
  for (const MemoryEffects::EffectInstance &instance : instances) {
    // Effects on this value, or on no value in particular.
    if (instance.getValue() && instance.getValue() != alias)
      continue;
    if (!instance.getValue() && instance.getSymbolRef())
      continue;
    if (isa<MemoryEffects::Read>(instance.getEffect()))
      access.read = true;
    if (isa<MemoryEffects::Write>(instance.getEffect()))
      access.write = true;
  }
  return access;
}

namespace {
/// The rewrite of one block holding launches.
class BlockRewriter {
public:
  explicit BlockRewriter(Block &block) : block(block) {}

  LogicalResult run();

private:
  LogicalResult collectRoots();
  void collectAccesses();
  Value getDeviceBuffer(Value root, Residency &state, OpBuilder &builder);
  void rewriteLaunch(gpu::LaunchOp launch);
  void syncHost(Operation *op);
  void finish(Operation *terminator);

  Block &block;
  /// The buffers the block's launches use, in first-use order.
  SmallVector<Value> roots;
  /// How each op of the block (with what it nests) uses each root.
  DenseMap<Operation *, llvm::MapVector<Value, Access>> accesses;
  /// Roots the caller or code outside the block may still read.
  DenseSet<Value> escaping;
  DenseMap<Value, Residency> states;
};
} // namespace

LogicalResult BlockRewriter::collectRoots() {
  DenseSet<Value> seen;
  for (auto launch : block.getOps<gpu::LaunchOp>()) {
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(launch.getBody(), captured);
    for (Value value : captured) {
      if (!isa<MemRefType>(value.getType()))
        continue;
      Value root = getViewRoot(value, nullptr);
      auto type = cast<MemRefType>(root.getType());
      if (!type.getLayout().isIdentity() || type.getMemorySpace())
        return launch.emitOpError()
               << "uses a buffer of type " << type
               << " that has no device copy: the device buffers of a launch "
                  "are plain memrefs (identity layout, default memory space)";
      if (seen.insert(root).second)
        roots.push_back(root);
    }
  }
  return success();
}

void BlockRewriter::collectAccesses() {
  for (Value root : roots) {
    if (isa<BlockArgument>(root))
      escaping.insert(root);
    for (Value alias : getViewAliases(root)) {
      for (OpOperand &use : alias.getUses()) {
        Operation *op = block.findAncestorOpInBlock(*use.getOwner());
        if (!op || op == block.getTerminator()) {
          escaping.insert(root);
          continue;
        }
        accesses[op][root] |= accessOf(use.getOwner(), alias);
      }
    }
    Residency &state = states[root];
    // A fresh allocation holds nothing yet: no copy is stale.
    auto alloc = root.getDefiningOp<memref::AllocOp>();
    state.deviceValid = alloc && alloc->getBlock() == &block;
  }
}

Value BlockRewriter::getDeviceBuffer(Value root, Residency &state,
                                     OpBuilder &builder) {
  if (state.device)
    return state.device;
  auto type = cast<MemRefType>(root.getType());
  SmallVector<Value> sizes;
  for (int64_t dim = 0; dim < type.getRank(); ++dim)
    if (type.isDynamicDim(dim))
      sizes.push_back(memref::DimOp::create(builder, root.getLoc(), root, dim));
  state.device = gpu::AllocOp::create(builder, root.getLoc(), type, Type(),
                                      ValueRange(), sizes, ValueRange(),
                                      /*hostShared=*/false)
                     .getMemref();
  return state.device;
}

void BlockRewriter::rewriteLaunch(gpu::LaunchOp launch) {
  OpBuilder builder(launch);
  for (auto [root, access] : accesses[launch]) {
    Residency &state = states[root];
    Value device = getDeviceBuffer(root, state, builder);
    if (access.any() && !state.deviceValid)
      gpu::MemcpyOp::create(builder, launch.getLoc(), Type(), ValueRange(),
                            device, root);
    state.deviceValid = true;
    if (access.write)
      state.hostValid = false;
  }
  // The launch's operands from above: views rebuilt on the device buffers.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(launch.getBody(), captured);
  for (Value value : captured) {
    if (!isa<MemRefType>(value.getType()))
      continue;
    SmallVector<Operation *> chain;
    Value root = getViewRoot(value, &chain);
    IRMapping mapping;
    mapping.map(root, states[root].device);
    for (Operation *view : chain)
      builder.clone(*view, mapping);
    Value device = mapping.lookup(value);
    value.replaceUsesWithIf(device, [&](OpOperand &use) {
      return launch->isProperAncestor(use.getOwner());
    });
  }
}

void BlockRewriter::syncHost(Operation *op) {
  OpBuilder builder(op);
  for (auto [root, access] : accesses[op]) {
    Residency &state = states[root];
    if (!access.any())
      continue;
    if (!state.hostValid)
      gpu::MemcpyOp::create(builder, op->getLoc(), Type(), ValueRange(), root,
                            state.device);
    state.hostValid = true;
    if (access.write)
      state.deviceValid = false;
  }
}

void BlockRewriter::finish(Operation *terminator) {
  OpBuilder builder(terminator);
  for (Value root : roots) {
    Residency &state = states[root];
    if (!state.device)
      continue;
    if (!state.hostValid && escaping.contains(root))
      gpu::MemcpyOp::create(builder, terminator->getLoc(), Type(), ValueRange(),
                            root, state.device);
  }
  for (Value root : roots)
    if (Value device = states[root].device)
      gpu::DeallocOp::create(builder, terminator->getLoc(), Type(),
                             ValueRange(), device);
}

LogicalResult BlockRewriter::run() {
  if (failed(collectRoots()))
    return failure();
  collectAccesses();
  SmallVector<Operation *> ops;
  for (Operation &op : block.without_terminator())
    ops.push_back(&op);
  for (Operation *op : ops) {
    if (auto launch = dyn_cast<gpu::LaunchOp>(op))
      rewriteLaunch(launch);
    else
      syncHost(op);
  }
  finish(block.getTerminator());
  return success();
}

namespace {
struct AccelGpuDeviceBuffersPass
    : accel::impl::AccelGpuDeviceBuffersBase<AccelGpuDeviceBuffersPass> {
  void runOnOperation() override {
    // Blocks holding launches, innermost first: a block's copies then count
    // as host accesses of the op that holds it.
    SmallVector<std::pair<unsigned, Block *>> blocks;
    DenseSet<Block *> seen;
    getOperation().walk([&](gpu::LaunchOp launch) {
      Block *block = launch->getBlock();
      if (!seen.insert(block).second)
        return;
      unsigned depth = 0;
      for (Operation *op = block->getParentOp(); op; op = op->getParentOp())
        ++depth;
      blocks.push_back({depth, block});
    });
    llvm::stable_sort(
        blocks, [](const auto &a, const auto &b) { return a.first > b.first; });
    for (auto [depth, block] : blocks)
      if (failed(BlockRewriter(*block).run()))
        return signalPassFailure();
  }
};
} // namespace
