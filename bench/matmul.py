#!/usr/bin/env python3
# ===- bench/matmul.py - f32 matmul: CPU backends vs BLAS libraries, peak --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds f32 matmul kernels (M x K times K x N) from matmul.mlir.in, lowers
# each through cpu-loops, cpu-vector and cpu-openmp with accel-opt and runs
# them in mlir-runner (-O3); in the same run, times the sgemm of OpenBLAS,
# BLIS and oneDNN on the same inputs, one thread each (sgemm_ref.c;
# OpenBLAS and BLIS each the faster of their auto-detected kernels and
# those of the CPU's widest vectors, library_kernels), and the machine's
# f32 FMA peak on one core (fma_peak.c), timed in every round with the
# other sides: this VM's speed changed by 15% within a run (a peak taken
# once at the start put libraries at 108% of it), so each size's fraction
# of peak is of the fastest peak of its own rounds.
# Also the dense layer relu(matmul + bias) on cpu-vector, as a ratio of its
# time to the matmul's. Each side reports its fastest of five batches, and
# its whole result is checked (smallest and largest element) before a time
# counts. Every side of a size is timed again in each of `--rounds` rounds,
# one after the other, and its fastest round counts: this VM's speed drifts
# by several percent over minutes, and a side timed only while the other
# core was busy lost to one timed in a quiet minute; the table's note gives
# the median and range of cpu-vector's and cpu-openmp's ratios round by
# round. Prints GFLOPS, the libraries' fraction of peak and the backends'
# ratio to the best library (the one whose median round is the fastest:
# best_library); writes bench/results/matmul.md and its plot, matmul.png.
# cpu-openmp uses every core, the rest one; cpu-loops (the scalar reference)
# only runs the sizes up to 2 GFLOP (and in the first round only). Not a
# test: numbers depend on the machine.
#
#   bench/matmul.py [--build DIR] [--rounds 3] [--avx2]
#                   [--sizes 256,512,1024,2048,4096,1000,1531x997x513]
#
# --avx2, on a CPU with AVX-512, holds every side to AVX2 (the vectors of
# the machines without AVX-512): the kernels compiled for x86-64-v3 (the
# cpu accelerator's `cpu` option, which gives cpu-vector its AVX2 tiles)
# and run without AVX-512 (mlir-runner --mattr=-avx512f: the JIT compiles
# for the host's features whatever a function names), the libraries'
# AVX2 kernels, the peak of ymm chains; writes matmul-avx2.md and .png.
#
# A size is N (N x N x N) or MxNxK.
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import functools
import os
import statistics
import subprocess
import sys
import tempfile

from benchlib import (AVX2_ATTRIBUTES, AVX2_ONEDNN, AVX2_RUNNER, avx2_refusal,
                      checked, cpu_model, lower_and_run, plot, run,
                      widest_vectors, write_table)

HERE = os.path.dirname(os.path.abspath(__file__))
BACKENDS = ["cpu-loops", "cpu-vector", "cpu-openmp"]
LIBRARIES = {"OpenBLAS": ("OPENBLAS", "openblas"), "BLIS": ("BLIS", "blis"),
             "oneDNN": ("DNNL", "dnnl")}
ONE_THREAD = dict(os.environ, OPENBLAS_NUM_THREADS="1", BLIS_NUM_THREADS="1",
                  OMP_NUM_THREADS="1")
LOOPS_MAX_FLOPS = 2.0e9
MATMUL = """  %c = matmul %a, %b : @A@, @B@ -> @C@
  return %c : @C@"""
DENSE = """  %c = matmul %a, %b : @A@, @B@ -> @C@
  %z = add %c, %bias : @C@
  %y = relu %z : @C@
  return %y : @C@"""


def parse_size(text):
    parts = [int(p) for p in text.split("x")]
    return tuple(parts * 3) if len(parts) == 1 else tuple(parts)


def reps_for(flops, backend):
    """Calls per batch (five batches, the fastest counts): about a tenth of
    a second for the fast ones (a single call of cpu-openmp is at the mercy
    of the other core's load), one call for the scalar loops."""
    if backend == "cpu-loops":
        return 1
    return max(1, min(200, int(4.0e9 / flops)))


