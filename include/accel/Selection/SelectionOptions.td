//===- SelectionOptions.td - selection pass options --------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The options accel-select and accel-lower share (the driver's --accel-*
// flags fill them when a pipeline does not).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_SELECTION_SELECTIONOPTIONS_TD
#define ACCEL_SELECTION_SELECTIONOPTIONS_TD

include "mlir/Pass/PassBase.td"

/// Options shared by accel-select and accel-lower.
defvar selectionOptions = [
  Option<"target", "target", "std::string", /*default=*/"\"\"",
         "Accelerator for every kernel (beats every attribute)">,
  Option<"backend", "backend", "std::string", /*default=*/"\"\"",
         "Backend for every kernel (NAME) or per accelerator (A1=B1,A2=B2)">,
  Option<"onUnsupported", "on-unsupported", "::accel::OnUnsupported",
         /*default=*/"::accel::OnUnsupported::Error",
         "What to do with a backend that cannot compile a kernel: error, "
         "fallback (to the preferred backend, with a warning) or skip (leave "
         "the kernel unlowered, with a warning)",
         [{::llvm::cl::values(
           clEnumValN(::accel::OnUnsupported::Error, "error",
                      "an error at the kernel"),
           clEnumValN(::accel::OnUnsupported::Fallback, "fallback",
                      "the accelerator's preferred backend, with a warning"),
           clEnumValN(::accel::OnUnsupported::Skip, "skip",
                      "leave the kernel unlowered, with a warning"))}]>,
  Option<"maxTensorBytes", "max-tensor-bytes", "uint64_t",
         /*default=*/"::accel::kDefaultMaxTensorBytes",
         "The largest tensor a kernel may take, make or return, in bytes (0: "
         "no limit but the index type's); larger ones are errors at the op">,
  Option<"explain", "explain", "::accel::ExplainFormat",
         /*default=*/"::accel::ExplainFormat::None",
         "Print each kernel's choices, their sources and what was passed "
         "over, to stderr",
         [{::llvm::cl::values(
           clEnumValN(::accel::ExplainFormat::None, "none", "nothing"),
           clEnumValN(::accel::ExplainFormat::Text, "text", "text"),
           clEnumValN(::accel::ExplainFormat::Json, "json",
                      "one JSON object per kernel"))}]>
];

#endif // ACCEL_SELECTION_SELECTIONOPTIONS_TD
