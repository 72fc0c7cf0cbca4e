//===- HostToLLVM.cpp - the host lowering to LLVM ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Conversion/HostToLLVM.h"

#include "accel/Support/NestedPipelines.h"

#include "Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;
using namespace accel;

void accel::buildHostLoweringPipeline(OpPassManager &pm, bool gpuLaunches) {
  // A GPU kernel's result that the next GPU kernel takes stays on the
  // device.
  if (gpuLaunches)
    pm.addPass(createAccelGpuForwardResults());
  // Kernels' scratch buffers kept from one call to the next (cpu-vector's
  // packed panels): no malloc, free and page faults at each call.
  addPassIfDialect(pm, "memref", createAccelScratchBuffers());
  // What can be converted one function at a time is, nested under the
  // function so that the pass manager runs the functions on all cores; only
  // the conversions that must see the module (they declare functions, or
  // convert the functions themselves) walk it. Each conversion runs only
  // where there are ops it converts: one with nothing to do costs neither a
  // walk nor the verification after it, and accel's own versions of
  // upstream passes say when they changed nothing (views to expand, casts
  // to reconcile), which spares the verification too.
  OpPassManager &structured = pm.nest<func::FuncOp>();
  // Host code may compute with linalg too (accel ops outside kernels).
  addPassIfDialect(structured, "linalg", createConvertLinalgToLoopsPass());
  addPassIfDialect(structured, "vector", createAccelConvertVectorToSCF());
  structured.addPass(createAccelExpandStridedMetadata());
  addPassIfDialect(structured, "affine", createLowerAffinePass());
  // The vector ops become those that convert-to-llvm converts (its
  // rewrites, unlike upstream's convert-vector-to-llvm, visit only the
  // vector ops; accel-convert-vector-to-scf's only the transfers).
  addPassIfDialect(structured, "vector", createAccelLowerVector());
  // The memref ops are converted with the rest (below), except where there
  // is OpenMP: its regions hold memref.alloca_scope, whose lowering needs
  // structured bodies, so there they go before SCF becomes control flow.
  addPassIfDialect(pm, "omp", createFinalizeMemRefToLLVMConversionPass());
  OpPassManager &flat = pm.nest<func::FuncOp>();
  addPassIfDialect(flat, "scf", createSCFToControlFlowPass());
  addPassIfDialect(flat, "math", createConvertMathToLLVMPass());
  // The math ops LLVM has no intrinsic for become libm calls; a walk of the
  // whole module, only where there are math ops left.
  addPassIfDialect(pm, "math", createConvertMathToLibmPass());
  // The rest (vector, memref, arith, cf, func, ub, ...) in one walk,
  // through the dialects' ConvertToLLVMPatternInterface: two conversions
  // and two verifications of the module fewer than with upstream's
  // convert-vector-to-llvm and finalize-memref-to-llvm.
  pm.addPass(createConvertToLLVMPass());
  addPassIfDialect(pm, "omp", createConvertOpenMPToLLVMPass());
  // Host launches of GPU kernels (gpu.launch_func). A whole-module walk with
  // every LLVM pattern: skipped when no backend in use launches on a GPU.
  // Then the launches, and the runtime calls gpu-to-llvm made, become calls
  // of accel's runtime naming their device kind.
  if (gpuLaunches) {
    pm.addPass(createGpuToLLVMConversionPass());
    pm.addPass(createAccelGpuToRuntime());
  }
  pm.addPass(createAccelReconcileUnrealizedCasts());
  // The cpu accelerator's kernels for its `cpu`, the module for its
  // `triple` (which the next pass reads).
  pm.addPass(createAccelCpuTarget());
  // Results and buffers of 4 MiB or more on transparent huge pages: fewer
  // page faults for a fresh result, fewer TLB misses computing it.
  pm.addPass(createAccelHugePageAllocations());
  // The conversions leave each memref descriptor built up field by field
  // and taken apart again at every use, and the same constants many times
  // over: folding them makes the lowered code much smaller (faster to
  // print, to cache and to translate). One function at a time, in
  // parallel; the CFG's blocks are left as they are (region simplification
  // costs more than it gains here). accel-fold-llvm is canonicalize with
  // only the patterns that can match an LLVM op, where there are only those.
  pm.addNestedPass<LLVM::LLVMFuncOp>(createAccelFoldLLVM());
}

llvm::Triple accel::getModuleTriple(ModuleOp module) {
  auto attr = module->getAttrOfType<StringAttr>(
      LLVM::LLVMDialect::getTargetTripleAttrName());
  return llvm::Triple(attr ? attr.getValue().str()
                           : llvm::sys::getProcessTriple());
}

void accel::appendGlobalDestructors(LLVM::GlobalDtorsOp to, ArrayAttr dtors,
                                    ArrayAttr priorities, ArrayAttr data) {
  SmallVector<Attribute> allNames(to.getDtors().getValue());
  SmallVector<Attribute> allPriorities(to.getPriorities().getValue());
  SmallVector<Attribute> allData(to.getData().getValue());
  for (auto [name, priority, datum] : llvm::zip(dtors, priorities, data)) {
    if (llvm::is_contained(allNames, name))
      continue;
    allNames.push_back(name);
    allPriorities.push_back(priority);
    allData.push_back(datum);
  }
  Builder builder(to.getContext());
  to.setDtorsAttr(builder.getArrayAttr(allNames));
  to.setPrioritiesAttr(builder.getArrayAttr(allPriorities));
  to.setDataAttr(builder.getArrayAttr(allData));
}

void accel::addGlobalDestructor(ModuleOp module, llvm::StringRef function) {
  MLIRContext *context = module.getContext();
  Builder builder(context);
  ArrayAttr dtors =
      builder.getArrayAttr(FlatSymbolRefAttr::get(context, function));
  ArrayAttr priorities = builder.getArrayAttr(builder.getI32IntegerAttr(0));
  ArrayAttr data = builder.getArrayAttr(LLVM::ZeroAttr::get(context));
  auto lists = module.getOps<LLVM::GlobalDtorsOp>();
  if (!lists.empty())
    return appendGlobalDestructors(*lists.begin(), dtors, priorities, data);
  OpBuilder atEnd = OpBuilder::atBlockEnd(module.getBody());
  LLVM::GlobalDtorsOp::create(atEnd, atEnd.getUnknownLoc(), dtors, priorities,
                              data);
}

void accel::registerConversionPasses() { registerAccelConversionPasses(); }
