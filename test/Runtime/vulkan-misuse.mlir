// REQUIRES: vulkan
// RUN: sed -e 's/@free_host_memory/@main/' %s | not %run-gpu 2>&1 | FileCheck %s --check-prefix=FREE
// RUN: sed -e 's/@copy_past_the_end/@main/' %s | env ACCEL_VULKAN_STAGING=always not %run-gpu 2>&1 | FileCheck %s --check-prefix=PAST-END
// RUN: sed -e 's/@load_assembly/@main/' %s | not %run-gpu 2>&1 | FileCheck %s --check-prefix=ASSEMBLY

// Lowered code that misuses the Vulkan runtime (a hand-written module, or
// one lowered by another accel) stops the program with what it did wrong,
// never a crash: freeing host memory, a copy past the end of a device
// buffer (staged, as on a discrete GPU: ACCEL_VULKAN_STAGING=always), PTX
// handed to the Vulkan runtime. Each function is made @main in turn.

// FREE: mgpuMemFree: {{[0-9]+}} is not the address of a device buffer
// PAST-END: mgpuMemcpy: 32 bytes from offset 0 overrun a device buffer of 16 bytes
// ASSEMBLY: mgpuModuleLoad: the Vulkan runtime loads SPIR-V binaries, not assembly for a JIT (is this module compiled for nvidia?)

llvm.func @accelrt_stream_create(i32) -> !llvm.ptr
llvm.func @accelrt_mem_alloc(i32, i64, !llvm.ptr, i1) -> !llvm.ptr
llvm.func @accelrt_mem_free(i32, !llvm.ptr, !llvm.ptr)
llvm.func @accelrt_memcpy(i32, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
llvm.func @accelrt_get_function(i32, !llvm.ptr, i64, i32, i32, !llvm.ptr) -> !llvm.ptr
llvm.mlir.global internal constant @ptx(".version 8.0\00")
llvm.mlir.global internal constant @name("k\00")

llvm.func @free_host_memory() {
  %vulkan = llvm.mlir.constant(3 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %host = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  %stream = llvm.call @accelrt_stream_create(%vulkan) : (i32) -> !llvm.ptr
  llvm.call @accelrt_mem_free(%vulkan, %host, %stream) : (i32, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

llvm.func @copy_past_the_end() {
  %vulkan = llvm.mlir.constant(3 : i32) : i32
  %four = llvm.mlir.constant(4 : i64) : i64
  %sixteen = llvm.mlir.constant(16 : i64) : i64
  %bytes = llvm.mlir.constant(32 : i64) : i64
  %false = llvm.mlir.constant(false) : i1
  %host = llvm.alloca %four x i64 : (i64) -> !llvm.ptr
  %stream = llvm.call @accelrt_stream_create(%vulkan) : (i32) -> !llvm.ptr
  %device = llvm.call @accelrt_mem_alloc(%vulkan, %sixteen, %stream, %false) : (i32, i64, !llvm.ptr, i1) -> !llvm.ptr
  llvm.call @accelrt_memcpy(%vulkan, %device, %host, %bytes, %stream) : (i32, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
  llvm.return
}

llvm.func @load_assembly() {
  %vulkan = llvm.mlir.constant(3 : i32) : i32
  %size = llvm.mlir.constant(13 : i64) : i64
  %assembly = llvm.mlir.constant(1 : i32) : i32
  %level = llvm.mlir.constant(2 : i32) : i32
  %ptx = llvm.mlir.addressof @ptx : !llvm.ptr
  %name = llvm.mlir.addressof @name : !llvm.ptr
  %0 = llvm.call @accelrt_get_function(%vulkan, %ptx, %size, %assembly, %level, %name) : (i32, !llvm.ptr, i64, i32, i32, !llvm.ptr) -> !llvm.ptr
  llvm.return
}
