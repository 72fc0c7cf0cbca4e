// RUN: rm -rf %t.cache && accel-opt %s --accel-backend=cpu-vector -o %t.nocache
// RUN: FileCheck %s --input-file=%t.nocache
// RUN: %run-cpu %t.nocache | FileCheck %s --check-prefix=OUT
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-cache-dir=%t.cache -o %t.cold
// RUN: accel-opt %s --accel-backend=cpu-vector --accel-cache-dir=%t.cache --accel-explain -o %t.warm 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: diff %t.nocache %t.cold
// RUN: diff %t.cold %t.warm
// RUN: accel-opt %s --accel-backend=cpu-openmp | %run-cpu | FileCheck %s --check-prefix=OUT

// Every cpu-vector matmul unit defines accel-scratch-buffers' helpers, their
// slots and the destructor that frees what they keep, and
// accel-huge-page-allocations' (the kept buffer, its destructor);
// accel-link-kernels keeps each once (the same definition) and merges the
// units' destructor lists into one with one entry each, from the cache as
// well. The kernels, of
// three sizes, share the slots: run in turns, each result is whole.

// CHECK-COUNT-1: llvm.mlir.global private @_accel_scratch_slots()
// CHECK-NOT: @_accel_scratch_slots_
// CHECK-NOT: llvm.mlir.global private @_accel_scratch_slots()
// CHECK-NOT: @_accel_scratch_acquire_
// CHECK-NOT: @_accel_scratch_free_
// CHECK-NOT: @_accel_kept_{{[0-9]}}
// CHECK-NOT: @_accel_kept_release_{{[0-9]}}
// CHECK-NOT: @_accel_alloc_{{[0-9]}}
// CHECK-NOT: @_accel_free_{{[0-9]}}
// CHECK: llvm.mlir.global_dtors dtors = [@_accel_kept_release, @_accel_scratch_free], priorities = [0 : i32, 0 : i32], data = [#llvm.zero, #llvm.zero]
// CHECK-NOT: llvm.mlir.global_dtors

// WARM-COUNT-3: cache hit

// OUT-COUNT-3: [24, 24]
// OUT: [128, 128]
// OUT: [600, 600]

accel.kernel @small(%a: tensor<8x48xf32>, %b: tensor<48x64xf32>) -> tensor<8x64xf32> {
  %c = matmul %a, %b : tensor<8x48xf32>, tensor<48x64xf32> -> tensor<8x64xf32>
  return %c : tensor<8x64xf32>
}

accel.kernel @square(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %c = matmul %a, %b : tensor<256x256xf32>, tensor<256x256xf32> -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

accel.kernel @wide(%a: tensor<33x1200xf32>, %b: tensor<1200x515xf32>) -> tensor<33x515xf32> {
  %c = matmul %a, %b : tensor<33x1200xf32>, tensor<1200x515xf32> -> tensor<33x515xf32>
  return %c : tensor<33x515xf32>
}

func.func private @printMemrefF32(tensor<*xf32>)

/// The smallest and largest element of `c`, printed as [min, max].
func.func @printRange(%c: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = tensor.dim %c, %c0 : tensor<?x?xf32>
  %cols = tensor.dim %c, %c1 : tensor<?x?xf32>
  %big = arith.constant 3.0e+38 : f32
  %small = arith.constant -3.0e+38 : f32
  %range:2 = scf.for %i = %c0 to %rows step %c1 iter_args(%lo = %big, %hi = %small) -> (f32, f32) {
    %row:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%lo1 = %lo, %hi1 = %hi) -> (f32, f32) {
      %v = tensor.extract %c[%i, %j] : tensor<?x?xf32>
      %lo2 = arith.minimumf %lo1, %v : f32
      %hi2 = arith.maximumf %hi1, %v : f32
      scf.yield %lo2, %hi2 : f32, f32
    }
    scf.yield %row#0, %row#1 : f32, f32
  }
  %t = tensor.from_elements %range#0, %range#1 : tensor<2xf32>
  %u = tensor.cast %t : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<8x48xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e0 : tensor<8x48xf32>) -> tensor<8x48xf32>
  %e1 = tensor.empty() : tensor<48x64xf32>
  %b0 = linalg.fill ins(%half : f32) outs(%e1 : tensor<48x64xf32>) -> tensor<48x64xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %a1 = linalg.fill ins(%one : f32) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %b1 = linalg.fill ins(%half : f32) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e3 = tensor.empty() : tensor<33x1200xf32>
  %a2 = linalg.fill ins(%one : f32) outs(%e3 : tensor<33x1200xf32>) -> tensor<33x1200xf32>
  %e4 = tensor.empty() : tensor<1200x515xf32>
  %b2 = linalg.fill ins(%half : f32) outs(%e4 : tensor<1200x515xf32>) -> tensor<1200x515xf32>
  // small, square, small, wide, small: the slots grow and are reused.
  %r0 = accel.launch @small(%a0, %b0) : (tensor<8x48xf32>, tensor<48x64xf32>) -> tensor<8x64xf32>
  %r1 = accel.launch @square(%a1, %b1) : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %r2 = accel.launch @small(%a0, %b0) : (tensor<8x48xf32>, tensor<48x64xf32>) -> tensor<8x64xf32>
  %r3 = accel.launch @wide(%a2, %b2) : (tensor<33x1200xf32>, tensor<1200x515xf32>) -> tensor<33x515xf32>
  %r4 = accel.launch @small(%a0, %b0) : (tensor<8x48xf32>, tensor<48x64xf32>) -> tensor<8x64xf32>
  %p0 = tensor.cast %r0 : tensor<8x64xf32> to tensor<?x?xf32>
  %p2 = tensor.cast %r2 : tensor<8x64xf32> to tensor<?x?xf32>
  %p4 = tensor.cast %r4 : tensor<8x64xf32> to tensor<?x?xf32>
  %p1 = tensor.cast %r1 : tensor<256x256xf32> to tensor<?x?xf32>
  %p3 = tensor.cast %r3 : tensor<33x515xf32> to tensor<?x?xf32>
  call @printRange(%p0) : (tensor<?x?xf32>) -> ()
  call @printRange(%p2) : (tensor<?x?xf32>) -> ()
  call @printRange(%p4) : (tensor<?x?xf32>) -> ()
  call @printRange(%p1) : (tensor<?x?xf32>) -> ()
  call @printRange(%p3) : (tensor<?x?xf32>) -> ()
  return
}
