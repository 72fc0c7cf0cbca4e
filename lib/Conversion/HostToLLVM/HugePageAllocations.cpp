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
// From 32 MiB the module keeps one buffer that it freed, as glibc's heap
// keeps the smaller ones: the module's free calls go through `_accel_free`,
// which keeps a buffer of 32 MiB to kLargestKept on whole huge pages in
// `_accel_kept` (freeing the one kept before), and `_accel_alloc` hands it
// out again for a request it fits (not more than an eighth larger), or
// frees it. A kernel called in a loop gets the result it returned the call
// before, its pages in place, where each call took a fresh mapping, its
// page faults and the zeroing of its pages (a 4096 x 4096 f32 result: 4-5
// ms a call on the Zen 5 VM, 5% of a 4096 x 4096 x 512 matmul). A global
// destructor frees the kept buffer. A buffer the caller frees itself is
// released as before.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Conversion/HostToLLVM.h"

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
constexpr llvm::StringLiteral kFreeName = "_accel_free";
constexpr llvm::StringLiteral kKeptName = "_accel_kept";
constexpr llvm::StringLiteral kReleaseName = "_accel_kept_release";
/// The largest buffer `_accel_free` keeps: one larger is released at once.
constexpr int64_t kLargestKept = int64_t(1) << 30;
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

  /// The helpers `_accel_alloc` and `_accel_free`, defined at the end of
  /// the module with the kept buffer and its destructor if they are not
  /// there yet; nulls where a libc function they call is declared with
  /// another type, or one of their names is taken.
  std::pair<LLVM::LLVMFuncOp, LLVM::LLVMFuncOp> getHelpers();

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
  /// A private function `name` of `type`, with its entry block.
  LLVM::LLVMFuncOp createHelper(llvm::StringRef name,
                                LLVM::LLVMFunctionType type);
  /// The address of the kept buffer's variable.
  Value keptAddress() {
    return LLVM::AddressOfOp::create(builder, builder.getUnknownLoc(), ptr,
                                     kKeptName);
  }
  /// Takes the kept buffer out of its variable, leaving `buffer` there.
  Value exchangeKept(Value buffer) {
    return LLVM::AtomicRMWOp::create(builder, builder.getUnknownLoc(),
                                     LLVM::AtomicBinOp::xchg, keptAddress(),
                                     buffer, LLVM::AtomicOrdering::acq_rel);
  }
  Value notNull(Value pointer) {
    return LLVM::ICmpOp::create(
        builder, builder.getUnknownLoc(), LLVM::ICmpPredicate::ne, pointer,
        LLVM::ZeroOp::create(builder, builder.getUnknownLoc(), ptr));
  }
  void defineAlloc(LLVM::LLVMFuncOp helper);
  void defineFree(LLVM::LLVMFuncOp helper);
  void defineRelease(LLVM::LLVMFuncOp helper);

  /// The libc functions the helpers call.
  LLVM::LLVMFuncOp malloc, free, alignedAlloc, madvise, usableSize;

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

