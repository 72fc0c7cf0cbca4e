//===- Targets.h - the built-in accelerators --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TARGETS_TARGETS_H
#define ACCEL_TARGETS_TARGETS_H

#include "llvm/Support/Error.h"

namespace accel {

class Registry;

/// The host CPU: options `triple` and `cpu` (host defaults), every element
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

/// Registers every built-in accelerator and backend. Called explicitly by the
/// tool and by embedders (there are no static constructors); an error if one
/// of the names is taken already.
llvm::Error registerBuiltinTargets(Registry &registry);

} // namespace accel

#endif // ACCEL_TARGETS_TARGETS_H
