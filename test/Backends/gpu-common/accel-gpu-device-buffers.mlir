// RUN: accel-opt %s --split-input-file --accel-gpu-device-buffers --verify-diagnostics | FileCheck %s

// Each buffer a launch touches gets one device buffer; data moves only where
// the other side's copy is stale.

// An argument read and a fresh result written: the argument is copied in,
// the result out (the caller sees it); both device buffers are freed.
// CHECK-LABEL: func.func @in_out
// CHECK-SAME: (%[[X:.*]]: memref<64xf32>)
// CHECK: %[[R:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[DX:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NEXT: gpu.memcpy %[[DX]], %[[X]]
// CHECK-NEXT: %[[DR:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch
// CHECK: memref.load %[[DX]]
// CHECK: memref.store %{{.*}}, %[[DR]]
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: gpu.memcpy %[[R]], %[[DR]]
// CHECK-NEXT: gpu.dealloc %[[DX]]
// CHECK-NEXT: gpu.dealloc %[[DR]]
// CHECK-NEXT: return %[[R]]
func.func @in_out(%x: memref<64xf32>) -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<64xf32>
    memref.store %v, %r[%tx] : memref<64xf32>
    gpu.terminator
  }
  return %r : memref<64xf32>
}

// -----

// An intermediate between two launches stays on the device: no copy of %t
// either way, only the result comes back.
// CHECK-LABEL: func.func @chain
// CHECK: memref.alloc() : memref<64xf32>
// CHECK: gpu.memcpy %{{.*}}, %{{.*}}
// CHECK: %[[DT:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch
// CHECK: memref.store %{{.*}}, %[[DT]]
// CHECK: %[[R:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[DR:.*]] = gpu.alloc () : memref<64xf32>
// CHECK-NOT: gpu.memcpy
// CHECK: gpu.launch
// CHECK: memref.load %[[DT]]
// CHECK: gpu.terminator
// CHECK: memref.dealloc %{{.*}} : memref<64xf32>
// CHECK-NEXT: gpu.memcpy %[[R]], %[[DR]]
// CHECK-NOT: gpu.memcpy
// CHECK: return
func.func @chain(%x: memref<64xf32>) -> memref<64xf32> {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %t = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<64xf32>
    memref.store %v, %t[%tx] : memref<64xf32>
    gpu.terminator
  }
  %r = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %t[%tx] : memref<64xf32>
    memref.store %v, %r[%tx] : memref<64xf32>
    gpu.terminator
  }
  memref.dealloc %t : memref<64xf32>
  return %r : memref<64xf32>
}

// -----

// Host code between two launches: it reads the buffer a launch wrote (copy
// out first) and writes it (copy in again before the next launch).
// CHECK-LABEL: func.func @host_in_between
// CHECK: gpu.launch
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: gpu.memcpy %[[B:.*]], %[[DB:.*]] : memref<64xf32>, memref<64xf32>
// CHECK-NEXT: memref.load %[[B]]
// CHECK: memref.store %{{.*}}, %[[B]]
// CHECK-NEXT: gpu.memcpy %[[DB]], %[[B]] : memref<64xf32>, memref<64xf32>
// CHECK-NEXT: gpu.launch
func.func @host_in_between(%b: memref<64xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %f = arith.constant 1.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    memref.store %f, %b[%tx] : memref<64xf32>
    gpu.terminator
  }
  %v = memref.load %b[%i] : memref<64xf32>
  %w = arith.addf %v, %f : f32
  memref.store %w, %b[%i] : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %u = memref.load %b[%tx] : memref<64xf32>
    gpu.terminator
  }
  return
}

// -----

// A view of a buffer: the device buffer is the whole root, and the view is
// rebuilt on it for the launch.
// CHECK-LABEL: func.func @view
// CHECK-SAME: (%[[M:.*]]: memref<8x16xf32>)
// CHECK: %[[D:.*]] = gpu.alloc () : memref<8x16xf32>
// CHECK-NEXT: gpu.memcpy %[[D]], %[[M]]
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[D]][2, 0] [4, 16] [1, 1]
// CHECK: gpu.launch
// CHECK: memref.store %{{.*}}, %[[V]]
// CHECK: gpu.memcpy %[[M]], %[[D]]
func.func @view(%m: memref<8x16xf32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %v = memref.subview %m[2, 0] [4, 16] [1, 1] : memref<8x16xf32> to memref<4x16xf32, strided<[16, 1], offset: 32>>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    memref.store %f, %v[%c1, %tx] : memref<4x16xf32, strided<[16, 1], offset: 32>>
    gpu.terminator
  }
  return
}

// -----

func.func @strided_root(%m: memref<4xf32, strided<[2]>>) {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  // expected-error @+1 {{'gpu.launch' op uses a buffer of type 'memref<4xf32, strided<[2]>>' that has no device copy: the device buffers of a launch are plain memrefs (identity layout, default memory space)}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %f, %m[%tx] : memref<4xf32, strided<[2]>>
    gpu.terminator
  }
  return
}
