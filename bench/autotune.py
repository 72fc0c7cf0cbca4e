#!/usr/bin/env python3
# ===- bench/autotune.py - autotuned matmul tiles against the defaults ----===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# For each size, the f32 matmul kernel of bench/matmul.py (matmul.mlir.in)
# on cpu-vector, one thread: lowered with the default tiles, and with
# --accel-autotune (the default budget, 25 s per module, unless --budget),
# whose record goes to a tuning file; both run in mlir-runner (-O3), every
# element of the result checked, the fastest of five batches counting; in
# the same run OpenBLAS, BLIS and oneDNN on one thread (sgemm_ref.c; each
# the fastest of its kernels, matmul.py's library_kernels), of which the
# one whose median round is the fastest is the reference (matmul.py's
# best_library). All are timed in turns, `--rounds` times,
# and each one's fastest round counts (as in bench/matmul.py); where the
# record lowers to the default's code (the same text), that code is timed
# once a round for both columns. The notes under the table give the
# autotuned kernel's ratio to the best library round by round, and every
# library's fastest and median round. Also what tuning costs: the compile
# with --accel-autotune, the compile with the record alone
# (--accel-tuning-file, nothing measured) against a plain compile (the
# median ratio of 21 pairs, in turns), and a module of 20 matmul kernels of
# different shapes tuned with the default budget. Prints GFLOPS, ratios and
# the chosen tiles; writes bench/results/autotune.md.
# Not a test: numbers depend on the machine.
#
#   bench/autotune.py [--build DIR] [--budget SECONDS] [--rounds 3]
#                     [--sizes 256,512,1024,2048,4096,1000,1531x997x513]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import json
import os
import statistics
import sys
import tempfile
import time

from benchlib import checked, cpu_model, run, run_lowered, write_table
from matmul import (MATMUL, best_library, build_libraries, library_round,
                    parse_size, reps_for)

HERE = os.path.dirname(os.path.abspath(__file__))


def kernel_source(size):
    m, n, k = size
    source = open(os.path.join(HERE, "matmul.mlir.in")).read()
    for key, value in [("@BODY@", MATMUL), ("@ATTRIBUTES@", ""),
                       ("@A@", f"tensor<{m}x{k}xf32>"),
                       ("@B@", f"tensor<{k}x{n}xf32>"),
                       ("@C@", f"tensor<{m}x{n}xf32>"),
                       ("@BIAS@", "0.0"),
                       ("@REPS@", str(reps_for(2.0 * m * n * k, "bench")))]:
        source = source.replace(key, value)
    return source


def compile_seconds(cmd):
    """The lowered module and the seconds `cmd` took."""
    start = time.perf_counter()
    out = run(cmd)
    return out, time.perf_counter() - start


def tuned_row(accel_opt, size, workdir, budget, libraries, rounds):
    m, n, k = size
    path = os.path.join(workdir, f"mm{m}x{n}x{k}.mlir")
    with open(path, "w") as f:
        f.write(kernel_source(size))
    records = os.path.join(workdir, f"mm{m}x{n}x{k}.json")
    base = [accel_opt, path, "--accel-backend=cpu-vector"]
    tuned, tuning_s = compile_seconds(
        base + ["--accel-autotune", f"--accel-autotune-budget={budget}",
                f"--accel-tuning-file={records}"])
    # A compile takes a tenth of a second, and this VM's noise is larger
    # than a record's cost (the least of 11 each gave 0.93-1.12 from run to
    # run): 21 pairs, in turns, each pair's ratio; the median counts.
    pairs = []
    with_record = base + [f"--accel-tuning-file={records}"]
    for turn in range(21):
        if turn % 2:
            again, record_s = compile_seconds(with_record)
            plain, plain_s = compile_seconds(base)
        else:
            plain, plain_s = compile_seconds(base)
            again, record_s = compile_seconds(with_record)
        pairs.append(record_s / plain_s)
        if again != tuned:
            sys.exit(f"{size}: the record does not give the tuned output")
    record = json.load(open(records))["records"][0]
    flops = 2.0 * m * n * k
    expected = k * 0.5
    row = {"size": size, "record": record, "tuning": tuning_s,
           "record / plain": statistics.median(pairs)}
    # Where the record keeps the default's code (the lowered text is the
    # same), that code is timed once a round for both columns: timing it
    # twice only measures the machine's drift.
    row["same code"] = tuned == plain
    sides = [("default", plain)] + ([] if row["same code"] else
                                    [("tuned", tuned)])
    # The sides in turns, each round: the fastest round of each counts (this
    # VM drifts by several percent over minutes), and each round's own
    # ratios are kept.
    tuned_speeds, row["libraries"] = [], {}
    for _ in range(rounds):
        speeds = {}
        for name, lowered in sides:
            out = run_lowered(lowered)
            seconds = checked(f"{name} on {size}",
                              (float(out[0]), float(out[1]), float(out[2])),
                              expected)
            speeds[name] = flops / seconds / 1e9
        speeds.setdefault("tuned", speeds["default"])
        for name in ("default", "tuned"):
            row[name] = max(row.get(name, 0.0), speeds[name])
        for name, value in library_round(libraries, size).items():
            row["libraries"].setdefault(name, []).append(value)
        tuned_speeds.append(speeds["tuned"])
    row["best"] = best_library(row["libraries"])
    row["library"] = max(row["libraries"][row["best"]])
    row["rounds"] = [tuned / library for tuned, library in
                     zip(tuned_speeds, row["libraries"][row["best"]])]
    return row


