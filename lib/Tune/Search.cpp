//===- Search.cpp - one kernel's tuning space measured ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Search.h"

#include "Measure.h"

#include "accel/IR/AccelOps.h"

#include "mlir/IR/Threading.h"

#include <limits>
#include <mutex>
#include <set>

using namespace mlir;
using namespace accel;
using namespace accel::tune;

std::string tune::describe(const TuningCandidate &candidate) {
  std::string text = "{";
  for (const auto &[name, value] : candidate)
    text += (text.size() > 1 ? ", " : "") + name + " = " + value;
  return text + "}";
}

TuningSubject accel::tune::getTuningSubject(const KernelSelection &selection) {
  TuningSubject subject;
  selection.kernel.walk([&](mlir::Operation *op) {
    subject.contraction |= mlir::isa<MatmulOp, BatchMatmulOp, Conv2DOp>(op);
    subject.reduction |= mlir::isa<ReduceOp, SoftmaxOp, LogSoftmaxOp>(op);
  });
  if (mlir::DictionaryAttr options = selection.backendOptions)
    for (mlir::NamedAttribute option : options)
      if (auto spelled = mlir::dyn_cast<mlir::StringAttr>(option.getValue()))
        subject.options.emplace_back(option.getName().str(),
                                     spelled.getValue().str());
  return subject;
}

std::vector<TuningCandidate>
accel::tune::getTuningSpace(const KernelSelection &selection) {
  if (!selection.backend->tuningSpace)
    return {};
  TuningSubject subject = getTuningSubject(selection);
  PipelineTarget target = selection.pipelineTarget();
  subject.kernel = selection.kernel;
  subject.target = &target;
  return selection.backend->tuningSpace(subject);
}

std::vector<TuningCandidate>
tune::getCandidates(const KernelSelection &selection,
                    llvm::ArrayRef<TuningCandidate> space,
                    std::vector<PrunedCandidate> *pruned) {
  // The default first (the options chosen without a record, under the
  // names the space varies), then the space; an option the kernel's
  // sources give keeps its value in every candidate.
  auto normalized = [&](TuningCandidate candidate) {
    for (auto &[name, value] : candidate) {
      DictionaryAttr source = selection.givenBackendOptions;
      Attribute given = source ? source.get(name) : Attribute();
      if (auto text = dyn_cast_or_null<StringAttr>(given))
        value = text.getValue().str();
      else if (auto integer = dyn_cast_or_null<IntegerAttr>(given))
        value = std::to_string(integer.getInt());
    }
    llvm::sort(candidate);
    return candidate;
  };
  TuningCandidate defaults;
  for (const auto &[name, value] : space.front())
    if (auto spelled = selection.backendOptions.getAs<StringAttr>(name))
      defaults.emplace_back(name, spelled.getValue().str());
  std::vector<TuningCandidate> candidates = {normalized(defaults)};
  std::set<TuningCandidate> seen = {candidates.front()};
  // The default passed these checks when it was selected.
  for (const TuningCandidate &candidate : space) {
    TuningCandidate options = normalized(candidate);
    if (!seen.insert(options).second)
      continue;
    if (std::optional<std::string> reason =
            checkBackendOptions(selection, options)) {
      if (pruned)
        pruned->push_back({std::move(options), std::move(*reason)});
      continue;
    }
    candidates.push_back(std::move(options));
  }
  return candidates;
}

ConfirmationPlan tune::planConfirmation(double timing, double call,
                                        double share) {
  constexpr int rounds = 3;
  if (timing < 0.1 || 2 * rounds * timing <= 0.1 * share)
    return {rounds, /*singleCalls=*/false, 2 * rounds * timing};
  return {rounds, /*singleCalls=*/true, 2 * rounds * call};
}

std::vector<ConfirmationRound> tune::timeInTurns(
    int rounds, llvm::function_ref<llvm::Expected<double>(bool winner)> time) {
  std::vector<ConfirmationRound> timed;
  for (int round = 0; round < rounds; ++round) {
    bool winnerFirst = round % 2 == 1;
    llvm::Expected<double> first = time(winnerFirst);
    llvm::Expected<double> second = time(!winnerFirst);
    if (!first || !second) {
      llvm::consumeError(first.takeError());
      llvm::consumeError(second.takeError());
      return {};
    }
    timed.push_back(winnerFirst ? ConfirmationRound{*second, *first}
                                : ConfirmationRound{*first, *second});
  }
  return timed;
}

bool tune::confirmsWinner(llvm::ArrayRef<ConfirmationRound> rounds) {
  // Faster in every round is faster by the least times too.
  return !rounds.empty() && llvm::all_of(rounds, [](const auto &round) {
    return round.winnerSeconds < kConfirmedRatio * round.defaultSeconds;
  });
}

