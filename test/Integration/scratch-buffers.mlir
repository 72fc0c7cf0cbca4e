// RUN: accel-opt %s --pass-pipeline="builtin.module(accel-scratch-buffers,convert-to-llvm,reconcile-unrealized-casts)" | %run-cpu | FileCheck %s

// accel-scratch-buffers' slots, run: a buffer released to its slot is the
// next one acquired there; while the slot is taken a second buffer is a
// buffer of its own (another address, another content) and is freed at its
// release, leaving the slot's buffer in place; a larger request reallocates
// the slot's buffer, which then serves the smaller ones. Without the pass
// each buffer is malloc's, which often gives a freed block of the same size
// back: the first equalities may then hold by chance, the last one does
// not (a 4 MiB block freed, then 256 bytes asked for).

// CHECK: kept again: 1
// CHECK-NEXT: taken slot gives another buffer: 1
// CHECK-NEXT: other slot gives another buffer: 1
// CHECK-NEXT: contents: 1, 2, 3
// CHECK-NEXT: kept after the spare: 1
// CHECK-NEXT: grown, last element: 7
// CHECK-NEXT: grown buffer kept: 1

func.func @address(%m: memref<64xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<64xf32> -> index
  return %p : index
}

/// The address of slot 0's buffer of 64 floats, used and released.
func.func @once() -> index {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5.0 : f32
  %a = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<64xf32>
  memref.store %v, %a[%c0] : memref<64xf32>
  %p = call @address(%a) : (memref<64xf32>) -> index
  memref.dealloc %a : memref<64xf32>
  return %p : index
}

/// Two buffers of slot 0 and one of slot 1 at once: whether the second and
/// third differ from the first, and their first elements (1, 2, 3).
func.func @nested() -> (index, index, index, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %a = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<64xf32>
  %b = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<64xf32>
  %c = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<64xf32>
  memref.store %one, %a[%c0] : memref<64xf32>
  memref.store %two, %b[%c0] : memref<64xf32>
  memref.store %three, %c[%c0] : memref<64xf32>
  %va = memref.load %a[%c0] : memref<64xf32>
  %vb = memref.load %b[%c0] : memref<64xf32>
  %vc = memref.load %c[%c0] : memref<64xf32>
  %pa = call @address(%a) : (memref<64xf32>) -> index
  %pb = call @address(%b) : (memref<64xf32>) -> index
  %pc = call @address(%c) : (memref<64xf32>) -> index
  memref.dealloc %b : memref<64xf32>
  memref.dealloc %c : memref<64xf32>
  memref.dealloc %a : memref<64xf32>
  return %pa, %pb, %pc, %va, %vb, %vc : index, index, index, f32, f32, f32
}

/// Slot 0's buffer at 4 MiB (the largest kept): its address and its last
/// element, written and read.
func.func @large() -> (index, f32) {
  %last = arith.constant 1048575 : index
  %v = arith.constant 7.0 : f32
  %a = memref.alloc() {accel.scratch = 0 : i64, alignment = 64 : i64} : memref<1048576xf32>
  memref.store %v, %a[%last] : memref<1048576xf32>
  %r = memref.load %a[%last] : memref<1048576xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<1048576xf32> -> index
  memref.dealloc %a : memref<1048576xf32>
  return %p, %r : index, f32
}

func.func @main() {
  %first = call @once() : () -> index
  %second = call @once() : () -> index
  %same = arith.cmpi eq, %first, %second : index
  vector.print str "kept again: "
  vector.print %same : i1

  %pa, %pb, %pc, %va, %vb, %vc = call @nested() : () -> (index, index, index, f32, f32, f32)
  %spare = arith.cmpi ne, %pa, %pb : index
  %other = arith.cmpi ne, %pa, %pc : index
  vector.print str "taken slot gives another buffer: "
  vector.print %spare : i1
  vector.print str "other slot gives another buffer: "
  vector.print %other : i1
  vector.print str "contents: "
  vector.print %va : f32 punctuation <comma>
  vector.print %vb : f32 punctuation <comma>
  vector.print %vc : f32
  %after = call @once() : () -> index
  %kept = arith.cmpi eq, %after, %pa : index
  vector.print str "kept after the spare: "
  vector.print %kept : i1

  %big, %value = call @large() : () -> (index, f32)
  vector.print str "grown, last element: "
  vector.print %value : f32
  %small = call @once() : () -> index
  %reused = arith.cmpi eq, %small, %big : index
  vector.print str "grown buffer kept: "
  vector.print %reused : i1
  return
}
