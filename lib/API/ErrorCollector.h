//===- ErrorCollector.h - diagnostics as an llvm::Error ---------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Private to lib/API: the errors a compilation emits, gathered into the text
// accel-opt prints, for the API's llvm::Error results.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_API_ERRORCOLLECTOR_H
#define ACCEL_LIB_API_ERRORCOLLECTOR_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace accel {
/// Collects the errors (and their notes) emitted on a context while it
/// lives, as accel-opt prints them; other diagnostics go on to the context's
/// other handlers. Ops are not dumped into the notes meanwhile (MLIR's
/// --mlir-print-op-on-diagnostic, which a context may have on by default).
class ErrorCollector {
public:
  explicit ErrorCollector(mlir::MLIRContext *context)
      : context(context), printedOps(context->shouldPrintOpOnDiagnostic()),
        handler(context, [this](mlir::Diagnostic &diag) {
          if (diag.getSeverity() != mlir::DiagnosticSeverity::Error)
            return mlir::failure();
          print(diag, "error");
          for (mlir::Diagnostic &note : diag.getNotes())
            print(note, "note");
          return mlir::success();
        }) {
    context->printOpOnDiagnostic(false);
  }
  ~ErrorCollector() { context->printOpOnDiagnostic(printedOps); }
  ErrorCollector(const ErrorCollector &) = delete;
  ErrorCollector &operator=(const ErrorCollector &) = delete;

  /// The collected text as an error, or `fallback` when nothing was emitted.
  llvm::Error takeError(llvm::StringRef fallback) {
    std::string message = text.empty() ? fallback.str() : text;
    text.clear();
    return llvm::createStringError(message);
  }

private:
  void print(mlir::Diagnostic &diag, llvm::StringRef severity) {
    llvm::raw_string_ostream os(text);
    if (!text.empty())
      os << "\n";
    if (auto loc = mlir::dyn_cast<mlir::FileLineColLoc>(diag.getLocation()))
      os << loc.getFilename().getValue() << ":" << loc.getLine() << ":"
         << loc.getColumn();
    else
      os << diag.getLocation();
    os << ": " << severity << ": " << diag.str();
  }

  mlir::MLIRContext *context;
  bool printedOps;
  std::string text;
  mlir::ScopedDiagnosticHandler handler;
};

} // namespace accel

#endif // ACCEL_LIB_API_ERRORCOLLECTOR_H
