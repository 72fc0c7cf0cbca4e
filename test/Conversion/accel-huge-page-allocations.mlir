// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-huge-page-allocations)" | FileCheck %s
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-huge-page-allocations{min-bytes=65536})" | FileCheck %s --check-prefix=MIN
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-huge-page-allocations{min-bytes=0})" | FileCheck %s --check-prefix=OFF
// RUN: accel-opt %s --split-input-file --pass-pipeline="builtin.module(accel-huge-page-allocations{min-bytes=281474976710656})" | FileCheck %s --check-prefix=OFF

// Every malloc call of a Linux x86-64 or AArch64 module goes through
// _accel_alloc, every free call through _accel_free. From min-bytes (4 MiB
// by default) to 32 MiB: malloc's, the whole 2 MiB pages within it (none
// where it is null) advised MADV_HUGEPAGE (14), so that glibc's heap hands
// the same pages back when it is freed and asked for again. From 32 MiB
// (glibc maps those afresh every time): the buffer _accel_free kept
// (_accel_kept) where it is large enough and not more than an eighth larger
// than the request in whole 2 MiB pages (else freed), or whole 2 MiB pages
// from aligned_alloc, advised; malloc's where aligned_alloc fails. Below
// min-bytes: malloc's. _accel_free keeps a buffer of 32 MiB to 1 GiB whose
// address is a multiple of 2 MiB, freeing the one kept before, and frees
// any other; a global destructor frees the kept one. min-bytes=0 leaves
// the module alone, and so does 2^48 or more (no request that large is put
// on huge pages).

