//===- CacheLookup.cpp - looking kernels up before lowering -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "CachedKernels.h"

#include "Kernels.h"
#include "Link.h"

#include "accel/IR/AccelDialect.h"
#include "accel/IR/AccelOps.h"
#include "accel/Lowering/Lowering.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Threading.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace accel;

/// The host CPU and its features: part of the key of code for the host.
static const std::string &getHostDescription() {
  static const std::string description = [] {
    std::string text = llvm::sys::getHostCPUName().str();
    llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
    std::vector<std::string> enabled;
    for (const auto &feature : features)
      if (feature.getValue())
        enabled.push_back(feature.getKey().str());
    llvm::sort(enabled);
    for (const std::string &feature : enabled)
      text += " +" + feature;
    return text;
  }();
  return description;
}

std::string accel::getCacheKeyPrefix(llvm::StringRef provider,
                                     llvm::StringRef backend,
                                     llvm::StringRef pipeline, bool host) {
  return hashCacheKey({"accel " ACCEL_VERSION_STRING,
                       "llvm " LLVM_VERSION_STRING, provider, backend, pipeline,
                       host ? getHostDescription() : std::string()});
}

CachedUnit accel::lookUpUnit(const KernelCache &cache, llvm::StringRef key,
                             MLIRContext *context) {
  KernelCache::Entry entry = cache.lookup(key);
  CachedUnit found;
  found.status = entry.status;
  if (entry.status == KernelCache::Status::Corrupt)
    found.problem = std::move(entry.data);
  if (entry.status != KernelCache::Status::Hit)
    return found;
  ParserConfig config(context, /*verifyAfterParse=*/false);
  found.module = parseSourceString<ModuleOp>(entry.data, config);
  if (!found.module) {
    found.status = KernelCache::Status::Corrupt;
    found.problem = "cannot be read";
  }
  return found;
}

void accel::warnCorrupt(Location loc, const KernelCache &cache,
                        llvm::StringRef key, llvm::StringRef problem,
                        llvm::StringRef kernel) {
  emitWarning(loc) << "the kernel cache entry '" << cache.pathOf(key) << "' "
                   << problem << "; compiling @" << kernel << " again";
}

/// The root names of every symbol reference in `module`, nested symbol
/// tables included.
static llvm::DenseSet<StringAttr> getReferencedNames(ModuleOp module) {
  llvm::DenseSet<StringAttr> names;
  module->walk([&](Operation *op) {
    op->getAttrDictionary().walk(
        [&](SymbolRefAttr ref) { names.insert(ref.getRootReference()); });
  });
  return names;
}

/// What a kernel's lowering depends on in its module: the kernel without
/// locations, the symbols it refers to and the module's attributes (each
/// unit gets copies of both).
static std::string describeKernel(KernelOp kernel, ModuleOp module,
                                  const SymbolTable &symbols) {
  OwningOpRef<ModuleOp> shell =
      ModuleOp::create(UnknownLoc::get(module.getContext()));
  for (NamedAttribute attr : module->getDiscardableAttrs())
    (*shell)->setAttr(attr.getName(), attr.getValue());
  OpBuilder inside(shell->getBody(), shell->getBody()->end());
  llvm::SmallPtrSet<Operation *, 4> copied;
  if (auto uses = SymbolTable::getSymbolUses(kernel.getOperation()))
    for (const SymbolTable::SymbolUse &use : *uses)
      if (Operation *symbol =
              symbols.lookup(use.getSymbolRef().getRootReference()))
        if (copied.insert(symbol).second)
          inside.clone(*symbol);
  return printDefinition(*shell) + printDefinition(kernel);
}

