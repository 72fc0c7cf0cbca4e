//===- Variants.cpp - kernels compiled for several accelerators -*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Variants.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Runtime/DeviceKinds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <map>

using namespace mlir;
using namespace accel;

namespace {
/// One accelerator of a target list, with the options the list gives it.
struct ListEntry {
  std::string name;
  DictionaryAttr options;
};
} // namespace

/// The entries of `text` ("nvidia, vulkan,cpu"), trimmed.
static std::vector<ListEntry> splitList(llvm::StringRef text) {
  std::vector<ListEntry> entries;
  llvm::SmallVector<llvm::StringRef> names;
  text.split(names, ',');
  for (llvm::StringRef name : names)
    entries.push_back({name.trim().str(), {}});
  return entries;
}

static std::vector<ListEntry> listOf(Attribute attr) {
  std::vector<ListEntry> entries;
  for (TargetAttr target : getTargetList(attr))
    entries.push_back({target.getName().str(), target.getOptions()});
  return entries;
}

/// The options an IR level gives accelerator `name` (the kernel's list
/// first, then the module's), for a list from the command line or the
/// environment, which names accelerators only.
static DictionaryAttr irOptionsFor(KernelOp kernel, ModuleOp module,
                                   llvm::StringRef name) {
  for (Attribute level : {kernel.getTargetAttr(),
                          module->getAttr(AccelDialect::getTargetAttrName())})
    for (TargetAttr target : getTargetList(level))
      if (target.getName() == name && target.getOptions())
        return target.getOptions();
  return {};
}

/// Checks a list of two or more entries: no empty name, none twice.
static LogicalResult checkList(KernelOp kernel,
                               llvm::ArrayRef<ListEntry> entries,
                               ChoiceSource source) {
  llvm::StringSet<> seen;
  for (const ListEntry &entry : entries) {
    if (entry.name.empty())
      return emitError(kernel.getLoc())
             << "the target list of kernel @" << kernel.getName()
             << " from the " << stringifyChoiceSource(source)
             << " has an empty accelerator name";
    if (!seen.insert(entry.name).second)
      return emitError(kernel.getLoc())
             << "the target list of kernel @" << kernel.getName()
             << " from the " << stringifyChoiceSource(source)
             << " names accelerator '" << entry.name << "' twice";
  }
  return success();
}

FailureOr<std::vector<VariantGroup>>
accel::expandVariants(ModuleOp module, llvm::StringRef commandLine,
                      const std::optional<std::string> &environment) {
  std::vector<VariantGroup> groups;
  bool failedAny = false;
  MLIRContext *context = module.getContext();
  Builder builder(context);
  for (KernelOp kernel :
       llvm::make_early_inc_range(module.getOps<KernelOp>())) {
    if (kernel->hasAttr(AccelDialect::getVariantAttrName()))
      continue;
    // The level that decides, as in the selection rules.
    std::vector<ListEntry> entries;
    ChoiceSource source;
    if (!commandLine.empty()) {
      entries = splitList(commandLine);
      source = ChoiceSource::CommandLine;
    } else if (Attribute attr = kernel.getTargetAttr()) {
      entries = listOf(attr);
      source = ChoiceSource::KernelAttribute;
    } else if (Attribute attr =
                   module->getAttr(AccelDialect::getTargetAttrName())) {
      entries = listOf(attr);
      source = ChoiceSource::ModuleAttribute;
    } else if (environment) {
      entries = splitList(*environment);
      source = ChoiceSource::Environment;
    }
    if (entries.size() < 2)
      continue;
    if (failed(checkList(kernel, entries, source))) {
      failedAny = true;
      continue;
    }
    VariantGroup group{kernel.getName().str(),
                       kernel.getFunctionType(),
                       kernel.getLoc(),
                       kernel.isPrivate(),
                       {}};
    std::string spelled;
    for (const ListEntry &entry : entries)
      spelled += (spelled.empty() ? "" : ",") + entry.name;
    OpBuilder insert(kernel);
    for (auto [index, entry] : llvm::enumerate(entries)) {
      auto variant = cast<KernelOp>(insert.clone(*kernel));
      std::string name = group.name + "__" + entry.name;
      variant.setSymName(name);
      DictionaryAttr options = entry.options;
      if (!options && (source == ChoiceSource::CommandLine ||
                       source == ChoiceSource::Environment))
        options = irOptionsFor(kernel, module, entry.name);
      variant.setTargetAttr(TargetAttr::get(context, entry.name, options));
      variant->setAttr(
          AccelDialect::getVariantAttrName(),
          builder.getDictionaryAttr({
              builder.getNamedAttr("index", builder.getI64IntegerAttr(index)),
              builder.getNamedAttr("kernel", builder.getStringAttr(group.name)),
              builder.getNamedAttr(
                  "source",
                  builder.getStringAttr(stringifyChoiceSource(source))),
              builder.getNamedAttr("variants", builder.getStringAttr(spelled)),
          }));
      group.variants.push_back(name);
    }
    kernel.erase();
    groups.push_back(std::move(group));
  }
  if (failedAny)
    return failure();
  return groups;
}