std::pair<LLVM::LLVMFuncOp, LLVM::LLVMFuncOp> Rewriter::getHelpers() {
  auto allocType = LLVM::LLVMFunctionType::get(ptr, {i64});
  auto voidType = LLVM::LLVMVoidType::get(module.getContext());
  auto freeType = LLVM::LLVMFunctionType::get(voidType, {ptr});
  auto releaseType = LLVM::LLVMFunctionType::get(voidType, {});
  auto existing = [&](llvm::StringRef name, LLVM::LLVMFunctionType type) {
    auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
    return func && func.getFunctionType() == type && !func.isExternal()
               ? func
               : nullptr;
  };
  // Helpers already there (a module lowered twice) are the ones called.
  if (module.lookupSymbol(kHelperName) || module.lookupSymbol(kFreeName)) {
    auto alloc = existing(kHelperName, allocType);
    auto release = existing(kFreeName, freeType);
    if (!alloc || !release)
      return {};
    return {alloc, release};
  }
  if (module.lookupSymbol(kKeptName) || module.lookupSymbol(kReleaseName))
    return {};
  Type i32 = builder.getI32Type();
  auto alignedAllocType = LLVM::LLVMFunctionType::get(ptr, {i64, i64});
  auto madviseType = LLVM::LLVMFunctionType::get(i32, {ptr, i64, i32});
  auto usableSizeType = LLVM::LLVMFunctionType::get(i64, {ptr});
  // malloc and free have the types of _accel_alloc and _accel_free.
  if (!canDeclare("malloc", allocType) || !canDeclare("free", freeType) ||
      !canDeclare("aligned_alloc", alignedAllocType) ||
      !canDeclare("madvise", madviseType) ||
      !canDeclare("malloc_usable_size", usableSizeType))
    return {};
  malloc = declare("malloc", allocType);
  free = declare("free", freeType);
  alignedAlloc = declare("aligned_alloc", alignedAllocType);
  madvise = declare("madvise", madviseType);
  usableSize = declare("malloc_usable_size", usableSizeType);

  builder.setInsertionPointToEnd(module.getBody());
  Location loc = builder.getUnknownLoc();
  auto kept = LLVM::GlobalOp::create(builder, loc, ptr, /*isConstant=*/false,
                                     LLVM::Linkage::Internal, kKeptName,
                                     Attribute(), /*alignment=*/8);
  SymbolTable::setSymbolVisibility(kept, SymbolTable::Visibility::Private);
  Block *init = builder.createBlock(&kept.getInitializerRegion());
  builder.setInsertionPointToEnd(init);
  LLVM::ReturnOp::create(builder, loc, LLVM::ZeroOp::create(builder, loc, ptr));

  LLVM::LLVMFuncOp alloc = createHelper(kHelperName, allocType);
  defineAlloc(alloc);
  LLVM::LLVMFuncOp release = createHelper(kFreeName, freeType);
  defineFree(release);
  LLVM::LLVMFuncOp destructor = createHelper(kReleaseName, releaseType);
  defineRelease(destructor);
  addGlobalDestructor(module, kReleaseName);
  return {alloc, release};
}

LLVM::LLVMFuncOp Rewriter::createHelper(llvm::StringRef name,
                                        LLVM::LLVMFunctionType type) {
  builder.setInsertionPointToEnd(module.getBody());
  auto helper = LLVM::LLVMFuncOp::create(builder, builder.getUnknownLoc(), name,
                                         type, LLVM::Linkage::Internal);
  // Private: another unit's helper of the same name is renamed on linking
  // unless it is this very definition (lib/Lowering/Units/Link.cpp).
  SymbolTable::setSymbolVisibility(helper, SymbolTable::Visibility::Private);
  helper.addEntryBlock(builder);
  return helper;
}

void Rewriter::defineAlloc(LLVM::LLVMFuncOp helper) {
  Location loc = builder.getUnknownLoc();
  Block *entry = &helper.getBody().front();
  Region &body = helper.getBody();
  Block *huge = builder.createBlock(&body, body.end());
  Block *inHeap = builder.createBlock(&body, body.end());
  Block *adviseInside = builder.createBlock(&body, body.end());
  Block *whole = builder.createBlock(&body, body.end());
  Block *keptOne = builder.createBlock(&body, body.end());
  Block *dropKept = builder.createBlock(&body, body.end());
  Block *fresh = builder.createBlock(&body, body.end());
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
  Value given = notNull(memory);
  Value pages = less(first, end);
  Value advisable = LLVM::AndOp::create(builder, loc, given, pages);
  LLVM::CondBrOp::create(builder, loc, advisable, adviseInside, ValueRange{},
                         done, ValueRange{memory});
  builder.setInsertionPointToEnd(adviseInside);
  LLVM::CallOp::create(
      builder, loc, madvise,
      ValueRange{LLVM::IntToPtrOp::create(builder, loc, ptr, first),
                 LLVM::SubOp::create(builder, loc, end, first), advice});
  LLVM::BrOp::create(builder, loc, ValueRange{memory}, done);

  // The kept buffer where it fits the request, whole pages rounded up, and
  // is not more than an eighth larger (the difference as unsigned: a buffer
  // too small wraps around); else it is freed.
  builder.setInsertionPointToEnd(whole);
  Value rounded = pageCeil(size);
  Value kept = exchangeKept(LLVM::ZeroOp::create(builder, loc, ptr));
  LLVM::CondBrOp::create(builder, loc, notNull(kept), keptOne, fresh);
  builder.setInsertionPointToEnd(keptOne);
  Value usable =
      LLVM::CallOp::create(builder, loc, usableSize, kept).getResult();
  Value excess = LLVM::SubOp::create(builder, loc, usable, rounded);
  Value eighth = LLVM::LShrOp::create(builder, loc, rounded, constant(i64, 3));
  Value fits = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ule,
                                    excess, eighth);
  LLVM::CondBrOp::create(builder, loc, fits, done, ValueRange{kept}, dropKept,
                         ValueRange{});
  builder.setInsertionPointToEnd(dropKept);
  LLVM::CallOp::create(builder, loc, free, kept);
  LLVM::BrOp::create(builder, loc, fresh);

  // Whole huge pages, aligned to one; malloc's if that fails.
  builder.setInsertionPointToEnd(fresh);
  Value alignment = constant(i64, kHugePageBytes);
  Value aligned = LLVM::CallOp::create(builder, loc, alignedAlloc,
                                       ValueRange{alignment, rounded})
                      .getResult();
  LLVM::CondBrOp::create(builder, loc, notNull(aligned), adviseWhole, small);
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

