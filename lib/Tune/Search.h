//===- Search.h - one kernel's tuning space measured ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The search accel-tune runs for one kernel: the default options, then the
// candidates of its backend's tuning space, lowered side by side (as many
// as the context has threads; one that lowers to a code already measured is
// counted as identical), loaded side by side, each checked against the
// default's result and timed one after the other (by its first call alone
// where a call takes long), until the space or the time runs out; the
// fastest then timed again in turns with the default, three rounds (of one
// call each where the search's timings would not fit), and kept only if it
// stays 2% faster in every round.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TUNE_SEARCH_H
#define ACCEL_LIB_TUNE_SEARCH_H

#include "Records.h"

#include "accel/Selection/Selection.h"

#include <chrono>
#include <optional>

namespace accel::tune {

using Clock = std::chrono::steady_clock;

inline double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// What the kernel of `selection` asks its backend's tuning space: the ops
/// it holds and the options it was selected with.
TuningSubject getTuningSubject(const KernelSelection &selection);

/// The candidates of the backend's tuning space for the kernel of
/// `selection`: none for a backend without one.
std::vector<TuningCandidate> getTuningSpace(const KernelSelection &selection);

/// A candidate of a tuning space that the backend rejects for the kernel,
/// and its message.
struct PrunedCandidate {
  TuningCandidate options;
  std::string reason;
};

/// What the search measures of `space` (getTuningSpace's for `selection`,
/// not empty): the options the selection chose first, under the names the
/// space varies, then the space's candidates, each option a source of the
/// kernel gives kept at its value, each candidate once and sorted by name.
/// A candidate that the backend's option validation or capability checks
/// reject with those values (a space does not know which options the
/// kernel fixes: 4 stages given, a K step of 64 no longer fits) is left
/// out, and added to `pruned` if given.
std::vector<TuningCandidate>
getCandidates(const KernelSelection &selection,
              llvm::ArrayRef<TuningCandidate> space,
              std::vector<PrunedCandidate> *pruned = nullptr);

/// "{tile-m = 4, tile-n = 16}".
std::string describe(const TuningCandidate &candidate);

/// One round of the winner's confirmation: the default's seconds and the
/// winner's, timed in turns.
struct ConfirmationRound {
  double defaultSeconds;
  double winnerSeconds;
};

/// The share of the default's time the winner must stay under.
inline constexpr double kConfirmedRatio = 0.98;

/// Whether the winner of a search replaces the default: 2% faster in every
/// round (tiles of one speed would otherwise win on the machine's drift,
/// each a record that claims a speedup and may compile to more code); not
/// without a round.
bool confirmsWinner(llvm::ArrayRef<ConfirmationRound> rounds);

/// `rounds` rounds of the default and the winner timed in turns by `time`
/// (its argument: whether it times the winner), the winner first in every
/// other round: where the machine's speed drifts one way (a neighbour
/// leaving), the second of each pair would run faster in every round, and
/// a winner always second passed as 2% faster while it was 6% slower (a
/// 4096 matmul, 2026-12-07). Empty where a timing fails (its error
/// consumed).
std::vector<ConfirmationRound>
timeInTurns(int rounds,
            llvm::function_ref<llvm::Expected<double>(bool winner)> time);

/// How the winner is timed against the default: three rounds, in turns,
/// each of a timing like the search's (`singleCalls` false) or of one call
/// of each; `seconds`, what the search leaves them.
struct ConfirmationPlan {
  int rounds;
  bool singleCalls;
  double seconds;
};

/// The confirmation of a kernel whose default took `timing` seconds to
/// time, `call` seconds a call, with `share` seconds of the budget:
/// timings where one takes less than 0.1 s or three rounds of them take at
/// most a tenth of the share; else one call of each a round, in all as
/// long as one round of timings (a 4096 matmul's call takes 0.8 s, its
/// timing three calls): a single round of timings let a tile of the same
/// speed win on the machine's drift between the two.
ConfirmationPlan planConfirmation(double timing, double call, double share);

/// The fastest options of `space` (getTuningSpace's for `selection`, not
/// empty) for the kernel of `selection` (in `module`), measured until
/// `deadline` (the default's always), each candidate by its first call
/// alone where the default's call takes over `screenAbove` seconds:
/// a record with its options, backend, speedup over the default, the
/// candidates measured, those identical to one measured and the seconds
/// taken (its signature, target and build are the caller's). std::nullopt,
/// after a remark or a warning at the kernel, for a kernel whose arguments
/// cannot be generated or whose default options do not compile or run. A
/// candidate getCandidates prunes is not compiled; one that does not
/// compile, run, or compute the default's result is a warning, and passed
/// over.
std::optional<TuningRecord> searchKernel(const KernelSelection &selection,
                                         llvm::ArrayRef<TuningCandidate> space,
                                         mlir::ModuleOp module,
                                         const Registry &registry,
                                         Clock::time_point deadline,
                                         double screenAbove);

} // namespace accel::tune

#endif // ACCEL_LIB_TUNE_SEARCH_H
