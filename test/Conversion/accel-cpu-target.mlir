// RUN: accel-opt %s --split-input-file --verify-diagnostics --pass-pipeline="builtin.module(accel-cpu-target)" | FileCheck %s

// Each llvm.func whose selection record names the cpu accelerator is
// compiled for its `cpu` (`native`: the host's CPU, by name); the module
// takes the first such kernel's `triple`. A GPU kernel's record, a
// function without one, and a target_cpu given before are left alone.

// CHECK-LABEL: module attributes {llvm.target_triple = "x86_64-pc-linux-gnu"}
// CHECK: llvm.func @v3() attributes {{{.*}}target_cpu = "x86-64-v3"}
// CHECK: llvm.func @native() attributes {{{.*}}target_cpu = "{{[a-z0-9_-]+}}"}
// CHECK-NOT: target_cpu = "native"
// CHECK: llvm.func @given() attributes {{{.*}}target_cpu = "x86-64"}
// CHECK: llvm.func @gpu_host() attributes {accel.selection = {{.*}}target_source = "registry default"}} {
// CHECK: llvm.func @plain() {
module {
  llvm.func @v3() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "x86-64-v3", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-vector", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
  llvm.func @native() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "native", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
  llvm.func @given() attributes {target_cpu = "x86-64", accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "x86-64-v4", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
  llvm.func @gpu_host() attributes {accel.selection = {accelerator = "vulkan", accelerator_options = {cpu = "x86-64-v4"}, backend = "spirv", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
  llvm.func @plain() {
    llvm.return
  }
}

// -----

// The module's own triple is kept; vendor and OS may differ from the
// kernel's.

// CHECK-LABEL: module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"}
// CHECK: llvm.func @k() attributes {{{.*}}target_cpu = "znver3"}
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @k() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "znver3", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
}

// -----

// A kernel for another architecture than x86 takes the triple, not the cpu
// (an x86 name: the default, the host's).

// CHECK-LABEL: module attributes {llvm.target_triple = "aarch64-unknown-linux-gnu"}
// CHECK: llvm.func @arm() attributes {accel.selection = {{.*}}target_source = "registry default"}} {
module {
  llvm.func @arm() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "znver3", triple = "aarch64-unknown-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
}

// -----

// expected-note @+1 {{the module's llvm.target_triple}}
module attributes {llvm.target_triple = "aarch64-unknown-linux-gnu"} {
  // expected-error @+1 {{kernel @x86 is compiled for triple 'x86_64-pc-linux-gnu', but the module is for 'aarch64-unknown-linux-gnu', another architecture}}
  llvm.func @x86() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "znver3", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
}

// -----

module {
  // expected-note @+1 {{the triple kernel @first is compiled for}}
  llvm.func @first() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "x86-64", triple = "x86_64-pc-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
  // expected-error @+1 {{kernel @second is compiled for triple 'riscv64-unknown-linux-gnu', but the module is for 'x86_64-pc-linux-gnu', another architecture}}
  llvm.func @second() attributes {accel.selection = {accelerator = "cpu", accelerator_options = {cpu = "x86-64", triple = "riscv64-unknown-linux-gnu"}, backend = "cpu-loops", backend_source = "command line", target_source = "registry default"}} {
    llvm.return
  }
}
