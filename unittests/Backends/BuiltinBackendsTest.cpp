//===- BuiltinBackendsTest.cpp - the built-in backends ----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Builtins.h"

#include "accel/Backends/CpuLoops.h"
#include "accel/Backends/CpuOpenMP.h"
#include "accel/Backends/CpuVector.h"
#include "accel/Backends/GpuCommon.h"
#include "accel/Backends/GpuSimt.h"
#include "accel/IR/AccelOps.h"
#include "accel/InitAll.h"
#include "accel/Registry/Registry.h"
#include "accel/Support/Host.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include "ParsingTest.h"

#include "gtest/gtest.h"

#include <map>
#include <set>

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
/// `accelerator` with the given backend (and accelerator) options.
std::string
registeredPipeline(const Registry &registry, llvm::StringRef backendName,
                   llvm::StringRef acceleratorName,
                   std::map<std::string, std::string> given,
                   bool moduleStage = false,
                   std::map<std::string, std::string> acceleratorGiven = {}) {
  const CompileBackend *backend = registry.lookupBackend(backendName);
  const Accelerator *accelerator = registry.lookupAccelerator(acceleratorName);
  EXPECT_TRUE(backend && accelerator);
  OptionValues acceleratorValues =
      valuesFor(accelerator->options, std::move(acceleratorGiven));
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
  options.blockM = 96;
  options.vectorWidth = 8;
  // The registry's builder passes the ways of the target's L1, the host's.
  options.l1Ways = CpuVectorOptions::host().l1Ways;
  mlir::OpPassManager vector(mlir::func::FuncOp::getOperationName());
  buildCpuVectorPipeline(vector, options);
  std::string registered = registeredPipeline(registry, "cpu-vector", "cpu",
                                              {{"tile-m", "4"},
                                               {"tile-n", "16"},
                                               {"tile-k", "2"},
                                               {"block-k", "64"},
                                               {"block-n", "128"},
                                               {"block-m", "96"},
                                               {"vector-width", "8"}});
  EXPECT_EQ(registered, pipelineText(vector));
  EXPECT_NE(registered.find("accel-tile-and-vectorize{block-m=96 "
                            "cache-tile={64,128} l1-ways=" +
                            std::to_string(options.l1Ways) +
                            " pack-a=auto parallel-outer=false "
                            "register-tile={4,16,2} vector-width=8}"),
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
                                {"block-m", "96"},
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

TEST_F(BuiltinBackendsTest, CpuTilesKnowTheTargetsL1Ways) {
  // pack-a's auto counts a tile's rows in one set of L1 against half of its
  // ways: the host's (sysfs) for the host, 8 for another CPU, whose L1 the
  // compiler does not know.
  int64_t host = CpuVectorOptions::host().l1Ways;
  EXPECT_GE(host, 1);
  std::string foreign = getHostCpuName() == "znver3" ? "skylake" : "znver3";
  for (const char *backend : {"cpu-vector", "cpu-openmp"}) {
    EXPECT_NE(registeredPipeline(registry, backend, "cpu", {})
                  .find("l1-ways=" + std::to_string(host) + " "),
              std::string::npos)
        << backend;
    EXPECT_NE(registeredPipeline(registry, backend, "cpu", {},
                                 /*moduleStage=*/false, {{"cpu", foreign}})
                  .find("l1-ways=8 "),
              std::string::npos)
        << backend;
  }
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

TEST_F(BuiltinBackendsTest, CpuTuningSpaceTriesBothWaysOfReadingA) {
  TuningSubject subject;
  subject.contraction = true;
  std::vector<TuningCandidate> space = getCpuVectorTuningSpace(subject);
  // Every register tile with its derived blocks once as given (pack-a from
  // the kernel: auto by default), once with A packed, once in place; with
  // half and twice block-k only as given.
  std::map<std::string, std::set<std::string>> packAByTile;
  std::map<std::string, std::set<std::string>> blockKByTile;
  for (const TuningCandidate &candidate : space) {
    std::map<std::string, std::string> options(candidate.begin(),
                                               candidate.end());
    std::string tile = options["tile-m"] + "x" + options["tile-n"];
    blockKByTile[tile].insert(options["block-k"]);
    if (options.count("pack-a"))
      packAByTile[tile].insert(options["pack-a"] + "@" + options["block-k"]);
  }
  ASSERT_FALSE(blockKByTile.empty());
  EXPECT_EQ(packAByTile.size(), blockKByTile.size());
  for (const auto &[tile, packA] : packAByTile) {
    ASSERT_EQ(packA.size(), 2u) << tile;
    std::string blockK = packA.begin()->substr(packA.begin()->find('@'));
    EXPECT_EQ(packA,
              (std::set<std::string>{"in-place" + blockK, "packed" + blockK}))
        << tile;
  }
  // Every value is one the option accepts.
  const OptionSpec *packA =
      registry.lookupBackend("cpu-vector")->findOption("pack-a");
  ASSERT_NE(packA, nullptr);
  EXPECT_EQ(packA->defaultValue, "auto");
  for (const char *value : {"auto", "packed", "in-place"})
    EXPECT_TRUE(packA->accepts(value)) << value;
  EXPECT_FALSE(packA->accepts("copied"));
}

TEST_F(BuiltinBackendsTest, CpuTuningSpaceStartsWithTheKernelsOwnTile) {
  // Where the budget measures only the first few candidates (a 4096^3
  // matmul), they are variants of the tile the kernel has: here the tile
  // with the fewest accumulators, last by the space's own order.
  int64_t width = CpuVectorOptions::host().vectorWidth;
  std::string tileN = std::to_string(4 * width);
  TuningSubject subject;
  subject.contraction = true;
  std::vector<TuningCandidate> unordered = getCpuVectorTuningSpace(subject);
  subject.options = {{"tile-m", "2"}, {"tile-n", tileN}};
  std::vector<TuningCandidate> space = getCpuVectorTuningSpace(subject);
  auto tileOf = [](const TuningCandidate &candidate) {
    std::map<std::string, std::string> options(candidate.begin(),
                                               candidate.end());
    return options["tile-m"] + "x" + options["tile-n"];
  };
  ASSERT_EQ(space.size(), unordered.size());
  ASSERT_GE(space.size(), 5u);
  EXPECT_NE(tileOf(unordered.front()), "2x" + tileN);
  // The derived blocks, A packed and in place, half and twice block-k.
  for (size_t i = 0; i < 5; ++i)
    EXPECT_EQ(tileOf(space[i]), "2x" + tileN) << i;
  EXPECT_NE(tileOf(space[5]), "2x" + tileN);
  // The others keep their order.
  std::vector<TuningCandidate> rest(space.begin() + 5, space.end());
  std::vector<TuningCandidate> others;
  for (const TuningCandidate &candidate : unordered)
    if (tileOf(candidate) != "2x" + tileN)
      others.push_back(candidate);
  EXPECT_EQ(rest, others);
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

/// What gpu-simt's and spirv's tuning spaces give for the kernels of a
/// parsed module, on an accelerator with given options.
class GpuTuningSpaceTest : public ParsingTest {
protected:
  void SetUp() override {
    registerAllPasses(registry);
    ASSERT_FALSE(bool(registerBuiltins(registry)));
  }

  struct Space {
    std::vector<TuningCandidate> candidates;
    /// The options the candidates vary (the same in each).
    std::set<std::string> names;
  };

  /// The space of `backend` for the first kernel of `text` on
  /// `accelerator`, with each candidate checked at every op as the
  /// selection checks the options it names (a candidate that does not
  /// compile would be measured for nothing).
  Space spaceOf(const char *text, llvm::StringRef backendName,
                llvm::StringRef acceleratorName,
                std::map<std::string, std::string> acceleratorGiven,
                std::map<std::string, std::string> backendGiven = {}) {
    mlir::OwningOpRef<mlir::ModuleOp> module = parse(text);
    auto kernel = *module->getOps<KernelOp>().begin();
    const CompileBackend *backend = registry.lookupBackend(backendName);
    const Accelerator *accelerator =
        registry.lookupAccelerator(acceleratorName);
    OptionValues acceleratorValues =
        valuesFor(accelerator->options, acceleratorGiven);
    OptionValues backendValues = valuesFor(backend->options, backendGiven);
    PipelineTarget target{*accelerator, acceleratorValues, backendValues};
    TuningSubject subject;
    kernel.walk([&](mlir::Operation *op) {
      subject.contraction |= mlir::isa<MatmulOp, BatchMatmulOp, Conv2DOp>(op);
      subject.reduction |= mlir::isa<ReduceOp>(op);
    });
    for (const OptionSpec &spec : backend->options) {
      auto it = backendGiven.find(spec.name);
      subject.options.emplace_back(
          spec.name, it == backendGiven.end() ? spec.defaultValue : it->second);
    }
    subject.kernel = kernel;
    subject.target = &target;
    Space space;
    space.candidates = backend->tuningSpace(subject);
    for (const TuningCandidate &candidate : space.candidates) {
      std::set<std::string> names;
      std::map<std::string, std::string> options = backendGiven;
      for (const auto &[name, value] : candidate) {
        names.insert(name);
        options[name] = value;
      }
      if (space.names.empty())
        space.names = names;
      EXPECT_EQ(names, space.names);
      OptionValues values = valuesFor(backend->options, options);
      PipelineTarget candidateTarget{*accelerator, acceleratorValues, values};
      kernel.walk([&](mlir::Operation *op) {
        EXPECT_EQ(backend->capabilities.checkOp(op, candidateTarget), "")
            << op->getName().getStringRef().str();
      });
    }
    return space;
  }

  Registry registry;
};

const char *kF16Matmul = R"mlir(
accel.kernel @k(%a: tensor<256x128xf16>, %b: tensor<128x512xf16>) -> tensor<256x512xf16> {
  %c = matmul %a, %b : tensor<256x128xf16>, tensor<128x512xf16> -> tensor<256x512xf16>
  return %c : tensor<256x512xf16>
})mlir";

const char *kF32Matmul = R"mlir(
accel.kernel @k(%a: tensor<256x128xf32>, %b: tensor<128x512xf32>) -> tensor<256x512xf32> {
  %c = matmul %a, %b : tensor<256x128xf32>, tensor<128x512xf32> -> tensor<256x512xf32>
  return %c : tensor<256x512xf32>
})mlir";

const std::set<std::string> kMmaNames = {"mma-stages",  "mma-tile-k",
                                         "mma-tile-m",  "mma-tile-n",
                                         "mma-warps-m", "mma-warps-n"};
const std::set<std::string> kSimtNames = {"thread-m", "thread-n", "tile-k",
                                          "tile-m", "tile-n"};

/// The value of `name` in `candidate`.
std::string valueOf(const TuningCandidate &candidate, llvm::StringRef name) {
  for (const auto &[key, value] : candidate)
    if (key == name)
      return value;
  return "";
}

TEST_F(GpuTuningSpaceTest, TensorCoreMatmulsVaryTheTensorCoreTiles) {
  // Before, an f16 matmul on sm_80+ was tuned over the SIMT tiles, which
  // it does not use: every candidate the same code.
  Space space = spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_90"}});
  EXPECT_EQ(space.names, kMmaNames);
  // 12 shapes of warps, each with K steps of 32 and 64: all fit in 227 KiB,
  // and in sm_80's 163 KiB.
  EXPECT_EQ(space.candidates.size(), 24u);
  EXPECT_EQ(spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_80"}})
                .candidates.size(),
            24u);
  // The defaults first; derived stages throughout.
  GpuMmaOptions defaults;
  const TuningCandidate &first = space.candidates.front();
  EXPECT_EQ(valueOf(first, "mma-tile-m"), std::to_string(defaults.tileM));
  EXPECT_EQ(valueOf(first, "mma-tile-n"), std::to_string(defaults.tileN));
  std::set<std::string> shapes;
  for (const TuningCandidate &candidate : space.candidates) {
    EXPECT_EQ(valueOf(candidate, "mma-stages"), "0");
    shapes.insert(valueOf(candidate, "mma-tile-m") + "x" +
                  valueOf(candidate, "mma-tile-n") + "x" +
                  valueOf(candidate, "mma-tile-k") + "/" +
                  valueOf(candidate, "mma-warps-m") + "x" +
                  valueOf(candidate, "mma-warps-n"));
  }
  EXPECT_EQ(shapes.size(), space.candidates.size());
  EXPECT_TRUE(shapes.count("256x128x64/4x2"));
  EXPECT_TRUE(shapes.count("64x64x32/2x2"));
}

TEST_F(GpuTuningSpaceTest, TensorCoreTilesFitTheChip) {
  // sm_86's 99 KiB: each candidate passes the check above; where two
  // stages of a K step of 64 do not fit, that candidate is the halved
  // step's, so the space is no larger than sm_90's.
  Space small = spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_86"}});
  Space large = spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_90"}});
  EXPECT_EQ(small.names, kMmaNames);
  EXPECT_LE(small.candidates.size(), large.candidates.size());
  // tf32's 4-byte elements on sm_86: the default tiles' K step halves to
  // 16, and the candidate says so (it would otherwise repeat another).
  Space tf32 = spaceOf(kF32Matmul, "gpu-simt", "nvidia", {{"chip", "sm_86"}},
                       {{"tf32", "true"}});
  EXPECT_EQ(tf32.names, kMmaNames);
  ASSERT_FALSE(tf32.candidates.empty());
  const TuningCandidate &first = tf32.candidates.front();
  EXPECT_EQ(valueOf(first, "mma-tile-n"), "256");
  EXPECT_EQ(valueOf(first, "mma-tile-k"), "16");
  for (const TuningCandidate &candidate : tf32.candidates)
    EXPECT_FALSE(valueOf(candidate, "mma-tile-m") == "256" &&
                 valueOf(candidate, "mma-tile-k") == "64")
        << "two stages of 256 x 64 tf32 do not fit on sm_86";
}

TEST_F(GpuTuningSpaceTest, SimtContractionsVaryTheSimtTiles) {
  // No tensor cores before sm_80, on amd, for f32 without tf32, or with
  // tensor-cores off; spirv has none.
  EXPECT_EQ(
      spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_75"}}).names,
      kSimtNames);
  EXPECT_EQ(spaceOf(kF16Matmul, "gpu-simt", "amd", {}).names, kSimtNames);
  EXPECT_EQ(
      spaceOf(kF32Matmul, "gpu-simt", "nvidia", {{"chip", "sm_90"}}).names,
      kSimtNames);
  EXPECT_EQ(spaceOf(kF16Matmul, "gpu-simt", "nvidia", {{"chip", "sm_90"}},
                    {{"tensor-cores", "false"}})
                .names,
            kSimtNames);
  EXPECT_EQ(spaceOf(kF32Matmul, "spirv", "vulkan", {}).names, kSimtNames);
  EXPECT_TRUE(spaceOf(kF32Matmul, "gpu-simt", "nvidia", {{"chip", "sm_90"}},
                      {{"tiled", "false"}})
                  .candidates.empty());
}

TEST_F(GpuTuningSpaceTest, EachPartVariesWithTheOthersAsGiven) {
  // An f16 matmul on the tensor cores, an f32 one on the SIMT tiles and
  // rows to reduce: each candidate changes one part's options.
  Space space =
      spaceOf(R"mlir(
accel.kernel @k(%a: tensor<64x32xf16>, %b: tensor<32x64xf16>, %x: tensor<64x32xf32>, %y: tensor<32x16xf32>) -> (tensor<64x64xf16>, tensor<64xf32>) {
  %c = matmul %a, %b : tensor<64x32xf16>, tensor<32x64xf16> -> tensor<64x64xf16>
  %d = matmul %x, %y : tensor<64x32xf32>, tensor<32x16xf32> -> tensor<64x16xf32>
  %s = reduce <sum> %d dims = [1] : tensor<64x16xf32> -> tensor<64xf32>
  return %c, %s : tensor<64x64xf16>, tensor<64xf32>
})mlir",
              "gpu-simt", "nvidia", {{"chip", "sm_80"}}, {{"threads", "128"}});
  std::set<std::string> names = kMmaNames;
  names.insert(kSimtNames.begin(), kSimtNames.end());
  names.insert("threads");
  EXPECT_EQ(space.names, names);
  size_t rows = 0, given = 0;
  for (const TuningCandidate &candidate : space.candidates) {
    rows += valueOf(candidate, "mma-tile-n") == "256" &&
            valueOf(candidate, "tile-m") == "128" &&
            valueOf(candidate, "tile-k") == "8";
    given += valueOf(candidate, "threads") == "128";
  }
  // The five workgroups of the rows, with both tiles at their defaults;
  // the tiles' candidates with the threads given.
  EXPECT_GE(rows, 5u);
  EXPECT_EQ(given, space.candidates.size() - 4);
}

} // namespace
