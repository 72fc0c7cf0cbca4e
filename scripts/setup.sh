#!/usr/bin/env bash
#===- scripts/setup.sh - install what is missing, configure, build --------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Idempotent: installs Debian packages only when one is missing (apt-get update
# first), configures the build folder once, then builds incrementally. Meant
# for a Debian 12 machine, as root. Both README commands start here.
#
#   ACCEL_BUILD_DIR  build folder (default: <repo>/build)
#   ACCEL_JOBS       parallel build jobs (default: 2)
#===-----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACCEL_BUILD_DIR:-$root/build}"
jobs="${ACCEL_JOBS:-2}"

# Toolchain, LLVM/MLIR 22 (libraries, headers, FileCheck/lit, mlir-runner and
# its runtime libraries), python3 for lit, GoogleTest for the unit tests,
# libomp for the cpu-openmp backend, OpenBLAS, BLIS and oneDNN for the
# benchmark's references, spirv-tools (spirv-val) for the SPIR-V validation
# tests, NumPy for accel.jit and its tests, Matplotlib for the benchmarks'
# plots, clang-22 with its sanitizer and
# libFuzzer runtimes for the ASan/UBSan build and accel-fuzz (scripts/asan.sh),
# the Vulkan headers and loader for libaccel_runtime_vulkan, and lavapipe (a
# Vulkan device on the CPU) with vulkaninfo, so the vulkan tests execute
# anywhere; jemalloc for accel-opt (see
# tools/accel-opt/CMakeLists.txt); hiredis, the client of the shared kernel
# cache, and redis-server, which its tests start (test/Cache); the onnx
# Python package for accel.onnx, and ONNX's backend test data for the
# conformance suite (test/Conformance).
packages=(
  cmake ninja-build g++ python3 python3-numpy python3-matplotlib libgtest-dev
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  clang-22 libclang-rt-22-dev
  libomp-22-dev libopenblas-dev libblis-dev libdnnl-dev spirv-tools
  libvulkan-dev mesa-vulkan-drivers vulkan-tools libjemalloc-dev
  libhiredis-dev redis-server python3-onnx libonnx-testdata
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
      grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
if ((${#missing[@]})); then
  if [[ "$(id -u)" != 0 ]]; then
    echo "setup: missing packages: ${missing[*]}; run as root to install" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "${missing[@]}"
fi

# A unity build (CMAKE_UNITY_BUILD): each library's sources are compiled
# together, so MLIR's headers, most of a file's compile time, are parsed once
# per batch instead of once per file (a clean build: 7 minutes instead of 11
# on 2 cores). For editing one file at a time, configure your own build
# directory without it.
if [[ ! -f "$build/build.ninja" ]]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit
fi
cmake --build "$build" -j "$jobs"
