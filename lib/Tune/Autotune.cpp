//===- Autotune.cpp - accel-tune --------------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// For each kernel with a contraction on a backend with a tuning space, its
// tuning record: from the tuning file, else from the kernel cache, else
// measured (Search.cpp) within the module's budget, then stored in both.
// The record is set on the kernel (`accel.tuned`) for accel-lower's
// selection to apply.
//
//===----------------------------------------------------------------------===//

#include "accel/Tune/Passes.h"

#include "Records.h"
#include "Search.h"

#include "accel/Cache/CacheStore.h"
#include "accel/Cache/Keys.h"
#include "accel/IR/AccelOps.h"
#include "accel/Lowering/Passes.h"
#include "accel/Registry/Registry.h"
#include "accel/Selection/Selection.h"
#include "accel/Support/Host.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/ADT/StringSet.h"

#include <sstream>

namespace accel {
#define GEN_PASS_DEF_ACCELTUNE
#include "accel/Tune/Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;
using namespace accel::tune;

/// `seconds` as a person writes it: 30, 0.5, -1.
static std::string spellSeconds(double seconds) {
  std::ostringstream os;
  os << seconds;
  return os.str();
}

/// What a record is keyed by: the kernel's type, then each op with its
/// operand and result types and its attributes (not its name or
/// locations): kernels that compute the same on the same shapes share it.
static std::string kernelSignature(KernelOp kernel) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << kernel.getFunctionType();
  kernel.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == kernel.getOperation())
      return;
    os << "; " << op->getName() << " (";
    llvm::interleaveComma(op->getOperandTypes(), os);
    os << ") -> (";
    llvm::interleaveComma(op->getResultTypes(), os);
    os << ")";
    if (!op->getAttrDictionary().empty())
      os << " " << op->getAttrDictionary();
  });
  return text;
}

/// Sets `options` on `kernel` as its tuning record for `backend`.
static void setRecord(KernelOp kernel, llvm::StringRef backend,
                      const TuningCandidate &options, llvm::StringRef note) {
  kernel->setAttr(kTunedAttrName,
                  getTunedAttr(kernel.getContext(), backend, options, note));
}

namespace {
/// A kernel that no record covers yet.
struct Job {
  const KernelSelection *selection;
  std::string signature;
  /// Its record's key in the kernel cache, and whether the entry there is
  /// to be replaced (it was not a record).
  std::string key;
  bool replace = false;
  /// The target its record is made for (AccelTunePass::targetOf).
  std::string target;
  /// Its backend's candidates for it (not empty).
  std::vector<TuningCandidate> space;
};

struct AccelTunePass : accel::impl::AccelTuneBase<AccelTunePass> {
  using Base::Base;
  AccelTunePass(const Registry &registry, AccelTuneOptions options,
                std::optional<SelectionOptions> choices)
      : Base(std::move(options)), registry(&registry),
        givenChoices(std::move(choices)) {}

  void getDependentDialects(DialectRegistry &dialects) const override {
    // What the selection makes (the dispatchers of kernels compiled for
    // several accelerators); what the candidates' lowering loads, loaded
    // before any runs, and their translation to LLVM IR, only to measure.
    dialects.insert<arith::ArithDialect, func::FuncDialect, LLVM::LLVMDialect,
                    scf::SCFDialect>();
    if (!measure)
      return;
    createAccelLowerPass(*registry, {})->getDependentDialects(dialects);
    registerAllToLLVMIRTranslations(dialects);
  }

  void runOnOperation() override;

  // getCacheSettings reads the cache options.
  template <typename Options>
  friend FailureOr<CacheSettings> accel::getCacheSettings(Operation *,
                                                          const Options &);

private:
  /// Applies `records` (the tuning file's) to the kernels of `selections`
  /// they cover, with a remark for a record of another target or build;
  /// the other kernels worth tuning are the jobs.
  std::vector<Job> applyFileRecords(llvm::ArrayRef<KernelSelection> selections,
                                    llvm::ArrayRef<TuningRecord> records);
  /// Applies the records `store` holds for `jobs`; returns the rest.
  std::vector<Job> applyCachedRecords(CacheStore &store, std::vector<Job> jobs,
                                      CacheStore::Warn warn);
  /// Measures `jobs` within the budget, which starts here (reading the
  /// records and the caches before is not measuring), sets and stores (in
  /// `store`, if any) the records found; returns them.
  std::vector<TuningRecord> measureJobs(llvm::ArrayRef<Job> jobs,
                                        CacheStore *store);
  /// A remark at each kernel of `selections` (not skipped) with a note per
  /// candidate its search would measure.
  void listSpaces(llvm::ArrayRef<KernelSelection> selections);
  /// Rewrites the tuning file: `records` with `measured` in place of theirs.
  void writeRecords(std::vector<TuningRecord> records,
                    llvm::ArrayRef<TuningRecord> measured);

