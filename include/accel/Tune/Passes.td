//===- Passes.td - autotuning passes -----------------------*- tablegen -*-===//
//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef ACCEL_TUNE_PASSES_TD
#define ACCEL_TUNE_PASSES_TD

include "accel/Lowering/CacheOptions.td"
include "accel/Selection/SelectionOptions.td"

def AccelTune : Pass<"accel-tune", "::mlir::ModuleOp"> {
  let summary = "Measure each kernel's tile options and keep the fastest";
  let description = [{
    For each kernel with a matmul, batch_matmul or conv2d whose backend has
    a tuning space (cpu-vector, cpu-openmp), compiles the kernel alone with
    each candidate of the space (in parallel), runs each in process on
    generated inputs, checks its result against the default options' and
    times it (a candidate that lowers to the same code as one already
    measured, as blocks larger than the kernel's dimensions do, is counted
    as identical and not loaded or timed); the fastest is set on the kernel
    as its tuning record
    (`accel.tuned`), which the selection of `accel-lower` applies where no
    option was given. `budget` bounds the seconds spent measuring per module
    (from the first measurement: reading records is not counted); when it
    is spent, the remaining candidates and kernels are not measured (never
    an error). With `tuning-file`, records are read from that JSON file
    first (a record for this kernel's signature, backend, target and accel
    build is applied without measuring; one made for another target or
    build is ignored with a remark) and the file is rewritten with what was
    measured. A kernel whose call takes longer than `screen-above` seconds
    has its candidates screened: each is timed by its first call (the one
    checked against the default's result) alone, against the default's
    first call, and the fastest confirmed against the default in turns as
    for any kernel. With a kernel cache (`cache-dir`, `cache-url`), records are
    looked up there too, under a key of the kernel's signature, backend,
    target and accel build, and what was measured is stored there: the next
    compile of the kernel, on this machine or another of the same kind,
    measures nothing. Without `measure`, only records apply. With
    `list-space`, each kernel's candidates are listed (a remark, a note per
    candidate) and nothing else is done: what a backend's space holds for a
    kernel on an accelerator, without the device. A candidate the backend
    rejects with the options the kernel gives (its option validation and
    capability checks: four stages given, a larger K step no longer fits
    the chip) is neither measured nor listed as a candidate; the listing
    names it with the backend's message.

    ```mlir
    // accel-opt k.mlir --accel-backend=cpu-vector --accel-autotune
    accel.kernel @k(...) { %0 = matmul %a, %b : ... }
    // gets, before accel-lower:
    accel.kernel @k(...) attributes {accel.tuned = {backend = "cpu-vector",
        note = "autotuned: 1.12x the default, 21 candidates, 24 identical to one of them, 1.8 s",
        options = {block-k = "128", block-n = "4096", tile-m = "4",
                   tile-n = "16"}}} { ... }
    ```
  }];
  let options = !listconcat(
    !filter(option, selectionOptions, !ne(option.argument, "explain")), [
    Option<"budget", "budget", "double", /*default=*/"25.0",
           "Seconds of measuring (compiles included) per module">,
    Option<"tuningFile", "tuning-file", "std::string", /*default=*/"\"\"",
           "JSON file of tuning records: applied first, then rewritten with "
           "what was measured">,
    Option<"screenAbove", "screen-above", "double", /*default=*/"0.2",
           "Seconds a kernel's call must take for the search to screen its "
           "candidates: each timed by its first (checked) call alone against "
           "the default's first call, the fastest then confirmed against the "
           "default as always (a 4096 matmul's call takes 0.8 s: the budget "
           "reaches three times the candidates)">,
    Option<"measure", "measure", "bool", /*default=*/"true",
           "Measure the kernels no record covers (else only apply records)">,
    Option<"listSpace", "list-space", "bool", /*default=*/"false",
           "Only list each kernel's candidates, as a remark with a note per "
           "candidate (what the search would measure, the default first); "
           "measure and apply nothing, and need no device">
  ], cacheOptions);
}

#endif // ACCEL_TUNE_PASSES_TD
