#!/usr/bin/env bash
#===- scripts/run-tests.sh - build, then run the whole test suite ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# README quick start, command 2: installs what is missing, builds, and runs
# every test through CTest (the lit suites and the docs check). The last line
# is CTest's summary.
#===-----------------------------------------------------------------------===//
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ACCEL_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"

# setup installed lavapipe: the vulkan tests must run, not be skipped.
export ACCEL_REQUIRE_VULKAN="${ACCEL_REQUIRE_VULKAN:-1}"
cd "$build"
exec ctest --output-on-failure -j "${ACCEL_JOBS:-2}"
