//===- HugePageAllocations.cpp - large buffers on huge pages ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// accel-huge-page-allocations (Passes.td): the module's malloc calls go
// through `_accel_alloc`, defined here, which puts allocations of
// `min-bytes` or more on 2 MiB pages advised MADV_HUGEPAGE.
//
// Requests below kMapEveryTime are malloc's, the whole 2 MiB pages within
// advised: glibc puts such a buffer, freed and asked for again, in its heap
// (its mmap threshold rises to the size of the mapping freed) and hands
// back the same pages. aligned_alloc asks glibc for the size and the
// alignment, more than the mapping it freed: each call's buffer was mapped
// afresh, its huge pages faulted and zeroed again (a 6 MiB matmul result:
// 1531x997x513 ran 20% faster on two threads without that, 7% on one,
// docs/Performance.md). Larger requests glibc maps afresh whoever asks:
// aligned to 2 MiB, they are on huge pages whole.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/TargetParser/Triple.h"

namespace accel {
#define GEN_PASS_DEF_ACCELHUGEPAGEALLOCATIONS
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
/// The transparent huge page size of Linux on x86-64 and on AArch64 with
/// 4 KiB base pages, and MADV_HUGEPAGE, the same value on both.
constexpr int64_t kHugePageBytes = 2 << 20;
constexpr int64_t kMadviseHugePage = 14;
/// Larger requests are left to malloc, which fails them: rounding one up
/// to whole huge pages could wrap around.
constexpr int64_t kLargestRequest = int64_t(1) << 48;
constexpr llvm::StringLiteral kHelperName = "_accel_alloc";
/// glibc's largest mmap threshold on 64-bit targets (its
/// DEFAULT_MMAP_THRESHOLD_MAX): requests this large are always mapped.
constexpr int64_t kMapEveryTime = int64_t(32) << 20;

/// Whether the module's code runs on Linux where huge pages are 2 MiB.
bool targetsHugePages(ModuleOp module) {
  llvm::Triple triple = getModuleTriple(module);
  return triple.isOSLinux() && (triple.getArch() == llvm::Triple::x86_64 ||
                                triple.getArch() == llvm::Triple::aarch64);
}

class Rewriter {
public:
  Rewriter(ModuleOp module, int64_t minBytes)
      : module(module), minBytes(minBytes), builder(module.getContext()),
        ptr(LLVM::LLVMPointerType::get(module.getContext())),
        i64(builder.getI64Type()) {}

  /// The helper, defined at the end of the module if it is not there yet;
  /// null where a libc function it calls is declared with another type.
  LLVM::LLVMFuncOp getHelper(LLVM::LLVMFuncOp malloc);

private:
  /// Whether `name` is free or a function of `type`.
  bool canDeclare(llvm::StringRef name, LLVM::LLVMFunctionType type);
  /// `name`'s function, declared if missing (canDeclare said it may be).
  LLVM::LLVMFuncOp declare(llvm::StringRef name, LLVM::LLVMFunctionType type);
  Value constant(Type type, int64_t value) {
    return LLVM::ConstantOp::create(builder, builder.getUnknownLoc(), type,
                                    value);
  }
  /// `value` rounded down to a multiple of kHugePageBytes.
  Value pageFloor(Value value) {
    return LLVM::AndOp::create(builder, builder.getUnknownLoc(), value,
                               constant(i64, -kHugePageBytes));
  }
  /// `value` rounded up to a multiple of kHugePageBytes.
  Value pageCeil(Value value) {
    return pageFloor(LLVM::AddOp::create(builder, builder.getUnknownLoc(),
                                         value,
                                         constant(i64, kHugePageBytes - 1)));
  }
  void define(LLVM::LLVMFuncOp helper, LLVM::LLVMFuncOp malloc,
              LLVM::LLVMFuncOp alignedAlloc, LLVM::LLVMFuncOp madvise);

