//===- Suggest.cpp - did-you-mean suggestions -------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Selection/Selection.h"

#include <algorithm>
#include <vector>

using namespace accel;

/// Edit distance counting insertions, deletions, substitutions and swaps of
/// neighbours as one edit each (optimal string alignment), so that the
/// commonest typo, two letters swapped, is one edit.
static unsigned typoDistance(llvm::StringRef a, llvm::StringRef b) {
  std::vector<std::vector<unsigned>> d(a.size() + 1,
                                       std::vector<unsigned>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i)
    d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j)
    d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    for (size_t j = 1; j <= b.size(); ++j) {
      unsigned cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] =
          std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

std::string accel::suggestClosest(llvm::StringRef name,
                                  llvm::ArrayRef<std::string> candidates) {
  std::string best;
  unsigned bestDistance = 0;
  // Close enough: a third of the name's length, at least one edit.
  unsigned limit = std::max<unsigned>(1, name.size() / 3);
  for (const std::string &candidate : candidates) {
    unsigned distance = typoDistance(name, candidate);
    if (distance <= limit && (best.empty() || distance < bestDistance)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
