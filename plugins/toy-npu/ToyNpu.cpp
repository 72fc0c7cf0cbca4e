//===- ToyNpu.cpp - the toy-npu example plugin ------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// An accelerator with a small on-chip scratchpad, modelled on the host: its
// backend tiles every op for the scratchpad (a pass of this plugin), then
// lowers like cpu-loops, so that its output runs in mlir-runner. Its priority
// is above cpu's: loading it makes it the implicit default.
//
//===----------------------------------------------------------------------===//

#include "ToyNpu.h"

#include "accel/Backends/CpuLoops.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace accel;

namespace {
/// The accelerator's options: typed, their schema built from the defaults.
struct ToyNpuOptions {
  /// Size of the on-chip scratchpad, in bytes.
  int64_t scratchpad = 16384;

  void bindOptions(OptionBinder &binder) {
    binder.integer("scratchpad", scratchpad,
                   "size of the on-chip scratchpad, in bytes", /*min=*/64,
                   /*max=*/1 << 20);
  }
};
} // namespace

static llvm::Error registerToyNpu(PluginRegistrar &registrar) {
  using namespace mlir;
  Accelerator npu;
  npu.name = "toy-npu";
  npu.description = "a toy NPU with an on-chip scratchpad (runs on the host)";
  npu.priority = 10;
  npu.autoSelect = true;
  npu.preferredBackend = "toy-npu-scratchpad";
  npu.options = optionSchema(ToyNpuOptions());
  npu.capabilities.elementTypes = {buildIntegerType<8>, buildIntegerType<16>,
                                   buildIntegerType<32>, buildType<Float16Type>,
                                   buildType<Float32Type>};
  registrar.addAccelerator(std::move(npu));

  CompileBackend backend;
  backend.name = "toy-npu-scratchpad";
  backend.description =
      "tiles every op for the scratchpad, copies tiles in and out, then loops";
  backend.accelerators = {"toy-npu"};
  backend.buildKernelPipeline = [](OpPassManager &pm,
                                   const PipelineTarget &target) {
    toy_npu::ToyNpuTileForScratchpadOptions tiling;
    tiling.scratchpadBytes =
        target.getAcceleratorOptions<ToyNpuOptions>().scratchpad;
    pm.addPass(toy_npu::createToyNpuTileForScratchpad(tiling));
    pm.addPass(createCanonicalizerPass());
    buildCpuLoopsPipeline(pm);
  };
  registrar.addBackend(std::move(backend));

  registrar.addPass([] { return toy_npu::createToyNpuTileForScratchpad(); });
  return llvm::Error::success();
}

extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
  return {ACCEL_PLUGIN_ABI_VERSION, "toy-npu", "0.1", registerToyNpu};
}
