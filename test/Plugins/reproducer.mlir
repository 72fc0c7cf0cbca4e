// RUN: not accel-opt --load-accel-plugin=%crashy %s --accel-reproducer=%t.repro -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t.repro --check-prefix=REPRO
// RUN: not accel-opt --load-accel-plugin=%crashy --run-reproducer %t.repro -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPLAY
// RUN: not accel-opt --load-accel-plugin=%crashy %s --pass-pipeline="builtin.module(accel-select,accel-to-linalg,accel-kernels-to-funcs,accel-kernel-pipeline{backend=crashy-loops pipeline=builtin.module(func.func(crashy-fail)) reproducer=%t.module})" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODULE
// RUN: FileCheck %s --input-file=%t.module --check-prefix=MODULE-REPRO
// RUN: sed -e 's/@fails(%%a: tensor<4xf32>) -> tensor<4xf32> {/@fails(%%a: tensor<4xf32>) -> tensor<4xf32> attributes {backend = #accel.backend<"crashy-loops", {crash = true}>} {/' %s > %t.crash-input
// RUN: not accel-opt --load-accel-plugin=%crashy %t.crash-input --accel-lower --mlir-pass-pipeline-crash-reproducer=%t.crash -o /dev/null 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: FileCheck %s --input-file=%t.crash --check-prefix=CRASH-REPRO
// RUN: not accel-opt --load-accel-plugin=%crashy %t.crash-input --accel-lower --mlir-pass-pipeline-crash-reproducer=%t.local --mlir-pass-pipeline-local-reproducer --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: FileCheck %s --input-file=%t.local --check-prefix=LOCAL-REPRO
// RUN: not --crash accel-opt --load-accel-plugin=%crashy --run-reproducer %t.local -o /dev/null

// A backend stage that fails (the crashy plugin's pass fails on purpose)
// leaves, with --accel-reproducer, a reproducer narrowed to the failing
// kernel and that stage: the kernel's function with its selection record and
// original locations, and the stage as accel-kernel-pipeline, which picks the
// kernel again by its recorded backend. --run-reproducer replays the same
// error at the same place. The cpu kernel that compiled is not in it.

// CHECK: reproducer.mlir:[[# @LINE + 38]]:3: error: crashy-fail: the crashy backend fails on purpose
// CHECK: reproducer.mlir:[[# @LINE + 37]]:3: remark: the failing stage of backend 'crashy-loops' is reproduced by '{{.*}}.repro' (accel-opt --run-reproducer)

// REPRO-NOT: @compiles
// REPRO: func.func @fails({{.*}}) -> memref<4xf32> attributes {accel.selection = {accelerator = "crashy-npu", backend = "crashy-loops", backend_options = {crash = "false"}
// REPRO-NOT: @compiles
// REPRO: mlir_reproducer: {
// REPRO-NEXT: pipeline: "builtin.module(accel-kernel-pipeline{backend=crashy-loops configuration={{[0-9a-f]+}} pipeline=func.func(crashy-fail{crash=false},convert-linalg-to-loops,

// REPLAY: reproducer.mlir:[[# @LINE + 29]]:3: error: crashy-fail: the crashy backend fails on purpose

// A module stage that fails writes this backend's kernels and the stage.
// MODULE: remark: the failing stage of backend 'crashy-loops' is reproduced by
// MODULE-REPRO: func.func @fails(
// MODULE-REPRO: pipeline: "builtin.module(accel-kernel-pipeline{backend=crashy-loops configuration= pipeline=builtin.module(func.func(crashy-fail))

// A crash is MLIR's crash reproducer's: it catches it and replays accel-lower
// (the global reproducer) ...
// CRASH: Pipeline failed while executing [`AccelLower` on 'builtin.module' operation, `AccelKernelEarlyUnits` on 'builtin.module' operation, `AccelKernelPipeline` on 'builtin.module' operation, `{{\{anonymous\}|\(anonymous namespace\)}}::CrashyFailPass` on 'func.func' operation: @fails]: reproducer generated at
// CRASH-REPRO: pipeline: "builtin.module(accel-lower{

// ... or, local, the failing pass on the failing kernel alone: the kernel is
// lowered in a module of its own (its unit, with its selection record), the
// only thing in the module while it runs with one thread; replaying it
// crashes again. (The module around it keeps its attributes: the kernels
// that nothing launches go into units before anything else runs.)
// LOCAL: Pipeline failed while executing `{{\{anonymous\}|\(anonymous namespace\)}}::CrashyFailPass` on 'func.func' operation: @fails: reproducer generated at
// LOCAL-REPRO: module attributes {accel.target = #accel.target<"crashy-npu">} {
// LOCAL-REPRO-NEXT: module {
// LOCAL-REPRO-NEXT: func.func @fails({{.*}}) -> memref<4xf32> attributes {accel.selection = {accelerator = "crashy-npu", backend = "crashy-loops", backend_options = {crash = "true"}
// LOCAL-REPRO-NOT: @compiles
// LOCAL-REPRO: pipeline: "builtin.module(builtin.module(func.func(crashy-fail{crash=true})))"

module attributes {accel.target = #accel.target<"crashy-npu">} {
  accel.kernel @compiles(%a: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"cpu">} {
    %0 = add %a, %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  accel.kernel @fails(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = mul %a, %a : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