  const Registry *registry = &getGlobalRegistry();
  /// The choices that beat the pass's options (createAccelTunePass).
  std::optional<SelectionOptions> givenChoices;
  /// The target a record of `selection`'s kernel is made for: the host's
  /// (`here`), or for a GPU backend its device's (getGpuTuningTarget);
  /// "" when there is none here, `why` then saying so: the device is
  /// absent, or the kernel is compiled for another CPU than the host's (a
  /// record measured here would not be that CPU's).
  std::string targetOf(const KernelSelection &selection, std::string &why);

  /// The target and build records are made for here (set when the pass
  /// runs: a pass is also created to register it), and the GPU devices'
  /// targets found so far, by kind.
  std::string here, build;
  llvm::StringMap<std::pair<std::string, std::string>> gpuTargets;
};
} // namespace

void AccelTunePass::runOnOperation() {
  ModuleOp module = getOperation();
  // Seconds, both (a NaN fails the comparison too).
  auto nonNegative = [&](double seconds, llvm::StringRef what) {
    if (seconds >= 0)
      return true;
    emitError(module.getLoc())
        << "the autotuning " << what << " must be 0 seconds or more, not "
        << spellSeconds(seconds);
    return false;
  };
  if (!nonNegative(budget, "budget") ||
      !nonNegative(screenAbove, "screening threshold (screen-above)"))
    return signalPassFailure();
  llvm::Expected<SelectionOptions> choices =
      givenChoices ? llvm::Expected<SelectionOptions>(*givenChoices)
                   : parseSelectionChoices(
                         {target, backend, {}, onUnsupported, maxTensorBytes});
  if (!choices) {
    emitError(module.getLoc()) << llvm::toString(choices.takeError());
    return signalPassFailure();
  }
  FailureOr<std::vector<KernelSelection>> selections =
      resolveSelection(module, *choices, *registry);
  FailureOr<CacheSettings> settings = getCacheSettings(module, *this);
  if (failed(selections) || failed(settings))
    return signalPassFailure();
  if (listSpace)
    return listSpaces(*selections);
  here = getTuningTarget();
  build = getAccelIdentity().str();

  // The tuning file's records first, then the kernel cache's (local and
  // remote), then measure what is left.
  std::vector<TuningRecord> records;
  if (!tuningFile.empty()) {
    llvm::Expected<std::vector<TuningRecord>> read = readTuningFile(tuningFile);
    if (!read) {
      emitError(module.getLoc()) << llvm::toString(read.takeError());
      return signalPassFailure();
    }
    records = std::move(*read);
  }
  std::vector<Job> jobs = applyFileRecords(*selections, records);

  auto warn = [loc = module.getLoc()](const llvm::Twine &warning) {
    emitWarning(loc, warning);
  };
  CacheStats stats;
  std::unique_ptr<CacheStore> store;
  if (settings->isEnabled()) {
    bool dirWarned = false;
    llvm::Expected<std::unique_ptr<CacheStore>> opened =
        CacheStore::open(*settings, stats, warn, &dirWarned);
    if (!opened) {
      emitError(module.getLoc()) << llvm::toString(opened.takeError());
      return signalPassFailure();
    }
    store = std::move(*opened);
  }
  if (store && !jobs.empty())
    jobs = applyCachedRecords(*store, std::move(jobs), warn);

  std::vector<TuningRecord> measured;
  if (measure)
    measured = measureJobs(jobs, store.get());
  if (store)
    store->finish(warn);
  if (!tuningFile.empty() && !measured.empty())
    writeRecords(std::move(records), measured);
}