def many_kernels(accel_opt, workdir):
    """Seconds to compile 20 matmul kernels of different shapes with
    --accel-autotune (default budget), and without."""
    lines = []
    for i in range(20):
        m, n, k = 64 + 24 * i, 96 + 16 * (i % 7), 80 + 32 * (i % 5)
        lines.append(
            f"accel.kernel @k{i}(%a: tensor<{m}x{k}xf32>, "
            f"%b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{\n"
            f"  %c = matmul %a, %b : tensor<{m}x{k}xf32>, "
            f"tensor<{k}x{n}xf32> -> tensor<{m}x{n}xf32>\n"
            f"  return %c : tensor<{m}x{n}xf32>\n}}\n")
    path = os.path.join(workdir, "twenty.mlir")
    with open(path, "w") as f:
        f.write("".join(lines))
    base = [accel_opt, path, "--accel-backend=cpu-vector", "-o", os.devnull]
    _, plain = compile_seconds(base)
    _, tuned = compile_seconds(base + ["--accel-autotune"])
    return plain, tuned


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--budget", type=float, default=25.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes",
                        default="256,512,1024,2048,4096,1000,1531x997x513")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    sizes = [parse_size(s) for s in args.sizes.split(",")]

    rows = []
    with tempfile.TemporaryDirectory() as workdir:
        libraries = build_libraries(workdir)
        for size in sizes:
            row = tuned_row(accel_opt, size, workdir, args.budget, libraries,
                            args.rounds)
            rows.append(row)
            print("x".join(map(str, size)) + ": default "
                  f"{row['default']:.1f}, tuned {row['tuned']:.1f}, library "
                  f"{row['library']:.1f} GFLOPS, tuning {row['tuning']:.1f} s",
                  file=sys.stderr)
        plain, tuned = many_kernels(accel_opt, workdir)

    lines = [
        "# Autotuned cpu-vector matmul",
        "",
        f"Machine: {cpu_model()}, {os.cpu_count()} cores; "
        f"{datetime.date.today().isoformat()}; `bench/autotune.py`, budget "
        f"{args.budget:g} s. f32 matmul on one thread, GFLOPS, with the ratio "
        "to the best of OpenBLAS, BLIS and oneDNN (one thread, same run: "
        "the one whose median round was the fastest); "
        "every element of every result checked. Tuning: the compile with "
        "--accel-autotune; with the record: the compile that applies the "
        "tuning file's record, against a plain compile (the median of 21 "
        "pairs in turns). Default, autotuned "
        f"and libraries timed in turns, the fastest of {args.rounds} "
        "round(s) each; where the record lowers to the default's code, that "
        "code is timed once for both. Candidates: measured (and identical to "
        "one measured).",
        "",
        "| size | best library | default | autotuned | tuned / default | "
        "tiles chosen | candidates | tuning s | compile with the record / "
        "plain |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        options = row["record"]["options"]
        tiles = ("the default's code" if row["same code"] else ", ".join(
            f"{key} {value}" for key, value in options.items()))
        lines.append(
            "| " + "x".join(map(str, row["size"])) +
            f" | {row['best']} {row['library']:.1f} | {row['default']:.1f} "
            f"({row['default'] / row['library']:.2f}) | {row['tuned']:.1f} "
            f"({row['tuned'] / row['library']:.2f}) | "
            f"{row['tuned'] / row['default']:.2f} | {tiles} | "
            f"{row['record']['candidates']} "
            f"({row['record'].get('identical', 0)}) | {row['tuning']:.1f} | "
            f"{row['record / plain']:.2f} |")
    if args.rounds > 1:
        lines += ["", "Autotuned against the best library round by round "
                  "(each round's own figures): median, lowest to highest:",
                  ""]
        for row in rows:
            ratios = sorted(row["rounds"])
            lines.append("- " + "x".join(map(str, row["size"])) +
                         f": {statistics.median(ratios):.2f} "
                         f"({ratios[0]:.2f}-{ratios[-1]:.2f})")
    lines += ["", "Libraries, fastest round (median round):", ""]
    for row in rows:
        lines.append("- " + "x".join(map(str, row["size"])) + ": " + ", ".join(
            f"{name} {max(values):.1f} ({statistics.median(values):.1f})"
            for name, values in row["libraries"].items()))
    lines += ["",
              f"20 matmul kernels of different shapes: {plain:.1f} s without "
              f"tuning, {tuned:.1f} s with --accel-autotune (default budget)."]
    write_table(lines, "autotune.md")


if __name__ == "__main__":
    main()