std::optional<VariantRecord> accel::getVariantRecord(KernelOp kernel) {
  auto record =
      kernel->getAttrOfType<DictionaryAttr>(AccelDialect::getVariantAttrName());
  if (!record)
    return std::nullopt;
  VariantRecord result;
  result.of = record.getAs<StringAttr>("kernel").getValue().str();
  result.index = record.getAs<IntegerAttr>("index").getInt();
  result.variants = record.getAs<StringAttr>("variants").getValue().str();
  if (std::optional<ChoiceSource> source =
          symbolizeChoiceSource(record.getAs<StringAttr>("source").getValue()))
    result.source = *source;
  return result;
}

/// The device kind of the runtime that runs `selection`'s code: cpu for
/// host code, else the GPU accelerator's name; "" when the runtime has none.
static std::string getDeviceKind(const KernelSelection &selection) {
  if (!selection.backend->launchesGpuKernels)
    return runtime::kKindNames[runtime::Cpu];
  llvm::StringRef name = selection.accelerator->name;
  return runtime::lookupKind(name) > runtime::Cpu ? name.str() : "";
}

/// A constant global holding `text` and its NUL, made once.
static LLVM::GlobalOp getString(ModuleOp module, llvm::StringRef name,
                                llvm::StringRef text) {
  if (auto existing = module.lookupSymbol<LLVM::GlobalOp>(name))
    return existing;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  std::string bytes = text.str() + '\0';
  return LLVM::GlobalOp::create(
      builder, module.getLoc(),
      LLVM::LLVMArrayType::get(builder.getI8Type(), bytes.size()),
      /*isConstant=*/true, LLVM::Linkage::Internal, name,
      builder.getStringAttr(bytes));
}

/// The runtime's choice of variant: `@accelrt_select_variant(kernel,
/// variants) -> i32`, declared once.
static func::FuncOp getSelectVariant(ModuleOp module) {
  llvm::StringRef name = "accelrt_select_variant";
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto ptr = LLVM::LLVMPointerType::get(module.getContext());
  auto function = func::FuncOp::create(
      builder, module.getLoc(), name,
      builder.getFunctionType({ptr, ptr}, {builder.getI32Type()}));
  function.setPrivate();
  return function;
}