/// The cpu option of `selection`'s accelerator where it names another CPU
/// than the host's, else "".
static std::string getForeignCpu(const KernelSelection &selection) {
  const OptionValue *cpu = selection.acceleratorValues.lookup("cpu");
  const std::string *name = cpu ? std::get_if<std::string>(cpu) : nullptr;
  if (!name || isHostCpu(*name))
    return "";
  return *name;
}

std::string AccelTunePass::targetOf(const KernelSelection &selection,
                                    std::string &why) {
  if (!selection.backend->launchesGpuKernels) {
    std::string cpu = getForeignCpu(selection);
    if (cpu.empty())
      return here;
    why = "it is compiled for cpu '" + cpu +
          "', and its records are measured on the CPU they are for (this "
          "host's is '" +
          getHostCpuName().str() + "')";
    return "";
  }
  llvm::StringRef kind = selection.accelerator->name;
  auto [it, inserted] = gpuTargets.try_emplace(kind);
  if (inserted)
    it->second.first = getGpuTuningTarget(kind, it->second.second);
  why = "its records are made for a device of kind '" + kind.str() +
        "', and there is none here (" + it->second.second + ")";
  return it->second.first;
}

void AccelTunePass::listSpaces(llvm::ArrayRef<KernelSelection> selections) {
  for (const KernelSelection &selection : selections) {
    if (selection.skipped)
      continue;
    KernelOp kernel = selection.kernel;
    std::vector<TuningCandidate> space = getTuningSpace(selection);
    if (space.empty()) {
      kernel.emitRemark() << "kernel '" << kernel.getSymName()
                          << "' has no tuning space on backend '"
                          << selection.backend->name << "'";
      continue;
    }
    std::vector<PrunedCandidate> pruned;
    std::vector<TuningCandidate> candidates =
        getCandidates(selection, space, &pruned);
    InFlightDiagnostic remark = kernel.emitRemark();
    remark << "kernel '" << kernel.getSymName() << "' would be tuned over "
           << candidates.size() << " candidates on backend '"
           << selection.backend->name << "' (" << selection.accelerator->name
           << ")";
    if (!pruned.empty())
      remark << "; " << pruned.size()
             << " more rejected by the backend with the kernel's options";
    for (auto [index, candidate] : llvm::enumerate(candidates))
      remark.attachNote() << (index == 0 ? "default" : "candidate") << " "
                          << describe(candidate);
    for (const PrunedCandidate &candidate : pruned)
      remark.attachNote() << "rejected " << describe(candidate.options) << ": "
                          << candidate.reason;
  }
  markAllAnalysesPreserved();
}

std::vector<Job>
AccelTunePass::applyFileRecords(llvm::ArrayRef<KernelSelection> selections,
                                llvm::ArrayRef<TuningRecord> records) {
  std::vector<Job> jobs;
  for (const KernelSelection &selection : selections) {
    KernelOp kernel = selection.kernel;
    // Only kernels their backend's space has candidates for, without a
    // record in the IR (one written there stays).
    if (selection.skipped || kernel->hasAttr(kTunedAttrName))
      continue;
    std::vector<TuningCandidate> space = getTuningSpace(selection);
    if (space.empty())
      continue;
    std::string why;
    std::string target = targetOf(selection, why);
    if (target.empty()) {
      kernel.emitRemark() << "kernel '" << kernel.getSymName()
                          << "' is not autotuned and takes no tuning record: "
                          << why;
      continue;
    }
    std::string signature = kernelSignature(kernel);
    const TuningRecord *match = nullptr, *stale = nullptr;
    for (const TuningRecord &record : records) {
      if (record.signature != signature ||
          record.backend != selection.backend->name)
        continue;
      (record.target == target && record.accel == build ? match : stale) =
          &record;
    }
    if (match) {
      setRecord(kernel, match->backend, match->options,
                "from the tuning file '" + tuningFile +
                    "': " + match->describe());
      continue;
    }
    if (stale) {
      bool otherTarget = stale->target != target;
      kernel.emitRemark() << "the tuning record of kernel '"
                          << kernel.getSymName() << "' in '" << tuningFile
                          << "' was made for "
                          << (otherTarget ? "target '" + stale->target + "'"
                                          : "'" + stale->accel + "'")
                          << ", not for this "
                          << (otherTarget ? "target '" + target + "'"
                                          : "build ('" + build + "')")
                          << "; ignored";
    }
    TuningRecord probe;
    probe.signature = signature;
    probe.backend = selection.backend->name;
    probe.target = target;
    probe.accel = build;
    jobs.push_back({&selection, std::move(signature), getRecordKey(probe),
                    /*replace=*/false, std::move(target), std::move(space)});
  }
  return jobs;
}