def mlir_result(accel_opt, size, backend, workdir, dense=False, avx2=False):
    """Seconds per launch, and the result's smallest and largest element;
    with `avx2`, of the kernel compiled for x86-64-v3 and run without
    AVX-512."""
    m, n, k = size
    source = open(os.path.join(HERE, "matmul.mlir.in")).read()
    # The dense layer's bias takes a quarter of K off: every element K / 4.
    for key, value in [("@BODY@", DENSE if dense else MATMUL),
                       ("@ATTRIBUTES@", AVX2_ATTRIBUTES if avx2 else ""),
                       ("@A@", f"tensor<{m}x{k}xf32>"),
                       ("@B@", f"tensor<{k}x{n}xf32>"),
                       ("@C@", f"tensor<{m}x{n}xf32>"),
                       ("@BIAS@", repr(-0.25 * k)),
                       ("@REPS@", str(reps_for(2.0 * m * n * k, backend)))]:
        source = source.replace(key, value)
    path = os.path.join(workdir, f"mm{m}x{n}x{k}.mlir")
    with open(path, "w") as f:
        f.write(source)
    out = lower_and_run(accel_opt, path, backend,
                        runner_args=AVX2_RUNNER if avx2 else ())
    return float(out[0]), float(out[1]), float(out[2])


def library_result(binary, size, kernels=None):
    """Seconds, smallest and largest element of `binary`'s sgemm at `size`,
    on one thread, in the environment `kernels` adds (library_kernels)."""
    env = dict(ONE_THREAD)
    for variable in ("OPENBLAS_CORETYPE", "BLIS_ARCH_TYPE",
                     "ONEDNN_MAX_CPU_ISA"):
        env.pop(variable, None)
    env.update(kernels or {})
    m, n, k = size
    reps = reps_for(2.0 * m * n * k, "library")
    out = run([binary, str(m), str(n), str(k), str(reps)], env=env).split()
    return float(out[1]), float(out[3]), float(out[5])


def build_libraries(workdir):
    """{library name: the sgemm_ref.c binary that times its sgemm}, built in
    `workdir`."""
    binaries = {}
    for name, (macro, lib) in LIBRARIES.items():
        binaries[name] = os.path.join(workdir, f"sgemm_{lib}")
        run(["cc", "-O2", f"-DREF_{macro}", "-o", binaries[name],
             os.path.join(HERE, "sgemm_ref.c"), f"-l{lib}"])
    return binaries


@functools.lru_cache(maxsize=None)
def blis_arch_type(binary, config):
    """The BLIS_ARCH_TYPE that selects BLIS's sub-configuration `config`
    ("skx"), None (and a note) where none does. BLIS 0.9.0 takes a number,
    its position in the library's own list of architectures (a name reads
    as 0), and says which sub-configuration it selected under
    BLIS_ARCH_DEBUG: the numbers are tried until it names `config`."""
    for number in range(64):
        env = dict(ONE_THREAD, BLIS_ARCH_TYPE=str(number), BLIS_ARCH_DEBUG="1")
        done = subprocess.run([binary, "8", "8", "8", "1"], env=env,
                              capture_output=True, text=True)
        if f"sub-configuration '{config}'" in done.stderr:
            return str(number)
    print(f"BLIS has no sub-configuration '{config}'", file=sys.stderr)
    return None


def blis_kernels(binary, config):
    """The environment that gives BLIS's sub-configuration `config`, in a
    list, or an empty list where BLIS has none."""
    number = blis_arch_type(binary, config)
    return [] if number is None else [{"BLIS_ARCH_TYPE": number}]


