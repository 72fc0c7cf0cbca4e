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
  Block *advise = builder.createBlock(&body, body.end());
  Block *small = builder.createBlock(&body, body.end());
  Value size = entry->getArgument(0);

  // minBytes <= size < kLargestRequest, as one unsigned comparison.
  builder.setInsertionPointToEnd(entry);
  Value min = constant(i64, minBytes);
  Value offset = LLVM::SubOp::create(builder, loc, size, min);
  Value span = constant(i64, kLargestRequest - minBytes);
  Value large = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ult,
                                     offset, span);
  LLVM::CondBrOp::create(builder, loc, large, huge, small);

  // Whole huge pages, aligned to one; malloc's if that fails.
  builder.setInsertionPointToEnd(huge);
  Value pageMask = constant(i64, kHugePageBytes - 1);
  Value padded = LLVM::AddOp::create(builder, loc, size, pageMask);
  Value pageBase = constant(i64, -kHugePageBytes);
  Value rounded = LLVM::AndOp::create(builder, loc, padded, pageBase);
  Value alignment = constant(i64, kHugePageBytes);
  Value memory = LLVM::CallOp::create(builder, loc, alignedAlloc,
                                      ValueRange{alignment, rounded})
                     .getResult();
  Value null = LLVM::ZeroOp::create(builder, loc, ptr);
  Value allocated =
      LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ne, memory, null);
  LLVM::CondBrOp::create(builder, loc, allocated, advise, small);

  // The advice's result is not looked at: without transparent huge pages
  // the memory is as good, on small pages.
  builder.setInsertionPointToEnd(advise);
  Value advice = constant(builder.getI32Type(), kMadviseHugePage);
  LLVM::CallOp::create(builder, loc, madvise,
                       ValueRange{memory, rounded, advice});
  LLVM::ReturnOp::create(builder, loc, memory);

  builder.setInsertionPointToEnd(small);
  Value plain = LLVM::CallOp::create(builder, loc, malloc, size).getResult();
  LLVM::ReturnOp::create(builder, loc, plain);
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
