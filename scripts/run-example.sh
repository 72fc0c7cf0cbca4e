#!/usr/bin/env bash
#===- scripts/run-example.sh - build, then lower a shipped example --------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# README quick start, command 1: installs what is missing, builds, and prints
# examples/mlp.mlir lowered by accel-opt (accel-to-linalg, then the upstream
# bufferize-and-lower passes to the LLVM dialect). Another example file can be
# given as the first argument.
#===-----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACCEL_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"

example="${1:-$root/examples/mlp.mlir}"
mapfile -t lower_to_llvm < <(grep -v '^#' "$root/scripts/lower-to-llvm.flags")
exec "$build/bin/accel-opt" "$example" --accel-to-linalg "${lower_to_llvm[@]}"
