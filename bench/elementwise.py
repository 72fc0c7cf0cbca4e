#!/usr/bin/env python3
# ===- bench/elementwise.py - elementwise kernels vs a C loop at -O3 ------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Kernels on N f32 elements (default 4M): the chain sub(relu(add(mul(a, b),
# a)), b), exp(a) and tanh(a), lowered through cpu-loops, cpu-vector and
# cpu-openmp by accel-opt and run in mlir-runner (-O3), against the same loop
# in C, in the same run, built twice: `cc -O3 -march=native` (libm's scalar
# expf/tanhf) and with -ffast-math added (which lets gcc call glibc's vector
# math library, libmvec); ratios are to the faster of the two. Each side
# reports its fastest of five batches; each result is checked against the C
# loop's before its time is reported. Writes the table to
# bench/results/elementwise.md. Not a test: numbers depend on the machine.
#
# The kernels allocate their result on every launch (the C loop writes one
# buffer allocated once): glibc's malloc is told, for both sides, to keep
# freed blocks instead of returning them to the system, so that the launches
# reuse one buffer rather than page-faulting in a fresh mapping each time
# (GLIBC_TUNABLES below). cpu-openmp runs on every core, the rest on one.
#
#   bench/elementwise.py [--build DIR] [--n 4194304]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import os
import sys
import tempfile

from benchlib import cpu_model, lower_and_run, run, write_table

HERE = os.path.dirname(os.path.abspath(__file__))
BACKENDS = ["cpu-loops", "cpu-vector", "cpu-openmp"]
WORK = {
    "chain": """  %0 = mul %a, %b : tensor<@N@xf32>
  %1 = add %0, %a : tensor<@N@xf32>
  %2 = relu %1 : tensor<@N@xf32>
  %3 = sub %2, %b : tensor<@N@xf32>
  return %3 : tensor<@N@xf32>""",
    "exp": """  %0 = exp %a : tensor<@N@xf32>
  return %0 : tensor<@N@xf32>""",
    "tanh": """  %0 = tanh %a : tensor<@N@xf32>
  return %0 : tensor<@N@xf32>""",
}
NAMES = {"chain": "sub(relu(add(mul(a, b), a)), b)", "exp": "exp(a)",
         "tanh": "tanh(a)"}
ENV = dict(os.environ, GLIBC_TUNABLES="glibc.malloc.mmap_threshold="
           "2147483647:glibc.malloc.trim_threshold=2147483647")


def reps_for(backend):
    return 3 if backend == "cpu-loops" else 20


def mlir_result(accel_opt, work, n, backend, workdir):
    source = open(os.path.join(HERE, "elementwise.mlir.in")).read()
    source = source.replace("@BODY@", WORK[work]).replace(
        "@N@", str(n)).replace("@REPS@", str(reps_for(backend)))
    path = os.path.join(workdir, f"{work}.mlir")
    with open(path, "w") as f:
        f.write(source)
    out = lower_and_run(accel_opt, path, backend, env=ENV)
    return float(out[0]), float(out[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--n", type=int, default=4 * 1024 * 1024)
    args = parser.parse_args()
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    rows = []
    with tempfile.TemporaryDirectory() as workdir:
        loops = {}
        for name, flags in [("c", []), ("fast", ["-ffast-math"])]:
            loops[name] = os.path.join(workdir, f"elementwise_{name}")
            run(["cc", "-O3", "-march=native", *flags, "-o", loops[name],
                 os.path.join(HERE, "elementwise_c.c"), "-lm"], env=ENV)
        for work in WORK:
            row = {"work": work}
            for name in loops:
                out = run([loops[name], work, str(args.n), "20"],
                          env=ENV).split()
                row[name], value = float(out[0]), float(out[1])
                if name == "c":
                    expected = value
            ref = min(row["c"], row["fast"])
            for backend in BACKENDS:
                seconds, value = mlir_result(accel_opt, work, args.n, backend,
                                             workdir)
                if abs(value - expected) > 1e-6 * max(1.0, abs(expected)):
                    sys.exit(f"{work} on {backend}: {value}, expected "
                             f"{expected} (the C loop's)")
                row[backend] = seconds
            rows.append(row)
            print(f"{work}: C {row['c'] * 1e3:.2f} ms, -ffast-math "
                  f"{row['fast'] * 1e3:.2f} ms, " + ", ".join(
                f"{b} {row[b] * 1e3:.2f} ms" for b in BACKENDS),
                file=sys.stderr)

    lines = [
        f"# Elementwise kernels on {args.n} f32, ms per launch (speed "
        "relative to the C loop: above 1 is faster)",
        "",
        f"Machine: {cpu_model()}, {os.cpu_count()} cores; "
        f"{datetime.date.today().isoformat()}; `bench/elementwise.py`. The "
        "C loops: `cc -O3 -march=native` (libm's scalar expf/tanhf) and "
        "with `-ffast-math` (glibc's libmvec), one thread; ratios are to the "
        "faster. cpu-loops and cpu-vector on one thread, cpu-openmp on all "
        "cores. Results checked against the C loop's. Kernels allocate their "
        "result each launch; malloc keeps freed blocks (GLIBC_TUNABLES).",
        "",
        "| work | C -O3 | C -O3 -ffast-math | " + " | ".join(BACKENDS) + " |",
        "|" + "---|" * (3 + len(BACKENDS)),
    ]
    for row in rows:
        ref = min(row["c"], row["fast"])
        cells = [f"{row[b] * 1e3:.2f} ({ref / row[b]:.2f})" for b in BACKENDS]
        lines.append(f"| `{NAMES[row['work']]}` | {row['c'] * 1e3:.2f} | "
                     f"{row['fast'] * 1e3:.2f} | " + " | ".join(cells) + " |")
    write_table(lines, "elementwise.md")


if __name__ == "__main__":
    main()
