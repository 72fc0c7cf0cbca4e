//===- Passes.td - the GPU backends' shared stages ---------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_GPUCOMMON_PASSES_TD
#define ACCEL_BACKENDS_GPUCOMMON_PASSES_TD

include "mlir/Pass/PassBase.td"

def AccelApproximateMath
    : Pass<"accel-approximate-math", "::mlir::func::FuncOp"> {
  let summary = "Replace exp, tanh and erf on f32 with polynomial "
                "approximations";
  let description = [{
    Rewrites `math.exp`, `math.tanh` and `math.erf` on f32 (scalars and
    vectors) into
    upstream's polynomial approximations (`populateMathPolynomialApproximation
    Patterns`): arithmetic, `math.fma` and bit casts only (the `math.floor`
    on f32 they round with is expanded into conversions through i32 and
    selects, `math.absf` into a bit mask), so that GPU code needs no device
    math library (CUDA's libdevice, ROCm's ocml). The `gpu-simt` backend runs it before GPU
    mapping. The `spirv` backend runs it with `glsl-builtins`: GLSL.std.450
    has exp and tanh, but no erf; there the pass also gives `math.powf` the
    meaning it has for a negative base or a zero exponent, which GLSL's Pow
    leaves undefined.

    ```mlir
    %y = math.exp %x : f32
    // becomes a range reduction, a polynomial and a scaling by 2^k:
    // arith.mulf, math.fma, arith.fptosi, arith.bitcast, ...
    ```
  }];
  let options = [
    Option<"glslBuiltins", "glsl-builtins", "bool", "false",
           "Leave exp and tanh, which GLSL.std.450 has; approximate erf and "
           "define powf for a negative base">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
}

def AccelGpuKernelNames : Pass<"accel-gpu-kernel-names", "::mlir::ModuleOp"> {
  let summary = "Give outlined GPU modules and kernels names every GPU "
                "target accepts";
  let description = [{
    `gpu-kernel-outlining` names a kernel's GPU module and function after
    the host function (`@k` gives `@k_kernel::@k_kernel`), and a kernel's
    name may be any MLIR symbol: `@"layer-1"`. NVPTX cannot print a symbol
    with a `-` (LLVM aborts the process), and a PTX identifier is letters,
    digits, `_` and `$` only. This pass renames each `gpu.module` of the
    module and each `gpu.func` in one whose name is not letters, digits and
    `_` (not starting with a digit): every other character becomes `_`,
    with a suffix `_N` where the name is taken, and the launches follow.
    Names that are valid are left as they are. The GPU backends run it
    right after outlining.

    ```mlir
    gpu.module @"layer-1_kernel" { gpu.func @"layer-1_kernel"() kernel ... }
    gpu.launch_func @"layer-1_kernel"::@"layer-1_kernel" ...
    // becomes
    gpu.module @layer_1_kernel { gpu.func @layer_1_kernel() kernel ... }
    gpu.launch_func @layer_1_kernel::@layer_1_kernel ...
    ```
  }];
}

def AccelParallelDimsFirst
    : Pass<"accel-parallel-dims-first", "::mlir::func::FuncOp"> {
  let summary = "Interchange linalg.generic loops so that parallel dimensions "
                "come first";
  let description = [{
    `convert-linalg-to-parallel-loops` nests loops in the order of the
    iterators, so a reduction over the first dimension (a column sum) becomes
    a sequential loop around a parallel one: on a GPU, a launch per step of
    the reduction, inside a host loop. This pass interchanges every
    `linalg.generic` whose reduction dimensions come before a parallel one
    (`linalg::interchangeGenericOp`), keeping the order within each kind, so
    that the parallel dimensions map to one launch and each thread runs the
    reduction loop. Run it after `linalg-generalize-named-ops`.

    ```mlir
    linalg.generic {iterator_types = ["reduction", "parallel"], ...}
    // becomes
    linalg.generic {iterator_types = ["parallel", "reduction"], ...}
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
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

def AccelGpuMmaContractions
    : Pass<"accel-gpu-mma-contractions", "::mlir::func::FuncOp"> {
  let summary = "Map f16/bf16 matmul and batch_matmul with f32 accumulators "
                "to NVIDIA tensor cores (ldmatrix, mma.sync m16n8k16)";
  let description = [{
    Replaces each `linalg.matmul` and `linalg.batch_matmul` on buffers whose
    A and B are f16 or bf16 (one of them for both; with `tf32`, f32 too),
    whose C is f32, whose operands have the identity layout and whose K and
    N are static multiples of 16 bytes (8 elements; 4 of f32) with a
    `gpu.launch` for NVIDIA tensor cores (sm_80 and later):

    - a workgroup of `warps-m` x `warps-n` warps computes a `tile-m` x
      `tile-n` tile of C (grid: row tiles in x, column tiles in y, batches
      in z), each warp its share as `mma.sync.m16n8k16` tiles whose f32
      accumulators stay in registers;
    - the K loop steps by `tile-k` over `stages` stages of dynamic workgroup
      memory: the threads' asynchronous copies (`nvgpu.device_async_copy`,
      cp.async, 16 bytes each, zero-filled past M, N and K) fill a stage
      `stages` - 1 steps ahead of the one the warps multiply, with one
      barrier per step; rows are padded by 16 bytes so that `ldmatrix`
      reads no bank twice; each warp loads its fragments with
      `nvgpu.ldmatrix` (x4, B transposed; tf32 B, which ldmatrix cannot
      transpose, element by element), the next K step's while it
      multiplies the current ones with `nvvm.mma.sync` (m16n8k16 for f16
      and bf16; m16n8k8 for tf32, each f32 rounded to tf32 to nearest,
      ties away from zero, as cuBLAS does), and the next stage's first ones
      right after the barrier;
    - each thread stores its accumulators inside C in pairs (8-byte vector
      stores).

    The options must divide evenly: `tile-m` by 16 x `warps-m`, `tile-n` by
    16 x `warps-n`, `tile-k` by 16, and the tiles' 16-byte vectors by the
    threads; the pass reports other values as an error. A `linalg.fill` of C
    just before becomes the accumulators' initial value, as in
    accel-gpu-tile-contractions; other contractions are left to it.
  }];
  let options = [
    Option<"tileM", "tile-m", "int64_t", "128", "rows of C per workgroup">,
    Option<"tileN", "tile-n", "int64_t", "256", "columns of C per workgroup">,
    Option<"tileK", "tile-k", "int64_t", "32",
           "step of K staged in workgroup memory">,
    Option<"warpsM", "warps-m", "int64_t", "2",
           "warps along the rows of the workgroup's tile">,
    Option<"warpsN", "warps-n", "int64_t", "4",
           "warps along the columns of the workgroup's tile">,
    Option<"stages", "stages", "int64_t", "0",
           "steps of K in workgroup memory at once (2 or more; 0: as many "
           "as max-shared-bytes holds, up to 4; where 2 do not fit, tile-k "
           "halves down to 16)">,
    Option<"maxSharedBytes", "max-shared-bytes", "int64_t", "0",
           "workgroup memory a launch may ask for (0: no limit)">,
    Option<"tf32", "tf32", "bool", "false",
           "f32 contractions too, as tf32 (mma.sync m16n8k8; operands "
           "rounded to 10 bits of mantissa)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::nvgpu::NVGPUDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def AccelGpuVectorizeElementwise
    : Pass<"accel-gpu-vectorize-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Map elementwise linalg.generic ops on contiguous buffers to "
                "vectorized grid-stride GPU launches";
  let description = [{
    Replaces each `linalg.generic` whose loops are all parallel, whose
    indexing maps are all the identity, whose operands are buffers of one
    shape with the identity layout (contiguous, from their base) and whose
    payload holds only elementwise-mappable ops and scalar constants (no
    `linalg.index`) with a `gpu.launch` over the buffers seen as one
    dimension:

    - thread `g` of the grid (`threads` per workgroup, at most `max-blocks`
      workgroups) takes vectors `g`, `g + grid`, ... of `width` elements:
      one `vector.load` per input (aligned to the vector's size: consecutive
      threads read consecutive 16 bytes for f32), the payload on vectors
      (values from outside broadcast), one `vector.store` per output;
    - the last `size % width` elements are computed one per thread by the
      first threads of the grid.

    Elementwise chains fused by accel-fuse-elementwise are one such op, so
    a chain is one launch that moves each element once.
  }];
  let options = [
    Option<"width", "width", "int64_t", /*default=*/"4",
           "Elements per vector (at least 2)">,
    Option<"threads", "threads", "int64_t", /*default=*/"256",
           "Threads per workgroup">,
    Option<"maxBlocks", "max-blocks", "int64_t", /*default=*/"65535",
           "Most workgroups in the grid">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def AccelGpuTileContractions
    : Pass<"accel-gpu-tile-contractions", "::mlir::func::FuncOp"> {
  let summary = "Map matmul, batch_matmul and conv2d to tiled GPU launches "
                "with operand tiles in workgroup memory";
  let description = [{
    Replaces each `linalg.matmul`, `linalg.batch_matmul` and
    `linalg.conv_2d_nhwc_hwcf` on buffers (one element type for all
    operands; not i1) with a `gpu.launch` that computes it as a GEMM
    (conv2d implicitly: rows are the output pixels `(n, oh, ow)`, the
    reduction the filter's `(kh, kw, c)`, read from the image in place):

    - each workgroup computes a `tile-m` x `tile-n` tile of the output
      (grid: row tiles in x, which allows the most blocks, column tiles in
      y, batches in z), with
      `(tile-m / thread-m) * (tile-n / thread-n)` threads;
    - the K loop steps by `tile-k`: the workgroup's threads copy the A tile
      (transposed, so that a thread reads its rows' values contiguously)
      and the B tile into workgroup memory, coalesced, zero past the
      operands' edges, then synchronize (`gpu.barrier`);
    - each thread accumulates a `thread-m` x `thread-n` register tile (its
      rows `ty + i * threads-y`, its columns `tx + j * threads-x`, so that
      neighbouring threads touch neighbouring columns) and stores the
      elements inside the output.

    A `linalg.fill` of the output just before the contraction becomes the
    accumulators' initial value (one launch, the output is not read).
    Workgroup memory is the launch's workgroup attributions (NVVM, ROCDL),
    or with `workgroup-allocs` `memref.alloc`s of memory space 3 in the
    launch (what the SPIR-V conversion takes).

    ```mlir
    linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x96xf32>)
                  outs(%c : memref<128x96xf32>)
    // becomes
    gpu.launch blocks(...) in (%gx = %c2, %gy = %c2, %gz = %c1)
               threads(...) in (%tx = %c16, %ty = %c16, %tz = %c1)
               workgroup(%as : memref<16x64xf32, #gpu.address_space<workgroup>>,
                         %bs : memref<16x64xf32, #gpu.address_space<workgroup>>) {
      scf.for %k0 = ... iter_args(16 accumulators) {
        ... stores to %as, %bs; gpu.barrier; scf.for %kk ... ; gpu.barrier
      }
      ... memref.store to %c where in bounds
    }
    ```
  }];
  let options = [
    Option<"tileM", "tile-m", "int64_t", /*default=*/"128",
           "Output rows per workgroup">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"128",
           "Output columns per workgroup">,
    Option<"tileK", "tile-k", "int64_t", /*default=*/"8",
           "Reduction step staged in workgroup memory">,
    Option<"threadM", "thread-m", "int64_t", /*default=*/"8",
           "Output rows per thread">,
    Option<"threadN", "thread-n", "int64_t", /*default=*/"8",
           "Output columns per thread">,
    Option<"workgroupAllocs", "workgroup-allocs", "bool", /*default=*/"false",
           "Workgroup memory as memref.alloc of memory space 3 in the launch "
           "(SPIR-V) instead of workgroup attributions (NVVM, ROCDL)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelGpuReduceRows
    : Pass<"accel-gpu-reduce-rows", "::mlir::func::FuncOp"> {
  let summary = "Reduce each row of a reduction along the last loop with a "
                "workgroup, through workgroup memory";
  let description = [{
    Replaces each `linalg.generic` on buffers that reduces along its last
    loop only, into one output indexed by its other loops, with a payload
    `out = combine(f(ins), out)` (add, mul, min, max, and, or, xor; the
    elementwise ops of `f` fused into it: a row sum, softmax's sum of
    `exp(x - m)`), with a `gpu.launch` in which one workgroup of `threads`
    threads (a power of two) reduces one row at a time:

    - thread `t` combines elements `t`, `t + threads`, ... of the row from
      the combiner's neutral element (consecutive threads read consecutive
      elements: coalesced where the last loop is the inputs' contiguous
      dimension);
    - the partial results meet in workgroup memory and are combined in
      `log2(threads)` halving steps separated by barriers; with
      `subgroup-size` S (gpu-simt on nvidia: 32), 32-bit values and at
      least S threads, the steps stop at S partials and the first subgroup
      finishes with `log2(S)` xor shuffles (`gpu.shuffle`), no workgroup
      memory or barrier between them;
    - thread 0 combines the total with the output's element and stores it.

    The grid has one workgroup per row, at most `max-blocks` (rows beyond
    are taken in a grid-stride loop). Rows shorter than `min-size` (when
    static) keep the one-thread-per-output mapping, which is better there.
    Floating-point results are reassociated (a tree instead of a sequence).
    With `workgroup-allocs`, workgroup memory is a `memref.alloc` of memory
    space 3 in the launch (SPIR-V) instead of a workgroup attribution.

    ```mlir
    linalg.generic {iterator_types = ["parallel", "reduction"], ...}
        ins(%x : memref<37x1000xf32>) outs(%sum : memref<37xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32
    }
    // becomes
    gpu.launch blocks(%row, ...) in (%c37, %c1, %c1)
               threads(%t, ...) in (%c256, %c1, %c1)
               workgroup(%partials : memref<256xf32, #gpu.address_space<workgroup>>) {
      scf.for %r = %row to %c37 step %c37 {
        %p = scf.for %k = %t to %c1000 step %c256 iter_args(%acc = %zero) ...
        memref.store %p, %partials[%t]; gpu.barrier
        // 8 steps: if %t < s: partials[t] += partials[t + s]; gpu.barrier
        // thread 0: sum[r] = sum[r] + partials[0]
      }
    }
    ```
  }];
  let options = [
    Option<"threads", "threads", "int64_t", /*default=*/"256",
           "Threads per workgroup (rounded down to a power of two)">,
    Option<"minSize", "min-size", "int64_t", /*default=*/"64",
           "Shortest static row that gets a workgroup">,
    Option<"subgroupSize", "subgroup-size", "int64_t", /*default=*/"0",
           "Lanes of a subgroup that finish the reduction by shuffles, "
           "without workgroup memory (32-bit values; 0: the tree alone)">,
    Option<"maxBlocks", "max-blocks", "int64_t", /*default=*/"65535",
           "Most workgroups in the grid">,
    Option<"workgroupAllocs", "workgroup-allocs", "bool", /*default=*/"false",
           "Workgroup memory as memref.alloc of memory space 3 in the launch "
           "(SPIR-V) instead of a workgroup attribution (NVVM, ROCDL)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelCheckGpuMapped
    : Pass<"accel-check-gpu-mapped", "::mlir::func::FuncOp"> {
  let summary = "Fail on parallel loops that were not mapped to the GPU, and "
                "on launch grids larger than the device allows";
  let description = [{
    The last step of the GPU backends' kernel stage: `convert-parallel-loops-
    to-gpu` leaves a loop it cannot map where it is, which would then run on
    the host. This pass turns that into an error at the loop, so a GPU
    backend never silently computes on the CPU.

    ```mlir
    scf.parallel (%i) = (%c0) to (%n) step (%c1) { ... }
    // error: 'scf.parallel' was not mapped to GPU blocks and threads ...
    ```

    It also checks every `gpu.launch` whose grid size is a constant against
    the device's limit per dimension (`max-blocks-x/y/z`; 0: none), so that a
    kernel too large for the device is an error at the op it came from, not
    a launch that fails or covers part of the data at run time. Dynamic
    sizes are left to the runtime.
  }];
  let options = [
    Option<"maxBlocksX", "max-blocks-x", "int64_t", /*default=*/"0",
           "Most blocks (workgroups) a launch may have in x; 0: no limit">,
    Option<"maxBlocksY", "max-blocks-y", "int64_t", /*default=*/"0",
           "Most blocks in y; 0: no limit">,
    Option<"maxBlocksZ", "max-blocks-z", "int64_t", /*default=*/"0",
           "Most blocks in z; 0: no limit">,
    Option<"accelerator", "accelerator", "std::string", /*default=*/"\"\"",
           "The accelerator whose limits these are, for the message">
  ];
}

def AccelGpuDeviceBuffers
    : Pass<"accel-gpu-device-buffers", "::mlir::func::FuncOp"> {
  let summary = "Give every GPU launch device buffers, copied in and out "
                "only where needed";
  let description = [{
    After GPU mapping, a kernel's `gpu.launch` ops compute on the host
    buffers the kernel function received or allocated. This pass gives each
    buffer a launch touches (its root allocation or argument, found through
    view-like ops) one device buffer per block (`gpu.alloc`), rewrites the
    launches to use it (views are rebuilt on the device buffer), and copies
    with `gpu.memcpy` only where the data must move:

    - into the device before a launch that reads or writes a buffer whose
      device copy is stale (an argument, or a buffer host code wrote);
    - back to the host before host code reads a buffer a launch wrote, and
      before the block's terminator for buffers the caller can see (the
      function's arguments, what it returns, what is used outside the block).

    A buffer that only launches use (an intermediate between two launches of
    one kernel) stays on the device: it is never copied. Device buffers are
    freed (`gpu.dealloc`) before the terminator. The ops are synchronous;
    `gpu-async-region`, after outlining, threads them on one stream.

    ```mlir
    %r = memref.alloc() : memref<64xf32>
    gpu.launch ... { ... memref.load %x ... memref.store ..., %r ... }
    return %r : memref<64xf32>
    // becomes
    %r = memref.alloc() : memref<64xf32>
    %dx = gpu.alloc () : memref<64xf32>
    gpu.memcpy %dx, %x : memref<64xf32>, memref<64xf32>
    %dr = gpu.alloc () : memref<64xf32>
    gpu.launch ... { ... memref.load %dx ... memref.store ..., %dr ... }
    gpu.memcpy %r, %dr : memref<64xf32>, memref<64xf32>
    gpu.dealloc %dx : memref<64xf32>
    gpu.dealloc %dr : memref<64xf32>
    return %r : memref<64xf32>
    ```

    A root that is not a memref with the identity layout (which
    `gpu.memcpy` needs) is an error at the launch.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
}

def AccelGpuAlignWorkgroupMemory
    : Pass<"accel-gpu-align-workgroup-memory", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Align every workgroup attribution of the kernels";
  let description = [{
    Gives each workgroup attribution of each `gpu.func` the alignment
    `alignment` (`llvm.align`, which the NVVM and ROCDL conversions put on
    the shared global), unless it has one. Without it a tile of f16 is
    aligned to 2 bytes, and the 16-byte stores and `ldmatrix` loads of
    accel-gpu-mma-contractions would read and write misaligned addresses.
  }];
  let options = [
    Option<"alignment", "alignment", "int64_t", /*default=*/"16",
           "Bytes">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def AccelDropGpuCompileTimes
    : Pass<"accel-drop-gpu-compile-times", "::mlir::ModuleOp"> {
  let summary = "Remove compile-time measurements from GPU objects";
  let description = [{
    `gpu-module-to-binary` records how long it took in each object's
    properties (`LLVMIRToISATimeInMs`), so two compilations of the same module
    differ. This pass removes every property whose name ends in `TimeInMs`
    from the objects of each `gpu.binary`, so that GPU output is
    byte-reproducible; the GPU backends run it after serialization unless
    their `keep-compile-times` option is set.

    ```mlir
    gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">,
        properties = {LLVMIRToISATimeInMs = 12 : i64}, assembly = "...">]
    // becomes
    gpu.binary @k [#gpu.object<#nvvm.target<chip = "sm_80">, assembly = "...">]
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // ACCEL_BACKENDS_GPUCOMMON_PASSES_TD
