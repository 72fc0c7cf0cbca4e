// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(func.func(accel-buffer-arena))" | FileCheck %s

// Buffers whose lives overlap take disjoint bytes; a buffer allocated after
// another's dealloc takes its bytes. The largest are placed first, at the
// lowest offset free for their life, offsets 64-byte aligned. The arena is
// the kept scratch slot 2, allocated first and freed before the return.

// CHECK-LABEL: func.func @lives(
// CHECK: %[[ARENA:.*]] = memref.alloc() {accel.scratch = 2 : i64, alignment = 64 : i64} : memref<6208xi8>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = memref.view %[[ARENA]][%[[C0]]][] : memref<6208xi8> to memref<1024xf32>
// CHECK-NEXT: %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT: %[[B:.*]] = memref.view %[[ARENA]][%[[C4096]]][] : memref<6208xi8> to memref<512xf32>
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK-NEXT: memref.store %{{.*}}, %[[B]]
// CHECK-NEXT: %[[C0_2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C:.*]] = memref.view %[[ARENA]][%[[C0_2]]][] : memref<6208xi8> to memref<1024xf32>
// CHECK-NEXT: %[[C6144:.*]] = arith.constant 6144 : index
// CHECK-NEXT: %[[D:.*]] = memref.view %[[ARENA]][%[[C6144]]][] : memref<6208xi8> to memref<3xf64>
// CHECK-NEXT: memref.store %{{.*}}, %[[C]]
// CHECK-NEXT: memref.store %{{.*}}, %[[D]]
// CHECK-NOT: memref.dealloc %{{.*}} : memref<1024xf32>
// CHECK-NOT: memref.dealloc %{{.*}} : memref<512xf32>
// CHECK: memref.dealloc %[[ARENA]] : memref<6208xi8>
// CHECK-NEXT: return
func.func @lives(%v: f32, %w: f64, %c0: index) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
  %b = memref.alloc() {alignment = 64 : i64} : memref<512xf32>
  memref.store %v, %a[%c0] : memref<1024xf32>
  memref.store %v, %b[%c0] : memref<512xf32>
  memref.dealloc %a : memref<1024xf32>
  %c = memref.alloc() {alignment = 64 : i64} : memref<1024xf32>
  %d = memref.alloc() : memref<3xf64>
  memref.store %v, %c[%c0] : memref<1024xf32>
  memref.store %w, %d[%c0] : memref<3xf64>
  memref.dealloc %b : memref<512xf32>
  memref.dealloc %c : memref<1024xf32>
  memref.dealloc %d : memref<3xf64>
  return
}

// -----

// Left to malloc: a returned buffer, a dynamic shape, a scratch buffer
// already, a buffer freed in a loop's body or allocated there, i1
// elements, a layout; a function whose only buffers those are gets no
// arena.

// CHECK-LABEL: func.func @left(
// CHECK-NOT: accel.scratch = 2
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.alloc() {accel.scratch = 0 : i64} : memref<8xf32>
// CHECK: memref.alloc() : memref<16xf32>
// CHECK: memref.alloc() : memref<32xi1>
// CHECK: memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
// CHECK: scf.for
// CHECK: memref.alloc() : memref<64xf32>
// CHECK-NOT: memref.view
func.func @left(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc() : memref<4xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  %s = memref.alloc() {accel.scratch = 0 : i64} : memref<8xf32>
  %looped = memref.alloc() : memref<16xf32>
  %bits = memref.alloc() : memref<32xi1>
  %strided = memref.alloc() : memref<4x4xf32, strided<[8, 1]>>
  scf.for %i = %c0 to %n step %c1 {
    %inner = memref.alloc() : memref<64xf32>
    memref.dealloc %inner : memref<64xf32>
    memref.dealloc %looped : memref<16xf32>
  }
  memref.dealloc %dyn : memref<?xf32>
  memref.dealloc %s : memref<8xf32>
  memref.dealloc %bits : memref<32xi1>
  memref.dealloc %strided : memref<4x4xf32, strided<[8, 1]>>
  return %r : memref<4xf32>
}
