//===- OpenReg.cpp - the openreg example plugin -----------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A registration-only test accelerator in the spirit of PyTorch's OpenReg: it
// exists to exercise the plugin path, so it is tagged `testing` and is never
// chosen implicitly, however high its priority. Asked for by name, it
// compiles kernels with its own backend, scalar loops on the host, and its
// pass `openreg-assign-device` tags each kernel with the device it runs on
// (`openreg.device`). It also brings a dialect of its own, `openreg`, which
// spells device ids as `#openreg<device = N>` and checks `openreg.device`
// attributes: a plugin dialect, registered through the plugin registrar.
//
//===----------------------------------------------------------------------===//

#include "accel/Backends/CpuLoops.h"
#include "accel/Plugin/Plugin.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

using namespace accel;

namespace {

/// The `openreg` dialect: no ops, an attribute syntax for device ids and a
/// check of `openreg.device`.
class OpenRegDialect : public mlir::Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(OpenRegDialect)

  explicit OpenRegDialect(mlir::MLIRContext *context)
      : Dialect(getDialectNamespace(), context,
                mlir::TypeID::get<OpenRegDialect>()) {}
  static constexpr llvm::StringLiteral getDialectNamespace() {
    return "openreg";
  }

  /// `#openreg<device = N>`: the device id N, as an i64 attribute.
  mlir::Attribute parseAttribute(mlir::DialectAsmParser &parser,
                                 mlir::Type type) const override {
    int64_t device = 0;
    if (parser.parseKeyword("device") || parser.parseEqual() ||
        parser.parseInteger(device))
      return {};
    return mlir::IntegerAttr::get(mlir::IntegerType::get(getContext(), 64),
                                  device);
  }

  void printAttribute(mlir::Attribute attr,
                      mlir::DialectAsmPrinter &printer) const override {}

  mlir::LogicalResult
  verifyOperationAttribute(mlir::Operation *op,
                           mlir::NamedAttribute attr) override {
    if (attr.getName() != "openreg.device")
      return op->emitError()
             << "unknown openreg attribute '" << attr.getName().getValue()
             << "'; openreg knows 'openreg.device'";
    auto device = llvm::dyn_cast<mlir::IntegerAttr>(attr.getValue());
    if (device && device.getValue().isNonNegative())
      return mlir::success();
    return op->emitError()
           << "'openreg.device' must be a non-negative integer device id, got "
           << attr.getValue();
  }
};

} // namespace

namespace openreg {
#define GEN_PASS_DECL_OPENREGASSIGNDEVICE
#define GEN_PASS_DEF_OPENREGASSIGNDEVICE
#include "Passes.h.inc"
} // namespace openreg

namespace {
/// Tags each kernel function with the openreg device it runs on.
struct AssignDevicePass
    : openreg::impl::OpenRegAssignDeviceBase<AssignDevicePass> {
  using Base::Base;

  void runOnOperation() final {
    mlir::Builder builder(&getContext());
    getOperation()->setAttr("openreg.device",
                            builder.getI64IntegerAttr(device));
  }
};

} // namespace

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
    pm.addPass(openreg::createOpenRegAssignDevice());
    buildCpuLoopsPipeline(pm);
  };
  registrar.addBackend(std::move(backend));
  registrar.addPass([] { return openreg::createOpenRegAssignDevice(); });
  registrar.dialects().insert<OpenRegDialect>();
  return llvm::Error::success();
}

extern "C" ACCEL_PLUGIN_EXPORT AccelPluginInfo accelGetPluginInfo(void) {
  return {ACCEL_PLUGIN_ABI_VERSION, "openreg", "1.0", registerOpenReg};
}
