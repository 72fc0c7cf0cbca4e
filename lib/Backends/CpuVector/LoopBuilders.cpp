//===- LoopBuilders.cpp - scf loops with an implicit location ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LoopBuilders.h"

using namespace mlir;

/// Runs `body` with `b` inserting where the region builder `nested` does.
static void insertingAt(ImplicitLocOpBuilder &b, OpBuilder &nested,
                        llvm::function_ref<void()> body) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(nested.getInsertionBlock(), nested.getInsertionPoint());
  body();
}

scf::ForOp accel::buildFor(
    ImplicitLocOpBuilder &b, Value lb, Value ub, Value step, ValueRange inits,
    llvm::function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  return scf::ForOp::create(
      b, lb, ub, step, inits,
      [&](OpBuilder &nested, Location, Value iv, ValueRange iterArgs) {
        insertingAt(b, nested,
                    [&] { scf::YieldOp::create(b, body(iv, iterArgs)); });
      });
}

void accel::buildLoop(ImplicitLocOpBuilder &b, Value lb, Value ub, Value step,
                      bool parallel, llvm::function_ref<void(Value)> body) {
  if (!parallel) {
    buildFor(b, lb, ub, step, {}, [&](Value iv, ValueRange) {
      body(iv);
      return SmallVector<Value>();
    });
    return;
  }
  scf::ParallelOp::create(b, ValueRange{lb}, ValueRange{ub}, ValueRange{step},
                          [&](OpBuilder &nested, Location, ValueRange ivs) {
                            insertingAt(b, nested, [&] { body(ivs.front()); });
                          });
}

void accel::buildIf(ImplicitLocOpBuilder &b, Value condition,
                    llvm::function_ref<void()> thenBody,
                    llvm::function_ref<void()> elseBody) {
  auto region = [&](llvm::function_ref<void()> fill) {
    return [&b, fill](OpBuilder &nested, Location) {
      insertingAt(b, nested, [&] {
        fill();
        scf::YieldOp::create(b);
      });
    };
  };
  if (elseBody)
    scf::IfOp::create(b, condition, region(thenBody), region(elseBody));
  else
    scf::IfOp::create(b, condition, region(thenBody));
}
