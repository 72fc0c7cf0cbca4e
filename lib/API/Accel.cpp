//===- Accel.cpp - the embedding API ----------------------------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "accel/Accel.h"

#include "accel/IR/AccelDialect.h"
#include "accel/Selection/Passes.h"
#include "accel/Targets/Targets.h"
#include "accel/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

using namespace mlir;
using namespace accel;

void accel::registerDialects(DialectRegistry &registry) {
  registry.insert<AccelDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
}

void accel::registerPasses() {
  static std::once_flag once;
  std::call_once(once, [] {
    registerAllPasses();
    registerAccelPasses();
    registerSelectionPasses(getGlobalRegistry());
  });
}

llvm::Error accel::registerBuiltins(Registry &registry) {
  return registerBuiltinTargets(registry);
}

namespace {
/// Collects the errors (and their notes) emitted on a context while it
/// lives, as accel-opt prints them; other diagnostics go on to the context's
/// other handlers.
class ErrorCollector {
public:
  explicit ErrorCollector(MLIRContext *context)
      : handler(context, [this](Diagnostic &diag) {
          if (diag.getSeverity() != DiagnosticSeverity::Error)
            return failure();
          print(diag, "error");
          for (Diagnostic &note : diag.getNotes())
            print(note, "note");
          return success();
        }) {}

  /// The collected text as an error, or `fallback` when nothing was emitted.
  llvm::Error takeError(llvm::StringRef fallback) {
    std::string message = text.empty() ? fallback.str() : text;
    text.clear();
    return llvm::createStringError(message);
  }

private:
  void print(Diagnostic &diag, llvm::StringRef severity) {
    llvm::raw_string_ostream os(text);
    if (!text.empty())
      os << "\n";
    if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
      os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
         << loc.getColumn();
    else
      os << diag.getLocation();
    os << ": " << severity << ": " << diag.str();
  }

  std::string text;
  ScopedDiagnosticHandler handler;
};

/// The selection options of `options`, as the driver builds them from flags.
llvm::Expected<SelectionOptions> toSelectionOptions(const CompileOptions &o) {
  SelectionOptions options;
  options.target = o.target;
  if (!o.backend.empty()) {
    llvm::Expected<BackendChoice> choice = BackendChoice::parse(o.backend);
    if (!choice)
      return llvm::createStringError("invalid backend '" + o.backend + "': " +
                                     llvm::toString(choice.takeError()));
    options.backend = std::move(*choice);
  }
  for (const auto &[accelerator, backend] : o.backends) {
    if (accelerator.empty() || backend.empty())
      return llvm::createStringError("invalid backend choice '" + accelerator +
                                     "=" + backend +
                                     "': both names must be given");
    options.backend.perAccelerator[accelerator] = backend;
  }
  options.onUnsupported = o.onUnsupported;
  options.readEnvironment = o.readEnvironment;
  return options;
}

/// Selection and the checks lowering needs, with errors collected.
llvm::Expected<Selection> select(ModuleOp module, const CompileOptions &options,
                                 const Registry &registry,
                                 ErrorCollector &errors) {
  llvm::Expected<SelectionOptions> selectionOptions =
      toSelectionOptions(options);
  if (!selectionOptions)
    return selectionOptions.takeError();
  if (failed(checkNoNestedKernels(module)))
    return errors.takeError("kernels in nested modules");
  FailureOr<std::vector<KernelSelection>> kernels =
      accel::resolveSelection(module, registry, *selectionOptions);
  if (failed(kernels) || failed(checkLowerable(module, *kernels)))
    return errors.takeError("selection failed");
  recordSelection(*kernels);
  return Selection{std::move(*kernels)};
}
} // namespace

llvm::Expected<Selection> accel::resolveSelection(ModuleOp module,
                                                  const CompileOptions &options,
                                                  const Registry &registry) {
  ErrorCollector errors(module.getContext());
  return select(module, options, registry, errors);
}

void accel::buildPipeline(OpPassManager &pm, const Selection &selection) {
  // Backend stages travel as pipeline text: their passes must be registered.
  registerPasses();
  buildLoweringPipeline(pm, selection.kernels);
}

llvm::Error accel::compile(ModuleOp module, const CompileOptions &options,
                           const Registry &registry) {
  ErrorCollector errors(module.getContext());
  llvm::Expected<Selection> selection =
      select(module, options, registry, errors);
  if (!selection)
    return selection.takeError();
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  buildPipeline(pm, *selection);
  if (failed(runLoweringPipeline(
          module, selection->kernels, pm,
          [&pm](OpPassManager &, ModuleOp op) { return pm.run(op); })))
    return errors.takeError("the lowering pipeline failed");
  return llvm::Error::success();
}
