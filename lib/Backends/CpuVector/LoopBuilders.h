//===- LoopBuilders.h - scf loops with an implicit location -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The code generation of this folder builds loop nests with one
// ImplicitLocOpBuilder; these wrap scf's region builders so that the bodies
// keep using it.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_BACKENDS_CPUVECTOR_LOOPBUILDERS_H
#define ACCEL_LIB_BACKENDS_CPUVECTOR_LOOPBUILDERS_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace accel {

/// scf.for over [lb, ub) step `step` carrying `inits`: `body` gets the
/// induction variable and the carried values and returns the values to
/// yield.
mlir::scf::ForOp
buildFor(mlir::ImplicitLocOpBuilder &b, mlir::Value lb, mlir::Value ub,
         mlir::Value step, mlir::ValueRange inits,
         llvm::function_ref<llvm::SmallVector<mlir::Value>(mlir::Value,
                                                           mlir::ValueRange)>
             body);

/// A loop without results over [lb, ub) step `step`: scf.parallel when
/// `parallel`, scf.for otherwise.
void buildLoop(mlir::ImplicitLocOpBuilder &b, mlir::Value lb, mlir::Value ub,
               mlir::Value step, bool parallel,
               llvm::function_ref<void(mlir::Value)> body);

/// scf.if without results, with an else region when `elseBody` is given.
void buildIf(mlir::ImplicitLocOpBuilder &b, mlir::Value condition,
             llvm::function_ref<void()> thenBody,
             llvm::function_ref<void()> elseBody = nullptr);

} // namespace accel

#endif // ACCEL_LIB_BACKENDS_CPUVECTOR_LOOPBUILDERS_H
