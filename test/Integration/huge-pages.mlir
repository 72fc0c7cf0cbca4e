// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// Buffers of 4 MiB or more come from accel-huge-page-allocations' helper,
// their elements intact, freed by free(); smaller ones (a 1 KiB result, a
// 3 MiB buffer) are malloc's and work as before.
// - From 32 MiB (a 40 MiB buffer of the host code) aligned to 2 MiB.
//   Without the pass a buffer that large is mmap'd by malloc and starts
//   16 bytes past a 4 KiB page: its address modulo 2 MiB is not 0.
// - Below (the kernel's 5 MiB result, a 6 MiB buffer) malloc's, advised
//   where whole 2 MiB pages lie within: freed and asked for again, such a
//   buffer comes back with its pages from glibc's heap. The third 6 MiB
//   buffer, filled whole, takes no page fault; with aligned_alloc (as all
//   of them were before) each was mapped afresh and faulted again (4 huge
//   pages, or 1,536 small ones).
// - From 32 MiB, the module keeps one buffer it frees: the kernel's 36 MiB
//   result, freed by the caller at the end of each round, is the buffer of
//   the next call. The third call's result, written whole, takes no page
//   fault; without the kept buffer each call's was mapped afresh (18 huge
//   pages, or 9,216 small ones).

// CHECK: big result: ( 2, 2050, 1310721 )
// CHECK-NEXT: small result: ( 2, 257 )
// CHECK-NEXT: 40 MiB buffer, offset in its huge page: 0
// CHECK-NEXT: ( 7, 10485759 )
// CHECK-NEXT: page faults of the third 6 MiB buffer: 0
// CHECK-NEXT: ( 3, 3 )
// CHECK-NEXT: rounds: ( 5, 5 )
// CHECK-NEXT: ( 5, 5 )
// CHECK-NEXT: page faults of the third 36 MiB result: 0
// CHECK-NEXT: ( 5, 5 )

accel.kernel @big(%a: tensor<1280x1024xf32>, %b: tensor<1280x1024xf32>) -> tensor<1280x1024xf32> {
  %c = add %a, %b : tensor<1280x1024xf32>
  return %c : tensor<1280x1024xf32>
}

