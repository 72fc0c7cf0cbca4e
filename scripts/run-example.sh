#!/usr/bin/env bash
#===- scripts/run-example.sh - build, then lower and run an example -------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# README quick start, command 1: installs what is missing, builds, then takes
# examples/mlp.mlir through `accel-opt --accel-lower` (printing the selection
# with --accel-explain) and runs the result with mlir-runner. Given a file
# instead, prints that file lowered to the LLVM dialect. The usual selection
# flags and variables apply (ACCEL_TARGET, ACCEL_BACKEND).
#
#   scripts/run-example.sh            on the CPU
#   scripts/run-example.sh --vulkan   its kernels on the Vulkan device
#                                     (libaccel_runtime_vulkan; lavapipe where
#                                     there is no GPU)
#   scripts/run-example.sh --nvidia   on an NVIDIA GPU (libaccel_runtime_cuda)
#   scripts/run-example.sh FILE       FILE lowered, printed
#===-----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACCEL_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"

llvm=/usr/lib/llvm-22
libs="$llvm/lib/libmlir_runner_utils.so,$llvm/lib/libmlir_c_runner_utils.so,$llvm/lib/libomp.so"
flags=()
case "${1:-}" in
  --vulkan | --nvidia)
    target="${1#--}"
    driver="$build/lib/libaccel_runtime_${target/nvidia/cuda}.so"
    if [[ ! -f "$driver" ]]; then
      echo "run-example: $driver was not built (see the configure output)" >&2
      exit 1
    fi
    flags=(--accel-target="$target")
    libs="$libs,$build/lib/libaccel_runtime.so"
    ;;
  "") ;;
  *) exec "$build/bin/accel-opt" "$1" --accel-lower ;;
esac

"$build/bin/accel-opt" "$root/examples/mlp.mlir" --accel-explain \
  "${flags[@]}" --accel-lower |
  "$llvm/bin/mlir-runner" -e main -entry-point-result=void -shared-libs="$libs"
