#!/usr/bin/env bash
# The concurrency tests under ThreadSanitizer:
#   scripts/tsan.sh [BUILD_DIR]        (default: build-tsan)
# configures BUILD_DIR with ACCEL_ENABLE_TSAN=ON (accel's libraries, the
# toy-npu plugin and the unit tests built with -fsanitize=thread; libMLIR.so
# and libLLVM.so as installed), builds what the tests need and runs the
# embedding API's tests, among them ConcurrencyTest (several threads
# compiling different targets and backends, with the plugin loaded), and
# accel's thread pool's (GroupedThreadPoolTest). Any
# race report fails the run. Run by CTest as test "tsan/concurrency" when
# the build is configured with ACCEL_TSAN_TEST=ON (the default).
#
# Not a unity build, where the other builds are (ACCEL_TSAN_UNITY=ON makes
# it one): every source file compiled on its own, so that a header or a
# source file that does not include or name what it uses, and compiled only
# beside the files of its unity batch, fails here. It also compiles the
# tools, the C API and the openreg plugin, which the tests do not run under
# TSan, for the same check (all of accel's code but the fuzzer, which
# scripts/asan.sh builds with clang). At -O1 -g1 this costs 4.8 minutes
# from clean on two cores against 2.7 for a unity build.
set -euo pipefail
src=$(realpath "$(dirname "${BASH_SOURCE[0]}")/..")
build=${1:-$src/build-tsan}

mkdir -p "$build"
cmake -G Ninja -S "$src" -B "$build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
  -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
  -DCMAKE_UNITY_BUILD=${ACCEL_TSAN_UNITY:-OFF} \
  -DACCEL_ENABLE_TSAN=ON -DACCEL_TSAN_TEST=OFF > "$build/configure.log" 2>&1 \
  || { cat "$build/configure.log"; exit 1; }
ninja -C "$build" -j "${ACCEL_JOBS:-2}" AccelUnitTests toy-npu openreg \
  AccelCAPI accel-opt accel-reduce accel-lsp-server

# halt_on_error: the first report fails the run; exitcode 66 names it. The
# suppressions (scripts/tsan.supp) cover std::future and LLVM's
# RemoveFileOnSignal only, and say why.
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1 suppressions=$src/scripts/tsan.supp"
"$build/unittests/AccelUnitTests" --gtest_filter='CompileTest.*:ConcurrencyTest.*:GroupedThreadPoolTest.*'
echo "ThreadSanitizer: no race reported"
