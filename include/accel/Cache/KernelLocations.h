//===- KernelLocations.h - the locations of cached kernels ------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A cache key holds a kernel's IR without its file locations (file, line,
// column), so that a kernel moved in its file, or compiled from another
// file, is still a hit. What the lowering gives depends on them only by
// carrying them along, so an entry holds placeholders in their place, each
// numbering one of the kernel's file locations in the order of their first
// use, and a hit puts back those of the kernel it stands in for: the output
// is the same as a cold compile's, locations included. The key still holds
// the rest of every location (names, call sites, fusions) and which ops
// share one.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CACHE_KERNELLOCATIONS_H
#define ACCEL_CACHE_KERNELLOCATIONS_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace accel {

class KernelLocations {
public:
  /// The file locations of `root` and of what it holds (operations and
  /// block arguments); appends to `key` the shape of their locations.
  void collect(mlir::Operation *root, std::string &key);

  /// Whether entries may be stored and used: no location of the kernel is
  /// in the placeholders' file.
  bool isUsable() const { return usable; }

  /// Replaces each file location of the kernel in `unit` (lowered) by its
  /// placeholder.
  void toPlaceholders(mlir::Operation *unit) const;
  /// Puts the kernel's file locations back in place of the placeholders in
  /// `unit`; fails if one numbers none of them.
  mlir::LogicalResult fromPlaceholders(mlir::Operation *unit) const;

  /// Whether `data`, an entry with placeholders, names a file of the
  /// kernel's locations: something of the lowered kernel kept a location
  /// (or a file name) that the placeholders do not stand for, and the
  /// entry would not fit a kernel elsewhere.
  bool namesKernelFile(llvm::StringRef data) const;

private:
  /// The kernel's file locations, in the order of their first use, and
  /// each one's number.
  std::vector<mlir::FileLineColRange> files;
  llvm::DenseMap<mlir::Attribute, unsigned> numbers;
  bool usable = true;
};

/// A kernel's cache key and the file locations its entry stands for: what
/// looking it up, and storing it, take.
struct KernelKey {
  std::string hash;
  KernelLocations locations;
};

} // namespace accel

#endif // ACCEL_CACHE_KERNELLOCATIONS_H
