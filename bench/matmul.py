#!/usr/bin/env python3
# ===- bench/matmul.py - f32 matmul through the CPU backends vs OpenBLAS --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds f32 N x N x N matmul kernels from matmul.mlir.in, lowers each through
# cpu-loops, cpu-vector and cpu-openmp with accel-opt, runs them in mlir-runner
# (-O3), and runs OpenBLAS cblas_sgemm (one thread) on the same inputs in the
# same run; each side reports its fastest of five batches. Prints GFLOPS and the ratio to OpenBLAS, checks C[0][0], and
# writes the table to bench/results/matmul.md. Not a test: numbers depend on
# the machine. cpu-openmp uses every core; the others one.
#
#   bench/matmul.py [--build DIR] [--sizes 256,512,1024]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import os
import sys
import tempfile

from benchlib import cpu_model, lower_and_run, run, write_table

HERE = os.path.dirname(os.path.abspath(__file__))
BACKENDS = ["cpu-loops", "cpu-vector", "cpu-openmp"]


def reps_for(n, backend):
    """Calls per batch (five batches, the fastest counts): about a tenth of
    a second for the fast ones, one call for the scalar loops."""
    if backend in ("cpu-loops", "cpu-openmp"):
        return 1
    return {256: 200, 512: 25}.get(n, 4)


def mlir_seconds(accel_opt, n, backend, workdir):
    source = open(os.path.join(HERE, "matmul.mlir.in")).read()
    source = source.replace("@N@", str(n)).replace(
        "@REPS@", str(reps_for(n, backend)))
    path = os.path.join(workdir, f"mm{n}.mlir")
    with open(path, "w") as f:
        f.write(source)
    out = lower_and_run(accel_opt, path, backend)
    return float(out[0]), float(out[1])


def openblas_seconds(binary, n, coretype):
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1")
    env.pop("OPENBLAS_CORETYPE", None)
    if coretype:
        env["OPENBLAS_CORETYPE"] = coretype
    out = run([binary, str(n), str(reps_for(n, "openblas"))], env=env).split()
    return float(out[1]), float(out[3])


def openblas_coretypes():
    """OpenBLAS's own choice of kernels, and SkylakeX's AVX-512 kernels where
    the CPU has AVX-512: Debian's OpenBLAS 0.3.21 predates Zen 4/5 and gives
    them AVX2 kernels. The faster of the two is the reference."""
    with open("/proc/cpuinfo") as f:
        avx512 = " avx512f" in f.read()
    return [""] + (["SKYLAKEX"] if avx512 else [])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--sizes", default="256,512,1024")
    args = parser.parse_args()
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    sizes = [int(s) for s in args.sizes.split(",")]

    rows = []
    kernels = {}
    with tempfile.TemporaryDirectory() as workdir:
        blas = os.path.join(workdir, "sgemm_openblas")
        run(["cc", "-O2", "-o", blas, os.path.join(HERE, "sgemm_openblas.c"),
             "-lopenblas"])
        for n in sizes:
            flops = 2.0 * n ** 3
            best = None
            for coretype in openblas_coretypes():
                ref, check = openblas_seconds(blas, n, coretype)
                if check != n * 0.5:
                    sys.exit(f"openblas: C[0][0] = {check}, expected "
                             f"{n * 0.5}")
                if best is None or ref < best[0]:
                    best = (ref, coretype or "auto-detected")
            row = {"n": n, "openblas": flops / best[0] / 1e9}
            kernels[n] = best[1]
            for backend in BACKENDS:
                seconds, check = mlir_seconds(accel_opt, n, backend, workdir)
                if check != n * 0.5:
                    sys.exit(f"{backend}: C[0][0] = {check}, expected "
                             f"{n * 0.5}")
                row[backend] = flops / seconds / 1e9
            rows.append(row)
            print(f"n={n}: " + ", ".join(f"{k} {v:.1f}" for k, v in
                                          row.items() if k != "n"),
                  file=sys.stderr)

    header = ("| N | OpenBLAS 1 thread | " +
              " | ".join(f"{b} (ratio)" for b in BACKENDS) + " |")
    lines = [
        "# f32 matmul, GFLOPS (ratio to OpenBLAS sgemm, one thread)",
        "",
        f"Machine: {cpu_model()}, {os.cpu_count()} cores; "
        f"{datetime.date.today().isoformat()}; `bench/matmul.py`. "
        "cpu-loops and cpu-vector run on one thread, cpu-openmp on all "
        "cores. OpenBLAS: the faster of its auto-detected kernels and, on "
        "AVX-512 CPUs, its SkylakeX kernels (named per row).",
        "",
        header,
        "|" + "---|" * (2 + len(BACKENDS)),
    ]
    for row in rows:
        cells = [f"{row[b]:.1f} ({row[b] / row['openblas']:.2f})"
                 for b in BACKENDS]
        lines.append(f"| {row['n']} | {row['openblas']:.1f} "
                     f"({kernels[row['n']]}) | " +
                     " | ".join(cells) + " |")
    write_table(lines, "matmul.md")


if __name__ == "__main__":
    main()
