//===- broken.cpp - plugins that must be rejected ---------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One source, one broken plugin per BROKEN_* definition (see CMakeLists.txt).
// Each stages entries that the tests then look for: a rejected plugin must
// leave none of them behind.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuLoops.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

#include <cstdlib>

using namespace accel;

namespace {

/// Stages an accelerator `<prefix>-npu` with a backend `<prefix>-loops`.
[[maybe_unused]] void stageAccelerator(PluginRegistrar &registrar,
                                       const std::string &prefix) {
  Accelerator npu;
  npu.name = prefix + "-npu";
  npu.description = "must never be registered";
  npu.preferredBackend = prefix + "-loops";
  registrar.addAccelerator(std::move(npu));
  CompileBackend backend;
  backend.name = prefix + "-loops";
  backend.description = "must never be registered";
  backend.accelerators = {prefix + "-npu"};
  backend.buildKernelPipeline = [](mlir::OpPassManager &pm,
                                   const PipelineTarget &) {
    buildCpuLoopsPipeline(pm);
  };
  registrar.addBackend(std::move(backend));
}

/// A pass registered by an argument that is taken (upstream's canonicalize,
/// or toy-npu's pass) or by none.
struct TakenArgumentPass
    : mlir::PassWrapper<TakenArgumentPass, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TakenArgumentPass)
  llvm::StringRef getArgument() const final {
#if defined(BROKEN_PASS_NO_ARGUMENT)
    return "";
#elif defined(BROKEN_PASS_OF_PLUGIN)
    return "toy-npu-tile-for-scratchpad";
#else
    return "canonicalize";
#endif
  }
  llvm::StringRef getName() const final { return "TakenArgumentPass"; }
  void runOnOperation() final {}
};

[[maybe_unused]] llvm::Error registerBroken(PluginRegistrar &registrar) {
#if defined(BROKEN_DUPLICATE)
  // A free accelerator name, then a backend name the built-ins have.
  stageAccelerator(registrar, "dup");
  CompileBackend loops;
  loops.name = "cpu-loops";
  loops.description = "a second cpu-loops";
  loops.accelerators = {"dup-npu"};
  loops.buildKernelPipeline = [](mlir::OpPassManager &,
                                 const PipelineTarget &) {};
  registrar.addBackend(std::move(loops));
  return llvm::Error::success();
#elif defined(BROKEN_FAILING)
  stageAccelerator(registrar, "failing");
  return llvm::createStringError("no failing-npu device found (driver 0.0)");
#elif defined(BROKEN_PASS) || defined(BROKEN_PASS_OF_PLUGIN) ||                \
    defined(BROKEN_PASS_NO_ARGUMENT)
  stageAccelerator(registrar, "pass");
  registrar.addPass<TakenArgumentPass>();
  return llvm::Error::success();
#else
  // The loader must not get this far.
  std::abort();
#endif
}

} // namespace

#if !defined(BROKEN_NO_SYMBOL)
extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
#if defined(BROKEN_ABI)
  return {999, "broken-abi", "1", registerBroken};
#elif defined(BROKEN_NO_NAME)
  return {ACCEL_PLUGIN_ABI_VERSION, "", "1", registerBroken};
#elif defined(BROKEN_NO_REGISTER)
  return {ACCEL_PLUGIN_ABI_VERSION, "broken-no-register", "1", nullptr};
#else
  return {ACCEL_PLUGIN_ABI_VERSION, BROKEN_NAME, "0.9", registerBroken};
#endif
}
#else
extern "C" ACCEL_PLUGIN_EXPORT int accelSomethingElse(void) { return 0; }
#endif
