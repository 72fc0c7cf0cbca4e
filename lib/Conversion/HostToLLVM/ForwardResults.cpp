//===- ForwardResults.cpp - kernel results that stay on the GPU -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-gpu-forward-results, the first step of the host lowering when a
// backend launches on a GPU (no upstream pass does this): a host function
// that passes one GPU kernel's result to the next gets both kernels inlined,
// and the device buffer of the result is handed over instead of copied out
// and in again. Works on the IR the module stages leave (gpu.alloc /
// gpu.memcpy / gpu.dealloc threaded with async tokens, one token each).
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "accel/Support/Views.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace accel {
#define GEN_PASS_DEF_ACCELGPUFORWARDRESULTS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

/// The kind of device a function's launches run on (the type of their
/// binaries' target: NVVM, ROCDL, SPIR-V), if it launches on exactly one;
/// only for single-block functions, which can be inlined as straight code.
static std::optional<TypeID> deviceKindOf(func::FuncOp func,
                                          SymbolTable &symbols) {
  if (func.isExternal() || !llvm::hasSingleElement(func.getBody()))
    return std::nullopt;
  std::optional<TypeID> kind;
  bool mixed = false;
  func.walk([&](gpu::LaunchFuncOp launch) {
    auto binary = symbols.lookup<gpu::BinaryOp>(launch.getKernelModuleName());
    if (!binary || binary.getObjects().empty()) {
      mixed = true;
      return;
    }
    TypeID id =
        cast<gpu::ObjectAttr>(binary.getObjects()[0]).getTarget().getTypeID();
    mixed |= kind && *kind != id;
    kind = id;
  });
  return mixed ? std::nullopt : kind;
}

/// Replaces `call` with the body of its single-block callee.
static void inlineCall(func::CallOp call, func::FuncOp callee) {
  IRMapping mapping;
  Block &body = callee.getBody().front();
  mapping.map(body.getArguments(), call.getOperands());
  OpBuilder builder(call);
  for (Operation &op : body.without_terminator())
    builder.clone(op, mapping);
  for (auto [result, value] :
       llvm::zip_equal(call.getResults(), body.getTerminator()->getOperands()))
    result.replaceAllUsesWith(mapping.lookupOrDefault(value));
  call.erase();
}

/// Whether `op` is async with exactly one dependency and a token, so that it
/// can be erased by passing its dependency on.
static bool isChained(Operation *op) {
  auto async = dyn_cast<gpu::AsyncOpInterface>(op);
  return async && async.getAsyncDependencies().size() == 1 &&
         async.getAsyncToken();
}

/// Erases a chained op (see isChained): its token's users wait for its
/// dependency instead.
static void eraseChained(Operation *op) {
  auto async = cast<gpu::AsyncOpInterface>(op);
  async.getAsyncToken().replaceAllUsesWith(async.getAsyncDependencies()[0]);
  op->erase();
}

/// Whether `op`, or an op it holds, uses one of `values`.
static bool usesAny(Operation *op, ArrayRef<Value> values) {
  WalkResult result = op->walk([&](Operation *nested) {
    for (Value operand : nested->getOperands())
      if (llvm::is_contained(values, operand))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// The copy to the device `copyIn` of a host buffer that an earlier copy
/// `copyOut` filled from a device buffer: the earlier device buffer takes
/// the place of the later one, when nothing between touches either but to
/// read the host buffer or free the earlier device buffer.
static bool forward(gpu::MemcpyOp copyIn) {
  Value host = copyIn.getSrc();
  auto allocIn = copyIn.getDst().getDefiningOp<gpu::AllocOp>();
  Block *block = copyIn->getBlock();
  if (!allocIn || allocIn->getBlock() != block ||
      !allocIn->isBeforeInBlock(copyIn))
    return false;
  // The copy out that last wrote `host`.
  gpu::MemcpyOp copyOut;
  for (Operation *op = allocIn->getPrevNode(); op && !copyOut;
       op = op->getPrevNode())
    if (auto copy = dyn_cast<gpu::MemcpyOp>(op); copy && copy.getDst() == host)
      copyOut = copy;
  if (!copyOut)
    return false;
  Value device = copyOut.getSrc();
  if (!device.getDefiningOp<gpu::AllocOp>() ||
      device.getType() != copyIn.getDst().getType())
    return false;

  SmallVector<Value> hostAliases = getViewAliases(host);
  Operation *freeOut = nullptr;
  for (Operation *op = copyOut->getNextNode(); op != copyIn;
       op = op->getNextNode()) {
    if (op == allocIn)
      continue;
    if (auto free = dyn_cast<gpu::DeallocOp>(op);
        free && free.getMemref() == device && !freeOut) {
      freeOut = op;
      continue;
    }
    if (usesAny(op, {device, copyIn.getDst()}))
      return false;
    if (!usesAny(op, hostAliases))
      continue;
    // Reading the host buffer is fine; anything else might write it.
    auto copy = dyn_cast<gpu::MemcpyOp>(op);
    bool reads = copy && !llvm::is_contained(hostAliases, copy.getDst());
    if (!reads && !isPure(op))
      return false;
  }
  if (!freeOut || !isChained(copyIn) || !isChained(allocIn) ||
      !isChained(freeOut))
    return false;

  eraseChained(copyIn);
  allocIn.getMemref().replaceAllUsesWith(device);
  eraseChained(allocIn);
  eraseChained(freeOut);

  // The copy out too, when nothing on the host reads the buffer (only its
  // deallocation and the address computations that decide it).
  bool read = llvm::any_of(hostAliases, [&](Value alias) {
    return llvm::any_of(alias.getUsers(), [&](Operation *user) {
      if (user == copyOut || isa<memref::DeallocOp>(user) ||
          isViewOf(user, alias))
        return false;
      return !isPure(user);
    });
  });
  if (!read && isChained(copyOut))
    eraseChained(copyOut);
  return true;
}

namespace {
struct AccelGpuForwardResultsPass
    : accel::impl::AccelGpuForwardResultsBase<AccelGpuForwardResultsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    DenseMap<func::FuncOp, std::optional<TypeID>> kinds;
    auto kindOf = [&](func::CallOp call) -> std::optional<TypeID> {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (!callee)
        return std::nullopt;
      auto [it, inserted] = kinds.try_emplace(callee);
      if (inserted)
        it->second = deviceKindOf(callee, symbols);
      return it->second;
    };

    for (auto func : module.getOps<func::FuncOp>()) {
      // Calls whose result the next GPU kernel of the same kind takes.
      SetVector<Operation *> chained;
      func.walk([&](func::CallOp call) {
        std::optional<TypeID> kind = kindOf(call);
        if (!kind)
          return;
        for (Value operand : call.getOperands()) {
          auto producer = operand.getDefiningOp<func::CallOp>();
          if (producer && producer->getBlock() == call->getBlock() &&
              kindOf(producer) == kind) {
            chained.insert(producer);
            chained.insert(call);
          }
        }
      });
      if (chained.empty())
        continue;
      for (Operation *op : chained) {
        auto call = cast<func::CallOp>(op);
        inlineCall(call, symbols.lookup<func::FuncOp>(call.getCallee()));
      }
      SmallVector<gpu::MemcpyOp> copies;
      func.walk([&](gpu::MemcpyOp copy) { copies.push_back(copy); });
      for (gpu::MemcpyOp copy : copies)
        (void)forward(copy);
    }
  }
};
} // namespace
