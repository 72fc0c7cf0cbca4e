//===- PipelineCopies.h - a pipeline per thread, reused ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_LOWERING_PIPELINECOPIES_H
#define ACCEL_LIB_LOWERING_PIPELINECOPIES_H

#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/ThreadPool.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <vector>

namespace accel {

/// Copies of a dynamic pipeline, one for each thread that may run it at the
/// same time (passes hold state), kept from one op to the next: a copy is
/// initialized the first time it runs and then reused, so pattern sets and
/// the like are built once per thread, not once per kernel.
class PipelineCopies {
public:
  PipelineCopies() = default;
  /// A cloned pass starts without copies: they are its threads' own.
  PipelineCopies(const PipelineCopies &) {}
  PipelineCopies &operator=(const PipelineCopies &) = delete;

  /// Makes enough copies of `pipeline` for `ops` ops run in parallel: as
  /// many as threads may run them at once, at most one per op.
  void prepare(const mlir::OpPassManager &pipeline, mlir::MLIRContext *context,
               size_t ops) {
    size_t count = context->isMultithreadingEnabled()
                       ? context->getThreadPool().getMaxConcurrency()
                       : 1;
    count = std::max<size_t>(1, std::min(count, ops));
    if (copies.size() >= count)
      return;
    copies.resize(count, pipeline);
    busy.reset(new std::atomic<bool>[count]());
  }

  /// Calls `run` with a copy no other thread holds meanwhile.
  template <typename Fn> mlir::LogicalResult withCopy(Fn &&run) {
    unsigned slot = 0;
    while (busy[slot].exchange(true))
      slot = (slot + 1) % copies.size();
    mlir::LogicalResult result = run(copies[slot]);
    busy[slot] = false;
    return result;
  }

private:
  std::vector<mlir::OpPassManager> copies;
  std::unique_ptr<std::atomic<bool>[]> busy;
};

} // namespace accel

#endif // ACCEL_LIB_LOWERING_PIPELINECOPIES_H
