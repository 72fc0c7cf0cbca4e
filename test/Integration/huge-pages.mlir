// RUN: accel-opt %s --accel-lower | %run-cpu | FileCheck %s
// RUN: accel-opt %s --accel-lower --accel-backend=cpu-openmp | %run-cpu | FileCheck %s

// Buffers of 4 MiB or more come from accel-huge-page-allocations' helper:
// 2 MiB aligned (the kernel's 5 MiB result, a 4 MiB buffer of the host
// code), their elements intact, freed by free(); smaller ones (a 1 KiB
// result, a 3 MiB buffer) are malloc's and work as before. Without the pass
// a buffer that large is mmap'd by malloc and starts 16 bytes past a 4 KiB
// page: its address modulo 2 MiB is not 0.

// CHECK: big result, offset in its huge page: 0
// CHECK-NEXT: ( 2, 2050, 1310721 )
// CHECK-NEXT: small result: ( 2, 257 )
// CHECK-NEXT: 4 MiB buffer, offset in its huge page: 0
// CHECK-NEXT: ( 7, 1048575 )

accel.kernel @big(%a: tensor<1280x1024xf32>, %b: tensor<1280x1024xf32>) -> tensor<1280x1024xf32> {
  %c = add %a, %b : tensor<1280x1024xf32>
  return %c : tensor<1280x1024xf32>
}

accel.kernel @small(%a: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<256xf32> {
  %c = add %a, %b : tensor<256xf32>
  return %c : tensor<256xf32>
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
  %big_buffer = bufferization.to_buffer %big : tensor<1280x1024xf32> to memref<1280x1024xf32>
  %big_address = memref.extract_aligned_pointer_as_index %big_buffer : memref<1280x1024xf32> -> index
  vector.print str "big result, offset in its huge page: "
  func.call @printOffset(%big_address) : (index) -> ()
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

  // Host code's own buffers: 4 MiB (huge pages) and 3 MiB (malloc's).
  %four = memref.alloc() : memref<1048576xf32>
  %three = memref.alloc() : memref<786432xf32>
  %seven = arith.constant 7.0 : f32
  %last_index = arith.constant 1048575 : index
  %last_value = arith.constant 1048575.0 : f32
  memref.store %seven, %four[%c0] : memref<1048576xf32>
  memref.store %last_value, %four[%last_index] : memref<1048576xf32>
  memref.store %seven, %three[%c0] : memref<786432xf32>
  %four_address = memref.extract_aligned_pointer_as_index %four : memref<1048576xf32> -> index
  vector.print str "4 MiB buffer, offset in its huge page: "
  func.call @printOffset(%four_address) : (index) -> ()
  %f0 = memref.load %four[%c0] : memref<1048576xf32>
  %f1 = memref.load %four[%last_index] : memref<1048576xf32>
  %fv = vector.from_elements %f0, %f1 : vector<2xf32>
  %fv_ints = arith.fptosi %fv : vector<2xf32> to vector<2xi64>
  vector.print %fv_ints : vector<2xi64>
  return
}
