//===- Reproducer.cpp - reproducers of failing backend stages ---*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MLIR's own crash reproducer (--mlir-pass-pipeline-crash-reproducer) sees
// accel-lower's stages as dynamic pipelines: its global reproducer replays
// all of accel-lower, its local one needs one thread and replays the failing
// pass on every function. accel-kernel-pipeline writes its own, narrowed to
// the failing kernel (or the module stage's kernels) and that one stage, in
// the same file format, so `accel-opt --run-reproducer` replays it.
//
//===----------------------------------------------------------------------===//

#include "accel/Lowering/Lowering.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace accel;

LogicalResult accel::writeReproducer(ModuleOp module, llvm::StringRef pipeline,
                                     llvm::StringRef path) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &error);
  if (!file)
    return emitError(module.getLoc())
           << "cannot write the reproducer '" << path << "': " << error;
  llvm::raw_ostream &os = file->os();
  module->print(os, OpPrintingFlags().enableDebugInfo());
  // The resource that --run-reproducer reads, as MLIR writes it.
  os << "\n{-#\n  external_resources: {\n    mlir_reproducer: {\n"
     << "      pipeline: \"";
  os.write_escaped(pipeline);
  os << "\",\n      disable_threading: true,\n      verify_each: true\n"
     << "    }\n  }\n#-}\n";
  file->keep();
  return success();
}
