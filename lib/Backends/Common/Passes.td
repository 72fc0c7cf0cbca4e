//===- Passes.td - the shared stages' passes ---------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_BACKENDS_COMMON_PASSES_TD
#define ACCEL_BACKENDS_COMMON_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def AccelApproximateMath
    : Pass<"accel-approximate-math", "::mlir::func::FuncOp"> {
  let summary = "Replace exp and tanh on f32 with polynomial approximations";
  let description = [{
    Rewrites `math.exp` and `math.tanh` on f32 (scalars and vectors) into
    upstream's polynomial approximations (`populateMathPolynomialApproximation
    Patterns`): arithmetic, `math.fma` and bit casts only (the `math.floor`
    on f32 they round with is expanded into conversions through i32 and
    selects, `math.absf` into a bit mask), so that GPU code needs no device
    math library (CUDA's libdevice, ROCm's ocml). The `gpu-simt` backend runs it before GPU
    mapping.

    ```mlir
    %y = math.exp %x : f32
    // becomes a range reduction, a polynomial and a scaling by 2^k:
    // arith.mulf, math.fma, arith.fptosi, arith.bitcast, ...
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::vector::VectorDialect"];
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

def AccelGpuForwardResults
    : Pass<"accel-gpu-forward-results", "::mlir::ModuleOp"> {
  let summary = "Keep a GPU kernel's result on the device when the next "
                "kernel of the same host function takes it";
  let description = [{
    Runs after the GPU backends' module stages, on host functions. Each GPU
    kernel function copies its result back to the host and the next kernel
    copies it in again. Where a host function passes the result of one GPU
    kernel call straight to another GPU kernel call of the same kind of
    device (the launches' binaries have the same kind of target), both calls
    are inlined (the kernel functions stay for other callers), and in the
    inlined code the device buffer of the first result is handed to the
    second kernel instead of a fresh one filled from the host: the copy in
    and the first kernel's free of it go, the second kernel frees it. When
    nothing else on the host reads the result (only its deallocation
    does), the copy back goes too.

    ```mlir
    %b = call @k1(%a) : (memref<64xf32>) -> memref<64xf32>
    %c = call @k2(%b) : (memref<64xf32>) -> memref<64xf32>
    // becomes (inlined, async tokens left out)
    %d1 = gpu.alloc () : memref<64xf32>
    gpu.launch_func @k1_kernel::@k1_kernel ... args(... %d1 ...)
    gpu.launch_func @k2_kernel::@k2_kernel ... args(%d1 ...)
    gpu.dealloc %d1 : memref<64xf32>
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
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

def AccelConvertVectorToSCF
    : Pass<"accel-convert-vector-to-scf", "::mlir::func::FuncOp"> {
  let summary = "convert-vector-to-scf with its defaults, visiting only the "
                "transfers";
  let description = [{
    Lowers vector transfers of rank > 1 to loops of rank-1 transfers (and
    rank-1 transfers that no vector load can do to loops of scalar ones) as
    upstream's `convert-vector-to-scf` does with its default options, with
    the same patterns: permutation maps first, then the transfers. Two
    things differ, both for compile time: the pattern sets are built once
    per pass instance, not on every function; and they are applied to the
    transfer (and print) ops and what they become alone, where upstream's
    greedy driver folds and simplifies every op of the function, twice.

    ```mlir
    vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, true]}
        : vector<1x8xf32>, memref<64x64xf32>
    // becomes a one-trip scf.for over rows writing vector<8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelLowerVector : Pass<"accel-lower-vector", "::mlir::func::FuncOp"> {
  let summary = "Lower vector ops to those convert-to-llvm converts, visiting "
                "only the vector ops";
  let description = [{
    The first step of upstream's `convert-vector-to-llvm` with its default
    options, with the same patterns: the vector to vector lowerings
    (transfers, masks, contractions, broadcasts, shape casts, ...) and the
    vector canonicalizations, leaving vector ops that the vector dialect's
    ConvertToLLVMPatternInterface converts (`convert-to-llvm` converts them
    with the other dialects, in the same walk). Two things differ, both for
    compile time: the patterns are built once per pass instance, not on
    every function; and they visit only the vector ops of the function (and
    what they become), without region simplification, where upstream's
    greedy driver folds and simplifies every op of the function.

    ```mlir
    %v = vector.transfer_read %m[%i], %pad {in_bounds = [true]}
        : memref<64xf32>, vector<16xf32>
    // becomes
    %v = vector.load %m[%i] : memref<64xf32>, vector<16xf32>
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def AccelExpandStridedMetadata
    : Pass<"accel-expand-strided-metadata", "::mlir::func::FuncOp"> {
  let summary = "expand-strided-metadata, visiting only the memref ops";
  let description = [{
    Rewrites views (`memref.subview`, `expand_shape`, `collapse_shape`)
    into `memref.reinterpret_cast` of their source's strided metadata, with
    the offsets, sizes and strides computed, as upstream's
    `expand-strided-metadata` does, with the same patterns. Three things
    differ, all for compile time: the patterns are built once per pass
    instance, not on every function; they visit only the memref ops of the
    function (every pattern is rooted on one) and what they become, where
    upstream's greedy driver folds and simplifies every op; and a function
    with no view to expand is left as it was with all its analyses, so
    that the verifier does not run again after it.

    ```mlir
    %v = memref.subview %m[%i, 0] [1, 64] [1, 1]
        : memref<64x64xf32> to memref<1x64xf32, strided<[64, 1], offset: ?>>
    // becomes
    %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m
    %o = affine.apply affine_map<()[s0] -> (s0 * 64)>()[%i]
    %v = memref.reinterpret_cast %base to offset: [%o], sizes: [1, 64],
        strides: [64, 1]
    ```
  }];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def AccelNameConstants : Pass<"accel-name-constants", "::mlir::ModuleOp"> {
  let summary = "Names and orders the globals of bufferized constants by "
                "their first use";
  let description = [{
    One-shot bufferization turns each tensor constant into a private
    `memref.global` named after its type (`@__constant_4xf32`), the second
    one of a type with a suffix (`@__constant_4xf32_0`), in the order it
    visits the functions; upstream's order varies from run to run (it
    iterates a map keyed by pointers). This pass renames those globals, and
    moves them to the top of the module, in the order of their first use in
    the module (functions in order, each walked in order), and gives each
    the location of its first use (bufferization gives it that of the
    constant it visited first), so that the lowered output, locations
    included, and the kernel cache keys depend on the module alone.
    Globals whose names do not start with `__constant_`, and any global
    referred to by an op other than `memref.get_global`, are left alone.

    ```mlir
    // Before: @k1's constant was bufferized first.
    memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<1.0>
    memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.0>
    func.func @k0() { %0 = memref.get_global @__constant_4xf32_0 ... }
    func.func @k1() { %0 = memref.get_global @__constant_4xf32 ... }
    // After:
    memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0>
    memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<2.0>
    func.func @k0() { %0 = memref.get_global @__constant_4xf32 ... }
    func.func @k1() { %0 = memref.get_global @__constant_4xf32_0 ... }
    ```
  }];
}

def AccelReconcileUnrealizedCasts
    : Pass<"accel-reconcile-unrealized-casts"> {
  let summary = "reconcile-unrealized-casts, keeping the analyses where "
                "there is no cast";
  let description = [{
    Folds chains of `builtin.unrealized_conversion_cast` that lead back to
    the type they started from, and erases casts that nothing uses, with
    upstream's `reconcileUnrealizedCasts`, as `reconcile-unrealized-casts`
    does. One thing differs, for compile time: where there is no cast (a
    lowering through `convert-to-llvm` usually leaves none), the op is left
    with all its analyses, so that the verifier does not walk it again.

    ```mlir
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = builtin.unrealized_conversion_cast %1 : index to i64
    // uses of %2 become uses of %0; both casts go
    ```
  }];
}

def AccelFoldLLVM : Pass<"accel-fold-llvm", "::mlir::LLVM::LLVMFuncOp"> {
  let summary = "canonicalize on an llvm.func, with the patterns that can "
                "apply to LLVM ops";
  let description = [{
    Folds and canonicalizes an `llvm.func` as upstream's `canonicalize`
    does, with the greedy driver configuration it is given (by default
    without region simplification, bottom-up). Where every op of the
    function is an LLVM op, only the canonicalization patterns that can
    apply to one are used: those rooted on LLVM ops, and those rooted on
    an interface, a trait or on any op. That is what the greedy driver
    would try on those ops anyway; it skips sorting the patterns of every
    other dialect loaded, which each greedy run pays for. Elsewhere (an
    OpenMP region, say) all of them are used. A declaration is left as it
    is, and the analyses of a function are kept where nothing changed.

    ```mlir
    %0 = llvm.insertvalue %p, %d[1] : !llvm.struct<(ptr, ptr, i64)>
    %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
    // uses of %1 become uses of %p
    ```
  }];
  let options = [
    Option<"topDown", "top-down", "bool", /*default=*/"false",
           "Seed the worklist in general top-down order">,
    Option<"regionSimplify", "region-simplify", "bool", /*default=*/"false",
           "Simplify the blocks and regions (upstream's normal level)">
  ];
}

def AccelIfDialect : Pass<"accel-if-dialect"> {
  let summary = "Run a pipeline only on an op that holds ops of a dialect";
  let description = [{
    Runs `pipeline` (anchored on the op this pass runs on) when an op of
    `dialect` is nested in it, and nothing otherwise: a conversion costs
    nothing where it has nothing to convert, not even the verification that
    follows every pass (a pass that changed nothing says so). With `op`, only
    that op of the dialect calls for the pipeline.

    ```mlir
    // func.func(accel-if-dialect{dialect=linalg pipeline=func.func(convert-linalg-to-loops)})
    // func.func(accel-if-dialect{dialect=memref op=memref.realloc pipeline=func.func(expand-realloc)})
    ```
  }];
  let options = [
    Option<"dialect", "dialect", "std::string", /*default=*/"\"\"",
           "Namespace of the dialect whose ops call for the pipeline">,
    Option<"opName", "op", "std::string", /*default=*/"\"\"",
           "Full name of the one op of `dialect` that calls for the pipeline "
           "(any op of the dialect when empty)">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on the op this pass runs on">
  ];
}

#endif // ACCEL_BACKENDS_COMMON_PASSES_TD
