//===- Vulkan.cpp - the vulkan accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "GpuCommon.h"

#include "accel/Registry/Registry.h"

#include "mlir/IR/BuiltinTypes.h"

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
  // i64 and f64 only with their capability options, checked per type below.
  vulkan.capabilities.elementTypes = {"i1", "i32", "i64", "f32", "f64"};
  vulkan.capabilities.checkElementType = [](mlir::Type type,
                                            const PipelineTarget &target) {
    return missingCapability(type,
                             target.acceleratorOption("float64") == "true",
                             target.acceleratorOption("int64") == "true");
  };
  return registry.registerAccelerator(std::move(vulkan));
}
