//===- Passes.td - the driver's conversions ----------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_CONVERSION_PASSES_TD
#define ACCEL_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def AccelGpuToRuntime : Pass<"accel-gpu-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lower GPU launches and the runtime calls of gpu-to-llvm to "
                "accel's runtime ABI, each naming its device kind";
  let description = [{
    Runs after upstream's `gpu-to-llvm`, which turns device memory, copies
    and streams into `mgpu*` calls and leaves `gpu.launch_func` and
    `gpu.binary` for the translation to LLVM IR, whose `mgpuModuleLoad` and
    `mgpuLaunchKernel` calls name no device: a process could then run one
    kind of GPU only. This pass makes every such call one of
    libaccel_runtime's (docs/Runtime.md) with the device kind as its first
    argument (1 nvidia, 2 amd, 3 vulkan), so that kernels of several kinds
    run in one process:

    - each `gpu.binary` (one object) becomes an internal constant global
      holding the object (NUL-terminated assembly for a JIT), its kind
      taken from the object's target (`#nvvm.target`, `#rocdl.target`,
      `#spirv.target_env`);
    - each `gpu.launch_func` becomes `accelrt_get_function` (the runtime
      loads the module once and caches the function) and `accelrt_launch`
      with the kernel's arguments in stack slots;
    - each `mgpu*` call becomes its `accelrt_*` counterpart. Its kind is
      that of the launches sharing its stream (or an event recorded on
      it), else that of the launches of its function when they are all of
      one kind, else the `device` option's; a call that none of these
      decides, or whose streams reach launches of two kinds, is an error
      at the call.

    A symbol of the module under one of these names (an `accelrt_*`
    function of another type, a global `@__accel_gpu_*` that is not the
    lowering's) is an error at that symbol.

    ```mlir
    gpu.launch_func <%stream : !llvm.ptr> @k_kernel::@k_kernel
        blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) : i64
        args(%a : !llvm.ptr)
    // becomes, for a vulkan binary (constants left out)
    %f = llvm.call @accelrt_get_function(%c3_i32, %data, %size, %binary,
                                         %o2, %name) : ... -> !llvm.ptr
    llvm.store %a, %slot0 : !llvm.ptr, !llvm.ptr
    llvm.call @accelrt_launch(%c3_i32, %f, %c1, %c1, %c1, %c256, %c1, %c1,
                              %c0_i32, %stream, %params, %c1) : ...
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"\"",
           "The device kind (nvidia, amd, vulkan) of GPU calls that no launch "
           "decides">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
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

def AccelScratchBuffers : Pass<"accel-scratch-buffers", "::mlir::ModuleOp"> {
  let summary = "Keep kernels' scratch buffers from one call to the next";
  let description = [{
    Runs on memrefs, before the conversion to the LLVM dialect. A
    `memref.alloc` marked `accel.scratch = SLOT` (cpu-vector's packed panels
    of B and rows of A, slots 0 and 1, and a kernel's arena of buffers,
    slot 2, accel-buffer-arena: buffers that the kernel frees before it
    returns)
    becomes a call of `_accel_scratch_acquire(SLOT, BYTES)`, and its
    `memref.dealloc` a call of `_accel_scratch_release(SLOT, BUFFER)`,
    internal functions that this pass defines. The module keeps one buffer
    per slot (0 to 2) between calls: the first call to acquire an idle
    slot takes its buffer (allocated, or reallocated larger, with
    `aligned_alloc`, 64-byte aligned), its release leaves it there for the
    next; a call that finds the slot taken (another thread, or a second
    buffer of the same slot) gets a buffer of its own, freed at its
    release. A global destructor frees the kept buffers when the code is
    unloaded (`llvm.global_dtors`).

    Why: glibc returns the top of its heap to the system when more than its
    trim threshold is free there, which a kernel's result and its packed
    panels, freed at each call, can make it do at every call; each call then
    grew the heap again and took a page fault for every page it touched.
    A 256 x 256 x 256 matmul run in a loop ran 6.5 times slower than at 255
    or 384 (docs/Performance.md). BLAS libraries keep their packing buffers
    for the same reason.

    Only a buffer of static shape and identity layout, of at most 4 MiB
    (1 GiB in the arena's slot), freed by one `memref.dealloc` in its own
    block, is kept; another is left
    to malloc, as it is where the module is for Windows (its triple), or
    where the module defines `free`, `aligned_alloc` or a helper's name as
    something else. The attribute goes either way.

    ```mlir
    %packed = memref.alloc() {alignment = 64 : i64, accel.scratch = 0 : i64}
        : memref<16x256x16xf32>
    ...
    memref.dealloc %packed : memref<16x256x16xf32>
    // becomes
    %p = llvm.call @_accel_scratch_acquire(%slot, %bytes)
        : (i32, i64) -> !llvm.ptr
    // %packed: a descriptor of %p, cast to memref<16x256x16xf32>
    ...
    llvm.call @_accel_scratch_release(%slot, %p) : (i32, !llvm.ptr) -> ()
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def AccelHugePageAllocations
    : Pass<"accel-huge-page-allocations", "::mlir::ModuleOp"> {
  let summary = "Back large heap allocations with transparent huge pages "
                "and keep a large freed one for the next";
  let description = [{
    Runs after the conversion to the LLVM dialect. Every `llvm.call
    @malloc` of the module's functions (memref.alloc's lowering; accel's
    own helpers, named `_accel_...`, aside) becomes a call of an internal
    function, `_accel_alloc`, and every `llvm.call @free`
    (memref.dealloc's) one of `_accel_free`, both defined by this pass.
    `_accel_alloc` advises the whole 2 MiB pages of a large buffer
    `MADV_HUGEPAGE` (`madvise`), so that Linux backs them with transparent
    huge pages where those are enabled ("madvise" or "always"):

    - an allocation of `min-bytes` or more, below 32 MiB, is `malloc`'s,
      the whole 2 MiB pages within it advised: glibc's heap hands the same
      pages back when such a buffer is freed and asked for again;
    - one of 32 MiB or more (glibc maps those afresh every time) is the
      buffer the module keeps (below) where that is large enough and not
      more than an eighth larger than the request rounded up to whole 2 MiB
      pages; else (the kept one freed) aligned to 2 MiB (`aligned_alloc`)
      and rounded up to whole 2 MiB pages, all advised; `malloc`'s where
      that fails;
    - a smaller one is `malloc`'s.

    `_accel_free` keeps one buffer, as glibc's heap keeps smaller ones: a
    buffer of 32 MiB to 1 GiB (`malloc_usable_size`) whose address is a
    multiple of 2 MiB is kept in the module's variable `_accel_kept`, and
    the buffer kept before is freed; any other is freed. A global
    destructor (`_accel_kept_release`) frees the kept buffer. The memory
    is released by `free`, and a buffer the caller frees itself is
    released at once.

    Why: a kernel returns a new buffer at each call. At 64 MiB (a 4096 x
    4096 f32 result) a fresh buffer costs 16,384 page faults of 4 KiB, and
    its pages, and those of operands as large, overflow the TLB; 2 MiB
    pages take 32 faults and 512 times fewer TLB entries, and the kept
    buffer none: a kernel called in a loop writes its result where the
    call before wrote its own, where glibc mapped and zeroed 64 MiB afresh
    at each call. Below 32 MiB an aligned allocation asks glibc for more
    than the one just freed, and is mapped afresh at each call; `malloc`'s
    size comes back from its heap with its pages (docs/Performance.md has
    the measurements).

    Only where the module is for Linux on x86-64 or AArch64 (its
    `llvm.target_triple`, else the compiler's own): elsewhere, and with
    `min-bytes` 0, the module is left as it is, as it is where nothing
    calls `malloc` or `free`. Functions named `malloc`, `free`, `madvise`,
    `aligned_alloc` or `malloc_usable_size` of another type, or a symbol
    `_accel_alloc`, `_accel_free`, `_accel_kept` or `_accel_kept_release`
    other than the helpers (defined functions of the helpers' types
    `(i64) -> !llvm.ptr` and `(!llvm.ptr) -> ()`, which are taken for
    them), leave it as it is too.

    ```mlir
    %p = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.call @free(%p) : (!llvm.ptr) -> ()
    // become
    %p = llvm.call @_accel_alloc(%size) : (i64) -> !llvm.ptr
    llvm.call @_accel_free(%p) : (!llvm.ptr) -> ()
    ```
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"4194304",
           "The smallest allocation put on huge pages (0, or 2^48 and more: "
           "none)">,
  ];
}

def AccelCpuTarget : Pass<"accel-cpu-target", "::mlir::ModuleOp"> {
  let summary = "Compiles each kernel of the cpu accelerator for its `cpu` "
                "and the module for its `triple`";
  let description = [{
    Runs after the conversion to the LLVM dialect. Each `llvm.func` whose
    selection record (`accel.selection`) names the `cpu` accelerator gets
    that accelerator's `cpu` option as its `target_cpu` (`native`: the
    host's CPU), so that `mlir-translate` writes it as the function's
    `"target-cpu"` and LLVM's code generator (llc, clang) compiles it for
    that CPU: `cpu = "x86-64"` gives code for any x86-64, `x86-64-v3` AVX2
    code. MLIR's ExecutionEngine (mlir-runner) compiles for the host
    whatever the function names (measured: an AVX-512 `target_cpu` runs on
    an AVX2 machine there). The module gets the first such kernel's
    `triple` option as its `llvm.target_triple` where it has none; one it
    has is kept.

    A `target_cpu` the function already has is kept (it was given on
    purpose), and a kernel whose triple is not x86 gets none: the option
    names x86 CPUs only, so there it is the default, the host's. A kernel
    whose triple names another architecture than the module's is an error
    at the kernel: one module is compiled for one architecture (vendor and
    OS may differ: `x86_64-unknown-linux-gnu` and the default
    `x86_64-pc-linux-gnu` agree).

    ```mlir
    llvm.func @k(...) attributes {accel.selection = {accelerator = "cpu",
        accelerator_options = {cpu = "x86-64-v3",
                               triple = "x86_64-pc-linux-gnu"}, ...}}
    // becomes, in a module given llvm.target_triple = "x86_64-pc-linux-gnu"
    llvm.func @k(...) attributes {accel.selection = ...,
                                  target_cpu = "x86-64-v3"}
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
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

#endif // ACCEL_CONVERSION_PASSES_TD
