//===- TuningSpace.cpp - what autotuning tries on a GPU ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// getGpuTuningSpace (accel/Backends/GpuCommon.h). Each part of a kernel
// (SIMT tiles, tensor-core tiles, rows to reduce) has options of its own;
// a candidate changes one part's, the others keep the kernel's values, so
// that every candidate names the same options and the search compares like
// with like.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/GpuCommon.h"

#include "accel/Registry/Options.h"

#include "llvm/ADT/STLExtras.h"

#include <map>
#include <optional>

using namespace accel;

namespace {
/// The candidates of one kernel: the options every part varies, at the
/// kernel's values, and each candidate's changes to them.
class SpaceBuilder {
public:
  explicit SpaceBuilder(const TuningSubject &subject) : subject(subject) {}

  /// Varies `names`: each takes the kernel's value, or `fallback`'s where
  /// the subject does not spell one.
  void vary(llvm::ArrayRef<std::pair<const char *, int64_t>> names) {
    for (const auto &[name, fallback] : names) {
      std::string value = subject.option(name);
      base[name] = value.empty() ? std::to_string(fallback) : value;
    }
  }
  /// A candidate: the kernel's values with `changes` (once).
  void add(llvm::ArrayRef<std::pair<const char *, int64_t>> changes) {
    std::map<std::string, std::string> candidate;
    for (const auto &[name, value] : changes)
      candidate[name] = std::to_string(value);
    if (llvm::find(changed, candidate) == changed.end())
      changed.push_back(std::move(candidate));
  }
  std::vector<TuningCandidate> build() const {
    std::vector<TuningCandidate> space;
    for (const std::map<std::string, std::string> &changes : changed) {
      TuningCandidate candidate;
      for (const auto &[name, value] : base) {
        auto it = changes.find(name);
        candidate.emplace_back(name, it == changes.end() ? value : it->second);
      }
      space.push_back(std::move(candidate));
    }
    return space;
  }

private:
  const TuningSubject &subject;
  std::map<std::string, std::string> base;
  std::vector<std::map<std::string, std::string>> changed;
};
} // namespace

/// The SIMT tiles: the defaults, then 64 to 256 threads of 4 x 4 to 8 x 8
/// outputs on tiles of 64 or 128, staging at most 2048 elements.
static void addSimtTiles(SpaceBuilder &space) {
  GpuMappingOptions defaults;
  space.vary({{"tile-m", defaults.tileM},
              {"tile-n", defaults.tileN},
              {"tile-k", defaults.tileK},
              {"thread-m", defaults.threadM},
              {"thread-n", defaults.threadN}});
  auto add = [&](int64_t tileM, int64_t tileN, int64_t tileK, int64_t threadM,
                 int64_t threadN) {
    space.add({{"tile-m", tileM},
               {"tile-n", tileN},
               {"tile-k", tileK},
               {"thread-m", threadM},
               {"thread-n", threadN}});
  };
  add(defaults.tileM, defaults.tileN, defaults.tileK, defaults.threadM,
      defaults.threadN);
  for (int64_t threadM : {8, 4})
    for (int64_t threadN : {8, 4})
      for (int64_t tileM : {128, 64})
        for (int64_t tileN : {128, 64})
          for (int64_t tileK : {8, 16}) {
            int64_t count = (tileM / threadM) * (tileN / threadN);
            if (count < 64 || count > 256 || tileK * (tileM + tileN) > 2048)
              continue;
            add(tileM, tileN, tileK, threadM, threadN);
          }
}

/// The tensor-core tiles: the defaults, then warps of 32 to 64 rows and
/// columns in 2 x 2, 2 x 4 or 4 x 2, K steps of 32 or 64, as many stages as
/// fit; each must fit the chip for every element size.
static void addMmaTiles(SpaceBuilder &space, const GpuTuningKernel &kernel) {
  GpuMmaOptions defaults;
  space.vary({{"mma-tile-m", defaults.tileM},
              {"mma-tile-n", defaults.tileN},
              {"mma-tile-k", defaults.tileK},
              {"mma-warps-m", defaults.warpsM},
              {"mma-warps-n", defaults.warpsN},
              {"mma-stages", defaults.stages}});
  auto add = [&](GpuMmaOptions tiles) {
    // The K step as the chip takes it: where two stages of it do not fit,
    // the halved one's (the same for every element size, or no candidate).
    std::optional<int64_t> tileK;
    for (int64_t bytes : kernel.mmaElementBytes) {
      GpuMmaOptions resolved =
          tiles.resolved(kernel.maxSharedMemoryBytes, bytes);
      if (!resolved
               .check(kernel.maxSharedMemoryBytes, kernel.chip, "mma-", bytes)
               .empty() ||
          (tileK && *tileK != resolved.tileK))
        return;
      tileK = resolved.tileK;
    }
    space.add({{"mma-tile-m", tiles.tileM},
               {"mma-tile-n", tiles.tileN},
               {"mma-tile-k", *tileK},
               {"mma-warps-m", tiles.warpsM},
               {"mma-warps-n", tiles.warpsN},
               {"mma-stages", tiles.stages}});
  };
  add(defaults);
  for (auto [warpsM, warpsN] :
       {std::pair<int64_t, int64_t>{2, 4}, {4, 2}, {2, 2}})
    for (int64_t warpRows : {64, 32})
      for (int64_t warpColumns : {64, 32})
        for (int64_t tileK : {32, 64}) {
          GpuMmaOptions tiles;
          tiles.tileM = warpsM * warpRows;
          tiles.tileN = warpsN * warpColumns;
          tiles.tileK = tileK;
          tiles.warpsM = warpsM;
          tiles.warpsN = warpsN;
          tiles.stages = 0;
          add(tiles);
        }
}

/// The workgroup of each row: 32 to 512 threads.
static void addRows(SpaceBuilder &space) {
  space.vary({{"threads", 256}});
  for (int64_t workgroup : {256, 128, 64, 32, 512})
    space.add({{"threads", workgroup}});
}

std::vector<TuningCandidate>
accel::getGpuTuningSpace(const TuningSubject &subject,
                         const GpuTuningKernel &kernel) {
  SpaceBuilder space(subject);
  if (kernel.simtTiles)
    addSimtTiles(space);
  if (!kernel.mmaElementBytes.empty())
    addMmaTiles(space, kernel);
  if (kernel.rows)
    addRows(space);
  return space.build();
}

std::vector<TuningCandidate>
accel::getGpuTuningSpace(const TuningSubject &subject) {
  GpuTuningKernel kernel;
  kernel.simtTiles = subject.contraction && subject.option("tiled") != "false";
  kernel.rows =
      subject.reduction && subject.option("row-reductions") != "false";
  return getGpuTuningSpace(subject, kernel);
}