void Rewriter::defineFree(LLVM::LLVMFuncOp helper) {
  Location loc = builder.getUnknownLoc();
  Block *entry = &helper.getBody().front();
  Region &body = helper.getBody();
  Block *sized = builder.createBlock(&body, body.end());
  Block *keep = builder.createBlock(&body, body.end());
  Block *release = builder.createBlock(&body, body.end(), {ptr}, {loc});
  Value buffer = entry->getArgument(0);

  builder.setInsertionPointToEnd(entry);
  LLVM::CondBrOp::create(builder, loc, notNull(buffer), sized, ValueRange{},
                         release, ValueRange{buffer});

  // Kept: a buffer on whole huge pages (its address a multiple of 2 MiB)
  // of kMapEveryTime to kLargestKept, as one unsigned comparison.
  builder.setInsertionPointToEnd(sized);
  Value usable =
      LLVM::CallOp::create(builder, loc, usableSize, buffer).getResult();
  Value offset =
      LLVM::SubOp::create(builder, loc, usable, constant(i64, kMapEveryTime));
  Value inRange =
      LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ule, offset,
                           constant(i64, kLargestKept - kMapEveryTime));
  Value address = LLVM::PtrToIntOp::create(builder, loc, i64, buffer);
  Value withinPage = LLVM::AndOp::create(builder, loc, address,
                                         constant(i64, kHugePageBytes - 1));
  Value onPages = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::eq,
                                       withinPage, constant(i64, 0));
  LLVM::CondBrOp::create(builder, loc,
                         LLVM::AndOp::create(builder, loc, inRange, onPages),
                         keep, ValueRange{}, release, ValueRange{buffer});

  // The buffer kept before is the one released.
  builder.setInsertionPointToEnd(keep);
  LLVM::BrOp::create(builder, loc, ValueRange{exchangeKept(buffer)}, release);

  builder.setInsertionPointToEnd(release);
  LLVM::CallOp::create(builder, loc, free, release->getArgument(0));
  LLVM::ReturnOp::create(builder, loc, ValueRange{});
}

void Rewriter::defineRelease(LLVM::LLVMFuncOp helper) {
  Location loc = builder.getUnknownLoc();
  builder.setInsertionPointToEnd(&helper.getBody().front());
  LLVM::CallOp::create(builder, loc, free,
                       exchangeKept(LLVM::ZeroOp::create(builder, loc, ptr)));
  LLVM::ReturnOp::create(builder, loc, ValueRange{});
}

struct AccelHugePageAllocationsPass
    : accel::impl::AccelHugePageAllocationsBase<AccelHugePageAllocationsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // No request as large as kLargestRequest is put on huge pages.
    if (minBytes <= 0 || minBytes >= kLargestRequest ||
        !targetsHugePages(module))
      return markAllAnalysesPreserved();

    // The calls of the module's own functions but the helpers (accel's,
    // named _accel_...); a nested module (gpu.module) is not host code.
    SmallVector<LLVM::CallOp> mallocs, frees;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (!func.getName().starts_with("_accel_"))
        func.walk([&](LLVM::CallOp call) {
          std::optional<StringRef> callee = call.getCallee();
          if (callee == "malloc")
            mallocs.push_back(call);
          else if (callee == "free")
            frees.push_back(call);
        });
    if (mallocs.empty() && frees.empty())
      return markAllAnalysesPreserved();
    auto [alloc, release] = Rewriter(module, minBytes).getHelpers();
    if (!alloc)
      return markAllAnalysesPreserved();
    for (LLVM::CallOp call : mallocs)
      call.setCalleeAttr(FlatSymbolRefAttr::get(alloc));
    for (LLVM::CallOp call : frees)
      call.setCalleeAttr(FlatSymbolRefAttr::get(release));
  }
};
} // namespace
