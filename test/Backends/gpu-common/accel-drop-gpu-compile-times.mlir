// RUN: accel-opt %s --accel-drop-gpu-compile-times | FileCheck %s

// Properties ending in TimeInMs go, the others and the object stay.

// CHECK-LABEL: gpu.binary @timed
// CHECK-SAME: [#gpu.object<#nvvm.target<chip = "sm_80">, properties = {O = 3 : i32}, assembly = "ptx">,
// CHECK-SAME: #gpu.object<#rocdl.target<chip = "gfx90a">, assembly = "amdgcn">]
// CHECK-NOT: TimeInMs
module attributes {gpu.container_module} {
  gpu.binary @timed [
    #gpu.object<#nvvm.target<chip = "sm_80">, properties = {LLVMIRToISATimeInMs = 12 : i64, O = 3 : i32}, assembly = "ptx">,
    #gpu.object<#rocdl.target<chip = "gfx90a">, properties = {LLVMIRToISATimeInMs = 7 : i64}, assembly = "amdgcn">
  ]
}
