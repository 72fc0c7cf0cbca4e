//===- BuiltinBackendsTest.cpp - the built-in backends ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Builtins.h"

#include "accel/Backends/CpuLoops.h"
#include "accel/Backends/CpuOpenMP.h"
#include "accel/Backends/CpuVector.h"
#include "accel/Backends/GpuSimt.h"
#include "accel/InitAll.h"
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

/// Every option of `schema`, from `given` (name, text) or the default, parsed
/// as the selection parses them.
OptionValues valuesFor(llvm::ArrayRef<OptionSpec> schema,
                       std::map<std::string, std::string> given = {}) {
  OptionValues values;
  for (const OptionSpec &spec : schema) {
    auto it = given.find(spec.name);
    std::optional<OptionValue> value =
        spec.parse(it != given.end() ? it->second : spec.defaultValue);
    EXPECT_TRUE(value) << spec.name;
    if (value)
      values.set(spec.name, *value);
  }
  return values;
}

/// The text of what `backend`'s builder (kernel or module stage) appends for
/// `accelerator` with the given backend options.
std::string registeredPipeline(const Registry &registry,
                               llvm::StringRef backendName,
                               llvm::StringRef acceleratorName,
                               std::map<std::string, std::string> given,
                               bool moduleStage = false) {
  const CompileBackend *backend = registry.lookupBackend(backendName);
  const Accelerator *accelerator = registry.lookupAccelerator(acceleratorName);
  EXPECT_TRUE(backend && accelerator);
  OptionValues acceleratorValues = valuesFor(accelerator->options);
  OptionValues backendValues = valuesFor(backend->options, std::move(given));
  PipelineTarget target{*accelerator, acceleratorValues, backendValues};
  mlir::OpPassManager pm(moduleStage ? mlir::ModuleOp::getOperationName()
                                     : mlir::func::FuncOp::getOperationName());
  (moduleStage ? backend->buildModulePipeline
               : backend->buildKernelPipeline)(pm, target);
  return pipelineText(pm);
}

class BuiltinBackendsTest : public ::testing::Test {
protected:
  void SetUp() override {
    // Backend pipelines name accel's passes; printing needs them registered.
    registerAllPasses(registry);
    ASSERT_FALSE(bool(registerBuiltins(registry)));
  }
  Registry registry;
};

TEST_F(BuiltinBackendsTest, RegistryBuildersAreThePlainFunctions) {
  // What the registry's builders append, from the selection's typed values,
  // is what an embedder gets from the build*Pipeline functions.
  mlir::OpPassManager loops(mlir::func::FuncOp::getOperationName());
  buildCpuLoopsPipeline(loops);
  EXPECT_EQ(registeredPipeline(registry, "cpu-loops", "cpu", {}),
            pipelineText(loops));

  CpuVectorOptions options;
  options.tileM = 4;
  options.tileN = 16;
  options.tileK = 2;
  options.blockK = 64;
  options.blockN = 128;
  options.vectorWidth = 8;
  mlir::OpPassManager vector(mlir::func::FuncOp::getOperationName());
  buildCpuVectorPipeline(vector, options);
  std::string registered = registeredPipeline(registry, "cpu-vector", "cpu",
                                              {{"tile-m", "4"},
                                               {"tile-n", "16"},
                                               {"tile-k", "2"},
                                               {"block-k", "64"},
                                               {"block-n", "128"},
                                               {"vector-width", "8"}});
  EXPECT_EQ(registered, pipelineText(vector));
  EXPECT_NE(registered.find("accel-tile-and-vectorize{cache-tile={64,128} "
                            "parallel-outer=false register-tile={4,16,2} "
                            "vector-width=8}"),
            std::string::npos);

  // cpu-openmp: cpu-vector's host tiles, the rows of tiles parallel, or the
  // tiles it is given; its own option reaches the module stage.
  mlir::OpPassManager openmp(mlir::func::FuncOp::getOperationName());
  buildCpuOpenMPKernelPipeline(openmp, CpuVectorOptions::host());
  EXPECT_EQ(registeredPipeline(registry, "cpu-openmp", "cpu", {}),
            pipelineText(openmp));
  EXPECT_NE(pipelineText(openmp).find("parallel-outer=true"),
            std::string::npos);
  mlir::OpPassManager openmpTiles(mlir::func::FuncOp::getOperationName());
  buildCpuOpenMPKernelPipeline(openmpTiles, options);
  EXPECT_EQ(registeredPipeline(registry, "cpu-openmp", "cpu",
                               {{"tile-m", "4"},
                                {"tile-n", "16"},
                                {"tile-k", "2"},
                                {"block-k", "64"},
                                {"block-n", "128"},
                                {"vector-width", "8"}}),
            pipelineText(openmpTiles));
  EXPECT_EQ(registeredPipeline(registry, "cpu-openmp", "cpu",
                               {{"num-threads", "3"}}, /*moduleStage=*/true),
            "builtin.module(convert-scf-to-openmp{num-threads=3})");

  // gpu-simt: the accelerator's typed options choose the device.
  GpuSimtDevice amd;
  amd.vendor = GpuSimtDevice::Vendor::Amd;
  amd.chip = "gfx90a";
  mlir::OpPassManager rocdl(mlir::ModuleOp::getOperationName());
  buildGpuSimtModulePipeline(rocdl, amd);
  EXPECT_EQ(registeredPipeline(registry, "gpu-simt", "amd", {},
                               /*moduleStage=*/true),
            pipelineText(rocdl));
  EXPECT_NE(pipelineText(rocdl).find("chip=gfx90a"), std::string::npos);
}

