// RUN: accel-opt %s --pass-pipeline="builtin.module(func.func(accel-lower-vector))" | FileCheck %s
// RUN: accel-opt %s --pass-pipeline="builtin.module(func.func(accel-lower-vector),convert-to-llvm)" | FileCheck %s --check-prefix=LLVM

// The vector ops become the simple ones that convert-to-llvm converts, with
// upstream's convert-vector-to-llvm lowerings and defaults: in-bounds
// transfers plain loads and stores, the others masked ones (the mask from
// the distance to the end of the memref, in 32-bit lanes), 2-D vectors
// taken apart into 1-D ones. The other ops are not visited: the sum of two
// constants in @g stays (upstream's greedy driver folds every op of the
// function; the canonicalizer after the host lowering does that here). On
// the cpu-vector matmul and conv2d kernels of bench/compile.py the lowered
// output is byte for byte what upstream's convert-vector-to-llvm gave.

// CHECK-LABEL: func.func @f(
// CHECK: %[[A:.*]] = vector.load %{{.*}} : memref<64xf32>, vector<16xf32>
// CHECK: %[[LANES:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK: %[[B:.*]] = vector.maskedload %{{.*}}[%{{.*}}], %[[LANES]], %{{.*}}
// CHECK: %[[S:.*]] = memref.load
// CHECK: %[[C:.*]] = vector.broadcast %[[S]]
// CHECK: %[[D:.*]] = vector.fma %[[A]], %[[B]], %[[C]]
// CHECK: vector.maskedstore %{{.*}}, %[[D]]
// CHECK: vector.reduction <add>
// CHECK-NOT: vector.transfer
// CHECK-NOT: vector.create_mask

// CHECK-LABEL: func.func @g(
// CHECK: arith.addi %c2, %c3 : index
// CHECK: vector.extract %{{.*}}[1] : vector<8xf32> from vector<2x8xf32>
// CHECK: vector.shuffle
// CHECK-NOT: vector.shape_cast
// CHECK-NOT: vector.extract_strided_slice

// LLVM-LABEL: llvm.func @f(
// LLVM: %[[A:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// LLVM: %[[B:.*]] = llvm.intr.masked.load %{{.*}}, %{{.*}}, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
// LLVM: %[[S:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// LLVM: llvm.insertelement %[[S]]
// LLVM: %[[C:.*]] = llvm.shufflevector
// LLVM: %[[D:.*]] = llvm.intr.fmuladd(%[[A]], %[[B]], %[[C]])
// LLVM: llvm.intr.masked.store %[[D]]
// LLVM: %[[E:.*]] = llvm.intr.masked.load %{{.*}}, %{{.*}}, %[[D]]
// LLVM: %[[R:.*]] = "llvm.intr.vector.reduce.fadd"(%{{.*}}, %[[E]])
// LLVM: llvm.insertelement %[[R]], %[[E]]
// LLVM-NOT: vector.
// LLVM-LABEL: llvm.func @g(
// LLVM: llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<8xf32>>
// LLVM: llvm.shufflevector
// LLVM-NOT: vector.

func.func @f(%m: memref<64xf32>, %n: index, %i: index) -> vector<16xf32> {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%i], %pad {in_bounds = [true]} : memref<64xf32>, vector<16xf32>
  %b = vector.transfer_read %m[%n], %pad : memref<64xf32>, vector<16xf32>
  %s = memref.load %m[%i] : memref<64xf32>
  %c = vector.broadcast %s : f32 to vector<16xf32>
  %d = vector.fma %a, %b, %c : vector<16xf32>
  vector.transfer_write %d, %m[%n] : vector<16xf32>, memref<64xf32>
  %mask = vector.create_mask %n : vector<16xi1>
  %e = vector.maskedload %m[%i], %mask, %d : memref<64xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %r = vector.reduction <add>, %e : vector<16xf32> into f32
  %x = vector.insert %r, %e [0] : f32 into vector<16xf32>
  return %x : vector<16xf32>
}
func.func @g(%v: vector<2x8xf32>) -> vector<8xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %sum = arith.addi %c2, %c3 : index
  %e = vector.extract %v[1] : vector<8xf32> from vector<2x8xf32>
  %t = vector.shape_cast %v : vector<2x8xf32> to vector<16xf32>
  %u = vector.extract_strided_slice %t {offsets = [4], sizes = [8], strides = [1]} : vector<16xf32> to vector<8xf32>
  %w = arith.addf %e, %u : vector<8xf32>
  return %w : vector<8xf32>
}
