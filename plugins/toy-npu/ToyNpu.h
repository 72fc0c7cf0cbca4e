//===- ToyNpu.h - the toy-npu example plugin --------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_PLUGINS_TOY_NPU_TOYNPU_H
#define ACCEL_PLUGINS_TOY_NPU_TOYNPU_H

#include "mlir/Pass/Pass.h"

#include <cstdint>
#include <memory>

namespace toy_npu {

/// `toy-npu-tile-for-scratchpad`: tiles each linalg op (on buffers) so that
/// the tiles of its operands fit a scratchpad of `scratchpad-bytes`, and
/// computes on copies of them in scratchpad buffers.
std::unique_ptr<mlir::Pass> createTileForScratchpadPass();
std::unique_ptr<mlir::Pass> createTileForScratchpadPass(int64_t bytes);

} // namespace toy_npu

#endif // ACCEL_PLUGINS_TOY_NPU_TOYNPU_H