  ModuleOp module;
  int64_t minBytes;
  OpBuilder builder;
  Type ptr, i64;
};

bool Rewriter::canDeclare(llvm::StringRef name, LLVM::LLVMFunctionType type) {
  Operation *existing = module.lookupSymbol(name);
  auto func = dyn_cast_or_null<LLVM::LLVMFuncOp>(existing);
  return !existing || (func && func.getFunctionType() == type);
}

LLVM::LLVMFuncOp Rewriter::declare(llvm::StringRef name,
                                   LLVM::LLVMFunctionType type) {
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return existing;
  builder.setInsertionPointToEnd(module.getBody());
  return LLVM::LLVMFuncOp::create(builder, builder.getUnknownLoc(), name, type);
}

LLVM::LLVMFuncOp Rewriter::getHelper(LLVM::LLVMFuncOp malloc) {
  auto helperType = LLVM::LLVMFunctionType::get(ptr, {i64});
  if (auto existing = module.lookupSymbol<LLVM::LLVMFuncOp>(kHelperName))
    return existing.getFunctionType() == helperType && !existing.isExternal()
               ? existing
               : nullptr;
  if (module.lookupSymbol(kHelperName))
    return nullptr;
  Type i32 = builder.getI32Type();
  auto alignedAllocType = LLVM::LLVMFunctionType::get(ptr, {i64, i64});
  auto madviseType = LLVM::LLVMFunctionType::get(i32, {ptr, i64, i32});
  if (!canDeclare("aligned_alloc", alignedAllocType) ||
      !canDeclare("madvise", madviseType))
    return nullptr;
  LLVM::LLVMFuncOp alignedAlloc = declare("aligned_alloc", alignedAllocType);
  LLVM::LLVMFuncOp madvise = declare("madvise", madviseType);
  builder.setInsertionPointToEnd(module.getBody());
  auto helper =
      LLVM::LLVMFuncOp::create(builder, builder.getUnknownLoc(), kHelperName,
                               helperType, LLVM::Linkage::Internal);
  // Private: another unit's helper of the same name is renamed on linking
  // unless it is this very definition (lib/Lowering/Units/Link.cpp).
  SymbolTable::setSymbolVisibility(helper, SymbolTable::Visibility::Private);
  define(helper, malloc, alignedAlloc, madvise);
  return helper;
}

void Rewriter::define(LLVM::LLVMFuncOp helper, LLVM::LLVMFuncOp malloc,
                      LLVM::LLVMFuncOp alignedAlloc, LLVM::LLVMFuncOp madvise) {
  Location loc = builder.getUnknownLoc();
  Block *entry = helper.addEntryBlock(builder);
  Region &body = helper.getBody();
  Block *huge = builder.createBlock(&body, body.end());
  Block *inHeap = builder.createBlock(&body, body.end());
  Block *adviseInside = builder.createBlock(&body, body.end());
  Block *whole = builder.createBlock(&body, body.end());
  Block *adviseWhole = builder.createBlock(&body, body.end());
  Block *small = builder.createBlock(&body, body.end());
  Block *done = builder.createBlock(&body, body.end(), {ptr}, {loc});
  Value size = entry->getArgument(0);
  auto less = [&](Value x, Value y) {
    return LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ult, x, y);
  };

  // minBytes <= size < kLargestRequest, as one unsigned comparison.
  builder.setInsertionPointToEnd(entry);
  Value advice = constant(builder.getI32Type(), kMadviseHugePage);
  Value min = constant(i64, minBytes);
  Value offset = LLVM::SubOp::create(builder, loc, size, min);
  Value span = constant(i64, kLargestRequest - minBytes);
  LLVM::CondBrOp::create(builder, loc, less(offset, span), huge, small);

  builder.setInsertionPointToEnd(huge);
  LLVM::CondBrOp::create(builder, loc, less(size, constant(i64, kMapEveryTime)),
                         inHeap, whole);