TEST_F(BuiltinBackendsTest, BackendOptionsAreTyped) {
  const CompileBackend *vector = registry.lookupBackend("cpu-vector");
  const OptionSpec *tileM = vector->findOption("tile-m");
  ASSERT_NE(tileM, nullptr);
  EXPECT_EQ(tileM->kind, OptionKind::Integer);
  EXPECT_EQ(tileM->defaultValue,
            std::to_string(CpuVectorOptions::host().tileM));
  EXPECT_FALSE(tileM->accepts("0"));
  const OptionSpec *threads =
      registry.lookupBackend("gpu-simt")->findOption("threads");
  EXPECT_EQ(threads->defaultValue,
            std::to_string(GpuSimtOptions().threadsPerBlock));
  EXPECT_EQ(threads->form, "an integer from 1 to 1024");
}

TEST_F(BuiltinBackendsTest, EveryDefaultIsAcceptedByItsOwnSpec) {
  // The selection parses defaults without checking them again; amd's chip
  // pattern once rejected its own default, gfx90a.
  for (const Accelerator *accelerator : registry.accelerators())
    for (const OptionSpec &spec : accelerator->options)
      EXPECT_TRUE(spec.accepts(spec.defaultValue))
          << accelerator->name << " " << spec.name;
  for (const CompileBackend *backend : registry.backends())
    for (const OptionSpec &spec : backend->options)
      EXPECT_TRUE(spec.accepts(spec.defaultValue))
          << backend->name << " " << spec.name;
}

/// A backend as a new folder would define it: an options struct, a pipeline
/// that receives it, one registration function.
struct UnrollOptions {
  int64_t factor = 2;
  void bindOptions(OptionBinder &binder) {
    binder.integer("factor", factor, "unroll factor", 1, 8);
  }
};

TEST_F(BuiltinBackendsTest, ANewBackendIsOneRegistration) {
  CompileBackend backend;
  backend.name = "cpu-unroll";
  backend.description = "test backend";
  backend.accelerators = {"cpu"};
  backend.options = optionSchema(UnrollOptions());
  int64_t seen = 0;
  backend.buildKernelPipeline = withOptions<UnrollOptions>(
      [&seen](mlir::OpPassManager &pm, const UnrollOptions &options,
              const PipelineTarget &) {
        seen = options.factor;
        buildCpuLoopsPipeline(pm);
      });
  ASSERT_FALSE(bool(registry.registerBackend(std::move(backend))));
  EXPECT_EQ(registry.describeBackendsFor("cpu").find("cpu-unroll") !=
                std::string::npos,
            true);
  (void)registeredPipeline(registry, "cpu-unroll", "cpu", {{"factor", "4"}});
  EXPECT_EQ(seen, 4);
}

} // namespace
