// scripts/gpu_kit.py builds executables of the executed tests that run on a
// GPU machine without MLIR, runs them there, and FileChecks their outputs
// here. With --accelerator vulkan the same kit runs on lavapipe, so that the
// linking, the printers (scripts/gpu-kit/printers.cpp) and the checking stay
// right between the sessions that have a GPU.
// RUN: rm -rf %t && %gpu-kit build %t/kit --accelerator vulkan --build %accel_obj_root
// RUN: bash %t/kit/run.sh %t/results
// RUN: %gpu-kit check %t/kit %t/results | FileCheck %s
// CHECK-COUNT-11: PASS
// CHECK: passed 11 of 11

// A wrong output fails its case.
// RUN: echo "[0]" > %t/results/mixed.out
// RUN: not %gpu-kit check %t/kit %t/results | FileCheck %s --check-prefix=WRONG
// WRONG: FAIL mixed: {{.*}}expected string not found in input
// WRONG: passed 10 of 11
