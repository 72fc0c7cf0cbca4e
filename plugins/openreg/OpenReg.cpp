//===- OpenReg.cpp - the openreg example plugin -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A registration-only test accelerator in the spirit of PyTorch's OpenReg: it
// exists to exercise the plugin path, so it is tagged `testing` and is never
// chosen implicitly, however high its priority. Asked for by name, it
// compiles kernels with its own backend, scalar loops on the host.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/Backends.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Pass/PassManager.h"

using namespace accel;

static llvm::Error registerOpenReg(PluginRegistrar &registrar) {
  Accelerator openreg;
  openreg.name = "openreg";
  openreg.description = "a registration test device (runs on the host)";
  openreg.tags.testing = true;
  // Higher than every other accelerator: the testing tag alone keeps it from
  // being the implicit default.
  openreg.priority = 100;
  openreg.preferredBackend = "openreg-loops";
  registrar.addAccelerator(std::move(openreg));

  CompileBackend backend;
  backend.name = "openreg-loops";
  backend.description = "openreg's backend: scalar loops on the host";
  backend.tags.testing = true;
  backend.accelerators = {"openreg"};
  backend.buildKernelPipeline = [](mlir::OpPassManager &pm,
                                   const PipelineTarget &) {
    buildCpuLoopsPipeline(pm);
  };
  registrar.addBackend(std::move(backend));
  return llvm::Error::success();
}

extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
  return {ACCEL_PLUGIN_ABI_VERSION, "openreg", "1.0", registerOpenReg};
}
