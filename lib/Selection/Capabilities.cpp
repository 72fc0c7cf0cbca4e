//===- Capabilities.cpp - can the pair compile every op ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The last step of validation: every op of a kernel against the element types
// and op checks of its accelerator, then of its backend. The first problem is
// returned; the caller decides, by the policy, whether it is an error.
//
//===----------------------------------------------------------------------===//

#include "Diagnostics.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

void CapabilityProblem::emit() const { emitError(op->getLoc()) << message; }

/// The element types an op computes on: those of its shaped operands and
/// results, and its scalar int/float operands and results. `index` is
/// addressing, supported everywhere.
static SmallVector<Type> computedTypes(Operation *op) {
  SmallVector<Type> types;
  auto add = [&](Type type) {
    if (auto shaped = dyn_cast<ShapedType>(type))
      type = shaped.getElementType();
    if (type.isIndex() || !(isa<FloatType>(type) || isa<IntegerType>(type)))
      return;
    if (!llvm::is_contained(types, type))
      types.push_back(type);
  };
  for (Type type : op->getOperandTypes())
    add(type);
  for (Type type : op->getResultTypes())
    add(type);
  return types;
}

/// "i8, f32": the types as MLIR prints them.
static std::string printTypes(llvm::ArrayRef<Type> types) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(types, os);
  return text;
}

std::optional<CapabilityProblem>
accel::findUnsupportedOp(const KernelSelection &selection,
                         CapabilityOwner owner) {
  PipelineTarget target = selection.pipelineTarget();
  bool isAccelerator = owner == CapabilityOwner::Accelerator;
  const Capabilities &capabilities = isAccelerator
                                         ? selection.accelerator->capabilities
                                         : selection.backend->capabilities;
  std::string who =
      (isAccelerator ? "accelerator '" : "backend '") +
      (isAccelerator ? selection.accelerator->name : selection.backend->name) +
      "'";
  auto problemAt = [&](Operation *op) -> std::optional<std::string> {
    for (Type type : computedTypes(op)) {
      if (!capabilities.supportsElementType(type)) {
        std::string message;
        llvm::raw_string_ostream os(message);
        os << type << " is not supported by " << who << " (in '"
           << op->getName() << "'); supported element types: "
           << printTypes(capabilities.getElementTypes(op->getContext()));
        return message;
      }
      if (!capabilities.checkElementType)
        continue;
      std::string reason = capabilities.checkElementType(type, target);
      if (!reason.empty())
        return "'" + op->getName().getStringRef().str() +
               "' is not supported by " + who + ": " + reason;
    }
    if (!capabilities.checkOp)
      return std::nullopt;
    std::string reason = capabilities.checkOp(op, target);
    if (reason.empty())
      return std::nullopt;
    return "'" + op->getName().getStringRef().str() + "' is not supported by " +
           who + ": " + reason;
  };
  std::optional<CapabilityProblem> problem;
  selection.kernel.getBody().walk([&](Operation *op) {
    std::optional<std::string> message = problemAt(op);
    if (!message)
      return WalkResult::advance();
    problem = CapabilityProblem{op, std::move(*message)};
    return WalkResult::interrupt();
  });
  return problem;
}

std::optional<std::string> accel::checkBackendOptions(
    const KernelSelection &selection,
    llvm::ArrayRef<std::pair<std::string, std::string>> options) {
  MLIRContext *context = selection.kernel.getContext();
  NamedAttrList merged(selection.backendOptions);
  for (const auto &[name, value] : options)
    merged.set(name, StringAttr::get(context, value));
  // The validation reports at the kernel: its first error is the reason.
  std::optional<std::string> reason;
  std::optional<ResolvedOptions> resolved;
  {
    ScopedDiagnosticHandler quiet(context, [&](Diagnostic &diag) {
      if (diag.getSeverity() == DiagnosticSeverity::Error && !reason)
        reason = diag.str();
      return success();
    });
    resolved = resolveOptions(
        selection.kernel, "backend", selection.backend->name,
        selection.backend->options, merged.getDictionary(context));
  }
  if (!resolved)
    return reason ? reason : std::optional<std::string>("invalid options");
  KernelSelection candidate = selection;
  candidate.backendOptions = resolved->spelled;
  candidate.backendValues = std::move(resolved->values);
  if (std::optional<CapabilityProblem> problem =
          findUnsupportedOp(candidate, CapabilityOwner::Backend))
    return problem->message;
  return std::nullopt;
}
