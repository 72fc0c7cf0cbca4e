//===- Passes.td - cpu-vector passes -----------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_CPUVECTOR_PASSES_TD
#define ACCEL_BACKENDS_CPUVECTOR_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelTileAndVectorize
    : Pass<"accel-tile-and-vectorize", "::mlir::func::FuncOp"> {
  let summary = "Tile linalg ops on buffers into register tiles and vectorize";
  let description = [{
    The code generation step of the `cpu-vector` backend, run on bufferized
    linalg ops. Contractions (`linalg.matmul`, `linalg.batch_matmul`) are
    tiled by `register-tile` (M, N, K: N is vectorized, K unrolled, each batch
    element on its own); ops whose loops are all parallel (elementwise ops,
    fills, copies, transposes) are tiled by `vector-width` along the innermost
    loop. Loops whose trip count the tile does not divide are peeled: the
    full tiles are vectorized to `vector.contract` (lowered to outer products)
    or elementwise vector ops, and the remainder tiles stay linalg ops for
    `convert-linalg-to-loops`. Accumulator transfers are hoisted out of the
    reduction loop. `math.exp` and `math.tanh` on f32 become polynomial
    approximations (upstream's), vectorized with the rest. Ops of other kinds
    (convolutions, reductions) are left for the scalar loop lowering. With
    `parallel-outer`, the outermost tile loop (over a parallel dimension)
    becomes an `scf.parallel`.

    ```mlir
    linalg.matmul ins(%a, %b : memref<64x64xf32>, memref<64x64xf32>)
                  outs(%c : memref<64x64xf32>)
    // becomes, with register-tile=8,32,4
    scf.for %i = %c0 to %c64 step %c8 {
      scf.for %j = %c0 to %c64 step %c32 {
        %acc = vector.transfer_read ... : memref<8x32xf32, strided<...>>, vector<8x32xf32>
        %r = scf.for %k = %c0 to %c64 step %c4 iter_args(%v = %acc) {
          ... vector.outerproduct ... : vector<8xf32>, vector<32xf32>
        }
        vector.transfer_write %r, ...
      }
    }
    ```
  }];
  let options = [
    ListOption<"registerTile", "register-tile", "int64_t",
               "M, N and K tile sizes of contractions (default 8,32,4)">,
    Option<"vectorWidth", "vector-width", "int64_t", /*default=*/"16",
           "Elements per vector for ops whose loops are all parallel">,
    Option<"parallelOuter", "parallel-outer", "bool", /*default=*/"false",
           "Make the outermost tile loop (over rows, or batches) an "
           "scf.parallel, for backends that run it on several threads">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

#endif // ACCEL_BACKENDS_CPUVECTOR_PASSES_TD
