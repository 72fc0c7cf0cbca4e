// RUN: accel-opt %s --accel-approximate-math=glsl-builtins=true | FileCheck %s

// For SPIR-V (the spirv backend): exp and tanh stay, GLSL.std.450 has them;
// erf, which it has not, is approximated; floor and absf stay.
// CHECK-LABEL: func.func @builtins
// CHECK-DAG: math.exp %{{.*}} : f32
// CHECK-DAG: math.tanh %{{.*}} : f32
// CHECK-DAG: math.floor %{{.*}} : f32
// CHECK-NOT: math.erf
// CHECK: return
func.func @builtins(%x: f32) -> (f32, f32, f32, f32) {
  %e = math.exp %x : f32
  %t = math.tanh %x : f32
  %f = math.floor %x : f32
  %r = math.erf %x : f32
  return %e, %t, %f, %r : f32, f32, f32, f32
}

// GLSL's Pow is undefined for a negative base (lavapipe gives 0): |x|^y,
// negated for an odd integral y, NaN for a non-integral y, and 1 for y = 0.
// CHECK-LABEL: func.func @pow
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[ABS:.*]] = math.absf %[[X]] : f32
// CHECK: %[[MAG:.*]] = math.powf %[[ABS]], %[[Y]] : f32
// CHECK: %[[FY:.*]] = math.floor %[[Y]] : f32
// CHECK: %[[INT:.*]] = arith.cmpf oeq, %[[FY]], %[[Y]] : f32
// CHECK: %[[H:.*]] = arith.mulf %[[Y]], %[[HALF]] : f32
// CHECK: %[[FH:.*]] = math.floor %[[H]] : f32
// CHECK: %[[EVEN:.*]] = arith.cmpf oeq, %[[FH]], %[[H]] : f32
// CHECK: %[[NOTEVEN:.*]] = arith.xori %[[EVEN]], %{{.*}} : i1
// CHECK: %[[ODD:.*]] = arith.andi %[[INT]], %[[NOTEVEN]] : i1
// CHECK: %[[NEG:.*]] = arith.negf %[[MAG]] : f32
// CHECK: %[[SIGNED:.*]] = arith.select %[[ODD]], %[[NEG]], %[[MAG]] : f32
// CHECK: %[[NEGBASE:.*]] = arith.select %[[INT]], %[[SIGNED]], %[[NAN]] : f32
// CHECK: %[[LT:.*]] = arith.cmpf olt, %[[X]], %[[ZERO]] : f32
// CHECK: %[[R:.*]] = arith.select %[[LT]], %[[NEGBASE]], %[[MAG]] : f32
// CHECK: %[[Y0:.*]] = arith.cmpf oeq, %[[Y]], %[[ZERO]] : f32
// CHECK: %[[OUT:.*]] = arith.select %[[Y0]], %[[ONE]], %[[R]] : f32
// CHECK: return %[[OUT]]
func.func @pow(%x: f32, %y: f32) -> f32 {
  %p = math.powf %x, %y : f32
  return %p : f32
}
