// RUN: split-file %s %t
// RUN: accel-opt --accel-lower %t/kernel.mlir -o %t/one.mlir
// RUN: accel-opt --accel-lower %t/kernel.mlir -o %t/two.mlir --mlir-print-local-scope=false
// RUN: cmp %t/one.mlir %t/two.mlir
// RUN: mlir-opt %t/one.mlir -o %t/upstream.mlir
// RUN: cmp %t/one.mlir %t/upstream.mlir
// RUN: accel-opt --cse %t/property.mlir | FileCheck %s --check-prefix=PROPERTY
// RUN: accel-opt --cse %t/type.mlir | FileCheck %s --check-prefix=TYPE
// RUN: accel-opt --cse %t/resource.mlir | FileCheck %s --check-prefix=RESOURCE
// RUN: accel-opt --cse %t/passed-through.mlir | FileCheck %s --check-prefix=PASSED

// After the last pass, accel-opt lets MLIR print the output in one walk, with
// --mlir-print-local-scope, where the printer's first walk would find no
// alias and no resource. The output is the same bytes as MLIR's two walks
// give, the top-level operation's trailing newline included: here with the
// flag given (which accel-opt leaves alone), and as upstream mlir-opt prints
// the same module.

// Where an attribute or type gets an alias, or the file has resources, the
// output is MLIR's usual one: an affine map held in properties (those of
// affine.apply), one nested in a type (a memref's layout), a dense_resource
// and the external resources that the input passes through.

// PROPERTY: #map = affine_map<(d0) -> (d0 + 1)>
// PROPERTY: affine.apply #map(%{{.*}})

// TYPE: #map = affine_map<(d0) -> (d0 * 2)>
// TYPE: func.func @m(%{{.*}}: memref<4xf32, #map>)

// RESOURCE: dense_resource<blob> : tensor<2xi32>
// RESOURCE: {-#
// RESOURCE-NEXT: dialect_resources: {
// RESOURCE-NEXT: builtin: {
// RESOURCE-NEXT: blob: "0x040000000100000002000000"

// PASSED: func.func @g()
// PASSED: {-#
// PASSED-NEXT: external_resources: {
// PASSED-NEXT: tool: {
// PASSED-NEXT: key: "value"

//--- kernel.mlir
accel.kernel @k(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = add %a, %b : tensor<8xf32>
  %1 = relu %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}

//--- property.mlir
func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  return %0 : index
}

//--- type.mlir
func.func @m(%m: memref<4xf32, affine_map<(d0) -> (d0 * 2)>>) {
  return
}

//--- resource.mlir
func.func @r() -> tensor<2xi32> {
  %0 = arith.constant dense_resource<blob> : tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}

//--- passed-through.mlir
func.func @g() {
  return
}
{-#
  external_resources: {
    tool: {
      key: "value"
    }
  }
#-}
