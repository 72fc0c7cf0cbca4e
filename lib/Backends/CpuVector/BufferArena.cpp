//===- BufferArena.cpp - a kernel's buffers in one kept arena ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-buffer-arena (Passes.td): the buffers a kernel allocates and frees
// in its body become views of one arena, at offsets chosen by their
// lifetimes, and the arena is a scratch buffer that the module keeps.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Backends/CpuVector.h"
#include "accel/IR/AccelDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

namespace accel {
#define GEN_PASS_DEF_ACCELBUFFERARENA
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {

/// The offsets of the arena's buffers are multiples of this (a cache line,
/// the alignment memref.alloc asked for).
constexpr int64_t kArenaAlignment = 64;

/// One buffer of the arena: it lives from `start` to `end`, the positions
/// of its allocation and its dealloc in the function's body.
struct Buffer {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  int64_t start, end, bytes, offset = 0;
};

/// `alloc` as a Buffer of the arena, if it can be one: a static shape, an
/// identity layout, whole-byte elements, not a scratch buffer already, and
/// one dealloc in `body`.
std::optional<Buffer> asBuffer(memref::AllocOp alloc, Block &body,
                               const DenseMap<Operation *, int64_t> &at) {
  MemRefType type = alloc.getType();
  Type element = type.getElementType();
  if (alloc->hasAttr(AccelDialect::getScratchAttrName()) ||
      !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace() || !element.isIntOrFloat() ||
      element.getIntOrFloatBitWidth() % 8 != 0)
    return std::nullopt;
  // No buffer of a kernel holds more than 2^40 bytes: a larger product
  // (an overflow included) is left alone.
  constexpr int64_t kMostBytes = int64_t(1) << 40;
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  for (int64_t size : type.getShape()) {
    if (size > kMostBytes || (size > 0 && bytes > kMostBytes / size))
      return std::nullopt;
    bytes *= size;
  }
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers()) {
    auto found = dyn_cast<memref::DeallocOp>(user);
    if (!found)
      continue;
    if (dealloc || found->getBlock() != &body)
      return std::nullopt;
    dealloc = found;
  }
  if (!dealloc)
    return std::nullopt;
  return Buffer{alloc, dealloc, at.lookup(alloc), at.lookup(dealloc), bytes};
}

/// Gives each buffer an offset: the largest first, each at the lowest
/// aligned offset where it overlaps no placed buffer that is live at the
/// same time. Returns the arena's size.
int64_t placeBuffers(MutableArrayRef<Buffer> buffers) {
  SmallVector<Buffer *> order;
  for (Buffer &buffer : buffers)
    order.push_back(&buffer);
  llvm::stable_sort(order, [](const Buffer *x, const Buffer *y) {
    return x->bytes > y->bytes;
  });
  SmallVector<Buffer *> placed;
  int64_t size = 0;
  for (Buffer *buffer : order) {
    SmallVector<Buffer *> live;
    for (Buffer *other : placed)
      if (other->start < buffer->end && buffer->start < other->end)
        live.push_back(other);
    llvm::sort(live, [](const Buffer *x, const Buffer *y) {
      return x->offset < y->offset;
    });
    int64_t offset = 0;
    for (Buffer *other : live) {
      if (offset + buffer->bytes <= other->offset)
        break;
      offset = std::max<int64_t>(
          offset, llvm::alignTo(other->offset + other->bytes, kArenaAlignment));
    }
    buffer->offset = offset;
    size = std::max(size, offset + buffer->bytes);
    placed.push_back(buffer);
  }
  return static_cast<int64_t>(llvm::alignTo(size, kArenaAlignment));
}

struct AccelBufferArenaPass
    : accel::impl::AccelBufferArenaBase<AccelBufferArenaPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal() || !func.getBody().hasOneBlock())
      return;
    Block &body = func.getBody().front();
    DenseMap<Operation *, int64_t> at;
    for (auto [position, op] : llvm::enumerate(body))
      at[&op] = position;
    SmallVector<Buffer> buffers;
    for (Operation &op : body)
      if (auto alloc = dyn_cast<memref::AllocOp>(op))
        if (std::optional<Buffer> buffer = asBuffer(alloc, body, at))
          buffers.push_back(*buffer);
    if (buffers.empty())
      return;
    int64_t size = placeBuffers(buffers);

    OpBuilder builder = OpBuilder::atBlockBegin(&body);
    Location loc = func.getLoc();
    auto arenaType = MemRefType::get({size}, builder.getI8Type());
    auto arena = memref::AllocOp::create(
        builder, loc, arenaType, builder.getI64IntegerAttr(kArenaAlignment));
    arena->setAttr(
        AccelDialect::getScratchAttrName(),
        builder.getI64IntegerAttr(AccelDialect::getArenaScratchSlot()));
    for (Buffer &buffer : buffers) {
      builder.setInsertionPoint(buffer.alloc);
      Value offset = arith::ConstantIndexOp::create(
          builder, buffer.alloc.getLoc(), buffer.offset);
      Value view = memref::ViewOp::create(builder, buffer.alloc.getLoc(),
                                          buffer.alloc.getType(), arena, offset,
                                          ValueRange{});
      buffer.alloc.getResult().replaceAllUsesWith(view);
      buffer.alloc.erase();
      buffer.dealloc.erase();
    }
    builder.setInsertionPoint(body.getTerminator());
    memref::DeallocOp::create(builder, loc, arena);
  }
};
} // namespace

void accel::addBufferArenaPass(OpPassManager &kernelPm) {
  kernelPm.addPass(createAccelBufferArena());
}