std::vector<Job> AccelTunePass::applyCachedRecords(CacheStore &store,
                                                   std::vector<Job> jobs,
                                                   CacheStore::Warn warn) {
  std::vector<std::string> keys;
  std::vector<CacheStore::Found> found;
  for (const Job &job : jobs) {
    keys.push_back(job.key);
    found.push_back(store.lookUpLocal(job.key));
  }
  store.lookUpRemote(keys, found, warn);
  std::vector<Job> rest;
  for (size_t i = 0; i < jobs.size(); ++i) {
    KernelOp kernel = jobs[i].selection->kernel;
    store.finishLookUp(keys[i], found[i]);
    if (found[i].status == KernelCache::Status::Miss) {
      rest.push_back(std::move(jobs[i]));
      continue;
    }
    llvm::Expected<TuningRecord> record =
        found[i].status == KernelCache::Status::Hit
            ? decodeTuningRecord(found[i].data)
            : llvm::Expected<TuningRecord>(
                  llvm::createStringError(found[i].data));
    if (record) {
      setRecord(kernel, record->backend, record->options,
                "from the kernel cache: " + record->describe());
      continue;
    }
    kernel.emitWarning() << "the kernel cache entry " << found[i].entry
                         << " is not a tuning record of kernel '"
                         << kernel.getSymName() << "' ("
                         << llvm::toString(record.takeError())
                         << "); tuning it again";
    jobs[i].replace = true;
    rest.push_back(std::move(jobs[i]));
  }
  return rest;
}

std::vector<TuningRecord> AccelTunePass::measureJobs(llvm::ArrayRef<Job> jobs,
                                                     CacheStore *store) {
  Clock::time_point start = Clock::now();
  std::vector<TuningRecord> measured;
  for (auto [index, job] : llvm::enumerate(jobs)) {
    KernelOp kernel = job.selection->kernel;
    double left = budget - secondsSince(start);
    if (left <= 0) {
      kernel.emitRemark() << "kernel '" << kernel.getSymName()
                          << "' is not autotuned: the budget of "
                          << spellSeconds(budget) << " s is spent";
      continue;
    }
    // Each kernel gets an equal share of what is left.
    Clock::time_point deadline =
        Clock::now() +
        std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(left / double(jobs.size() - index)));
    std::optional<TuningRecord> record =
        searchKernel(*job.selection, job.space, getOperation(), *registry,
                     deadline, screenAbove);
    if (!record)
      continue;
    record->signature = job.signature;
    record->target = job.target;
    record->accel = build;
    setRecord(kernel, record->backend, record->options,
              "autotuned: " + record->describe());
    if (store)
      store->store(job.key, encodeTuningRecord(*record), job.replace);
    measured.push_back(std::move(*record));
  }
  return measured;
}

void AccelTunePass::writeRecords(std::vector<TuningRecord> records,
                                 llvm::ArrayRef<TuningRecord> measured) {
  // What was measured replaces what the file had for the same kernel,
  // backend, target and build.
  llvm::StringSet<> keys;
  for (const TuningRecord &record : measured)
    keys.insert(getRecordKey(record));
  llvm::erase_if(records, [&](const TuningRecord &old) {
    return keys.contains(getRecordKey(old));
  });
  records.insert(records.end(), measured.begin(), measured.end());
  if (llvm::Error error = writeTuningFile(tuningFile, std::move(records)))
    emitWarning(getOperation().getLoc())
        << "cannot write the tuning file '" << tuningFile
        << "': " << llvm::toString(std::move(error));
}

std::unique_ptr<Pass>
accel::createAccelTunePass(const Registry &registry, AccelTuneOptions options,
                           std::optional<SelectionOptions> selection) {
  return std::make_unique<AccelTunePass>(registry, std::move(options),
                                         std::move(selection));
}

void accel::registerTunePasses(const Registry &registry,
                               const AccelTuneOptions *defaults) {
  registerPass([&registry, defaults]() -> std::unique_ptr<Pass> {
    return createAccelTunePass(registry,
                               defaults ? *defaults : AccelTuneOptions());
  });
}
