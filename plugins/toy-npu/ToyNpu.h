//===- ToyNpu.h - the toy-npu example plugin --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_PLUGINS_TOY_NPU_TOYNPU_H
#define ACCEL_PLUGINS_TOY_NPU_TOYNPU_H

#include "mlir/Pass/Pass.h"

namespace toy_npu {

// `toy-npu-tile-for-scratchpad` (Passes.td): its options struct and create
// functions.
#define GEN_PASS_DECL
#include "Passes.h.inc"

} // namespace toy_npu

#endif // ACCEL_PLUGINS_TOY_NPU_TOYNPU_H
