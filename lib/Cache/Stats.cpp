//===- Stats.cpp - what the kernel cache did in a compile -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Cache/Stats.h"

#include "llvm/Support/Format.h"

using namespace accel;

void CacheStats::print(llvm::raw_ostream &os) const {
  os << "kernel cache: local hits " << localHits << ", remote hits "
     << remoteHits << ", misses " << misses << ", local writes " << localWrites
     << ", remote writes " << remoteWrites << ", remote writes refused "
     << remoteRefused << ", errors " << errors << ", corrupt entries "
     << corrupt << ", verified " << verified << " (differed "
     << verifyMismatches << "), time "
     << llvm::format("%.1f", microseconds / 1000.0) << " ms\n";
}

void CacheStats::add(const CacheStats &other) {
  localHits += other.localHits;
  remoteHits += other.remoteHits;
  misses += other.misses;
  localWrites += other.localWrites;
  remoteWrites += other.remoteWrites;
  remoteRefused += other.remoteRefused;
  errors += other.errors;
  corrupt += other.corrupt;
  verified += other.verified;
  verifyMismatches += other.verifyMismatches;
  microseconds += other.microseconds;
}
