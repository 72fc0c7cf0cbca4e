//===- Vulkan.cpp - the vulkan accelerator ----------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/Registry/Registry.h"
#include "accel/Targets/DeviceLimits.h"

#include "GpuAccelerator.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/raw_ostream.h"

using namespace accel;

void VulkanOptions::bindOptions(OptionBinder &binder) {
  binder.pattern("version", version, "SPIR-V version", "v1.N",
                 {"v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"},
                 "v1\\.[0-6]");
  binder.boolean("float64", float64, "the device has the Float64 capability");
  binder.boolean("int64", int64, "the device has the Int64 capability");
  binder.boolean("float16", float16,
                 "the device has Float16 and 16-bit storage buffer access");
  binder.boolean("int16", int16,
                 "the device has Int16 and 16-bit storage buffer access");
  binder.boolean("int8", int8,
                 "the device has Int8 and 8-bit storage buffer access");
}

/// Why `type` (one of the listed element types) cannot be computed with on a
/// device with the given optional capabilities, or "" when it can.
static std::string missingCapability(mlir::Type type,
                                     const VulkanOptions &options) {
  struct Optional {
    bool matches;
    bool enabled;
    const char *capabilities;
    const char *option;
  };
  const Optional optional[] = {
      {type.isF64(), options.float64, "the Float64 capability", "float64"},
      {type.isInteger(64), options.int64, "the Int64 capability", "int64"},
      {type.isF16(), options.float16,
       "the Float16 and 16-bit storage capabilities", "float16"},
      {type.isInteger(16), options.int16,
       "the Int16 and 16-bit storage capabilities", "int16"},
      {type.isInteger(8), options.int8,
       "the Int8 and 8-bit storage capabilities", "int8"},
  };
  for (const Optional &entry : optional) {
    if (!entry.matches || entry.enabled)
      continue;
    std::string message;
    llvm::raw_string_ostream os(message);
    os << type << " needs " << entry.capabilities << " (option " << entry.option
       << " = \"true\")";
    return message;
  }
  return "";
}

llvm::Error accel::registerVulkanAccelerator(Registry &registry) {
  using namespace mlir;
  Accelerator vulkan;
  vulkan.name = "vulkan";
  vulkan.description = "Vulkan devices: SPIR-V shaders";
  // Never the implicit default: a GPU is asked for.
  vulkan.autoSelect = false;
  vulkan.preferredBackend = "spirv";
  vulkan.options = optionSchema(VulkanOptions());
  // i8, i16, i64, f16 and f64 only with their capability options, checked
  // per type below.
  vulkan.capabilities.elementTypes = {
      buildIntegerType<1>,    buildIntegerType<8>,   buildIntegerType<16>,
      buildIntegerType<32>,   buildIntegerType<64>,  buildType<Float16Type>,
      buildType<Float32Type>, buildType<Float64Type>};
  vulkan.capabilities.checkElementType = [](Type type,
                                            const PipelineTarget &target) {
    return missingCapability(type,
                             target.getAcceleratorOptions<VulkanOptions>());
  };
  // Math functions are GLSL.std.450 extended instructions, defined on 16-
  // and 32-bit floats only.
  vulkan.capabilities.checkOp = [](Operation *op, const PipelineTarget &) {
    if (!callsDeviceMathLibrary(op) || op->getNumResults() != 1 ||
        !getElementTypeOrSelf(op->getResult(0).getType()).isF64())
      return std::string();
    return std::string("math functions on f64: their GLSL.std.450 extended "
                       "instructions take 16- and 32-bit floats");
  };
  return registry.registerAccelerator(std::move(vulkan));
}

GpuGridLimits accel::getVulkanGridLimits() {
  return {{65535, 65535, 65535}, "vulkan", 1024, 16384};
}
