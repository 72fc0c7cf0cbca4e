//===- Passes.td - accel dialect passes --------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TRANSFORMS_PASSES_TD
#define ACCEL_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelToLinalg : Pass<"accel-to-linalg"> {
  let summary = "Lower accel compute ops to linalg on tensors";
  let description = [{
    Rewrites every accel compute op into linalg on tensors: named linalg ops
    where upstream has one (`linalg.matmul`, `linalg.batch_matmul`,
    `linalg.add`/`sub`/`mul`/`div`/`max`/`min`, `linalg.exp`, `linalg.tanh`,
    `linalg.negf`, `linalg.reduce`, `linalg.conv_2d_nhwc_hwcf`,
    `linalg.transpose`) and `linalg.generic` otherwise (`relu`, integer
    `neg`). Outputs are created with `tensor.empty`, and accumulating ops get
    a `linalg.fill` with the combiner's identity (0 for sums and products, the
    lowest value for `max`). Dynamic sizes come from `tensor.dim` of the
    operands. Kernels, launches and ops of other dialects are left untouched.

    ```mlir
    %c = accel.matmul %a, %b : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
    // becomes
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<4x2xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x2xf32>) -> tensor<4x2xf32>
    %c = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>)
                       outs(%init : tensor<4x2xf32>) -> tensor<4x2xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def AccelKernelsToFuncs : Pass<"accel-kernels-to-funcs", "::mlir::ModuleOp"> {
  let summary = "Turn resolved kernels into functions and launches into calls";
  let description = [{
    Rewrites every `accel.kernel` that carries an `accel.selection` record
    (set by `accel-select`) into a `func.func` of the same name, signature and
    body, keeping the record, and every `accel.launch` of such a kernel into a
    `func.call`. Kernels without a record (not resolved, or skipped) and their
    launches are left as they are. Once no kernel is left, the module's
    `accel.target` / `accel.backend` defaults, which the records now hold, are
    removed too, so that tools without the accel dialect read the output. Run
    after `accel-to-linalg`, so that the bodies hold no accel compute ops.

    ```mlir
    accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32>
        attributes {accel.selection = {...}} {
      accel.return %x : tensor<4xf32>
    }
    %r = accel.launch @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
    // becomes
    func.func @k(%x: tensor<4xf32>) -> tensor<4xf32>
        attributes {accel.selection = {...}} {
      return %x : tensor<4xf32>
    }
    %r = call @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

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
    reduction loop. Ops of other kinds (convolutions, reductions) are left for
    the scalar loop lowering. With `parallel-outer`, the outermost tile loop
    (over a parallel dimension) becomes an `scf.parallel`.

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
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def AccelFlattenParallelLoops
    : Pass<"accel-flatten-parallel-loops", "::mlir::func::FuncOp"> {
  let summary = "Collapse each outermost scf.parallel into one dimension";
  let description = [{
    Combines all dimensions of every outermost `scf.parallel` into a single
    one (the upstream `collapseParallelLoops` utility), so that GPU mapping
    handles any rank the same way: one dimension tiled into blocks of
    threads. Used by the `gpu-simt` and `spirv` backends before
    `scf-parallel-loop-tiling`, which otherwise leaves loops of more than
    three dimensions (a convolution has four) unmappable.

    ```mlir
    scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c8) step (%c1, %c1) { ... }
    // becomes
    scf.parallel (%k) = (%c0) to (%c128) step (%c1) {
      %i = arith.divsi %k, %c8 : index
      %j = arith.remsi %k, %c8 : index
      ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelCheckGpuMapped
    : Pass<"accel-check-gpu-mapped", "::mlir::func::FuncOp"> {
  let summary = "Fail on parallel loops that were not mapped to the GPU";
  let description = [{
    The last step of the GPU backends' kernel stage: `convert-parallel-loops-
    to-gpu` leaves a loop it cannot map where it is, which would then run on
    the host. This pass turns that into an error at the loop, so a GPU
    backend never silently computes on the CPU.

    ```mlir
    scf.parallel (%i) = (%c0) to (%n) step (%c1) { ... }
    // error: 'scf.parallel' was not mapped to GPU blocks and threads ...
    ```
  }];
}

def AccelSpirvEntryPointAbi
    : Pass<"accel-spirv-entry-point-abi", "::mlir::ModuleOp"> {
  let summary = "Give outlined GPU kernels their SPIR-V workgroup size";
  let description = [{
    `convert-gpu-to-spirv` needs a `spirv.entry_point_abi` on every kernel.
    This pass sets it on each `gpu.func` kernel of the gpu.modules whose
    target is a `#spirv.target_env` (attach it first), with the workgroup size
    taken from the kernel's `known_block_size`, which the GPU mapping
    records. Kernels that already have one keep it.

    ```mlir
    gpu.func @k(...) kernel attributes {known_block_size = array<i32: 256, 1, 1>}
    // becomes
    gpu.func @k(...) kernel attributes {known_block_size = array<i32: 256, 1, 1>,
        spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [256, 1, 1]>}
    ```
  }];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
}

def AccelNestSpirvModules
    : Pass<"accel-nest-spirv-modules", "::mlir::ModuleOp"> {
  let summary = "Move each converted spirv.module into its gpu.module";
  let description = [{
    For Vulkan, `convert-gpu-to-spirv` places the `spirv.module @__spv__X` it
    creates next to `gpu.module @X`, while `gpu-module-to-binary` serializes
    the SPIR-V module found inside a gpu.module. This pass moves each one in
    (the gpu.funcs stay until serialization, for the host launches' sake), so
    that the binary holds SPIR-V.

    ```mlir
    spirv.module @__spv__k Logical GLSL450 { ... }
    gpu.module @k [#spirv.target_env<...>] { gpu.func @k ... }
    // becomes
    gpu.module @k [#spirv.target_env<...>] {
      gpu.func @k ...
      spirv.module @__spv__k Logical GLSL450 { ... }
    }
    ```
  }];
}

#endif // ACCEL_TRANSFORMS_PASSES_TD
