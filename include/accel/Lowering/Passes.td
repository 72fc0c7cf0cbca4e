//===- Passes.td - lowering passes -------------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_LOWERING_PASSES_TD
#define ACCEL_LOWERING_PASSES_TD

include "accel/Lowering/CacheOptions.td"
include "accel/Selection/SelectionOptions.td"

def AccelLower : Pass<"accel-lower", "::mlir::ModuleOp"> {
  let summary = "Select, validate and lower every kernel along its backend";
  let description = [{
    Runs `accel-select`, then the pipeline that the selection calls for:
    `accel-to-linalg`, `accel-kernels-to-funcs`, bufferization, the kernel
    stage of each backend on its own kernels (`accel-kernel-pipeline`, kernels
    in parallel), each backend's module stage on its own kernels, and the
    lowering of the host code to LLVM. Kernels become functions and launches calls. `accel-opt`'s
    `--accel-*` flags fill the options that are not given.

    A kernel that nothing in the module launches (so that its lowering does
    not depend on the rest of the module) is lowered first, before anything
    else runs, in a module of its own from `accel-to-linalg` on, the kernels
    in parallel (`accel-kernel-early-units`), unless it refers to other
    symbols or its lowered unit holds more than its function and external
    declarations (a constant global): such a kernel takes the module's path
    like a launched one, and the output is the same either way. With a
    kernel cache (`cache-dir`, a local directory; `cache-url`, a Redis
    server shared by machines: docs/KernelCache.md), such a kernel is looked
    up in the cache first, under a key hashing the kernel without
    locations, the symbols it refers to, the module's attributes and
    everything it would go through: a hit skips the whole pipeline for it.
    Launched kernels are looked up by `accel-kernel-units`, after
    bufferization (the host code's bufferization depends on their bodies).
    `dump-pipeline` prints a pipeline that takes every kernel through the
    module (no early units, no early lookup), which produces the same IR.

    ```mlir
    // accel-opt k.mlir --accel-lower="target=cpu backend=cpu-loops"
    accel.kernel @k(%x: tensor<4xf32>) -> tensor<4xf32> { ... }
    // becomes
    llvm.func @k(...) attributes {accel.selection = {accelerator = "cpu", ...}}
    ```
  }];
  let options = !listconcat(selectionOptions, [
    Option<"validateOnly", "validate-only", "bool", /*default=*/"false",
           "Resolve and validate, record the selection, lower nothing">,
    Option<"dumpPipeline", "dump-pipeline", "bool", /*default=*/"false",
           "Print the pass pipeline that will run (replayable with "
           "--pass-pipeline) to stderr">,
    Option<"reproducer", "reproducer", "std::string", /*default=*/"\"\"",
           "When a backend's stage fails, write the failing kernel (or the "
           "module stage's kernels) and the stage to this file, for "
           "accel-opt --run-reproducer">,
    Option<"cacheStats", "cache-stats", "bool", /*default=*/"false",
           "Print what the kernel cache did (hits, misses, writes, errors, "
           "corrupt entries, time) to stderr">
  ], cacheOptions);
  let dependentDialects = [
    "::accel::AccelDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def AccelKernelPipeline : Pass<"accel-kernel-pipeline", "::mlir::ModuleOp"> {
  let summary = "Run a backend's kernel stage on the kernels selected for it";
  let description = [{
    Runs `pipeline` on the functions whose `accel.selection` names `backend`
    (and, when `configuration` is given, whose accelerator and options hash
    to it: kernels of one backend with different accelerators or options get
    a stage each).
    Anchored on `func.func`, it runs on each of them, in parallel when
    threading is on (a backend's kernel stage). Anchored on `builtin.module`,
    it runs once on a module nested for the occasion that holds only those
    functions, whose contents (the functions and whatever the pipeline made,
    such as gpu.binary ops) then move back to the end of this module (a
    backend's module stage). This is how one module holds kernels of several
    backends: each stage touches only its own kernels.

    ```mlir
    // --accel-kernel-pipeline="backend=cpu-loops pipeline=func.func(convert-linalg-to-loops)"
    func.func @k(...) attributes {accel.selection = {
        backend = "cpu-loops", ...}} { linalg.matmul ... }
    // becomes
    func.func @k(...) attributes {...} { scf.for ... }
    ```
  }];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"\"",
           "Backend whose kernels run the pipeline">,
    Option<"configuration", "configuration", "std::string",
           /*default=*/"\"\"",
           "Only the kernels whose accelerator and options have this key "
           "(accel::getConfigurationKey); empty: every kernel of the backend">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on func.func or builtin.module">,
    Option<"reproducer", "reproducer", "std::string", /*default=*/"\"\"",
           "On failure, write a reproducer narrowed to the failing kernel "
           "(module stages: this backend's kernels) to this file">
  ];
}

def AccelKernelUnits : Pass<"accel-kernel-units", "::mlir::ModuleOp"> {
  let summary = "Lower each kernel of a backend in a module of its own, in "
                "parallel, through the kernel cache";
  let description = [{
    Moves each function whose `accel.selection` names `backend` (and, when
    given, whose configuration key is `configuration`) into a module of its
    own, a *unit*, with copies of the symbols it refers to, and runs
    `pipeline` (anchored on `builtin.module`) on every unit, in parallel when
    threading is on. A declaration of the kernel takes its place meanwhile.
    With `host`, the pipeline lowers the kernel to the LLVM dialect and the
    lowered unit waits, nested after the declaration, for
    `accel-link-kernels` (the host code is lowered in between and calls the
    declaration); without it (GPU backends, whose host code is lowered with
    the module's) the unit's contents replace the declaration at once.

    With a kernel cache (`cache-dir`, a local directory; `cache-url`, a
    Redis server shared by machines), each unit is looked up first under a
    key hashing the unit's IR without locations, the pipeline, `provider`,
    accel's and LLVM's versions and, with `host`, the host CPU: a hit takes
    the stored result instead of running the pipeline. A kernel
    that `accel-lower` already looked up (and missed) before the pipeline is
    stored under that lookup's key instead. The pipeline runs one pass at a
    time over all units, so that each thread keeps to one pass's code for
    many kernels.
  }];
  let options = !listconcat([
    Option<"backend", "backend", "std::string", /*default=*/"\"\"",
           "Backend whose kernels are lowered">,
    Option<"configuration", "configuration", "std::string",
           /*default=*/"\"\"",
           "Only the kernels whose accelerator and options have this key; "
           "empty: every kernel of the backend">,
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Textual pipeline anchored on builtin.module, run on each unit">,
    Option<"host", "host", "bool", /*default=*/"false",
           "The pipeline lowers the unit to the LLVM dialect: link it after "
           "the host code is lowered (accel-link-kernels)">,
    Option<"provider", "provider", "std::string", /*default=*/"\"built-in\"",
           "Who provides the backend (name and version), part of the cache "
           "key">
  ], cacheOptions);
}

def AccelKernelEarlyUnits
    : Pass<"accel-kernel-early-units", "::mlir::ModuleOp"> {
  let summary = "Lower each kernel that nothing launches in a module of its "
                "own before anything else runs (looked up in the kernel cache "
                "first)";
  let description = [{
    The passes that must see the whole module (accel-to-linalg, kernels to
    functions, bufferization and buffer deallocation) run on one thread; a
    kernel that nothing in the module refers to does not need them to see
    the module. This pass takes each such kernel out of the module before
    anything else runs and lowers it in a unit of its own, from
    accel-to-linalg to the end of its backend's unit pipeline, the kernels in
    parallel; a declaration holds its place until `accel-link-kernels` puts
    the lowered unit there.

    With a kernel cache (`cache-dir`, `cache-url`), each kernel is looked up
    first under a key of the
    `accel.kernel` itself (without file locations, with its selection record,
    the symbols it uses and the module's attributes) and of everything it
    would go through: a hit skips the whole lowering for it. A kernel that
    refers to other symbols or makes constant globals is left to
    `accel-kernel-units` with the key it was looked up under.

    `accel-lower`'s pipeline builder creates it, with the paths (each
    backend's and configuration's pipelines) and the state it shares with
    `accel-kernel-units` and `accel-link-kernels`; a textual pipeline cannot
    name it, and `--accel-dump-pipeline` prints a pipeline without it that
    gives the same output:

    ```mlir
    // accel-kernel-early-units (built by accel-lower), then the module's
    // stages, accel-kernel-units{...}, accel-link-kernels{...}
    ```
  }];
  let options = cacheOptions;
}

def AccelLinkKernels : Pass<"accel-link-kernels", "::mlir::ModuleOp"> {
  let summary = "Lower the host code, then put the lowered kernel units in "
                "place of their declarations";
  let description = [{
    Runs `pipeline` (the host lowering, anchored on `builtin.module`) on the
    module while the kernel units that `accel-kernel-units{host=1}` lowered
    wait aside (so that it walks the host code, not every kernel again),
    then replaces each kernel's declaration, lowered with the host code that
    calls it, by its unit: the kernel's definition takes the declaration's
    place and the unit's other symbols (globals, external declarations) go
    before it, once: a symbol already in the module with the same definition
    is not repeated, a private one that differs is renamed, and so is the
    kernel's GPU module or binary (`@k_kernel`, which a function of the
    module may already be called).
  }];
  let options = [
    Option<"pipeline", "pipeline", "std::string", /*default=*/"\"\"",
           "Host lowering, a textual pipeline anchored on builtin.module; "
           "empty: none">
  ];
}

#endif // ACCEL_LOWERING_PASSES_TD
