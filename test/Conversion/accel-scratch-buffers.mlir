// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-scratch-buffers)" | FileCheck %s

// A kept scratch buffer: its alloc becomes _accel_scratch_acquire(slot,
// bytes) and a descriptor of the pointer, its dealloc
// _accel_scratch_release(slot, pointer). The helpers, their slots and the
// destructor that frees the kept buffers are defined once.

// CHECK-LABEL: func.func @kept(
// CHECK: %[[SLOT:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[BYTES:.*]] = llvm.mlir.constant(8192 : i64) : i64
// CHECK: %[[BUFFER:.*]] = llvm.call @_accel_scratch_acquire(%[[SLOT]], %[[BYTES]]) : (i32, i64) -> !llvm.ptr
// CHECK: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK: llvm.insertvalue %[[BUFFER]], %[[D0]][0]
// CHECK: %[[VIEW:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x64x16xf32>
// CHECK: memref.store %{{.*}}, %[[VIEW]]
// CHECK: %[[SLOT2:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @_accel_scratch_release(%[[SLOT2]], %[[BUFFER]]) : (i32, !llvm.ptr) -> ()
// CHECK-NOT: memref.dealloc
// CHECK: return
// The arena's slot (accel-buffer-arena) keeps buffers over 4 MiB, up to
// 1 GiB.
// CHECK-LABEL: func.func @arena(
// CHECK: %[[ARENA:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: %[[ARENA_BYTES:.*]] = llvm.mlir.constant(4194308 : i64) : i64
// CHECK: llvm.call @_accel_scratch_acquire(%[[ARENA]], %[[ARENA_BYTES]])
// CHECK: llvm.call @_accel_scratch_release(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<1073741825xi8>
// CHECK: return
// Not kept: unmarked; a dynamic shape; freed twice; over 4 MiB.
// CHECK-LABEL: func.func @not_kept(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.alloc() : memref<8xf32>
// CHECK: memref.alloc() : memref<1048577xf32>
// CHECK-NOT: accel.scratch
// CHECK-NOT: _accel_scratch_acquire
// CHECK: return
// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK: llvm.mlir.global private @_accel_scratch_slots() {addr_space = 0 : i32, alignment = 64 : i64, sym_visibility = "private"} : !llvm.array<3 x struct<(i64, i64, ptr)>>
// CHECK: llvm.func private @_accel_scratch_acquire(%{{.*}}: i32, %{{.*}}: i64) -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK: llvm.atomicrmw xchg %{{.*}}, %{{.*}} acquire : !llvm.ptr, i64
// CHECK: llvm.func private @_accel_scratch_release(%{{.*}}: i32, %{{.*}}: !llvm.ptr) attributes {sym_visibility = "private"}
// CHECK: llvm.store %{{.*}}, %{{.*}} atomic release
// CHECK: llvm.func private @_accel_scratch_free() attributes {sym_visibility = "private"}
// CHECK-COUNT-3: llvm.call @free(
// CHECK: llvm.mlir.global_dtors dtors = [@_accel_scratch_free], priorities = [0 : i32], data = [#llvm.zero]
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @kept(%v: f32) {
    %c0 = arith.constant 0 : index
    %0 = memref.alloc() {accel.scratch = 1 : i64, alignment = 64 : i64} : memref<2x64x16xf32>
    memref.store %v, %0[%c0, %c0, %c0] : memref<2x64x16xf32>
    memref.dealloc %0 : memref<2x64x16xf32>
    return
  }
  func.func @arena() {
    %0 = memref.alloc() {accel.scratch = 2 : i64, alignment = 64 : i64} : memref<1048577xf32>
    memref.dealloc %0 : memref<1048577xf32>
    %1 = memref.alloc() {accel.scratch = 2 : i64, alignment = 64 : i64} : memref<1073741825xi8>
    memref.dealloc %1 : memref<1073741825xi8>
    return
  }
  func.func @not_kept(%n: index) {
    %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    %1 = memref.alloc(%n) {accel.scratch = 0 : i64} : memref<?xf32>
    %2 = memref.alloc() {accel.scratch = 0 : i64} : memref<8xf32>
    %3 = memref.alloc() {accel.scratch = 0 : i64} : memref<1048577xf32>
    memref.dealloc %0 : memref<4xf32>
    memref.dealloc %1 : memref<?xf32>
    memref.dealloc %2 : memref<8xf32>
    memref.dealloc %2 : memref<8xf32>
    memref.dealloc %3 : memref<1048577xf32>
    return
  }
}

// -----

// The module's own destructors stay, the helpers' join them; a module for
// Windows keeps malloc's buffers (below).

// CHECK-LABEL: llvm.func @teardown()
// CHECK: llvm.mlir.global_dtors dtors = [@teardown, @_accel_scratch_free], priorities = [5 : i32, 0 : i32], data = [#llvm.zero, #llvm.zero]
// CHECK-NOT: llvm.mlir.global_dtors
// CHECK: llvm.func {{.*}}@_accel_scratch_free(
// CHECK-NOT: llvm.mlir.global_dtors
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @teardown() {
    llvm.return
  }
  llvm.mlir.global_dtors dtors = [@teardown], priorities = [5 : i32], data = [#llvm.zero]
  func.func @kept() {
    %0 = memref.alloc() {accel.scratch = 0 : i64} : memref<16xf32>
    memref.dealloc %0 : memref<16xf32>
    return
  }
}

// -----

// CHECK-LABEL: func.func @windows(
// CHECK: memref.alloc() : memref<16xf32>
// CHECK-NOT: _accel_scratch
module attributes {llvm.target_triple = "x86_64-pc-windows-msvc"} {
  func.func @windows() {
    %0 = memref.alloc() {accel.scratch = 0 : i64} : memref<16xf32>
    memref.dealloc %0 : memref<16xf32>
    return
  }
}

// -----

// A module whose `free` is another function keeps malloc's buffers too.

// CHECK-LABEL: func.func @own_free(
// CHECK: memref.alloc() : memref<16xf32>
// CHECK-NOT: _accel_scratch_acquire
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @free(i64)
  func.func @own_free() {
    %0 = memref.alloc() {accel.scratch = 0 : i64} : memref<16xf32>
    memref.dealloc %0 : memref<16xf32>
    return
  }
}