  // malloc's, the whole 2 MiB pages within it advised (none where it is
  // null or has none). The advice's result is not looked at, here or
  // below: without transparent huge pages the memory is as good, on small
  // pages.
  builder.setInsertionPointToEnd(inHeap);
  Value memory = LLVM::CallOp::create(builder, loc, malloc, size).getResult();
  Value address = LLVM::PtrToIntOp::create(builder, loc, i64, memory);
  Value first = pageCeil(address);
  Value end = pageFloor(LLVM::AddOp::create(builder, loc, address, size));
  Value null = LLVM::ZeroOp::create(builder, loc, ptr);
  Value notNull =
      LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ne, memory, null);
  Value pages = less(first, end);
  Value advisable = LLVM::AndOp::create(builder, loc, notNull, pages);
  LLVM::CondBrOp::create(builder, loc, advisable, adviseInside, ValueRange{},
                         done, ValueRange{memory});
  builder.setInsertionPointToEnd(adviseInside);
  LLVM::CallOp::create(
      builder, loc, madvise,
      ValueRange{LLVM::IntToPtrOp::create(builder, loc, ptr, first),
                 LLVM::SubOp::create(builder, loc, end, first), advice});
  LLVM::BrOp::create(builder, loc, ValueRange{memory}, done);

  // Whole huge pages, aligned to one; malloc's if that fails.
  builder.setInsertionPointToEnd(whole);
  Value rounded = pageCeil(size);
  Value alignment = constant(i64, kHugePageBytes);
  Value aligned = LLVM::CallOp::create(builder, loc, alignedAlloc,
                                       ValueRange{alignment, rounded})
                      .getResult();
  Value allocated =
      LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ne, aligned,
                           LLVM::ZeroOp::create(builder, loc, ptr));
  LLVM::CondBrOp::create(builder, loc, allocated, adviseWhole, small);
  builder.setInsertionPointToEnd(adviseWhole);
  LLVM::CallOp::create(builder, loc, madvise,
                       ValueRange{aligned, rounded, advice});
  LLVM::BrOp::create(builder, loc, ValueRange{aligned}, done);

  builder.setInsertionPointToEnd(small);
  Value plain = LLVM::CallOp::create(builder, loc, malloc, size).getResult();
  LLVM::BrOp::create(builder, loc, ValueRange{plain}, done);

  builder.setInsertionPointToEnd(done);
  LLVM::ReturnOp::create(builder, loc, done->getArgument(0));
}

struct AccelHugePageAllocationsPass
    : accel::impl::AccelHugePageAllocationsBase<AccelHugePageAllocationsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    auto malloc = module.lookupSymbol<LLVM::LLVMFuncOp>("malloc");
    Type ptr = LLVM::LLVMPointerType::get(module.getContext());
    // No request as large as kLargestRequest is put on huge pages.
    if (minBytes <= 0 || minBytes >= kLargestRequest || !malloc ||
        malloc.getFunctionType() !=
            LLVM::LLVMFunctionType::get(
                ptr, {IntegerType::get(module.getContext(), 64)}) ||
        !targetsHugePages(module))
      return markAllAnalysesPreserved();

    // The module's own functions; a nested module (gpu.module) is not
    // host code.
    SmallVector<LLVM::CallOp> calls;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (func.getName() != kHelperName)
        func.walk([&](LLVM::CallOp call) {
          if (call.getCallee() == malloc.getName())
            calls.push_back(call);
        });
    if (calls.empty())
      return markAllAnalysesPreserved();
    LLVM::LLVMFuncOp helper = Rewriter(module, minBytes).getHelper(malloc);
    if (!helper)
      return markAllAnalysesPreserved();
    auto callee = FlatSymbolRefAttr::get(helper);
    for (LLVM::CallOp call : calls)
      call.setCalleeAttr(callee);
  }
};
} // namespace
