//===- Vulkan.cpp - the vulkan accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

using namespace accel;

/// Why `type` (one of the listed element types) cannot be computed with on a
/// device with the given optional capabilities, or "" when it can.
static std::string missingCapability(mlir::Type type, bool float64,
                                     bool int64) {
  if (type.isF64())
    return float64 ? ""
                   : "f64 needs the Float64 capability (option float64 "
                     "= \"true\")";
  if (type.isInteger(64))
    return int64 ? ""
                 : "i64 needs the Int64 capability (option int64 = "
                   "\"true\")";
  return "";
}

static OptionSpec booleanOption(std::string name, std::string description) {
  OptionSpec option;
  option.name = std::move(name);
  option.description = std::move(description);
  option.defaultValue = "false";
  option.form = "true or false";
  option.knownValues = {"false", "true"};
  return option;
}

llvm::Error accel::registerVulkanAccelerator(Registry &registry) {
  Accelerator vulkan;
  vulkan.name = "vulkan";
  vulkan.description = "Vulkan devices: SPIR-V shaders";
  // Never the implicit default: a GPU is asked for.
  vulkan.autoSelect = false;
  vulkan.preferredBackend = "spirv";
  vulkan.options = {
      patternOption("version", "SPIR-V version", "v1.0", "v1.N",
                    {"v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"},
                    "v1\\.[0-6]"),
      booleanOption("float64", "the device has the Float64 capability"),
      booleanOption("int64", "the device has the Int64 capability"),
  };
  // i64 and f64 only with their capability options, checked per op below.
  vulkan.capabilities.elementTypes = {"i1", "i32", "i64", "f32", "f64"};
  vulkan.capabilities.checkOp = [](mlir::Operation *op,
                                   const PipelineTarget &target) {
    bool float64 = target.acceleratorOption("float64") == "true";
    bool int64 = target.acceleratorOption("int64") == "true";
    auto check = [&](mlir::Type type) {
      if (auto shaped = llvm::dyn_cast<mlir::ShapedType>(type))
        type = shaped.getElementType();
      if (type.isIndex() || !(llvm::isa<mlir::FloatType>(type) ||
                              llvm::isa<mlir::IntegerType>(type)))
        return std::string();
      return missingCapability(type, float64, int64);
    };
    for (mlir::Type type : op->getOperandTypes())
      if (std::string reason = check(type); !reason.empty())
        return reason;
    for (mlir::Type type : op->getResultTypes())
      if (std::string reason = check(type); !reason.empty())
        return reason;
    // Math functions are GLSL extended instructions: no library needed.
    return std::string();
  };
  return registry.registerAccelerator(std::move(vulkan));
}
