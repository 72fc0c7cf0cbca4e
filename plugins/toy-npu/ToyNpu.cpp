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

#include "accel/Backends/Backends.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace accel;

static llvm::Error registerToyNpu(PluginRegistrar &registrar) {
  Accelerator npu;
  npu.name = "toy-npu";
  npu.description = "a toy NPU with an on-chip scratchpad (runs on the host)";
  npu.priority = 10;
  npu.autoSelect = true;
  npu.preferredBackend = "toy-npu-scratchpad";
  npu.options = {makeIntegerOption(
      "scratchpad", "size of the on-chip scratchpad, in bytes", 16384,
      /*min=*/64, /*max=*/1 << 20)};
  npu.capabilities.elementTypes = {"i8", "i16", "i32", "f16", "f32"};
  registrar.addAccelerator(std::move(npu));

  CompileBackend backend;
  backend.name = "toy-npu-scratchpad";
  backend.description =
      "tiles every op for the scratchpad, copies tiles in and out, then loops";
  backend.accelerators = {"toy-npu"};
  backend.buildKernelPipeline = [](mlir::OpPassManager &pm,
                                   const PipelineTarget &target) {
    int64_t bytes = 0;
    // The selection has checked the value against the option's schema.
    (void)target.acceleratorOption("scratchpad").getAsInteger(10, bytes);
    pm.addPass(toy_npu::createTileForScratchpadPass(bytes));
    pm.addPass(mlir::createCanonicalizerPass());
    buildCpuLoopsPipeline(pm);
  };
  registrar.addBackend(std::move(backend));

  registrar.addPass([] { return toy_npu::createTileForScratchpadPass(); });
  return llvm::Error::success();
}

extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
  return {ACCEL_PLUGIN_ABI_VERSION, "toy-npu", "0.1", registerToyNpu};
}
