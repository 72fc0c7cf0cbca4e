// RUN: accel-opt %s --split-input-file --accel-spirv-flatten-buffers --verify-diagnostics | FileCheck %s

// A launch's 2-D buffer of dynamic size becomes 1-D, its loads and stores
// row-major offsets, and the sizes it uses come from the buffer's metadata
// taken on the host (not memref.dim, which outlining would sink).

// CHECK-LABEL: func.func @matrix
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32>)
// CHECK: %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %{{.*}}:2 = memref.extract_strided_metadata %[[A]]
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK: gpu.launch
// CHECK: arith.cmpi ult, %{{.*}}, %[[SIZES]]#0
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %[[SIZES]]#1 : index
// CHECK: %[[AT:.*]] = arith.addi %[[ROW]], %{{.*}} : index
// CHECK: memref.load %[[FLAT]][%[[AT]]] : memref<?xf32>
// CHECK: memref.store %{{.*}}, %[[FLAT]][%{{.*}}] : memref<?xf32>
// CHECK-NOT: memref.dim
func.func @matrix(%a: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %in = arith.cmpi ult, %tx, %m : index
    scf.if %in {
      %v = memref.load %a[%tx, %c1] : memref<?x?xf32>
      memref.store %v, %a[%tx, %c0] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

func.func @strided(%a: memref<?x?xf32, strided<[?, 1]>>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op uses a buffer of type 'memref<?x?xf32, strided<[?, 1]>>', which a SPIR-V kernel cannot address: dynamic sizes need a contiguous (identity) layout}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %a[%tx, %c1] : memref<?x?xf32, strided<[?, 1]>>
    gpu.terminator
  }
  return
}

// -----

func.func @subview(%a: memref<?x?xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op uses a buffer of type 'memref<?x?xf32>' in 'memref.subview'; the spirv backend flattens dynamic buffers for loads and stores only}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %s = memref.subview %a[0, 0] [1, 1] [1, 1] : memref<?x?xf32> to memref<1x1xf32, strided<[?, 1]>>
    gpu.terminator
  }
  return
}
