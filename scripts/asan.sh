#!/usr/bin/env bash
#===- scripts/asan.sh - the suite under ASan + UBSan, then the fuzz smoke -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
#   scripts/asan.sh build [BUILD_DIR]   configure and build (default
#                                       build/asan)
#   scripts/asan.sh test  [BUILD_DIR]   unit tests, then the whole lit suite
#                                       (C API, plugins, every tool)
#   scripts/asan.sh fuzz  [BUILD_DIR] [SECONDS]
#                                       accel-fuzz for SECONDS (default 60)
#
# One build with clang-22 serves both the sanitizers and the fuzzer: accel's
# libraries, tools, plugins and tests with -fsanitize=address,undefined,
# assertions on (-UNDEBUG) and libFuzzer's coverage instrumentation;
# libMLIR.so and libLLVM.so as installed. Every sanitizer report is fatal
# (halt_on_error, -fno-sanitize-recover). Run by CTest as asan/build,
# asan/suite and fuzz/smoke. A unity build, as in scripts/setup.sh.
#===-----------------------------------------------------------------------===//
set -euo pipefail
src=$(realpath "$(dirname "${BASH_SOURCE[0]}")/..")
step=${1:?usage: asan.sh build|test|fuzz [BUILD_DIR] [SECONDS]}
build=$(realpath -m "${2:-$src/build/asan}")

# Leaks are not checked: libMLIR.so keeps process-lifetime registries (pass
# and dialect registrations, cl::opt storage) that LeakSanitizer would report
# at exit. Two kinds of annotation disagree between accel's instrumented
# copies of LLVM's header code and the uninstrumented libMLIR.so, so they are
# off: container overflow (std::vector) and user poisoning, which
# llvm::BumpPtrAllocator does in accel's inlined copy only (the fuzzer's
# second finding: MLIR's parser writing, legitimately, into a slab accel's
# copy had poisoned). A finding aborts: with an exit code instead, a test
# that expects accel-opt to fail (`not`) would pass on it, and one that
# expects a crash (`not --crash`) would fail on the crash ASan caught.
# ASan keeps no alternate signal stack of its own (use_sigaltstack=0):
# the thread that installs LLVM's signal handlers gets LLVM's own stack,
# which replaces ASan's where that is smaller than LLVM wants (it depends
# on the CPU's signal frame size: on an AMD EPYC it was), and at the
# thread's exit ASan then unmaps LLVM's malloc'ed stack and aborts ("failed
# to deallocate ... error code: 22", in AccelUnitTests).
export ASAN_OPTIONS="halt_on_error=1 detect_leaks=0 detect_container_overflow=0 allow_user_poisoning=0 abort_on_error=1 use_sigaltstack=0"
export UBSAN_OPTIONS="halt_on_error=1 print_stacktrace=1 abort_on_error=1"

# libFuzzer's own settings for both runs. A timeout is a finding, and it is
# there for hangs and blow-ups, not for inputs that are merely big: the
# heaviest seed, test/Backends/gpu-simt/tensor-cores.mlir (seven tensor-core
# kernels, lowered for four targets through LLVM's NVPTX and AMDGPU code
# generators under ASan's allocator), takes 4 s on a quiet 2-core machine; in
# CI beside the TSan job it took 19 s, and libFuzzer's second run of it (the
# leak check) ran out a 20 s limit. There is no leak check (see
# ASAN_OPTIONS): -detect_leaks=0 stops that second run of every input.
fuzz_flags=(-timeout=60 -detect_leaks=0 -max_len=16384
  -dict="$src/test/Fuzz/accel.dict")

case $step in
build)
  mkdir -p "$build"
  cmake -G Ninja -S "$src" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCMAKE_UNITY_BUILD=ON \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DACCEL_ENABLE_ASAN=ON -DACCEL_ENABLE_FUZZER=ON \
    -DACCEL_TSAN_TEST=OFF -DACCEL_ASAN_TEST=OFF > "$build/configure.log" 2>&1 \
    || { cat "$build/configure.log"; exit 1; }
  ninja -C "$build" -j "${ACCEL_JOBS:-2}"
  ;;
test)
  "$build/unittests/AccelUnitTests" --gtest_brief=1
  # The lit suite runs the sanitized tools (accel-opt, accel-capi-test,
  # plugins, ...): any report is a failed test.
  /usr/lib/llvm-22/bin/lit -sv "$build/test"
  # The kernel cache against real redis-servers, through the sanitized
  # accel-opt (hiredis, timeouts, a server killed mid-write); not the
  # in-process test, which would load the sanitized libraries into Python.
  (cd "$src/test/Cache" && ACCEL_OPT="$build/bin/accel-opt" python3 -m \
    unittest test_remote_cache.RemoteCacheTest \
    test_remote_cache.LocalDirectoryTest test_remote_cache.FaultTest)
  # The fuzzer's regressions, replayed through the fuzz target itself: the
  # lit tests' inputs once each, then a short mutation run from the inputs of
  # findings that only show while mutating (test/Fuzz/inputs/), with a fixed
  # seed.
  "$build/bin/accel-fuzz" "$src"/test/Fuzz/*.mlir
  replay=$build/fuzz/replay
  rm -rf "$replay" && mkdir -p "$replay"
  cp "$src"/test/Fuzz/inputs/* "$replay"
  "$build/bin/accel-fuzz" -seed=1 -runs=6000 "${fuzz_flags[@]}" "$replay"
  echo "AddressSanitizer + UndefinedBehaviorSanitizer: no report"
  ;;
fuzz)
  seconds=${3:-60}
  work=$build/fuzz
  rm -rf "$work/seeds" && mkdir -p "$work/corpus" "$work/seeds"
  # Seeds: every .mlir input of the test suite.
  find "$src/test" -name '*.mlir' -exec cp --backup=numbered -t "$work/seeds" {} +
  cd "$work"
  "$build/bin/accel-fuzz" -max_total_time="$seconds" -rss_limit_mb=4096 \
    -print_final_stats=1 "${fuzz_flags[@]}" "$work/corpus" "$work/seeds"
  ;;
*)
  echo "asan.sh: unknown step '$step' (build, test or fuzz)" >&2
  exit 2
  ;;
esac
