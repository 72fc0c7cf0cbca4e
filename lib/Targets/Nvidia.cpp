//===- Nvidia.cpp - the nvidia accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuAccelerator.h"

#include "accel/Registry/Registry.h"
#include "accel/Targets/DeviceLimits.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace accel;

namespace {
struct NvidiaChip {
  const char *chip;
  unsigned minimumPtx;
  /// KiB of shared memory a block may opt in to (dynamic shared memory).
  unsigned sharedKiB;
};
} // namespace

/// The chips LLVM 22's NVPTX backend knows from sm_70 on, with the lowest
/// PTX version it accepts for each (what `llc -mcpu=CHIP` demands) and the
/// shared memory a block may have: 227 KiB on sm_90 to sm_103, 163 KiB on
/// sm_80 and sm_87, 99 KiB on the others from sm_86; before sm_80, where
/// accel asks for none past the static 48 KiB, 48.
static constexpr NvidiaChip kNvidiaChips[] = {
    {"sm_70", 60, 48},    {"sm_72", 61, 48},   {"sm_75", 63, 48},
    {"sm_80", 70, 163},   {"sm_86", 71, 99},   {"sm_87", 74, 163},
    {"sm_88", 90, 99},    {"sm_89", 78, 99},   {"sm_90", 78, 227},
    {"sm_90a", 80, 227},  {"sm_100", 86, 227}, {"sm_100a", 86, 227},
    {"sm_100f", 88, 227}, {"sm_101", 86, 227}, {"sm_101a", 86, 227},
    {"sm_101f", 88, 227}, {"sm_103", 88, 227}, {"sm_103a", 88, 227},
    {"sm_103f", 88, 227}, {"sm_110", 90, 99},  {"sm_110a", 90, 99},
    {"sm_110f", 90, 99},  {"sm_120", 87, 99},  {"sm_120a", 87, 99},
    {"sm_120f", 88, 99},  {"sm_121", 88, 99},  {"sm_121a", 88, 99},
    {"sm_121f", 88, 99}};

/// The PTX versions LLVM 22 knows from 6.0 on, as +ptxNN.
static constexpr unsigned kPtxVersions[] = {60, 61, 62, 63, 64, 65, 70, 71, 72,
                                            73, 74, 75, 76, 77, 78, 80, 81, 82,
                                            83, 84, 85, 86, 87, 88, 90};

/// The row of `chip` in kNvidiaChips, or null.
static const NvidiaChip *lookupChip(llvm::StringRef chip) {
  for (const NvidiaChip &entry : kNvidiaChips)
    if (chip == entry.chip)
      return &entry;
  return nullptr;
}

std::optional<unsigned> accel::getMinimumPtxVersion(llvm::StringRef chip) {
  if (const NvidiaChip *entry = lookupChip(chip))
    return entry->minimumPtx;
  return std::nullopt;
}

int64_t NvidiaOptions::getMaxSharedMemoryBytes() const {
  const NvidiaChip *entry = lookupChip(chip);
  return int64_t(entry ? entry->sharedKiB : 48) * 1024;
}

/// 78 from "+ptx78"; std::nullopt for anything else.
static std::optional<unsigned> parsePtx(llvm::StringRef features) {
  unsigned version;
  if (!features.consume_front("+ptx") || features.getAsInteger(10, version))
    return std::nullopt;
  return version;
}

void NvidiaOptions::bindOptions(OptionBinder &binder) {
  std::vector<std::string> chips;
  for (const NvidiaChip &entry : kNvidiaChips)
    chips.push_back(entry.chip);
  binder.string("chip", chip, "GPU architecture", "sm_XY", chips,
                [](llvm::StringRef value) {
                  return getMinimumPtxVersion(value).has_value();
                });
  binder.string(
      "features", features,
      "PTX version, as +ptxNN, or auto: the lowest the chip supports",
      "+ptxNN or auto", {"auto", "+ptx70", "+ptx78", "+ptx80", "+ptx87"},
      [](llvm::StringRef value) {
        std::optional<unsigned> version = parsePtx(value);
        return value == "auto" ||
               (version && llvm::is_contained(kPtxVersions, *version));
      });
}

std::string NvidiaOptions::getPtxFeatures() const {
  if (features != "auto")
    return features;
  unsigned version = std::max(70u, getMinimumPtxVersion(chip).value_or(70));
  return "+ptx" + std::to_string(version);
}

std::string NvidiaOptions::checkPtxVersion() const {
  std::optional<unsigned> needed = getMinimumPtxVersion(chip);
  std::optional<unsigned> given = parsePtx(getPtxFeatures());
  if (!needed || !given || *given >= *needed)
    return "";
  auto dotted = [](unsigned v) {
    return std::to_string(v / 10) + "." + std::to_string(v % 10);
  };
  return "chip '" + chip + "' needs PTX " + dotted(*needed) +
         " or later, but features = '" + features + "' asks for " +
         dotted(*given) + " (use +ptx" + std::to_string(*needed) + " or auto)";
}

llvm::Error accel::registerNvidiaAccelerator(Registry &registry) {
  Accelerator nvidia =
      makeGpuAccelerator("nvidia", "NVIDIA GPUs: NVVM, then PTX",
                         optionSchema(NvidiaOptions()), "CUDA's libdevice");
  // A PTX version too old for the chip would stop LLVM with a fatal error in
  // the middle of serialization: refuse it at the first op instead.
  nvidia.capabilities.checkOp =
      [gpuCheck = nvidia.capabilities.checkOp](mlir::Operation *op,
                                               const PipelineTarget &target) {
        std::string reason =
            target.getAcceleratorOptions<NvidiaOptions>().checkPtxVersion();
        return reason.empty() ? gpuCheck(op, target) : reason;
      };
  return registry.registerAccelerator(std::move(nvidia));
}

GpuGridLimits accel::getNvidiaGridLimits() {
  // 48 KiB of static shared memory per block on every chip since sm_20;
  // warps of 32.
  return {{2147483647, 65535, 65535}, "nvidia", 1024, 48 * 1024, 32};
}
