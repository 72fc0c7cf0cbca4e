//===- Measure.h - one kernel compiled and timed in process -----*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// What accel-tune measures a candidate with: the kernel alone in a
// module, lowered by accel-lower with the candidate as its tuning record,
// loaded by MLIR's ExecutionEngine, and called on inputs generated once per
// kernel through MLIR's packed convention (accel/Jit.h describes it).
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TUNE_MEASURE_H
#define ACCEL_LIB_TUNE_MEASURE_H

#include "accel/IR/AccelOps.h"
#include "accel/Selection/Selection.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace accel {

class Registry;

namespace tune {

/// The kernel of `selection`, alone in a module with `module`'s attributes,
/// the accelerator and backend `selection` chose as its attributes (and the
/// backend options its sources gave) and `record` as its tuning record,
/// lowered by accel-lower. Its diagnostics, at the kernel's locations, go to
/// the context's handlers. Any thread, once the context has loaded the
/// dialects of the lowering (a first compile of the kernel did).
llvm::Expected<mlir::OwningOpRef<mlir::ModuleOp>>
lowerKernel(const KernelSelection &selection, mlir::ModuleOp module,
            mlir::DictionaryAttr record, const Registry &registry);

/// A digest of lowerKernel's `unit` as printed: two candidates whose units
/// have the same digest compile to the same code (a block larger than the
/// kernel's dimension, a tile the kernel's shape narrows).
std::string digestKernel(mlir::ModuleOp unit);

/// lowerKernel's `unit` translated to LLVM IR and loaded (-O3, the host
/// CPU), with the libraries `selection`'s backend calls.
llvm::Expected<std::unique_ptr<mlir::ExecutionEngine>>
loadKernel(const KernelSelection &selection, mlir::ModuleOp unit);

/// A kernel's inputs, generated once (reproducible values in [-1, 1), small
/// integers), and its calls.
class KernelCall {
public:
  /// Inputs for the arguments of `kernel`; an error naming the argument or
  /// result whose type cannot be generated or read back (a dynamic shape,
  /// an element type other than f32, f64 and the integers).
  static llvm::Expected<KernelCall> create(KernelOp kernel);

  /// Calls the kernel once in `engine`: the seconds it took, and its
  /// results' bytes in `results` when given.
  llvm::Expected<double> call(mlir::ExecutionEngine &engine,
                              std::vector<std::vector<char>> *results);

  /// Whether `got` is `expected` (the default's results): integers exactly,
  /// floats within 1e-3 of the largest magnitude (tiles change the order of
  /// the sums); else what differs first.
  std::optional<std::string>
  compare(const std::vector<std::vector<char>> &got,
          const std::vector<std::vector<char>> &expected) const;

private:
  struct Shaped {
    mlir::Type element;
    std::vector<int64_t> shape;
  };
  std::string name;
  std::vector<Shaped> inputs, outputs;
  /// The inputs' bytes and descriptors (allocated, aligned, offset, sizes,
  /// strides), and the pointers to each field that a call passes.
  struct FreeDeleter {
    void operator()(char *bytes) const;
  };
  std::vector<std::unique_ptr<char, FreeDeleter>> storage;
  std::vector<std::vector<int64_t>> descriptors;
};

} // namespace tune
} // namespace accel

#endif // ACCEL_LIB_TUNE_MEASURE_H