namespace {
struct AccelCacheLookupPass
    : PassWrapper<AccelCacheLookupPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AccelCacheLookupPass)

  AccelCacheLookupPass(std::vector<CachedPath> paths, std::string cacheDir,
                       uint64_t cacheMaxBytes,
                       std::shared_ptr<CachedKernels> cached,
                       CacheReport *report)
      : paths(std::move(paths)), cacheDir(std::move(cacheDir)),
        cacheMaxBytes(cacheMaxBytes), cached(std::move(cached)),
        report(report) {}

  llvm::StringRef getArgument() const override {
    return "accel-kernel-cache-lookup";
  }
  llvm::StringRef getName() const override { return "AccelCacheLookup"; }
  llvm::StringRef getDescription() const override {
    return "Look up the kernels that nothing launches in the kernel cache "
           "before lowering anything";
  }

  struct Candidate {
    KernelOp kernel;
    const CachedPath *path;
    std::string key;
    CachedUnit found;
  };

  void runOnOperation() override {
    cached->keys.clear();
    cached->units.clear();
    if (paths.empty())
      return markAllAnalysesPreserved();
    ModuleOp module = getOperation();
    // A directory that cannot be used: accel-kernel-units says so.
    llvm::Expected<KernelCache> cache =
        KernelCache::open(cacheDir, cacheMaxBytes);
    if (!cache) {
      llvm::consumeError(cache.takeError());
      return markAllAnalysesPreserved();
    }
    std::vector<Candidate> candidates = getCandidates(module);
    if (candidates.empty())
      return markAllAnalysesPreserved();
    SymbolTable symbols(module);
    parallelForEach(&getContext(), candidates, [&](Candidate &candidate) {
      candidate.key =
          hashCacheKey({candidate.path->prefix,
                        describeKernel(candidate.kernel, module, symbols)});
      candidate.found = lookUpUnit(*cache, candidate.key, &getContext());
    });
    for (Candidate &candidate : candidates) {
      KernelOp kernel = candidate.kernel;
      std::string name = kernel.getName().str();
      cached->keys[name] = candidate.key;
      KernelCache::Status status = candidate.found.status;
      if (status == KernelCache::Status::Corrupt)
        warnCorrupt(kernel.getLoc(), *cache, candidate.key,
                    candidate.found.problem, name);
      if (report && status != KernelCache::Status::Miss)
        report->kernels[name] =
            status == KernelCache::Status::Hit ? "hit" : "corrupt";
      if (status != KernelCache::Status::Hit)
        continue;
      // A declaration holds the kernel's place for accel-link-kernels: an
      // llvm.func, which no pass before it walks into.
      OpBuilder builder(kernel);
      LLVM::LLVMFuncOp::create(builder, kernel.getLoc(), name,
                               LLVM::LLVMFunctionType::get(
                                   LLVM::LLVMVoidType::get(&getContext()), {}));
      kernel->erase();
      cached->units[name] = std::move(candidate.found.module);
    }
  }

  /// The kernels of `paths` that nothing in `module` refers to.
  std::vector<Candidate> getCandidates(ModuleOp module) const {
    std::vector<Candidate> candidates;
    llvm::DenseSet<StringAttr> referenced = getReferencedNames(module);
    ConfigurationKeys keys;
    for (KernelOp kernel : module.getOps<KernelOp>()) {
      auto record = kernel->getAttrOfType<DictionaryAttr>(
          AccelDialect::getSelectionAttrName());
      auto backend = record ? record.getAs<StringAttr>("backend") : nullptr;
      if (!backend || referenced.contains(kernel.getSymNameAttr()))
        continue;
      llvm::StringRef configuration = keys.get(record);
      for (const CachedPath &path : paths)
        if (path.backend == backend.getValue() &&
            path.configuration == configuration)
          candidates.push_back({kernel, &path, {}, {}});
    }
    return candidates;
  }

  std::vector<CachedPath> paths;
  std::string cacheDir;
  uint64_t cacheMaxBytes;
  std::shared_ptr<CachedKernels> cached;
  CacheReport *report;
};
} // namespace

std::unique_ptr<Pass> accel::createAccelCacheLookup(
    std::vector<CachedPath> paths, std::string cacheDir, uint64_t cacheMaxBytes,
    std::shared_ptr<CachedKernels> cached, CacheReport *report) {
  return std::make_unique<AccelCacheLookupPass>(
      std::move(paths), std::move(cacheDir), cacheMaxBytes, std::move(cached),
      report);
}