// CHECK-LABEL: llvm.func @two_buffers(
// CHECK: llvm.call @_accel_alloc(%arg0) : (i64) -> !llvm.ptr
// CHECK: llvm.call @_accel_alloc(%arg1) : (i64) -> !llvm.ptr
// CHECK: llvm.call @_accel_free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK: llvm.call @_accel_free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NOT: llvm.call @malloc
// CHECK-NOT: llvm.call @free
// CHECK: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK: llvm.func @madvise(!llvm.ptr, i64, i32) -> i32
// CHECK: llvm.func @malloc_usable_size(!llvm.ptr) -> i64
// CHECK: llvm.mlir.global internal @_accel_kept()
// CHECK-SAME: sym_visibility = "private"
// CHECK-SAME: : !llvm.ptr
// CHECK-NEXT: %[[NONE:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.return %[[NONE]] : !llvm.ptr
// CHECK-LABEL: llvm.func internal @_accel_alloc(%arg0: i64) -> !llvm.ptr
// CHECK-SAME: sym_visibility = "private"
// CHECK: %[[ADVICE:.*]] = llvm.mlir.constant(14 : i32) : i32
// CHECK: %[[LOW:.*]] = llvm.mlir.constant(4194304 : i64) : i64
// CHECK: %[[OFFSET:.*]] = llvm.sub %arg0, %[[LOW]] : i64
// CHECK: %[[SPAN:.*]] = llvm.mlir.constant(281474972516352 : i64) : i64
// CHECK: %[[LARGE:.*]] = llvm.icmp "ult" %[[OFFSET]], %[[SPAN]] : i64
// CHECK: llvm.cond_br %[[LARGE]], ^[[HUGE:.*]], ^[[SMALL:[^ ]*]]
// CHECK: ^[[HUGE]]:
// CHECK: %[[MAPPED:.*]] = llvm.mlir.constant(33554432 : i64) : i64
// CHECK: %[[BELOW:.*]] = llvm.icmp "ult" %arg0, %[[MAPPED]] : i64
// CHECK: llvm.cond_br %[[BELOW]], ^[[HEAP:.*]], ^[[WHOLE:[^ ]*]]
// CHECK: ^[[HEAP]]:
// CHECK: %[[MEMORY:.*]] = llvm.call @malloc(%arg0) : (i64) -> !llvm.ptr
// CHECK: %[[ADDRESS:.*]] = llvm.ptrtoint %[[MEMORY]] : !llvm.ptr to i64
// CHECK: %[[MASK:.*]] = llvm.mlir.constant(2097151 : i64) : i64
// CHECK: %[[UP:.*]] = llvm.add %[[ADDRESS]], %[[MASK]] : i64
// CHECK: %[[BASE:.*]] = llvm.mlir.constant(-2097152 : i64) : i64
// CHECK: %[[FIRST:.*]] = llvm.and %[[UP]], %[[BASE]] : i64
// CHECK: %[[PAST:.*]] = llvm.add %[[ADDRESS]], %arg0 : i64
// CHECK: %[[END:.*]] = llvm.and %[[PAST]], %{{.*}} : i64
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[NOT_NULL:.*]] = llvm.icmp "ne" %[[MEMORY]], %[[NULL]] : !llvm.ptr
// CHECK: %[[PAGES:.*]] = llvm.icmp "ult" %[[FIRST]], %[[END]] : i64
// CHECK: %[[ADVISABLE:.*]] = llvm.and %[[NOT_NULL]], %[[PAGES]] : i1
// CHECK: llvm.cond_br %[[ADVISABLE]], ^[[INSIDE:.*]], ^[[DONE:.*]](%[[MEMORY]] : !llvm.ptr)
// CHECK: ^[[INSIDE]]:
// CHECK: %[[START:.*]] = llvm.inttoptr %[[FIRST]] : i64 to !llvm.ptr
// CHECK: %[[LENGTH:.*]] = llvm.sub %[[END]], %[[FIRST]] : i64
// CHECK: llvm.call @madvise(%[[START]], %[[LENGTH]], %[[ADVICE]])
// CHECK: llvm.br ^[[DONE]](%[[MEMORY]] : !llvm.ptr)
// CHECK: ^[[WHOLE]]:
// CHECK: %[[PADDED:.*]] = llvm.add %arg0, %{{.*}} : i64
// CHECK: %[[ROUNDED:.*]] = llvm.and %[[PADDED]], %{{.*}} : i64
// CHECK: %[[EMPTY:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[SLOT:.*]] = llvm.mlir.addressof @_accel_kept : !llvm.ptr
// CHECK: %[[KEPT:.*]] = llvm.atomicrmw xchg %[[SLOT]], %[[EMPTY]] acq_rel : !llvm.ptr, !llvm.ptr
// CHECK: %[[ANY:.*]] = llvm.icmp "ne" %[[KEPT]], %{{.*}} : !llvm.ptr
// CHECK: llvm.cond_br %[[ANY]], ^[[CHECK_KEPT:.*]], ^[[FRESH:[^ ]*]]
// CHECK: ^[[CHECK_KEPT]]:
// CHECK: %[[USABLE:.*]] = llvm.call @malloc_usable_size(%[[KEPT]]) : (!llvm.ptr) -> i64
// CHECK: %[[EXCESS:.*]] = llvm.sub %[[USABLE]], %[[ROUNDED]] : i64
// CHECK: %[[THREE:.*]] = llvm.mlir.constant(3 : i64) : i64
// CHECK: %[[EIGHTH:.*]] = llvm.lshr %[[ROUNDED]], %[[THREE]] : i64
// CHECK: %[[FITS:.*]] = llvm.icmp "ule" %[[EXCESS]], %[[EIGHTH]] : i64
// CHECK: llvm.cond_br %[[FITS]], ^[[DONE]](%[[KEPT]] : !llvm.ptr), ^[[DROP:[^ ]*]]
// CHECK: ^[[DROP]]:
// CHECK: llvm.call @free(%[[KEPT]]) : (!llvm.ptr) -> ()
// CHECK: llvm.br ^[[FRESH]]
// CHECK: ^[[FRESH]]:
// CHECK: %[[PAGE:.*]] = llvm.mlir.constant(2097152 : i64) : i64
// CHECK: %[[ALIGNED:.*]] = llvm.call @aligned_alloc(%[[PAGE]], %[[ROUNDED]])
// CHECK: %[[OK:.*]] = llvm.icmp "ne" %[[ALIGNED]], %{{.*}} : !llvm.ptr
// CHECK: llvm.cond_br %[[OK]], ^[[ADVISE:.*]], ^[[SMALL]]
// CHECK: ^[[ADVISE]]:
// CHECK: llvm.call @madvise(%[[ALIGNED]], %[[ROUNDED]], %[[ADVICE]])
// CHECK: llvm.br ^[[DONE]](%[[ALIGNED]] : !llvm.ptr)
// CHECK: ^[[SMALL]]:
// CHECK: %[[PLAIN:.*]] = llvm.call @malloc(%arg0) : (i64) -> !llvm.ptr
// CHECK: llvm.br ^[[DONE]](%[[PLAIN]] : !llvm.ptr)
// CHECK: ^[[DONE]](%[[RESULT:.*]]: !llvm.ptr):
// CHECK: llvm.return %[[RESULT]] : !llvm.ptr
// CHECK-LABEL: llvm.func internal @_accel_free(%arg0: !llvm.ptr)
// CHECK-SAME: sym_visibility = "private"
// CHECK: %[[GIVEN:.*]] = llvm.icmp "ne" %arg0, %{{.*}} : !llvm.ptr
// CHECK: llvm.cond_br %[[GIVEN]], ^[[SIZED:.*]], ^[[RELEASE:.*]](%arg0 : !llvm.ptr)
// CHECK: ^[[SIZED]]:
// CHECK: %[[SIZE:.*]] = llvm.call @malloc_usable_size(%arg0) : (!llvm.ptr) -> i64
// CHECK: %[[FROM:.*]] = llvm.mlir.constant(33554432 : i64) : i64
// CHECK: %[[ABOVE:.*]] = llvm.sub %[[SIZE]], %[[FROM]] : i64
// CHECK: %[[RANGE:.*]] = llvm.mlir.constant(1040187392 : i64) : i64
// CHECK: %[[IN_RANGE:.*]] = llvm.icmp "ule" %[[ABOVE]], %[[RANGE]] : i64
// CHECK: %[[AT:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr to i64
// CHECK: %[[IN_PAGE:.*]] = llvm.and %[[AT]], %{{.*}} : i64
// CHECK: %[[ON_PAGES:.*]] = llvm.icmp "eq" %[[IN_PAGE]], %{{.*}} : i64
// CHECK: %[[KEEP:.*]] = llvm.and %[[IN_RANGE]], %[[ON_PAGES]] : i1
// CHECK: llvm.cond_br %[[KEEP]], ^[[SWAP:.*]], ^[[RELEASE]](%arg0 : !llvm.ptr)
// CHECK: ^[[SWAP]]:
// CHECK: %[[HOLDER:.*]] = llvm.mlir.addressof @_accel_kept : !llvm.ptr
// CHECK: %[[BEFORE:.*]] = llvm.atomicrmw xchg %[[HOLDER]], %arg0 acq_rel : !llvm.ptr, !llvm.ptr
// CHECK: llvm.br ^[[RELEASE]](%[[BEFORE]] : !llvm.ptr)
// CHECK: ^[[RELEASE]](%[[FREED:.*]]: !llvm.ptr):
// CHECK: llvm.call @free(%[[FREED]]) : (!llvm.ptr) -> ()
// CHECK-LABEL: llvm.func internal @_accel_kept_release()
// CHECK: %[[CLEARED:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[VARIABLE:.*]] = llvm.mlir.addressof @_accel_kept : !llvm.ptr
// CHECK: %[[LAST:.*]] = llvm.atomicrmw xchg %[[VARIABLE]], %[[CLEARED]] acq_rel : !llvm.ptr, !llvm.ptr
// CHECK: llvm.call @free(%[[LAST]]) : (!llvm.ptr) -> ()
// CHECK: llvm.mlir.global_dtors dtors = [@_accel_kept_release], priorities = [0 : i32], data = [#llvm.zero]
// MIN-LABEL: llvm.func internal @_accel_alloc(
// MIN: llvm.mlir.constant(65536 : i64) : i64
// MIN: llvm.mlir.constant(281474976645120 : i64) : i64
// OFF-LABEL: llvm.func @two_buffers(
// OFF-COUNT-2: llvm.call @malloc(
// OFF-COUNT-2: llvm.call @free(
// OFF-NOT: llvm.call @_accel_
// OFF-NOT: aligned_alloc
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @two_buffers(%big: i64, %small: i64) {
    %0 = llvm.call @malloc(%big) : (i64) -> !llvm.ptr
    %1 = llvm.call @malloc(%small) : (i64) -> !llvm.ptr
    llvm.call @free(%0) : (!llvm.ptr) -> ()
    llvm.call @free(%1) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// AArch64 Linux too; the helpers that are already there are the ones
// called.

// CHECK-LABEL: llvm.func @again(
// CHECK: llvm.call @_accel_alloc(%arg0)
// CHECK: llvm.call @_accel_free(%
// CHECK-COUNT-1: llvm.func internal @_accel_alloc(
// CHECK-NOT: @_accel_alloc_
// CHECK-NOT: @_accel_kept
module attributes {llvm.target_triple = "aarch64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @again(%size: i64) -> !llvm.ptr {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    %1 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.call @free(%1) : (!llvm.ptr) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @_accel_alloc(%size: i64) -> !llvm.ptr attributes {sym_visibility = "private"} {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @_accel_free(%buffer: !llvm.ptr) attributes {sym_visibility = "private"} {
    llvm.call @free(%buffer) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// A module that only frees (its buffers come from elsewhere) frees through
// _accel_free too.

// CHECK-LABEL: llvm.func @only_frees(
// CHECK: llvm.call @_accel_free(%arg0) : (!llvm.ptr) -> ()
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK: llvm.func internal @_accel_free(
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @free(!llvm.ptr)
  llvm.func @only_frees(%buffer: !llvm.ptr) {
    llvm.call @free(%buffer) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// Not Linux: no huge pages to ask for.

// CHECK-LABEL: llvm.func @darwin(
// CHECK: llvm.call @malloc(%arg0)
// CHECK-NOT: _accel_alloc
module attributes {llvm.target_triple = "x86_64-apple-darwin"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @darwin(%size: i64) -> !llvm.ptr {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

// -----

// A madvise or malloc_usable_size of another type, or a symbol of its own
// named _accel_alloc, _accel_free or _accel_kept: the module is left as it
// is.

// CHECK-LABEL: llvm.func @own_madvise(
// CHECK: llvm.call @malloc(%arg0)
// CHECK-NOT: llvm.func internal @_accel_alloc
// CHECK-NOT: aligned_alloc
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @madvise(!llvm.ptr, i64) -> i32
  llvm.func @own_madvise(%size: i64) -> !llvm.ptr {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

// -----

// CHECK-LABEL: llvm.func @own_helper(
// CHECK: llvm.call @malloc(%arg0)
// CHECK-NOT: llvm.call @_accel_alloc
// CHECK-NOT: llvm.func internal
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @_accel_alloc(i64, i64) -> !llvm.ptr
  llvm.func @own_helper(%size: i64) -> !llvm.ptr {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}

// -----

// CHECK-LABEL: llvm.func @own_usable_size(
// CHECK: llvm.call @malloc(%arg0)
// CHECK: llvm.call @free(
// CHECK-NOT: llvm.call @_accel_
// CHECK-NOT: llvm.func internal
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc_usable_size(!llvm.ptr) -> i32
  llvm.func @own_usable_size(%size: i64) {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.call @free(%0) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// CHECK-LABEL: llvm.func @own_free_helper(
// CHECK: llvm.call @malloc(%arg0)
// CHECK: llvm.call @free(
// CHECK-NOT: llvm.func internal
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @_accel_free(!llvm.ptr)
  llvm.func @own_free_helper(%size: i64) {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.call @free(%0) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// CHECK-LABEL: llvm.func @own_kept(
// CHECK: llvm.call @malloc(%arg0)
// CHECK-NOT: llvm.func internal
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global internal @_accel_kept(0 : i64) : i64
  llvm.func @own_kept(%size: i64) -> !llvm.ptr {
    %0 = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
