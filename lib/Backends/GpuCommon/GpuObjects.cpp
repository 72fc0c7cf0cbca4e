//===- GpuObjects.cpp - reproducible GPU objects ----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "accel/Backends/GpuCommon.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

namespace accel {
#define GEN_PASS_DEF_ACCELDROPGPUCOMPILETIMES
#include "Passes.h.inc"
} // namespace accel

using namespace mlir;
using namespace accel;

namespace {
struct AccelDropGpuCompileTimesPass
    : accel::impl::AccelDropGpuCompileTimesBase<AccelDropGpuCompileTimesPass> {
  void runOnOperation() override {
    getOperation().walk([](gpu::BinaryOp binary) {
      SmallVector<Attribute> objects;
      for (Attribute attr : binary.getObjects()) {
        auto object = cast<gpu::ObjectAttr>(attr);
        DictionaryAttr properties = object.getProperties();
        if (properties) {
          SmallVector<NamedAttribute> kept;
          for (NamedAttribute entry : properties)
            if (!entry.getName().getValue().ends_with("TimeInMs"))
              kept.push_back(entry);
          properties = kept.empty()
                           ? DictionaryAttr()
                           : DictionaryAttr::get(binary.getContext(), kept);
        }
        objects.push_back(gpu::ObjectAttr::get(
            binary.getContext(), object.getTarget(), object.getFormat(),
            object.getObject(), properties, object.getKernels()));
      }
      binary.setObjectsAttr(ArrayAttr::get(binary.getContext(), objects));
    });
  }
};
} // namespace

void accel::addDropGpuCompileTimesPass(OpPassManager &pm) {
  pm.addPass(createAccelDropGpuCompileTimes());
}
