//===- UnitPasses.h - the passes that lower kernels in units ----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A kernel that the module's host code does not launch is lowered the same
// whatever else the module holds. So accel-kernel-early-units takes it out
// before anything runs and lowers it in a unit of its own from the start
// (accel-to-linalg, bufferization, ... and the unit's pipeline), the kernels
// in parallel, instead of waiting for the passes that must see the whole
// module; its cache key hashes the accel.kernel itself, so that a hit skips
// all of that. accel-link-kernels puts each such unit in place of the
// declaration that stood in for its kernel. A launched kernel is lowered
// and looked up by accel-kernel-units, after bufferization: how the host
// code is bufferized depends on its body. So is a kernel that refers to
// other symbols or makes constant globals (their names and places in the
// output come from the whole module), with the early key if it was looked
// up. The passes share a CachedKernels.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_UNITS_UNITPASSES_H
#define ACCEL_LIB_LOWERING_UNITS_UNITPASSES_H

#include "accel/Cache/Entries.h"
#include "accel/Cache/KernelLocations.h"
#include "accel/Cache/Keys.h"
#include "accel/Lowering/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace accel {

/// Marks a lowered unit waiting for accel-link-kernels; names its kernel.
static constexpr llvm::StringLiteral kUnitAttr = "accel_lowering.unit";

/// What accel-kernel-early-units lowered or found, for the later passes of
/// the same pipeline run (it starts afresh each run).
struct CachedKernels {
  /// The key of each kernel it looked up and left to accel-kernel-units, by
  /// kernel name.
  std::map<std::string, KernelKey> keys;
  /// The lowered unit of each kernel it lowered or found in the cache, by
  /// kernel name, until it is linked.
  std::map<std::string, mlir::OwningOpRef<mlir::ModuleOp>> units;
  /// Whether it warned that the cache directory cannot be used.
  bool cacheUnusable = false;
};

/// One backend and configuration whose kernels accel-kernel-early-units
/// lowers: `front` (accel-to-linalg to bufferization) then `unit` (the
/// unit's pipeline) is everything they go through, both anchored on
/// builtin.module, and `prefix` (getCacheKeyPrefix) names it in cache keys.
struct EarlyPath {
  std::string backend;
  std::string configuration;
  std::string front;
  std::string unit;
  std::string prefix;
};

/// accel-kernel-early-units: each kernel of `paths` that nothing in the
/// module refers to gives way to a declaration and is looked up in the
/// cache in `cacheDir` (if any) under a key of `prefix` and the kernel
/// (without locations) with what it refers to and the module's attributes;
/// a miss is lowered along its path's pipeline in a unit of its own (the
/// kernels in parallel) and stored, unless it refers to other symbols or
/// its unit holds more than the kernel and declarations once lowered: then
/// it goes back in the module for accel-kernel-units. What it lowered or
/// found goes to `*cached`, and to `*report` when given; a corrupt entry is
/// a warning.
std::unique_ptr<mlir::Pass> createAccelKernelEarlyUnits(
    std::vector<EarlyPath> paths, AccelKernelEarlyUnitsOptions options,
    std::shared_ptr<CachedKernels> cached, CacheReport *report);

/// accel-kernel-units and accel-link-kernels that take part in an up-front
/// lookup (`cached`; null: none).
std::unique_ptr<mlir::Pass>
createAccelKernelUnits(AccelKernelUnitsOptions options, CacheReport *report,
                       std::shared_ptr<CachedKernels> cached);
std::unique_ptr<mlir::Pass>
createAccelLinkKernels(AccelLinkKernelsOptions options,
                       std::shared_ptr<CachedKernels> cached);

} // namespace accel

#endif // ACCEL_LIB_LOWERING_UNITS_UNITPASSES_H
