#!/usr/bin/env bash
#===- scripts/run-example.sh - build, then lower and run an example -------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# README quick start, command 1: installs what is missing, builds, then takes
# examples/mlp.mlir through `accel-opt --accel-lower` (printing the selection
# with --accel-explain) and runs the result with mlir-runner. Given a file
# instead, prints that file lowered to the LLVM dialect. The usual selection
# flags and variables apply (ACCEL_TARGET, ACCEL_BACKEND).
#===-----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACCEL_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"

if (($#)); then
  exec "$build/bin/accel-opt" "$1" --accel-lower
fi

llvm=/usr/lib/llvm-22
libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libomp.so"
"$build/bin/accel-opt" "$root/examples/mlp.mlir" --accel-explain --accel-lower |
  "$llvm/bin/mlir-runner" -e main -entry-point-result=void -shared-libs="$libs"
