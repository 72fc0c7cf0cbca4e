//===- Passes.td - toy-npu passes --------------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef TOY_NPU_PASSES_TD
#define TOY_NPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def ToyNpuTileForScratchpad
    : Pass<"toy-npu-tile-for-scratchpad", "::mlir::func::FuncOp"> {
  let summary = "Tile linalg ops so that their operands fit toy-npu's "
                "scratchpad, and compute on copies of the tiles there";
  let description = [{
    toy-npu computes out of a small on-chip scratchpad. Every linalg op on
    buffers is tiled so that the tiles of all its operands fit
    `scratchpad-bytes` at once; each tile is then promoted into a scratchpad
    buffer (a stack allocation on the host model, allocated once at the
    kernel's entry): copy in, compute, copy out. An op whose single elements
    do not fit is an error at the op.

    ```mlir
    linalg.add ins(%a, %b : memref<64xf32>, memref<64xf32>)
               outs(%c : memref<64xf32>)
    // becomes, with scratchpad-bytes=256 (three 16-element f32 tiles)
    %sa = memref.alloca() {alignment = 64 : i64} : memref<64xi8>
    ...
    scf.for %i = %c0 to %c64 step %c16 {
      linalg.copy ins(%a_tile : ...) outs(%a_scratch : ...)
      linalg.add ins(%a_scratch, %b_scratch : ...) outs(%c_scratch : ...)
      linalg.copy ins(%c_scratch : ...) outs(%c_tile : ...)
    }
    ```
  }];
  let options = [
    Option<"scratchpadBytes", "scratchpad-bytes", "int64_t",
           /*default=*/"16384", "Size of the on-chip scratchpad in bytes">
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

#endif // TOY_NPU_PASSES_TD
