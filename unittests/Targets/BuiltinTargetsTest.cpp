//===- BuiltinTargetsTest.cpp - the built-in targets ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/InitAll.h"
#include "accel/Registry/Registry.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace accel;

namespace {

TEST(BuiltinTargetsTest, GpusAreNeverTheImplicitDefault) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltins(registry)));
  for (const char *name : {"amd", "nvidia"}) {
    const Accelerator *gpu = registry.lookupAccelerator(name);
    ASSERT_NE(gpu, nullptr);
    EXPECT_FALSE(gpu->autoSelect);
    EXPECT_EQ(cantFail(registry.getPreferredBackend(name)), "gpu-simt");
  }
  const Accelerator *vulkan = registry.lookupAccelerator("vulkan");
  ASSERT_NE(vulkan, nullptr);
  EXPECT_FALSE(vulkan->autoSelect);
  EXPECT_EQ(cantFail(registry.getPreferredBackend("vulkan")), "spirv");
  EXPECT_EQ(registry.describeBackendsFor("vulkan"), "spirv (default)");
  EXPECT_EQ(registry.defaultAccelerator()->name, "cpu");
  EXPECT_TRUE(registry.lookupAccelerator("nvidia")->findOption("chip")->accepts(
      "sm_90"));
  EXPECT_FALSE(
      registry.lookupAccelerator("nvidia")->findOption("chip")->accepts(
          "sm_9"));
  EXPECT_TRUE(registry.lookupAccelerator("amd")->findOption("chip")->accepts(
      "gfx1100"));
  EXPECT_FALSE(
      registry.lookupAccelerator("amd")->findOption("chip")->accepts("gfx9"));
}

TEST(BuiltinTargetsTest, RegistersCpuAndItsThreeBackends) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltins(registry)));
  const Accelerator *cpu = registry.lookupAccelerator("cpu");
  ASSERT_NE(cpu, nullptr);
  EXPECT_EQ(registry.defaultAccelerator(), cpu);
  EXPECT_EQ(cantFail(registry.getPreferredBackend("cpu")), "cpu-vector");
  std::string cpuBackends = registry.describeBackendsFor("cpu");
  for (const char *name : {"cpu-loops", "cpu-openmp", "cpu-vector (default)"})
    EXPECT_NE(cpuBackends.find(name), std::string::npos) << cpuBackends;
  EXPECT_NE(cpu->findOption("triple"), nullptr);
  EXPECT_NE(cpu->findOption("cpu"), nullptr);
  EXPECT_TRUE(cpu->findOption("cpu")->accepts("x86-64-v3"));
  EXPECT_FALSE(cpu->findOption("cpu")->accepts("pentium9"));
  mlir::MLIRContext context;
  EXPECT_TRUE(
      cpu->capabilities.supportsElementType(mlir::BFloat16Type::get(&context)));
  EXPECT_FALSE(
      cpu->capabilities.supportsElementType(mlir::Float128Type::get(&context)));
  // Element types are built in the context they are checked in.
  mlir::MLIRContext other;
  EXPECT_TRUE(
      cpu->capabilities.supportsElementType(mlir::IntegerType::get(&other, 8)));
  // i1, i8, i16, i32, i64, f16, f32, f64 (the narrow and 64-bit ones with
  // their options); no bf16.
  EXPECT_EQ(registry.lookupAccelerator("vulkan")
                ->capabilities.getElementTypes(&other)
                .size(),
            8u);
  EXPECT_FALSE(
      registry.lookupAccelerator("vulkan")->capabilities.supportsElementType(
          mlir::BFloat16Type::get(&other)));
}

TEST(BuiltinTargetsTest, AcceleratorOptionsAreTyped) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltinAccelerators(registry)));
  // The schemas come from the option structs' defaults.
  const OptionSpec *chip =
      registry.lookupAccelerator("nvidia")->findOption("chip");
  EXPECT_EQ(chip->defaultValue, NvidiaOptions().chip);
  const OptionSpec *float64 =
      registry.lookupAccelerator("vulkan")->findOption("float64");
  EXPECT_EQ(float64->kind, OptionKind::Boolean);
  EXPECT_EQ(float64->defaultValue, "false");
  EXPECT_EQ(registry.lookupAccelerator("cpu")->findOption("cpu")->defaultValue,
            CpuOptions::host().cpu);
}

TEST(BuiltinTargetsTest, RegisteringTwiceNamesBothProviders) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltins(registry)));
  llvm::Error error = registerBuiltins(registry);
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(toString(std::move(error)),
            "accelerator 'amd' from built-in is already registered by "
            "built-in");
}

} // namespace