/// Builds `group`'s dispatcher over `live` (the variants' names) before
/// `anchor`.
static func::FuncOp buildDispatcher(ModuleOp module, const VariantGroup &group,
                                    llvm::ArrayRef<std::string> live,
                                    llvm::StringRef kinds, Operation *anchor) {
  OpBuilder builder(anchor);
  Location loc = group.loc;
  auto function = func::FuncOp::create(builder, loc, group.name, group.type);
  if (group.isPrivate)
    function.setPrivate();
  Block *entry = function.addEntryBlock();
  builder.setInsertionPointToStart(entry);
  Value name = LLVM::AddressOfOp::create(
      builder, loc,
      getString(module, "__accel_kernel_" + group.name, group.name));
  Value variants = LLVM::AddressOfOp::create(
      builder, loc, getString(module, "__accel_variants_" + group.name, kinds));
  Value chosen = func::CallOp::create(builder, loc, getSelectVariant(module),
                                      ValueRange{name, variants})
                     .getResult(0);
  Value index =
      arith::IndexCastOp::create(builder, loc, builder.getIndexType(), chosen);
  llvm::SmallVector<int64_t> cases;
  for (size_t i = 0; i + 1 < live.size(); ++i)
    cases.push_back(static_cast<int64_t>(i));
  auto dispatch = scf::IndexSwitchOp::create(
      builder, loc, group.type.getResults(), index, cases, cases.size());
  // The runtime returns the index of a variant: the last one is the
  // default.
  auto fill = [&](Region &region, llvm::StringRef variant) {
    builder.createBlock(&region);
    auto launch = LaunchOp::create(builder, loc, group.type.getResults(),
                                   variant, entry->getArguments());
    scf::YieldOp::create(builder, loc, launch.getResults());
  };
  for (size_t i = 0; i + 1 < live.size(); ++i)
    fill(dispatch.getCaseRegions()[i], live[i]);
  fill(dispatch.getDefaultRegion(), live.back());
  builder.setInsertionPointToEnd(entry);
  func::ReturnOp::create(builder, loc, dispatch.getResults());
  return function;
}

LogicalResult
accel::buildDispatchers(ModuleOp module, llvm::ArrayRef<VariantGroup> groups,
                        llvm::ArrayRef<KernelSelection> selections) {
  if (groups.empty())
    return success();
  // Loaded already in passes (their dependent dialects); the embedding
  // API selects outside of any.
  module.getContext()
      ->loadDialect<arith::ArithDialect, func::FuncDialect, LLVM::LLVMDialect,
                    scf::SCFDialect>();
  std::map<std::string, const KernelSelection *> byName;
  for (const KernelSelection &selection : selections)
    byName[selection.kernel.getName().str()] = &selection;
  bool failedAny = false;
  for (const VariantGroup &group : groups) {
    std::vector<std::string> live;
    std::string kinds;
    std::map<std::string, std::string> kindOwner;
    Operation *anchor = nullptr;
    for (const std::string &variant : group.variants) {
      auto found = byName.find(variant);
      if (found == byName.end())
        continue;
      const KernelSelection &selection = *found->second;
      anchor = anchor ? anchor : selection.kernel.getOperation();
      if (selection.skipped)
        continue;
      std::string kind = getDeviceKind(selection);
      if (kind.empty()) {
        emitError(selection.kernel.getLoc())
            << "variant @" << variant << " of kernel @" << group.name
            << " is for accelerator '" << selection.accelerator->name
            << "', which accel's runtime cannot choose at run time (it "
               "chooses among cpu, nvidia, amd and vulkan)";
        failedAny = true;
        continue;
      }
      auto [owner, inserted] = kindOwner.emplace(kind, variant);
      if (!inserted) {
        emitError(selection.kernel.getLoc())
            << "variants @" << owner->second << " and @" << variant
            << " of kernel @" << group.name << " both run on device kind '"
            << kind << "'; the runtime would never choose the second";
        failedAny = true;
        continue;
      }
      live.push_back(variant);
      kinds += (kinds.empty() ? "" : ",") + kind;
    }
    if (failedAny)
      continue;
    if (live.empty()) {
      emitError(group.loc) << "every variant of kernel @" << group.name
                           << " was skipped; nothing is left to launch";
      failedAny = true;
      continue;
    }
    func::FuncOp dispatcher =
        buildDispatcher(module, group, live, kinds, anchor);
    // The launches of the kernel call its dispatcher.
    llvm::SmallVector<LaunchOp> launches;
    module.walk([&](LaunchOp launch) {
      if (launch.getKernel() == group.name &&
          launch->getParentOp() != dispatcher.getOperation() &&
          !dispatcher->isAncestor(launch))
        launches.push_back(launch);
    });
    for (LaunchOp launch : launches) {
      OpBuilder builder(launch);
      auto call = func::CallOp::create(builder, launch.getLoc(), dispatcher,
                                       launch.getArgs());
      launch.replaceAllUsesWith(call.getResults());
      launch.erase();
    }
  }
  return failure(failedAny);
}
