// RUN: accel-opt %s --split-input-file --accel-gpu-vectorize-elementwise="width=4 threads=64 max-blocks=8" --canonicalize --cse | FileCheck %s
// RUN: not accel-opt %s --split-input-file --accel-gpu-vectorize-elementwise="width=1" 2>&1 | FileCheck %s --check-prefix=BAD

// relu(a * b + c) on 2 x 1003 f32 (2006 elements: 501 vectors of 4 and a
// tail of 2): 64 threads per workgroup, 8 workgroups (the grid strides over
// the 501 vectors), each vector one load per input, the payload on
// vector<4xf32> (the scalar zero a splat), one store; the last two
// elements one per thread, by the first threads.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: memref<2x1003xf32>, %[[B:.*]]: memref<2x1003xf32>, %[[C:.*]]: memref<2x1003xf32>, %[[D:.*]]: memref<2x1003xf32>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-DAG: %[[FA:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1]] : memref<2x1003xf32> into memref<2006xf32>
// CHECK-DAG: %[[FD:.*]] = memref.collapse_shape %[[D]] {{\[\[}}0, 1]] : memref<2x1003xf32> into memref<2006xf32>
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c8, %{{.*}} = %c1, %{{.*}} = %c1) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c64, %{{.*}} = %c1, %{{.*}} = %c1)
// CHECK: %[[G:.*]] = arith.addi
// CHECK: scf.for %[[V:.*]] = %[[G]] to %c501 step %c512 {
// CHECK-NEXT: %[[AT:.*]] = arith.muli %[[V]], %c4
// CHECK-NEXT: %[[X:.*]] = vector.load %[[FA]][%[[AT]]] {alignment = 16 : i64} : memref<2006xf32>, vector<4xf32>
// CHECK-NEXT: %[[Y:.*]] = vector.load {{.*}} : memref<2006xf32>, vector<4xf32>
// CHECK-NEXT: %[[Z:.*]] = vector.load {{.*}} : memref<2006xf32>, vector<4xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : vector<4xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]], %[[Z]] : vector<4xf32>
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[S]], %[[ZERO]] : vector<4xf32>
// CHECK-NEXT: vector.store %[[R]], %[[FD]][%[[AT]]] {alignment = 16 : i64} : memref<2006xf32>, vector<4xf32>
// CHECK: %[[E:.*]] = arith.addi %[[G]], %c2004
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[E]], %c2006
// CHECK: scf.if %[[IN]] {
// CHECK: memref.load %[[FA]][%[[E]]] : memref<2006xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK: memref.store %{{.*}}, %[[FD]][%[[E]]] : memref<2006xf32>
func.func @chain(%a: memref<2x1003xf32>, %b: memref<2x1003xf32>, %c: memref<2x1003xf32>, %d: memref<2x1003xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : memref<2x1003xf32>, memref<2x1003xf32>, memref<2x1003xf32>) outs(%d : memref<2x1003xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %zero = arith.constant 0.0 : f32
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %z : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A dynamic size: the vectors and the tail from memref.dim; a value from
// outside the payload broadcast; f16 vectors aligned to their 8 bytes.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[N:.*]] = memref.dim
// CHECK: arith.divui %[[N]], %c4
// CHECK: gpu.launch
// CHECK: vector.load {{.*}} {alignment = 8 : i64} : memref<?xf16>, vector<4xf16>
// CHECK: vector.broadcast %{{.*}} : f16 to vector<4xf16>
func.func @dynamic(%a: memref<?xf16>, %d: memref<?xf16>, %k: f16) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : memref<?xf16>) outs(%d : memref<?xf16>) {
  ^bb0(%x: f16, %out: f16):
    %p = arith.mulf %x, %k : f16
    linalg.yield %p : f16
  }
  return
}

// -----

// Left as they are: a transpose (not the identity map), a reduction, a
// strided buffer, a payload asking for its index, i1 elements.
// CHECK-LABEL: func.func @left
// CHECK-NOT: gpu.launch
// CHECK-COUNT-5: linalg.generic
func.func @left(%a: memref<4x8xf32>, %t: memref<8x4xf32>, %r: memref<4xf32>,
                %s: memref<4x8xf32, strided<[16, 1]>>, %i: memref<32xindex>,
                %m: memref<32xi1>, %n: memref<32xi1>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s2 = arith.addf %x, %out : f32
    linalg.yield %s2 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<4x8xf32, strided<[16, 1]>>) outs(%a : memref<4x8xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%i : memref<32xindex>) {
  ^bb0(%out: index):
    %k = linalg.index 0 : index
    linalg.yield %k : index
  }
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m : memref<32xi1>) outs(%n : memref<32xi1>) {
  ^bb0(%x: i1, %out: i1):
    linalg.yield %x : i1
  }
  return
}

// BAD: error: accel-gpu-vectorize-elementwise: width must be at least 2, threads and max-blocks positive (width = 1, threads = 256, max-blocks = 65535)
