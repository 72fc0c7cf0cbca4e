//===- Passes.td - elementwise fusion ----------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_FUSION_PASSES_TD
#define ACCEL_BACKENDS_FUSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelFuseElementwise
    : Pass<"accel-fuse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fuse chains of elementwise linalg ops on tensors into one";
  let description = [{
    The tensor stage of `cpu-vector`, `cpu-openmp`, `gpu-simt` and
    `spirv`, before bufferization (on a GPU, a fused chain is one launch).
    Elementwise linalg ops (every loop parallel: `linalg.add`,
    `linalg.mul`, the generics accel-to-linalg makes for relu, exp, ...) are
    generalized, then each producer with one use is fused into its consumer
    (upstream's elementwise op fusion), consumers that reduce included. A
    chain becomes one `linalg.generic`: one loop nest and one output buffer,
    no intermediate tensor. Contractions and convolutions stay named, for the
    register tiling.

    ```mlir
    %0 = linalg.mul ins(%a, %b : ...) outs(%e0 : ...) -> tensor<1024xf32>
    %1 = linalg.add ins(%0, %a : ...) outs(%e1 : ...) -> tensor<1024xf32>
    // becomes
    %1 = linalg.generic {...} ins(%a, %b : ...) outs(%e1 : ...) {
      ^bb0(%x: f32, %y: f32, %out: f32):
        %m = arith.mulf %x, %y : f32
        %s = arith.addf %m, %x : f32
        linalg.yield %s : f32
    } -> tensor<1024xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // ACCEL_BACKENDS_FUSION_PASSES_TD