std::optional<TuningRecord>
tune::searchKernel(const KernelSelection &selection,
                   llvm::ArrayRef<TuningCandidate> space, ModuleOp module,
                   const Registry &registry, Clock::time_point deadline,
                   double screenAbove) {
  KernelOp kernel = selection.kernel;
  MLIRContext *context = kernel.getContext();
  Clock::time_point start = Clock::now();
  auto notTuned = [&](const llvm::Twine &why) {
    kernel.emitWarning() << "kernel '" << kernel.getSymName()
                         << "' is not autotuned: " << why;
    return std::nullopt;
  };
  llvm::Expected<KernelCall> call = KernelCall::create(kernel);
  if (!call) {
    kernel.emitRemark() << "kernel '" << kernel.getSymName()
                        << "' is not autotuned: "
                        << llvm::toString(call.takeError());
    return std::nullopt;
  }

  const CompileBackend &compileBackend = *selection.backend;
  std::vector<TuningCandidate> candidates = getCandidates(selection, space);

  auto recordFor = [&](const TuningCandidate &candidate) {
    return getTunedAttr(context, compileBackend.name, candidate);
  };

  // The units' diagnostics are the candidates' business: while they
  // compile, errors are kept for the warning of one that fails, the rest
  // dropped.
  std::mutex mutex;
  std::string errors;
  auto compileQuietly = [&](llvm::function_ref<void()> compile) {
    ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error) {
        std::lock_guard<std::mutex> lock(mutex);
        errors += (errors.empty() ? "" : "; ") + diag.str();
      }
      return success();
    });
    compile();
    std::string taken = errors.empty() ? "" : " (" + errors + ")";
    errors.clear();
    return taken;
  };

  // A first call (checked) warms caches and pages; then the least of at
  // least three calls (two when one takes over 0.2 s), and of as many as
  // fit in 50 ms (at most 100). A screening takes the first call's time
  // alone (`firstCall`, where given, gets it in any case).
  auto time = [&](ExecutionEngine &engine,
                  std::vector<std::vector<char>> &results, bool screen,
                  double *firstCall = nullptr) -> llvm::Expected<double> {
    llvm::Expected<double> first = call->call(engine, &results);
    if (!first)
      return first.takeError();
    if (firstCall)
      *firstCall = *first;
    if (screen)
      return *first;
    double best = std::numeric_limits<double>::infinity(), total = 0;
    int least = *first > 0.2 ? 2 : 3;
    for (int runs = 0; runs < least || (total < 0.05 && runs < 100); ++runs) {
      llvm::Expected<double> seconds = call->call(engine, nullptr);
      if (!seconds)
        return seconds.takeError();
      best = std::min(best, *seconds);
      total += *seconds;
    }
    return best;
  };

  // The default alone: it loads whatever the lowering needs, so that the
  // candidates can compile side by side.
  std::vector<std::vector<char>> expected;
  std::unique_ptr<ExecutionEngine> defaultEngine;
  // The digest of each lowered code measured (or being compiled to be).
  std::set<std::string> digests;
  double defaultSeconds, defaultFirstCall, timing;
  {
    std::string failure;
    std::string errors = compileQuietly([&] {
      llvm::Expected<OwningOpRef<ModuleOp>> unit = lowerKernel(
          selection, module, recordFor(candidates.front()), registry);
      if (!unit) {
        failure = llvm::toString(unit.takeError());
        return;
      }
      llvm::Expected<std::unique_ptr<ExecutionEngine>> compiled =
          loadKernel(selection, **unit);
      if (!compiled) {
        failure = llvm::toString(compiled.takeError());
        return;
      }
      digests.insert(digestKernel(**unit));
      defaultEngine = std::move(*compiled);
    });
    if (!defaultEngine)
      return notTuned("its default options: " + failure + errors);
    Clock::time_point timed = Clock::now();
    llvm::Expected<double> seconds =
        time(*defaultEngine, expected, /*screen=*/false, &defaultFirstCall);
    if (!seconds)
      return notTuned("its default options: " +
                      llvm::toString(seconds.takeError()));
    defaultSeconds = *seconds;
    timing = secondsSince(timed);
  }
  // The confirmation below times the winner and the default in turns
  // (planConfirmation); the search leaves it its time.
  double share = std::chrono::duration<double>(deadline - start).count();
  ConfirmationPlan plan = planConfirmation(timing, defaultSeconds, share);
  Clock::time_point searchEnd =
      deadline - std::chrono::duration_cast<Clock::duration>(
                     std::chrono::duration<double>(plan.seconds));

  // A kernel whose call takes long has its candidates screened: each timed
  // by its first call, against the default's first call (each the first of
  // a newly loaded code), so that the budget reaches three times as many;
  // the fastest is confirmed below in any case.
  bool screening = defaultSeconds > screenAbove;
  size_t best = 0, measuredCount = 1, identicalCount = 0;
  double bestSeconds = screening ? defaultFirstCall : defaultSeconds;
  std::unique_ptr<ExecutionEngine> bestEngine;
  size_t batch = context->isMultithreadingEnabled()
                     ? std::max(1u, context->getNumThreads())
                     : 1;
  for (size_t next = 1; next < candidates.size() && Clock::now() < searchEnd;
       next += batch) {
    size_t count = std::min(batch, candidates.size() - next);
    std::vector<OwningOpRef<ModuleOp>> units(count);
    std::vector<std::string> unitDigests(count);
    std::vector<std::unique_ptr<ExecutionEngine>> engines(count);
    std::vector<std::string> failures(count);
    std::vector<char> identical(count, false);
    std::string batchErrors = compileQuietly([&] {
      parallelFor(context, 0, count, [&](size_t i) {
        llvm::Expected<OwningOpRef<ModuleOp>> unit = lowerKernel(
            selection, module, recordFor(candidates[next + i]), registry);
        if (!unit) {
          failures[i] = llvm::toString(unit.takeError());
          return;
        }
        unitDigests[i] = digestKernel(**unit);
        units[i] = std::move(*unit);
      });
      // A candidate lowered to the code of one measured before (or of
      // another in this batch) is neither loaded nor timed: it would run
      // as fast.
      for (size_t i = 0; i < count; ++i)
        if (units[i] && !digests.insert(unitDigests[i]).second) {
          units[i] = nullptr;
          identical[i] = true;
          ++identicalCount;
        }
      parallelFor(context, 0, count, [&](size_t i) {
        if (!units[i])
          return;
        llvm::Expected<std::unique_ptr<ExecutionEngine>> engine =
            loadKernel(selection, *units[i]);
        if (engine)
          engines[i] = std::move(*engine);
        else
          failures[i] = llvm::toString(engine.takeError());
      });
    });
    // A code that did not load is not one measured: a later candidate that
    // lowers to it is tried (and warned about) on its own.
    for (size_t i = 0; i < count; ++i)
      if (units[i] && !engines[i])
        digests.erase(unitDigests[i]);
    // Timed one after the other (nothing else runs meanwhile), while time
    // is left.
    for (size_t i = 0; i < count && Clock::now() < searchEnd; ++i) {
      const TuningCandidate &candidate = candidates[next + i];
      if (identical[i])
        continue;
      if (!engines[i]) {
        kernel.emitWarning()
            << "autotuning kernel '" << kernel.getSymName() << "': candidate "
            << describe(candidate) << " cannot be compiled: " << failures[i]
            << batchErrors;
        continue;
      }
      std::vector<std::vector<char>> results;
      llvm::Expected<double> seconds = time(*engines[i], results, screening);
      if (!seconds) {
        kernel.emitWarning()
            << "autotuning kernel '" << kernel.getSymName() << "': candidate "
            << describe(candidate)
            << " cannot run: " << llvm::toString(seconds.takeError());
        continue;
      }
      if (std::optional<std::string> differs =
              call->compare(results, expected)) {
        kernel.emitWarning() << "autotuning kernel '" << kernel.getSymName()
                             << "': candidate " << describe(candidate)
                             << " computes another result than the default ("
                             << *differs << "); not used";
        continue;
      }
      ++measuredCount;
      if (*seconds < bestSeconds) {
        bestSeconds = *seconds;
        best = next + i;
        bestEngine = std::move(engines[i]);
      }
    }
  }

  // The winner confirmed against the default, timed in turns (a machine's
  // speed drifts): confirmsWinner, else the default stays (1x).
  double speedup = 1;
  if (bestEngine) {
    std::vector<std::vector<char>> results;
    std::vector<ConfirmationRound> confirmation =
        timeInTurns(plan.rounds, [&](bool winner) {
          ExecutionEngine &engine = winner ? *bestEngine : *defaultEngine;
          return plan.singleCalls ? call->call(engine, nullptr)
                                  : time(engine, results, /*screen=*/false);
        });
    if (confirmsWinner(confirmation)) {
      double defaultLeast = std::numeric_limits<double>::infinity();
      double winnerLeast = defaultLeast;
      for (const ConfirmationRound &round : confirmation) {
        defaultLeast = std::min(defaultLeast, round.defaultSeconds);
        winnerLeast = std::min(winnerLeast, round.winnerSeconds);
      }
      speedup = defaultLeast / winnerLeast;
    } else {
      best = 0;
    }
  }

  TuningRecord record;
  record.backend = compileBackend.name;
  record.options = candidates[best];
  record.speedup = speedup;
  record.candidates = static_cast<int64_t>(measuredCount);
  record.identical = static_cast<int64_t>(identicalCount);
  record.seconds = secondsSince(start);
  record.screened = screening;
  return record;
}
