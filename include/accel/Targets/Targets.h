//===- Targets.h - the built-in accelerators --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One file per built-in accelerator in lib/Targets; each has an options struct
// whose schema is built from its own defaults (accel/Registry/Options.h).
// Backends read them with PipelineTarget::getAcceleratorOptions<...>().
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TARGETS_TARGETS_H
#define ACCEL_TARGETS_TARGETS_H

#include "accel/Registry/Options.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace accel {

class Registry;

/// The host CPU. Defaults: the host's CPU name and triple.
struct CpuOptions {
  /// CPU name, as for clang's -march.
  std::string cpu;
  /// LLVM target triple.
  std::string triple;

  /// The host's values.
  static CpuOptions host();
  void bindOptions(OptionBinder &binder);
};

/// NVIDIA GPUs.
struct NvidiaOptions {
  /// sm_XY (one LLVM's NVPTX backend knows, see getMinimumPtxVersion).
  std::string chip = "sm_80";
  /// The PTX version as +ptxNN, or "auto": the lowest `chip` supports, and
  /// at least 7.0.
  std::string features = "auto";

  void bindOptions(OptionBinder &binder);

  /// `features` with "auto" resolved: what the NVVM target gets.
  std::string getPtxFeatures() const;
  /// Why `features` cannot generate code for `chip` ("" when it can).
  std::string checkPtxVersion() const;
  /// The shared memory a block on `chip` may opt in to (dynamic shared
  /// memory past the static 48 KiB); 48 KiB for a chip not in the table.
  int64_t getMaxSharedMemoryBytes() const;
};

/// The lowest PTX version (times ten: 78 is PTX 7.8) that LLVM's NVPTX
/// backend accepts for `chip`; std::nullopt for a chip it does not know.
std::optional<unsigned> getMinimumPtxVersion(llvm::StringRef chip);

/// AMD GPUs.
struct AmdOptions {
  /// gfxNNN.
  std::string chip = "gfx90a";

  void bindOptions(OptionBinder &binder);
};

/// Vulkan devices.
struct VulkanOptions {
  /// SPIR-V version, v1.0 to v1.6.
  std::string version = "v1.0";
  /// Optional capabilities of the device beyond Shader.
  bool float64 = false;
  bool int64 = false;
  /// 16- and 8-bit types, in arithmetic and in storage buffers.
  bool float16 = false;
  bool int16 = false;
  bool int8 = false;

  void bindOptions(OptionBinder &binder);
};

/// The host CPU: options `cpu` and `triple` (host defaults), every element
/// type of the dialect, preferred backend `cpu-vector`.
llvm::Error registerCpuAccelerator(Registry &registry);

/// NVIDIA GPUs: options `chip` (sm_XY, default sm_80) and `features` (PTX
/// version, default +ptx70); preferred backend `gpu-simt`. Never implicit.
llvm::Error registerNvidiaAccelerator(Registry &registry);

/// AMD GPUs: option `chip` (gfxNNN, default gfx90a); preferred backend
/// `gpu-simt`. Never implicit.
llvm::Error registerAmdAccelerator(Registry &registry);

/// Vulkan devices: options `version` (SPIR-V v1.N, default v1.0), `float64`
/// and `int64` (optional capabilities, default false); preferred backend
/// `spirv`. Never implicit.
llvm::Error registerVulkanAccelerator(Registry &registry);

/// Registers every built-in accelerator (the one list of them); an error if
/// one of the names is taken already.
llvm::Error registerBuiltinAccelerators(Registry &registry);

} // namespace accel

#endif // ACCEL_TARGETS_TARGETS_H
