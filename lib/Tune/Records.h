//===- Records.h - tuning records and their JSON file -----------*- C++ -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A tuning record says which options were fastest for a kernel signature on
// a backend, on one target, with one build of accel: the next compile of
// that kernel there applies them without measuring. The JSON file:
//
//   {"format": "accel-tuning 1",
//    "records": [{"signature": "(tensor<...>) -> ...; accel.matmul ...",
//                 "backend": "cpu-vector",
//                 "target": "x86_64-unknown-linux-gnu znver3 5f0c...",
//                 "accel": "accel 0.1.0 3ce3351 (GNU 12.2.0 Release)",
//                 "options": {"tile-m": "4", ...},
//                 "speedup": "1.12", "candidates": 21, "identical": 24,
//                 "seconds": "1.8"}]}
//
// with "screened": true where the candidates were timed by one call each.
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LIB_TUNE_RECORDS_H
#define ACCEL_LIB_TUNE_RECORDS_H

#include "accel/Registry/Options.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace accel::tune {

struct TuningRecord {
  std::string signature;
  std::string backend;
  std::string target;
  std::string accel;
  TuningCandidate options;
  /// The default's time over the chosen options', how many candidates
  /// were measured, how many more were not because they lowered to the
  /// code of one measured, and the seconds it took.
  double speedup = 1;
  int64_t candidates = 0;
  int64_t identical = 0;
  double seconds = 0;
  /// Whether the candidates were screened: timed by one call each (a
  /// kernel whose call takes longer than accel-tune's screen-above).
  bool screened = false;

  /// "1.12x the default, 21 candidates, 1.8 s", with "screened by one call
  /// each" after the candidates where they were, and "24 identical to one
  /// of them" before the seconds where some were.
  std::string describe() const;
};

/// The tuning record the selection reads (kTunedAttrName): `options` for
/// `backend`, with `note` when it is not empty.
mlir::DictionaryAttr getTunedAttr(mlir::MLIRContext *context,
                                  llvm::StringRef backend,
                                  const TuningCandidate &options,
                                  llvm::StringRef note = "");

/// The target records are made for here: the host's triple and CPU, and a
/// digest of its features.
std::string getTuningTarget();

/// The target records of GPU kernels for device kind `kind` (an accelerator
/// name) are made for: the first device of that kind that libaccel_runtime
/// finds here, as "vulkan: <its name>"; or, with `absent` set to the
/// runtime's reason, "" when it finds none.
std::string getGpuTuningTarget(llvm::StringRef kind, std::string &absent);

/// The key a record is stored under in the kernel cache: a hash of its
/// signature, backend, target and accel build.
std::string getRecordKey(const TuningRecord &record);

/// `record` as one JSON object (what the cache stores), and back; the error
/// says what is wrong with `text`.
std::string encodeTuningRecord(const TuningRecord &record);
llvm::Expected<TuningRecord> decodeTuningRecord(llvm::StringRef text);

/// The records of the file at `path`; none when it does not exist. An
/// error says what is wrong with a file that does not read as records.
llvm::Expected<std::vector<TuningRecord>> readTuningFile(llvm::StringRef path);

/// Writes `records` to `path` (sorted, atomically: a reader sees the old
/// file or the new one).
llvm::Error writeTuningFile(llvm::StringRef path,
                            std::vector<TuningRecord> records);

} // namespace accel::tune

#endif // ACCEL_LIB_TUNE_RECORDS_H
