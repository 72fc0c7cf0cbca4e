// RUN: accel-opt %s --accel-check-gpu-mapped --verify-diagnostics

// A parallel loop left after GPU mapping is an error, not a silent host loop.

func.func @unmapped(%m: memref<16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  // expected-error @+1 {{'scf.parallel' op was not mapped to GPU blocks and threads, so it would run on the host; GPU backends do not fall back to the CPU}}
  scf.parallel (%i) = (%c0) to (%c16) step (%c1) {
    memref.store %v, %m[%i] : memref<16xf32>
  }
  return
}

func.func @mapped_is_fine(%m: memref<16xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    memref.store %v, %m[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}
