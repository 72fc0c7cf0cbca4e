//===- ScratchBuffers.cpp - kernels' scratch kept between calls -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-scratch-buffers (Passes.td): memref.alloc ops marked accel.scratch
// take their buffer from the module's slots, through `_accel_scratch_acquire`
// and `_accel_scratch_release`, defined here in the LLVM dialect.
//
// A slot is {busy, capacity, base}. Acquiring swaps busy to 1: the thread
// that found it 0 owns the slot until its release stores 0 again, and reuses
// base (reallocated when it is too small); any other gets a buffer of its
// own. A release compares the buffer with base: the owner's is base, any
// other buffer is freed. The owner clears base before it frees the old
// buffer, so that a buffer malloc hands out again at that address to another
// thread is never taken for the slot's.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Conversion/HostToLLVM.h"
#include "accel/IR/AccelDialect.h"

#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include <memory>

namespace accel {
#define GEN_PASS_DEF_ACCELSCRATCHBUFFERS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
constexpr llvm::StringLiteral kAcquire = "_accel_scratch_acquire";
constexpr llvm::StringLiteral kRelease = "_accel_scratch_release";
constexpr llvm::StringLiteral kSlots = "_accel_scratch_slots";
constexpr llvm::StringLiteral kFree = "_accel_scratch_free";
/// Larger buffers stay malloc's: a kept buffer is never given back while
/// the code is loaded. A kernel's arena (accel-buffer-arena) holds all of
/// its activations, as onnxruntime's arena does, up to a bound of its own.
constexpr int64_t kMaxKeptBytes = 4 << 20;
constexpr int64_t kMaxKeptArenaBytes = int64_t(1) << 30;

/// The helpers, with @SLOTS@ (the array of slots' type) and @FREE@ (the
/// destructor's body) filled in by helperSource().
constexpr llvm::StringLiteral kHelperTemplate = R"mlir(
llvm.func @free(!llvm.ptr)
llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
llvm.mlir.global private @_accel_scratch_slots() {alignment = 64 : i64} : @SLOTS@ {
  %0 = llvm.mlir.zero : @SLOTS@
  llvm.return %0 : @SLOTS@
}
llvm.func private @_accel_scratch_acquire(%slot: i32, %bytes: i64) -> !llvm.ptr {
  %slots = llvm.mlir.addressof @_accel_scratch_slots : !llvm.ptr
  %busy = llvm.getelementptr %slots[0, %slot, 0] : (!llvm.ptr, i32) -> !llvm.ptr, @SLOTS@
  %capacity = llvm.getelementptr %slots[0, %slot, 1] : (!llvm.ptr, i32) -> !llvm.ptr, @SLOTS@
  %base = llvm.getelementptr %slots[0, %slot, 2] : (!llvm.ptr, i32) -> !llvm.ptr, @SLOTS@
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %mask = llvm.mlir.constant(-64 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %up = llvm.add %bytes, %c63 : i64
  %rounded = llvm.and %up, %mask : i64
  %old = llvm.atomicrmw xchg %busy, %c1 acquire : !llvm.ptr, i64
  %idle = llvm.icmp "eq" %old, %c0 : i64
  llvm.cond_br %idle, ^owned, ^spare
^owned:
  %held = llvm.load %capacity {alignment = 8 : i64} : !llvm.ptr -> i64
  %fits = llvm.icmp "uge" %held, %rounded : i64
  %current = llvm.load %base atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.cond_br %fits, ^done(%current : !llvm.ptr), ^grow
^grow:
  llvm.store %null, %base atomic monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.call @free(%current) : (!llvm.ptr) -> ()
  %grown = llvm.call @aligned_alloc(%c64, %rounded) : (i64, i64) -> !llvm.ptr
  %ok = llvm.icmp "ne" %grown, %null : !llvm.ptr
  %size = llvm.select %ok, %rounded, %c0 : i1, i64
  llvm.store %size, %capacity {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.store %grown, %base atomic monotonic {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.br ^done(%grown : !llvm.ptr)
^spare:
  %own = llvm.call @aligned_alloc(%c64, %rounded) : (i64, i64) -> !llvm.ptr
  llvm.br ^done(%own : !llvm.ptr)
^done(%result: !llvm.ptr):
  llvm.return %result : !llvm.ptr
}
llvm.func private @_accel_scratch_release(%slot: i32, %buffer: !llvm.ptr) {
  %slots = llvm.mlir.addressof @_accel_scratch_slots : !llvm.ptr
  %busy = llvm.getelementptr %slots[0, %slot, 0] : (!llvm.ptr, i32) -> !llvm.ptr, @SLOTS@
  %base = llvm.getelementptr %slots[0, %slot, 2] : (!llvm.ptr, i32) -> !llvm.ptr, @SLOTS@
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %current = llvm.load %base atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %same = llvm.icmp "eq" %buffer, %current : !llvm.ptr
  %some = llvm.icmp "ne" %buffer, %null : !llvm.ptr
  %kept = llvm.and %same, %some : i1
  llvm.cond_br %kept, ^keep, ^free
^keep:
  llvm.store %c0, %busy atomic release {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
^free:
  llvm.call @free(%buffer) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func private @_accel_scratch_free() {
  %slots = llvm.mlir.addressof @_accel_scratch_slots : !llvm.ptr
@FREE@  llvm.return
}
)mlir";

/// kHelperTemplate for AccelDialect::getScratchSlotCount() slots.
std::string helperSource() {
  std::string slots =
      llvm::formatv("!llvm.array<{0} x struct<(i64, i64, ptr)>>",
                    AccelDialect::getScratchSlotCount());
  std::string free;
  for (int64_t slot = 0; slot < AccelDialect::getScratchSlotCount(); ++slot)
    free += llvm::formatv(
        "  %base{0} = llvm.getelementptr %slots[0, {0}, 2] : (!llvm.ptr) -> "
        "!llvm.ptr, {1}\n"
        "  %kept{0} = llvm.load %base{0} {{alignment = 8 : i64} : !llvm.ptr "
        "-> !llvm.ptr\n"
        "  llvm.call @free(%kept{0}) : (!llvm.ptr) -> ()\n",
        slot, slots);
  std::string text = kHelperTemplate.str();
  for (auto [key, value] :
       {std::pair<llvm::StringRef, llvm::StringRef>("@SLOTS@", slots),
        {"@FREE@", free}}) {
    for (size_t at = text.find(key); at != std::string::npos;
         at = text.find(key, at + value.size()))
      text.replace(at, key.size(), value.str());
  }
  return text;
}

/// Whether the module's code may call aligned_alloc and free: not on
/// Windows (its `llvm.target_triple`, else the compiler's own).
bool targetsAlignedAlloc(ModuleOp module) {
  return !getModuleTriple(module).isOSWindows();
}

/// A marked allocation that can be kept, and its release.
struct Scratch {
  memref::AllocOp alloc;
  memref::DeallocOp dealloc;
  int64_t slot, bytes;
};

/// `alloc` as a Scratch, if its buffer can be kept: a static shape and an
/// identity layout, at most kMaxKeptBytes (kMaxKeptArenaBytes for the
/// arena's slot), one dealloc in its block.
std::optional<Scratch> asScratch(memref::AllocOp alloc, int64_t slot) {
  int64_t most = slot == AccelDialect::getArenaScratchSlot()
                     ? kMaxKeptArenaBytes
                     : kMaxKeptBytes;
  MemRefType type = alloc.getType();
  Type element = type.getElementType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace() || !element.isIntOrFloat() ||
      element.getIntOrFloatBitWidth() % 8 != 0)
    return std::nullopt;
  int64_t bytes = element.getIntOrFloatBitWidth() / 8;
  for (int64_t size : type.getShape()) {
    if (size > most)
      return std::nullopt;
    bytes *= size;
    if (bytes > most)
      return std::nullopt;
  }
  memref::DeallocOp dealloc;
  for (Operation *user : alloc->getUsers())
    if (auto found = dyn_cast<memref::DeallocOp>(user)) {
      if (dealloc || found->getBlock() != alloc->getBlock())
        return std::nullopt;
      dealloc = found;
    }
  if (!dealloc)
    return std::nullopt;
  return Scratch{alloc, dealloc, slot, bytes};
}

struct AccelScratchBuffersPass
    : accel::impl::AccelScratchBuffersBase<AccelScratchBuffersPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    ParserConfig config(context);
    helpers = std::make_shared<OwningOpRef<ModuleOp>>(
        parseSourceString<ModuleOp>(helperSource(), config));
    return success(static_cast<bool>(*helpers));
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The module's own functions; a nested module (gpu.module) is not host
    // code.
    SmallVector<Scratch> kept;
    StringRef attrName = AccelDialect::getScratchAttrName();
    for (Operation &op : module.getBody()->getOperations()) {
      if (!isa<FunctionOpInterface>(op))
        continue;
      op.walk([&](memref::AllocOp alloc) {
        auto slot = alloc->getAttrOfType<IntegerAttr>(attrName);
        if (!slot)
          return;
        alloc->removeAttr(attrName);
        if (std::optional<Scratch> scratch = asScratch(alloc, slot.getInt()))
          kept.push_back(*scratch);
      });
    }
    if (kept.empty() || !targetsAlignedAlloc(module) || !declareHelpers(module))
      return;
    LowerToLLVMOptions options(&getContext(), DataLayout(module));
    LLVMTypeConverter converter(&getContext(), options);
    OpBuilder builder(&getContext());
    Type i32 = builder.getI32Type(), i64 = builder.getI64Type();
    Type ptr = LLVM::LLVMPointerType::get(&getContext());
    for (Scratch &scratch : kept) {
      Location loc = scratch.alloc.getLoc();
      builder.setInsertionPoint(scratch.alloc);
      Value slot = LLVM::ConstantOp::create(builder, loc, i32, scratch.slot);
      Value bytes = LLVM::ConstantOp::create(builder, loc, i64, scratch.bytes);
      Value buffer = LLVM::CallOp::create(builder, loc, TypeRange{ptr},
                                          kAcquire, ValueRange{slot, bytes})
                         .getResult();
      MemRefType type = scratch.alloc.getType();
      Value descriptor = MemRefDescriptor::fromStaticShape(
          builder, loc, converter, type, buffer);
      Value memref =
          UnrealizedConversionCastOp::create(builder, loc, type, descriptor)
              .getResult(0);
      scratch.alloc.getResult().replaceAllUsesWith(memref);
      scratch.alloc.erase();
      builder.setInsertionPoint(scratch.dealloc);
      Value releaseSlot =
          LLVM::ConstantOp::create(builder, loc, i32, scratch.slot);
      LLVM::CallOp::create(builder, loc, TypeRange{}, kRelease,
                           ValueRange{releaseSlot, buffer});
      scratch.dealloc.erase();
    }
  }

  /// Puts the helpers into `module`, unless they are there already, and
  /// their destructor into its list; false where one of their names is
  /// something else there.
  bool declareHelpers(ModuleOp module) {
    SmallVector<Operation *> missing;
    for (Operation &helper : (*helpers)->getBody()->getOperations()) {
      auto name =
          helper.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
      if (!name)
        continue;
      Operation *existing = module.lookupSymbol(name);
      if (!existing) {
        missing.push_back(&helper);
        continue;
      }
      // A declaration of free or aligned_alloc of the same type, or the
      // helpers themselves (a module lowered twice).
      auto global = dyn_cast<LLVM::GlobalOp>(existing);
      auto func = dyn_cast<LLVM::LLVMFuncOp>(existing);
      if (auto wanted = dyn_cast<LLVM::GlobalOp>(helper)) {
        if (!global || global.getGlobalType() != wanted.getGlobalType())
          return false;
        continue;
      }
      auto wanted = cast<LLVM::LLVMFuncOp>(helper);
      if (!func || func.getFunctionType() != wanted.getFunctionType() ||
          (func.isExternal() && !wanted.isExternal()))
        return false;
    }
    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    for (Operation *helper : missing) {
      // free and aligned_alloc declared as the conversions to LLVM declare
      // them (the parser adds attributes), so that units link.
      auto func = dyn_cast<LLVM::LLVMFuncOp>(helper);
      if (func && func.isExternal())
        LLVM::LLVMFuncOp::create(builder, func.getLoc(), func.getName(),
                                 func.getFunctionType());
      else
        // Private to the symbol table too (the text's `private` is the
        // linkage): a unit's helpers are kept once or renamed on linking
        // (lib/Lowering/Units/Link.cpp).
        SymbolTable::setSymbolVisibility(builder.clone(*helper),
                                         SymbolTable::Visibility::Private);
    }
    addGlobalDestructor(module, kFree);
    return true;
  }

  /// Parsed by initialize(); shared with the pass's clones, which only
  /// read it.
  std::shared_ptr<OwningOpRef<ModuleOp>> helpers;
};
} // namespace