def library_kernels(name, binary, avx2=False):
    """The environments `name`'s sgemm is timed in, the fastest counting:
    the library's own choice of kernels, and its kernels for the widest
    vectors of the CPU, which Debian's OpenBLAS 0.3.21 and BLIS 0.9.0 do
    not pick on CPUs newer than they are. OpenBLAS gives Zen 4 and 5 its
    AVX2 kernels (SkylakeX's are its AVX-512 ones); BLIS gives a Zen 5 its
    generic C kernels, 16% of the FMA peak where its skx kernels run at
    81-88%. With `avx2`, only the library's AVX2 kernels: OpenBLAS's
    Haswell, BLIS's haswell, oneDNN's up to AVX2."""
    if avx2:
        kernels = (blis_kernels(binary, "haswell") if name == "BLIS" else
                   {"OpenBLAS": [{"OPENBLAS_CORETYPE": "HASWELL"}],
                    "oneDNN": [AVX2_ONEDNN]}[name])
        if not kernels:
            sys.exit(f"{name}: no AVX2 kernels to time with --avx2")
        return kernels
    vectors = widest_vectors()
    if name == "OpenBLAS" and vectors == "AVX-512":
        return [{}, {"OPENBLAS_CORETYPE": "SKYLAKEX"}]
    if name == "BLIS" and vectors:
        return [{}] + blis_kernels(
            binary, "skx" if vectors == "AVX-512" else "haswell")
    return [{}]


def library_round(binaries, size, avx2=False):
    """{library: GFLOPS} of one round at `size`, every result checked; each
    library's the fastest of its kernels (library_kernels)."""
    flops = 2.0 * size[0] * size[1] * size[2]
    speeds = {}
    for name, binary in binaries.items():
        seconds = min(checked(f"{name} on {size}", library_result(
            binary, size, kernels), size[2] * 0.5)
            for kernels in library_kernels(name, binary, avx2))
        speeds[name] = flops / seconds / 1e9
    return speeds


def best_library(rounds):
    """Of {library: [GFLOPS of each round]}, the one whose median round is
    the fastest (the fastest round breaks a tie). The backends are compared
    with that one library, one timing a round on each side: against the
    fastest of every library in every round, two libraries of the same
    speed gave the reference two draws of the machine's noise to each of
    ours, and it won on the noise alone."""
    return max(rounds, key=lambda name: (statistics.median(rounds[name]),
                                         max(rounds[name])))


