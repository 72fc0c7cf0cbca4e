//===- BuiltinTargetsTest.cpp - the built-in targets ------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Targets/Targets.h"

#include "accel/Backends/Backends.h"
#include "accel/Registry/Registry.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

using namespace accel;

namespace {

std::string pipelineText(mlir::OpPassManager &pm) {
  std::string text;
  llvm::raw_string_ostream os(text);
  pm.printAsTextualPipeline(os);
  return text;
}

TEST(BuiltinTargetsTest, GpusAreNeverTheImplicitDefault) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltinTargets(registry)));
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
  ASSERT_FALSE(bool(registerBuiltinTargets(registry)));
  const Accelerator *cpu = registry.lookupAccelerator("cpu");
  ASSERT_NE(cpu, nullptr);
  EXPECT_EQ(registry.defaultAccelerator(), cpu);
  EXPECT_EQ(cantFail(registry.getPreferredBackend("cpu")), "cpu-vector");
  EXPECT_EQ(registry.describeBackendsFor("cpu"),
            "cpu-loops, cpu-openmp, cpu-vector (default)");
  EXPECT_NE(cpu->findOption("triple"), nullptr);
  EXPECT_NE(cpu->findOption("cpu"), nullptr);
  EXPECT_TRUE(cpu->findOption("cpu")->accepts("x86-64-v3"));
  EXPECT_FALSE(cpu->findOption("cpu")->accepts("pentium9"));
  EXPECT_TRUE(cpu->capabilities.supportsElementType("bf16"));
  EXPECT_FALSE(cpu->capabilities.supportsElementType("f128"));
}

TEST(BuiltinTargetsTest, RegisteringTwiceNamesBothProviders) {
  Registry registry;
  ASSERT_FALSE(bool(registerBuiltinTargets(registry)));
  llvm::Error error = registerBuiltinTargets(registry);
  ASSERT_TRUE(bool(error));
  EXPECT_EQ(toString(std::move(error)),
            "accelerator 'amd' from built-in is already registered by "
            "built-in");
}

TEST(BuiltinTargetsTest, PipelinesAreThePlainFunctions) {
  // What the registry's builders append is what an embedder gets from the
  // build*Pipeline functions.
  mlir::OpPassManager loops(mlir::func::FuncOp::getOperationName());
  buildCpuLoopsPipeline(loops);
  EXPECT_EQ(pipelineText(loops).substr(0, 35),
            "func.func(convert-linalg-to-loops,c");

  CpuVectorOptions options;
  options.tileM = 4;
  options.tileN = 16;
  options.tileK = 2;
  options.vectorWidth = 8;
  mlir::OpPassManager vector(mlir::func::FuncOp::getOperationName());
  buildCpuVectorPipeline(vector, options);
  EXPECT_NE(pipelineText(vector).find("accel-tile-and-vectorize{parallel-"
                                      "outer=false register-tile={4,16,2} "
                                      "vector-width=8}"),
            std::string::npos);

  // cpu-openmp: the same tiles, the rows of tiles parallel.
  mlir::OpPassManager openmp(mlir::func::FuncOp::getOperationName());
  buildCpuOpenMPKernelPipeline(openmp, options);
  EXPECT_NE(pipelineText(openmp).find("accel-tile-and-vectorize{parallel-"
                                      "outer=true register-tile={4,16,2} "
                                      "vector-width=8}"),
            std::string::npos);

  mlir::OpPassManager module(mlir::ModuleOp::getOperationName());
  buildCpuOpenMPModulePipeline(module, CpuOpenMPOptions{3});
  EXPECT_EQ(pipelineText(module),
            "builtin.module(convert-scf-to-openmp{num-threads=3})");
}

} // namespace
