//===- crashy.cpp - a backend whose pass fails or crashes -------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A test-only plugin for reproducers (test/Plugins/reproducer.mlir): the
// accelerator `crashy-npu` (tagged testing) and its backend `crashy-loops`,
// whose kernel stage runs `crashy-fail` before cpu-loops' stage. The pass
// fails with an error on every function, or crashes (a null store) when its
// `crash` option is set: a backend option of the same name passes it on.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuLoops.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

using namespace accel;

namespace {

struct CrashyFailPass
    : mlir::PassWrapper<CrashyFailPass,
                        mlir::OperationPass<mlir::func::FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CrashyFailPass)

  CrashyFailPass() = default;
  CrashyFailPass(const CrashyFailPass &other) : PassWrapper(other) {}

  llvm::StringRef getArgument() const final { return "crashy-fail"; }
  llvm::StringRef getDescription() const final {
    return "Fail on every function (or crash, with crash=true)";
  }

  void runOnOperation() final {
    if (crash) {
      // A real crash, for the crash reproducer.
      volatile int *null = nullptr;
      *null = 1;
    }
    getOperation().emitError()
        << "crashy-fail: the crashy backend fails on purpose";
    signalPassFailure();
  }

  Option<bool> crash{*this, "crash", llvm::cl::desc("Crash instead of fail"),
                     llvm::cl::init(false)};
};

/// The backend's options.
struct CrashyOptions {
  bool crash = false;
  void bindOptions(OptionBinder &binder) {
    binder.boolean("crash", crash, "crash instead of failing");
  }
};

llvm::Error registerCrashy(PluginRegistrar &registrar) {
  Accelerator npu;
  npu.name = "crashy-npu";
  npu.description = "a test device whose backend fails";
  npu.tags.testing = true;
  npu.preferredBackend = "crashy-loops";
  registrar.addAccelerator(std::move(npu));

  CompileBackend backend;
  backend.name = "crashy-loops";
  backend.description = "fails (or crashes) in its kernel stage";
  backend.tags.testing = true;
  backend.accelerators = {"crashy-npu"};
  backend.options = optionSchema(CrashyOptions());
  backend.buildKernelPipeline = withOptions<CrashyOptions>(
      [](mlir::OpPassManager &pm, const CrashyOptions &options,
         const PipelineTarget &) {
        auto pass = std::make_unique<CrashyFailPass>();
        pass->crash = options.crash;
        pm.addPass(std::move(pass));
        buildCpuLoopsPipeline(pm);
      });
  registrar.addBackend(std::move(backend));
  registrar.addPass<CrashyFailPass>();
  return llvm::Error::success();
}

} // namespace

extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
  return {ACCEL_PLUGIN_ABI_VERSION, "crashy", "1.0", registerCrashy};
}