def measure_size(accel_opt, binaries, peak_binary, size, rounds, avx2):
    """The fastest GFLOPS of every side at `size` over `rounds` rounds (the
    FMA peak of `peak_binary` one of them; and the dense layer's time over
    the matmul's), the best library (best_library), and cpu-vector's and
    cpu-openmp's ratios to it in each round; every side held to AVX2 with
    `avx2`."""
    flops = 2.0 * size[0] * size[1] * size[2]
    # A = 1, B = 0.5: every element K / 2 (the dense layer's K / 4).
    expected = size[2] * 0.5
    row = {"size": size}
    speeds = {}
    dense_seconds = None
    with tempfile.TemporaryDirectory() as workdir:
        for round in range(rounds):
            this = library_round(binaries, size, avx2)
            this["peak"] = float(run([peak_binary]).split()[1])
            for backend in BACKENDS:
                if backend == "cpu-loops" and (flops > LOOPS_MAX_FLOPS or
                                               round > 0):
                    continue
                seconds = checked(f"{backend} on {size}", mlir_result(
                    accel_opt, size, backend, workdir, avx2=avx2), expected)
                this[backend] = flops / seconds / 1e9
            seconds = checked(f"dense layer on {size}", mlir_result(
                accel_opt, size, "cpu-vector", workdir, dense=True,
                avx2=avx2),
                expected / 2)
            dense_seconds = min(seconds, dense_seconds or seconds)
            for key, value in this.items():
                speeds.setdefault(key, []).append(value)
                row[key] = max(value, row.get(key, 0.0))
    row["dense"] = dense_seconds / (flops / row["cpu-vector"] / 1e9)
    row["best"] = best_library({name: speeds[name] for name in LIBRARIES})
    ratios = {backend: [ours / library for ours, library in
                        zip(speeds[backend], speeds[row["best"]])]
              for backend in ("cpu-vector", "cpu-openmp")}
    return row, ratios


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--sizes",
                        default="256,512,1024,2048,4096,1000,1531x997x513")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--avx2", action="store_true",
                        help="hold every side to AVX2 on an AVX-512 CPU")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.avx2 and avx2_refusal():
        parser.error(avx2_refusal())
    results = "matmul-avx2" if args.avx2 else "matmul"
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    sizes = [parse_size(s) for s in args.sizes.split(",")]

    rows, spreads = [], []
    with tempfile.TemporaryDirectory() as workdir:
        peak_binary = os.path.join(workdir, "fma_peak")
        run(["cc", "-O3", "-march=native", "-ffp-contract=fast", "-o",
             peak_binary, os.path.join(HERE, "fma_peak.c")] +
            (["-mno-avx512f"] if args.avx2 else []))
        binaries = build_libraries(workdir)
        for size in sizes:
            row, ratios = measure_size(accel_opt, binaries, peak_binary, size,
                                       args.rounds, args.avx2)
            rows.append(row)
            spreads.append(ratios)
            print("x".join(map(str, size)) + ": " + ", ".join(
                f"{key} {value:.1f}" for key, value in row.items()
                if key not in ("size", "best")), file=sys.stderr)
    peaks = [row["peak"] for row in rows]

    lines = [
        "# f32 matmul" + (" held to AVX2" if args.avx2 else "") + ", GFLOPS",
        "",
        f"Machine: {cpu_model()}, {os.cpu_count()} cores; measured f32 FMA "
        f"peak of one core {min(peaks):.1f}-{max(peaks):.1f} GFLOPS "
        "(`fma_peak.c`, timed in each round: the fastest of each size's "
        f"rounds); {datetime.date.today().isoformat()}; `bench/matmul.py`. "
        "Libraries on one thread, with their fraction of their size's "
        "peak; backends with "
        "their ratio to the best library (cpu-loops and cpu-vector on one "
        "thread, cpu-openmp on all cores): the library whose median round "
        "was the fastest (in bold), its fastest round against theirs. "
        "OpenBLAS and BLIS: the faster of their auto-detected kernels and "
        "those for the CPU's widest vectors (OpenBLAS's SkylakeX, BLIS's "
        "skx on AVX-512; BLIS's haswell on AVX2). " +
        ("Held to AVX2 (`--avx2`): the kernels compiled for x86-64-v3 "
         "(cpu option) and run without AVX-512 (mlir-runner "
         "--mattr=-avx512f), OpenBLAS's Haswell kernels, BLIS's haswell, "
         "oneDNN at ONEDNN_MAX_CPU_ISA=AVX2, the peak of fma_peak.c's ymm "
         "chains. " if args.avx2 else "") +
        "Dense: the time of "
        "relu(matmul + bias) on cpu-vector over the matmul's. Sizes "
        "M x N x K; every element of every result checked. Each side's "
        f"fastest of {args.rounds} round(s), the sides timed in turn in "
        "each round.",
        "",
        "| size | " + " | ".join(LIBRARIES) + " | " +
        " | ".join(BACKENDS) + " | dense |",
        "|" + "---|" * (2 + len(LIBRARIES) + len(BACKENDS)),
    ]
    for row in rows:
        best = row[row["best"]]
        cells = [(f"**{row[name]:.1f}**" if name == row["best"] else
                  f"{row[name]:.1f}") + f" ({row[name] / row['peak']:.0%})"
                 for name in LIBRARIES]
        cells += [f"{row[b]:.1f} ({row[b] / best:.2f})" if b in row else "-"
                  for b in BACKENDS]
        cells.append(f"{row['dense']:.2f}")
        lines.append("| " + "x".join(map(str, row["size"])) + " | " +
                     " | ".join(cells) + " |")
    if args.rounds > 1:
        lines += ["", "Ratios to the best library round by round (each "
                  "round's own figures), median, lowest to highest:", ""]
        for row, ratios in zip(rows, spreads):
            lines.append("- " + "x".join(map(str, row["size"])) + ": " +
                         "; ".join(f"{backend} "
                                   f"{statistics.median(values):.2f} "
                                   f"({min(values):.2f}-{max(values):.2f})"
                                   for backend, values in ratios.items()))
    write_table(lines, results + ".md")
    labels = ["x".join(map(str, row["size"])) for row in rows]
    plot(results + ".png",
         f"f32 matmul{' held to AVX2' if args.avx2 else ''}, {cpu_model()}, "
         f"{os.cpu_count()} cores (libraries and cpu-vector on one)",
         labels, {name: [row.get(name) for row in rows]
                  for name in list(LIBRARIES) + BACKENDS},
         "GFLOPS", lines={"FMA peak, one core": max(peaks)})


if __name__ == "__main__":
    main()
