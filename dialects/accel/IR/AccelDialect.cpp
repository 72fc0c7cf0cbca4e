//===- AccelDialect.cpp - accel dialect registration ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/IR/AccelDialect.h"

#include "accel/IR/AccelAttrs.h"
#include "accel/IR/AccelOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace accel;

#include "accel/IR/AccelOpsDialect.cpp.inc"

void AccelDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "accel/IR/AccelOps.cpp.inc"
      >();
  registerAttributes();
}

/// Checks the discardable `accel.*` attributes: `accel.target` and
/// `accel.backend` sit on a module and hold the matching attribute kind;
/// `accel.selection`, the record of a resolved kernel, sits on a function-like
/// op (the kernel, or the function it was lowered to) and is a dictionary of
/// builtin attributes, so that lowered output stays readable by tools that do
/// not know the accel dialect (mlir-runner, mlir-translate). `accel.tuned`,
/// a kernel's tuning record, is a dictionary too: its options are checked
/// against the backend's schema by the selection. `accel.gpu_object` sits on
/// the global that accel-gpu-to-runtime made of a GPU binary and says what
/// its bytes are (format, device kind, target). `accel.scratch` sits on a
/// memref.alloc and names the slot of its scratch buffer.
LogicalResult AccelDialect::verifyOperationAttribute(Operation *op,
                                                     NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  if (name == getTunedAttrName()) {
    auto record = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!isa<KernelOp>(op))
      return op->emitError() << "'accel.tuned' may only be set on a kernel";
    if (!record || !isa_and_nonnull<StringAttr>(record.get("backend")) ||
        !isa_and_nonnull<DictionaryAttr>(record.get("options")) ||
        (record.get("note") && !isa<StringAttr>(record.get("note"))))
      return op->emitError()
             << "'accel.tuned' must be a dictionary with a 'backend' string, "
                "an 'options' dictionary and an optional 'note' string, got "
             << attr.getValue();
    return success();
  }
  if (name == getSelectionAttrName()) {
    if (!isa<FunctionOpInterface>(op))
      return op->emitError() << "'accel.selection' may only be set on a "
                                "function-like op";
    auto record = dyn_cast<DictionaryAttr>(attr.getValue());
    auto isString = [&](StringRef key) {
      return record && isa_and_nonnull<StringAttr>(record.get(key));
    };
    auto isDictionaryOrAbsent = [&](StringRef key) {
      return !record.get(key) || isa<DictionaryAttr>(record.get(key));
    };
    if (!isString("accelerator") || !isString("backend") ||
        !isString("target_source") || !isString("backend_source") ||
        !isDictionaryOrAbsent("accelerator_options") ||
        !isDictionaryOrAbsent("backend_options"))
      return op->emitError()
             << "'accel.selection' must be a dictionary with the strings "
                "'accelerator', 'backend', 'target_source', 'backend_source' "
                "and optional dictionaries 'accelerator_options', "
                "'backend_options', got "
             << attr.getValue();
    return success();
  }
  if (name == getVariantAttrName()) {
    auto record = dyn_cast<DictionaryAttr>(attr.getValue());
    if (!isa<FunctionOpInterface>(op) || !record ||
        !isa_and_nonnull<StringAttr>(record.get("kernel")) ||
        !isa_and_nonnull<IntegerAttr>(record.get("index")) ||
        !isa_and_nonnull<StringAttr>(record.get("variants")) ||
        !isa_and_nonnull<StringAttr>(record.get("source")))
      return op->emitError()
             << "'accel.variant' must be a dictionary with the strings "
                "'kernel', 'variants' and 'source' and the integer 'index', "
                "on a function-like op";
    return success();
  }
  if (name == getGpuObjectAttrName()) {
    auto record = dyn_cast<DictionaryAttr>(attr.getValue());
    if (op->getName().getStringRef() != "llvm.mlir.global" || !record ||
        !isa_and_nonnull<StringAttr>(record.get("format")) ||
        !isa_and_nonnull<StringAttr>(record.get("kind")) ||
        !record.get("target"))
      return op->emitError()
             << "'accel.gpu_object' must be a dictionary with the strings "
                "'format' and 'kind' and a 'target' attribute, on an "
                "llvm.mlir.global";
    return success();
  }
  if (name == getScratchAttrName()) {
    auto slot = dyn_cast<IntegerAttr>(attr.getValue());
    if (op->getName().getStringRef() != "memref.alloc" || !slot ||
        slot.getValue().isNegative() ||
        slot.getValue().uge(getScratchSlotCount()))
      return op->emitError()
             << "'accel.scratch' must be an integer from 0 to "
             << getScratchSlotCount() - 1 << ", on a memref.alloc";
    return success();
  }
  bool isTarget = name == getTargetAttrName();
  if (!isTarget && name != getBackendAttrName())
    return op->emitError() << "unknown accel attribute '" << name
                           << "'; expected 'accel.target', 'accel.backend', "
                              "'accel.selection', 'accel.tuned', "
                              "'accel.variant', 'accel.gpu_object' or "
                              "'accel.scratch'";
  if (!isa<ModuleOp>(op))
    return op->emitError() << "'" << name
                           << "' may only be set on a builtin.module";
  if (isTarget && !isTargetOrList(attr.getValue()))
    return op->emitError() << "'accel.target' must be a #accel.target "
                              "attribute or a non-empty list of them, got "
                           << attr.getValue();
  if (!isTarget && !isa<BackendAttr>(attr.getValue()))
    return op->emitError() << "'accel.backend' must be a #accel.backend "
                              "attribute, got "
                           << attr.getValue();
  return success();
}