accel.kernel @small(%a: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<256xf32> {
  %c = add %a, %b : tensor<256xf32>
  return %c : tensor<256xf32>
}

accel.kernel @wide(%a: tensor<9437184xf32>, %b: tensor<9437184xf32>) -> tensor<9437184xf32> {
  %c = add %a, %b : tensor<9437184xf32>
  return %c : tensor<9437184xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printNewline()

// The printed offset: `address` modulo 2 MiB.
func.func @printOffset(%address: index) {
  %page = arith.constant 2097152 : index
  %offset = arith.remui %address, %page : index
  %i = arith.index_cast %offset : index to i64
  vector.print %i : i64
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c255 = arith.constant 255 : index
  %c1023 = arith.constant 1023 : index
  %c1279 = arith.constant 1279 : index
  // a[i][j] = 1 + i * 1024 + j (exact in f32 up to 2^24), b = 1.
  %ones = arith.constant dense<1.0> : tensor<1280x1024xf32>
  %empty = tensor.empty() : tensor<1280x1024xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%empty : tensor<1280x1024xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %rows = arith.constant 1024 : index
    %base = arith.muli %i, %rows : index
    %flat = arith.addi %base, %j : index
    %flat1 = arith.addi %flat, %c1 : index
    %n = arith.index_cast %flat1 : index to i64
    %f = arith.uitofp %n : i64 to f32
    linalg.yield %f : f32
  } -> tensor<1280x1024xf32>
  %big = accel.launch @big(%a, %ones) : (tensor<1280x1024xf32>, tensor<1280x1024xf32>) -> tensor<1280x1024xf32>
  vector.print str "big result: "
  %first = tensor.extract %big[%c0, %c0] : tensor<1280x1024xf32>
  %second_row = tensor.extract %big[%c2, %c0] : tensor<1280x1024xf32>
  %last = tensor.extract %big[%c1279, %c1023] : tensor<1280x1024xf32>
  %picked = vector.from_elements %first, %second_row, %last : vector<3xf32>
  %picked_ints = arith.fptosi %picked : vector<3xf32> to vector<3xi64>
  vector.print %picked_ints : vector<3xi64>

  %sa = arith.constant dense<1.0> : tensor<256xf32>
  %sb_empty = tensor.empty() : tensor<256xf32>
  %sb = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>],
                        iterator_types = ["parallel"]}
      outs(%sb_empty : tensor<256xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %i1 = arith.addi %i, %c1 : index
    %n = arith.index_cast %i1 : index to i64
    %f = arith.uitofp %n : i64 to f32
    linalg.yield %f : f32
  } -> tensor<256xf32>
  %small = accel.launch @small(%sa, %sb) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %s0 = tensor.extract %small[%c0] : tensor<256xf32>
  %s255 = tensor.extract %small[%c255] : tensor<256xf32>
  %s = vector.from_elements %s0, %s255 : vector<2xf32>
  vector.print str "small result: "
  vector.print %s : vector<2xf32>

  // Host code's own buffers: 40 MiB (aligned huge pages) and 3 MiB
  // (malloc's).
  %forty = memref.alloc() : memref<10485760xf32>
  %three = memref.alloc() : memref<786432xf32>
  %seven = arith.constant 7.0 : f32
  %last_index = arith.constant 10485759 : index
  %last_value = arith.constant 10485759.0 : f32
  memref.store %seven, %forty[%c0] : memref<10485760xf32>
  memref.store %last_value, %forty[%last_index] : memref<10485760xf32>
  memref.store %seven, %three[%c0] : memref<786432xf32>
  %forty_address = memref.extract_aligned_pointer_as_index %forty : memref<10485760xf32> -> index
  vector.print str "40 MiB buffer, offset in its huge page: "
  func.call @printOffset(%forty_address) : (index) -> ()
  %f0 = memref.load %forty[%c0] : memref<10485760xf32>
  %f1 = memref.load %forty[%last_index] : memref<10485760xf32>
  %fv = vector.from_elements %f0, %f1 : vector<2xf32>
  %fv_ints = arith.fptosi %fv : vector<2xf32> to vector<2xi64>
  vector.print %fv_ints : vector<2xi64>

  // A 6 MiB buffer, filled and freed (at the end of its iteration) twice,
  // then a third time; the page faults of the third.
  %three_f = arith.constant 3.0 : f32
  scf.for %round = %c0 to %c2 step %c1 {
    %six = memref.alloc() : memref<1572864xf32>
    linalg.fill ins(%three_f : f32) outs(%six : memref<1572864xf32>)
  }
  %faults_before = func.call @minorFaults() : () -> i64
  %six = memref.alloc() : memref<1572864xf32>
  linalg.fill ins(%three_f : f32) outs(%six : memref<1572864xf32>)
  %faults_after = func.call @minorFaults() : () -> i64
  %faults = arith.subi %faults_after, %faults_before : i64
  vector.print str "page faults of the third 6 MiB buffer: "
  vector.print %faults : i64
  %last_six = arith.constant 1572863 : index
  %s6a = memref.load %six[%c0] : memref<1572864xf32>
  %s6b = memref.load %six[%last_six] : memref<1572864xf32>
  %s6 = vector.from_elements %s6a, %s6b : vector<2xf32>
  %s6_ints = arith.fptosi %s6 : vector<2xf32> to vector<2xi64>
  vector.print %s6_ints : vector<2xi64>

  // The kernel's 36 MiB result, twice (freed at the end of each round),
  // then a third time; the page faults of the third.
  %two_f = arith.constant 2.0 : f32
  %wide_empty = tensor.empty() : tensor<9437184xf32>
  %twos = linalg.fill ins(%two_f : f32) outs(%wide_empty : tensor<9437184xf32>) -> tensor<9437184xf32>
  %threes = linalg.fill ins(%three_f : f32) outs(%wide_empty : tensor<9437184xf32>) -> tensor<9437184xf32>
  %wide_last = arith.constant 9437183 : index
  vector.print str "rounds: "
  scf.for %round = %c0 to %c2 step %c1 {
    %w = accel.launch @wide(%twos, %threes) : (tensor<9437184xf32>, tensor<9437184xf32>) -> tensor<9437184xf32>
    func.call @printEnds(%w, %wide_last) : (tensor<9437184xf32>, index) -> ()
  }
  %wide_faults_before = func.call @minorFaults() : () -> i64
  %w3 = accel.launch @wide(%twos, %threes) : (tensor<9437184xf32>, tensor<9437184xf32>) -> tensor<9437184xf32>
  %wide_faults_after = func.call @minorFaults() : () -> i64
  %wide_faults = arith.subi %wide_faults_after, %wide_faults_before : i64
  vector.print str "page faults of the third 36 MiB result: "
  vector.print %wide_faults : i64
  func.call @printEnds(%w3, %wide_last) : (tensor<9437184xf32>, index) -> ()
  return
}

// Prints the first and the element at `last` of `t`, as integers.
func.func @printEnds(%t: tensor<9437184xf32>, %last: index) {
  %c0 = arith.constant 0 : index
  %first = tensor.extract %t[%c0] : tensor<9437184xf32>
  %end = tensor.extract %t[%last] : tensor<9437184xf32>
  %v = vector.from_elements %first, %end : vector<2xf32>
  %ints = arith.fptosi %v : vector<2xf32> to vector<2xi64>
  vector.print %ints : vector<2xi64>
  return
}

// The process's minor page faults so far (getrusage(RUSAGE_SELF): struct
// rusage's ru_minflt, its ninth 64-bit field on Linux x86-64 and AArch64).
llvm.func @getrusage(i32, !llvm.ptr) -> i32
func.func @minorFaults() -> i64 {
  %self = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %usage = llvm.alloca %one x !llvm.array<18 x i64> : (i64) -> !llvm.ptr
  %status = llvm.call @getrusage(%self, %usage) : (i32, !llvm.ptr) -> i32
  %field = llvm.getelementptr %usage[0, 8] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<18 x i64>
  %faults = llvm.load %field : !llvm.ptr -> i64
  return %faults : i64
}
