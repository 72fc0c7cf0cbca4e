// RUN: accel-opt %s --gpu-to-llvm --accel-gpu-to-runtime=device=vulkan | FileCheck %s
// RUN: not accel-opt %s --gpu-to-llvm --accel-gpu-to-runtime=device=vulkn 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// Host code without launches (here, an allocation alone) gets the kind that
// `device` names; a name that is no kind is an error.

// CHECK: %[[KIND:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK: llvm.call @accelrt_stream_create(%[[KIND]])
// CHECK: llvm.call @accelrt_mem_alloc(%[[KIND]],
// CHECK: llvm.call @accelrt_mem_free(%[[KIND]],
// UNKNOWN: error: accel-gpu-to-runtime: unknown device kind 'vulkn' (expected nvidia, amd or vulkan)
func.func @alone(%n: index) {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xi8>
  %t2 = gpu.dealloc async [%t1] %m : memref<?xi8>
  gpu.wait [%t2]
  return
}
