// REQUIRES: cuda-device
// RUN: split-file %s %t

// PTX the driver cannot compile.
// RUN: accel-opt %t/bad-ptx.mlir --gpu-to-llvm --accel-gpu-to-runtime --convert-to-llvm --reconcile-unrealized-casts | not %run-cuda 2>&1 | FileCheck %s --check-prefix=BAD-PTX
// BAD-PTX: accel cuda runtime: cuModuleLoadDataEx (PTX JIT) failed: CUDA_ERROR_INVALID_{{PTX|IMAGE}} ({{[0-9]+}}): {{.+}}

// More device memory than any GPU has.
// RUN: accel-opt %t/oom.mlir --gpu-to-llvm --accel-gpu-to-runtime=device=nvidia --convert-to-llvm --reconcile-unrealized-casts | not %run-cuda 2>&1 | FileCheck %s --check-prefix=OOM
// OOM: accel cuda runtime: cuMemAllocAsync failed: CUDA_ERROR_OUT_OF_MEMORY (2): {{.+}}; 1125899906842624 bytes requested

// A device index that does not exist.
// RUN: accel-opt %t/oom.mlir --gpu-to-llvm --accel-gpu-to-runtime=device=nvidia --convert-to-llvm --reconcile-unrealized-casts | env ACCEL_CUDA_DEVICE=999 not %run-cuda 2>&1 | FileCheck %s --check-prefix=NO-DEVICE
// NO-DEVICE: accel cuda runtime: ACCEL_CUDA_DEVICE=999 names no device; there are {{[0-9]+}}
// RUN: accel-opt %t/oom.mlir --gpu-to-llvm --accel-gpu-to-runtime=device=nvidia --convert-to-llvm --reconcile-unrealized-casts | env ACCEL_CUDA_DEVICE=first not %run-cuda 2>&1 | FileCheck %s --check-prefix=NOT-INDEX
// NOT-INDEX: accel cuda runtime: ACCEL_CUDA_DEVICE='first' is not a device index

//--- bad-ptx.mlir
module attributes {gpu.container_module} {
  gpu.binary @k [#gpu.object<#nvvm.target, assembly = "this is not PTX">]
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
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
