//===- BufferizePipeline.cpp - the bufferization stage ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Conversion/Bufferize.h"

#include "accel/Support/NestedPipelines.h"

#include "Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace accel;

void accel::buildBufferizePipeline(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions options;
  options.bufferizeFunctionBoundaries = true;
  options.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(options));
  // Its constants' globals named by first use, not in the order it happened
  // to visit the functions.
  pm.addPass(createAccelNameConstants());
  // Ownership-based deallocation (kernel results are freed by their
  // callers): upstream's buffer deallocation pipeline, with what works on
  // one function at a time nested in func.func, so that it runs on all
  // cores; the deallocation itself and its lowering (which may add a helper
  // function) see the module. The passes that often have nothing to do run
  // only where they have (and only then is the IR verified after them): a
  // kernel seldom holds a memref.realloc, and its clones and deallocations
  // are often all gone before the last conversion.
  OpPassManager &before = pm.nest<func::FuncOp>();
  addPassIfDialect(
      before, "memref",
      memref::createExpandReallocPass(
          memref::ExpandReallocPassOptions{/*emitDeallocs=*/false}),
      memref::ReallocOp::getOperationName());
  before.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  OpPassManager &after = pm.nest<func::FuncOp>();
  after.addPass(createCanonicalizerPass());
  after.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  OpPassManager &cleanup = pm.nest<func::FuncOp>();
  cleanup.addPass(createCSEPass());
  cleanup.addPass(createCanonicalizerPass());
  // It clones what a function returns without owning it (an argument, a
  // global): the clones become allocations and copies.
  OpPassManager &clones = pm.nest<func::FuncOp>();
  addPassIfDialect(clones, "bufferization",
                   createConvertBufferizationToMemRefPass());
}
