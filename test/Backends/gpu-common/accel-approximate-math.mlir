// RUN: accel-opt %s --accel-approximate-math | FileCheck %s

// exp and tanh on f32 become arithmetic: no math call is left that a GPU
// would need a device library for (math.floor and math.absf included: ROCDL
// calls ocml for floor, NVVM libdevice for absf), scalars and vectors alike.
// f64 is left alone (no approximation).

// CHECK-LABEL: func.func @scalar
// CHECK-NOT: math.exp
// CHECK-NOT: math.tanh
// CHECK-NOT: math.floor
// CHECK-NOT: math.absf
// CHECK: math.fma
// CHECK: arith.fptosi
// CHECK: arith.sitofp
// CHECK: return
func.func @scalar(%x: f32) -> (f32, f32) {
  %e = math.exp %x : f32
  %t = math.tanh %x : f32
  return %e, %t : f32, f32
}

// CHECK-LABEL: func.func @vector
// CHECK-NOT: math.exp
// CHECK-NOT: math.floor
// CHECK: return
func.func @vector(%x: vector<8xf32>) -> vector<8xf32> {
  %e = math.exp %x : vector<8xf32>
  return %e : vector<8xf32>
}

// floor on f32: truncation through i32, one less where that rounded up, and
// |x| >= 2^23 (or NaN) kept as it is; |x| is a mask of the sign bit.
// CHECK-LABEL: func.func @floor
// CHECK-DAG: %[[SIGN:.*]] = arith.constant 2147483647 : i32
// CHECK-DAG: %[[BIG:.*]] = arith.constant 0x4B000000 : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[I:.*]] = arith.fptosi %[[X:.*]] : f32 to i32
// CHECK: %[[T:.*]] = arith.sitofp %[[I]] : i32 to f32
// CHECK: %[[UP:.*]] = arith.cmpf ogt, %[[T]], %[[X]] : f32
// CHECK: %[[M:.*]] = arith.subf %[[T]], %[[ONE]] : f32
// CHECK: %[[D:.*]] = arith.select %[[UP]], %[[M]], %[[T]] : f32
// CHECK: %[[BITS:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[CLEARED:.*]] = arith.andi %[[BITS]], %[[SIGN]] : i32
// CHECK: %[[A:.*]] = arith.bitcast %[[CLEARED]] : i32 to f32
// CHECK: %[[K:.*]] = arith.cmpf uge, %[[A]], %[[BIG]] : f32
// CHECK: %[[R:.*]] = arith.select %[[K]], %[[X]], %[[D]] : f32
// CHECK: return %[[R]]
func.func @floor(%x: f32) -> f32 {
  %f = math.floor %x : f32
  return %f : f32
}

// CHECK-LABEL: func.func @f64
// CHECK: math.exp %{{.*}} : f64
func.func @f64(%x: f64) -> f64 {
  %e = math.exp %x : f64
  return %e : f64
}

// erf on f32 too: a rational approximation, no math.erf left.
// CHECK-LABEL: func.func @erf
// CHECK-NOT: math.erf
// CHECK: arith.divf
// CHECK: return
func.func @erf(%x: f32) -> f32 {
  %e = math.erf %x : f32
  return %e : f32
}
