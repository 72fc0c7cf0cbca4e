// RUN: split-file %s %t
// RUN: accel-opt %t/kernel.mlir --accel-lower -o %t/kernel.ll.mlir
// RUN: %run-vulkan %t/kernel.ll.mlir | FileCheck %s --check-prefix=RUNS

// No Vulkan driver at all (the loader finds no ICD).
// RUN: env VK_ICD_FILENAMES=%t/none.json VK_DRIVER_FILES=%t/none.json not %run-vulkan %t/kernel.ll.mlir 2>&1 | FileCheck %s --check-prefix=NO-DEVICE
// NO-DEVICE: accel runtime: vulkan kernels must run, but vulkan is absent (vkCreateInstance failed: VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver found; the loader reads VK_ICD_FILENAMES / VK_DRIVER_FILES)); devices present: cpu:0 ({{.+}})
// NO-DEVICE-NOT: sizes

// A device name that matches nothing; a name part and an index that match.
// RUN: env ACCEL_VULKAN_DEVICE=no-such-gpu not %run-vulkan %t/kernel.ll.mlir 2>&1 | FileCheck %s --check-prefix=NO-MATCH
// NO-MATCH: accel vulkan runtime: ACCEL_VULKAN_DEVICE='no-such-gpu' names no Vulkan device (an index or a part of a name); the devices are 0: {{.+}}
// RUN: env ACCEL_VULKAN_DEVICE=0 %run-vulkan %t/kernel.ll.mlir | FileCheck %s --check-prefix=RUNS
// RUN: env ACCEL_VULKAN_DEVICE=LLVMPIPE %run-vulkan %t/kernel.ll.mlir | FileCheck %s --check-prefix=RUNS
// RUNS: [2, 0, 6, 0]

// A GPU binary that is not SPIR-V, and one with a SPIR-V header and a
// corrupt body (the driver rejects it when it builds the pipeline).
// RUN: accel-opt %t/not-spirv.mlir --gpu-to-llvm --accel-gpu-to-runtime --convert-to-llvm --reconcile-unrealized-casts | not %run-vulkan 2>&1 | FileCheck %s --check-prefix=NOT-SPIRV
// NOT-SPIRV: accel vulkan runtime: mgpuModuleLoad: the GPU binary is not SPIR-V (10 bytes; SPIR-V is a whole number of 32-bit words after a 5-word header starting with 0x07230203)
// RUN: accel-opt %t/corrupt.mlir --gpu-to-llvm --accel-gpu-to-runtime --convert-to-llvm --reconcile-unrealized-casts | not %run-vulkan 2>&1 | FileCheck %s --check-prefix=CORRUPT
// CORRUPT: accel vulkan runtime: vkCreateComputePipelines failed: VK_ERROR_{{[A-Z_]+}} ({{-[0-9]+}}): kernel 'k'

// Launches that accel-spirv-launch-buffers did not lower: no mask of the
// size bindings; a size beyond the kernels' 32-bit index.
// RUN: accel-opt %t/no-mask.mlir --gpu-to-llvm --accel-gpu-to-runtime --convert-to-llvm --reconcile-unrealized-casts | not %run-vulkan 2>&1 | FileCheck %s --check-prefix=NO-MASK
// NO-MASK: accel vulkan runtime: mgpuLaunchKernel: kernel 'k' was launched without the mask of its size bindings (lower its launches with accel-spirv-launch-buffers)
// RUN: accel-opt %t/big-size.mlir --gpu-to-llvm --accel-gpu-to-runtime --convert-to-llvm --reconcile-unrealized-casts | not %run-vulkan 2>&1 | FileCheck %s --check-prefix=BIG-SIZE
// BIG-SIZE: accel vulkan runtime: mgpuLaunchKernel: size 1099511627776 (binding 0 of kernel 'k') does not fit the 32-bit index of SPIR-V kernels

// More device memory than the device can allocate at once.
// RUN: accel-opt %t/oom.mlir --gpu-to-llvm --accel-gpu-to-runtime=device=vulkan --convert-to-llvm --reconcile-unrealized-casts | not %run-vulkan 2>&1 | FileCheck %s --check-prefix=OOM
// OOM: accel vulkan runtime: mgpuMemAlloc failed: VK_ERROR_OUT_OF_DEVICE_MEMORY (-2): 1125899906842624 bytes requested; device '{{.+}}' allocates at most {{[0-9]+}} bytes at once

//--- kernel.mlir
func.func private @printMemrefF32(tensor<*xf32>)
accel.kernel @twice_relu(%x: tensor<4xf32>) -> tensor<4xf32> attributes {target = #accel.target<"vulkan">} {
  %r = relu %x : tensor<4xf32>
  %d = add %r, %r : tensor<4xf32>
  return %d : tensor<4xf32>
}
func.func @main() {
  %x = arith.constant dense<[1.0, -2.0, 3.0, -4.0]> : tensor<4xf32>
  %r = accel.launch @twice_relu(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

//--- not-spirv.mlir
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "not spir-v">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

//--- corrupt.mlir
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "\03\02\23\07\00\00\01\00\00\00\00\00\10\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF">]
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%c0 : index)
    return
  }
}

//--- no-mask.mlir
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "\03\02\23\07\00\00\01\00\00\00\00\00\10\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

//--- big-size.mlir
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>, "\03\02\23\07\00\00\01\00\00\00\00\00\10\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF">]
  func.func @main() {
    %mask = arith.constant 1 : index
    %big = arith.constant 1099511627776 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%mask : index, %big : index)
    return
  }
}

//--- oom.mlir
func.func @main() {
  %n = arith.constant 1125899906842624 : index
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi8>
  %t2 = gpu.dealloc async [%t1] %m : memref<?xi8>
  gpu.wait [%t2]
  return
}
