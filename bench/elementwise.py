#!/usr/bin/env python3
# ===- bench/elementwise.py - elementwise kernels vs a C loop at -O3 ------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Kernels on N f32 elements (default 4M): the chain sub(relu(add(mul(a, b),
# a)), b), a chain with exp, exp(a) and tanh(a), and, on rows of 4096, a
# row sum and a softmax's denominator (the sum of exp(a - b) per row),
# lowered through cpu-loops, cpu-vector and cpu-openmp by accel-opt and run
# in mlir-runner (-O3), against the same loop in C, in the same run, built
# twice: `cc -O3 -march=native` (libm's scalar expf/tanhf, sums in order)
# and with -ffast-math added (glibc's vector math library, libmvec, and
# reassociated sums); ratios are to the faster of the two. Each side reports
# its fastest of five batches; every element of each result is checked
# against the C loop's before its time is reported. Reports ms and GB/s
# (bytes read and written once); writes bench/results/elementwise.md and its
# plot, elementwise.png. Not a test: numbers depend on the machine.
#
# The kernels allocate their result on every launch (the C loop writes one
# buffer allocated once): glibc's malloc is told, for both sides, to keep
# freed blocks instead of returning them to the system, so that the launches
# reuse one buffer rather than page-faulting in a fresh mapping each time
# (GLIBC_TUNABLES below). cpu-openmp runs on every core, the rest on one.
#
#   bench/elementwise.py [--build DIR] [--n 4194304] [--columns 4096]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import os
import sys
import tempfile

from benchlib import checked, cpu_model, lower_and_run, plot, run, write_table

HERE = os.path.dirname(os.path.abspath(__file__))
BACKENDS = ["cpu-loops", "cpu-vector", "cpu-openmp"]
# Each work: its kernel body, whether it reduces rows, and the f32 values
# it moves per element of its input (read and written).
WORK = {
    "chain": ("""  %0 = mul %a, %b : @IN@
  %1 = add %0, %a : @IN@
  %2 = relu %1 : @IN@
  %3 = sub %2, %b : @IN@
  return %3 : @OUT@""", False, 3),
    "expchain": ("""  %0 = sub %a, %b : @IN@
  %1 = exp %0 : @IN@
  %2 = mul %1, %b : @IN@
  return %2 : @OUT@""", False, 3),
    "exp": ("""  %0 = exp %a : @IN@
  return %0 : @OUT@""", False, 2),
    "tanh": ("""  %0 = tanh %a : @IN@
  return %0 : @OUT@""", False, 2),
    "rowsum": ("""  %0 = reduce <sum> %a dims = [1] : @IN@ -> @OUT@
  return %0 : @OUT@""", True, 1),
    "softmax": ("""  %0 = sub %a, %b : @IN@
  %1 = exp %0 : @IN@
  %2 = reduce <sum> %1 dims = [1] : @IN@ -> @OUT@
  return %2 : @OUT@""", True, 2),
}
NAMES = {"chain": "sub(relu(add(mul(a, b), a)), b)",
         "expchain": "mul(exp(sub(a, b)), b)", "exp": "exp(a)",
         "tanh": "tanh(a)", "rowsum": "row sums of a",
         "softmax": "row sums of exp(a - b)"}
ENV = dict(os.environ, GLIBC_TUNABLES="glibc.malloc.mmap_threshold="
           "2147483647:glibc.malloc.trim_threshold=2147483647")


def reps_for(backend):
    return 3 if backend == "cpu-loops" else 20


def mlir_result(accel_opt, work, n, columns, backend, workdir):
    body, rows, _ = WORK[work]
    types = ((f"tensor<{n // columns}x{columns}xf32>",
              f"tensor<{n // columns}xf32>") if rows else
             (f"tensor<{n}xf32>", f"tensor<{n}xf32>"))
    source = open(os.path.join(HERE, "elementwise.mlir.in")).read()
    source = source.replace("@BODY@", body).replace(
        "@IN@", types[0]).replace("@OUT@", types[1]).replace(
        "@REPS@", str(reps_for(backend)))
    path = os.path.join(workdir, f"{work}.mlir")
    with open(path, "w") as f:
        f.write(source)
    out = lower_and_run(accel_opt, path, backend, env=ENV)
    return float(out[0]), float(out[1]), float(out[2])


def gigabytes_per_second(work, n, columns, seconds):
    _, rows, moved = WORK[work]
    values = moved * n + (n // columns if rows else 0)
    return values * 4 / seconds / 1e9


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--n", type=int, default=4 * 1024 * 1024)
    parser.add_argument("--columns", type=int, default=4096)
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
                out = run([loops[name], work, str(args.n),
                           str(args.columns), "20"], env=ENV).split()
                row[name], value = float(out[0]), float(out[1])
                if name == "c":
                    expected = value
            for backend in BACKENDS:
                # Sums may differ by their order: the error bound of adding
                # a row in f32, relative; elementwise results by rounding.
                tolerance = args.columns * 2.0**-24 if WORK[work][1] else 1e-5
                row[backend] = checked(
                    f"{work} on {backend} (expected: the C loop's)",
                    mlir_result(accel_opt, work, args.n, args.columns,
                                backend, workdir), expected, tolerance)
            rows.append(row)
            print(f"{work}: C {row['c'] * 1e3:.2f} ms, -ffast-math "
                  f"{row['fast'] * 1e3:.2f} ms, " + ", ".join(
                f"{b} {row[b] * 1e3:.2f} ms" for b in BACKENDS),
                file=sys.stderr)

    lines = [
        f"# Elementwise kernels and row reductions on {args.n} f32, ms per "
        "launch and GB/s (speed relative to the C loop: above 1 is faster)",
        "",
        f"Machine: {cpu_model()}, {os.cpu_count()} cores; "
        f"{datetime.date.today().isoformat()}; `bench/elementwise.py`. The "
        "C loops: `cc -O3 -march=native` (libm's scalar expf/tanhf) and "
        "with `-ffast-math` (glibc's libmvec), one thread; ratios are to the "
        "faster. cpu-loops and cpu-vector on one thread, cpu-openmp on all "
        "cores. Reductions on rows of "
        f"{args.columns}. Every element checked against the C loop's "
        "result. Kernels allocate their result each launch; malloc keeps "
        "freed blocks (GLIBC_TUNABLES).",
        "",
        "| work | C -O3 | C -O3 -ffast-math | " + " | ".join(BACKENDS) + " |",
        "|" + "---|" * (3 + len(BACKENDS)),
    ]
    speed = {}
    for row in rows:
        ref = min(row["c"], row["fast"])
        work = row["work"]

        def cell(seconds):
            rate = gigabytes_per_second(work, args.n, args.columns, seconds)
            return f"{seconds * 1e3:.2f}, {rate:.1f} GB/s"
        cells = [f"{cell(row[b])} ({ref / row[b]:.2f})" for b in BACKENDS]
        lines.append(f"| `{NAMES[work]}` | {cell(row['c'])} | "
                     f"{cell(row['fast'])} | " + " | ".join(cells) + " |")
        for name in ["c", "fast"] + BACKENDS:
            speed.setdefault(name, []).append(gigabytes_per_second(
                work, args.n, args.columns, row[name]))
    write_table(lines, "elementwise.md")
    legends = {"c": "C -O3", "fast": "C -O3 -ffast-math"}
    plot("elementwise.png",
         f"elementwise and row reductions on {args.n} f32, {cpu_model()}",
         [NAMES[row["work"]] for row in rows],
         {legends.get(name, name): values for name, values in speed.items()},
         "GB/s", bars=True)


if __name__ == "__main__":
    main()
