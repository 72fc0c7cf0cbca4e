#!/usr/bin/env python3
# ===- bench/conv2d.py - f32 conv2d: CPU backends vs oneDNN ---------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds f32 conv2d kernels (NHWC input, HWCF filter, no padding) from
# conv2d.mlir.in, lowers each through cpu-vector and cpu-openmp with
# accel-opt and runs them in mlir-runner (-O3); in the same run, times
# oneDNN's convolution on the same inputs (conv_ref.c: NHWC input and
# output, weights in oneDNN's preferred layout, reordered before timing),
# on one thread and on all cores. Each side reports its fastest of five
# batches, and its whole result is checked (smallest and largest element)
# before a time counts. Every side of a layer is timed again in each of
# `--rounds` rounds, one after the other, and its fastest round counts (as
# in bench/matmul.py: on a two-core VM a side timed while the other core
# was busy lost up to 25%); the note under the table gives the ratios'
# range round by round. Prints GFLOPS and the backends' ratios to oneDNN
# (cpu-vector to one thread, cpu-openmp to all cores); writes
# bench/results/conv2d.md and its plot, conv2d.png. With --autotune, each
# backend also runs the layer lowered with --accel-autotune (tuned once,
# before the rounds, with the default budget) in the same turns. With
# --avx2, on a CPU with AVX-512, every side is held to AVX2 as in
# bench/matmul.py --avx2 (the kernels compiled for x86-64-v3 and run
# without AVX-512, oneDNN at ONEDNN_MAX_CPU_ISA=AVX2); it writes
# conv2d-avx2.md and .png, and takes no --autotune (the autotuner measures
# only kernels compiled for the host's CPU). Not a test: numbers depend on
# the machine.
#
#   bench/conv2d.py [--build DIR] [--rounds 3] [--autotune | --avx2]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import os
import re
import sys
import tempfile

from benchlib import (AVX2_ATTRIBUTES, AVX2_ONEDNN, AVX2_RUNNER, avx2_refusal,
                      checked, cpu_model, plot, run, run_lowered,
                      write_table)

HERE = os.path.dirname(os.path.abspath(__file__))
# N, H, W, C, KH, KW, F, stride: ResNet-like layers.
CASES = [(1, 58, 58, 64, 3, 3, 64, 1), (1, 57, 57, 64, 3, 3, 64, 2),
         (1, 30, 30, 128, 3, 3, 128, 1), (1, 56, 56, 64, 1, 1, 256, 1)]
BACKENDS = ["cpu-vector", "cpu-openmp"]


def output_size(case):
    n, h, w, c, kh, kw, f, stride = case
    return n, (h - kh) // stride + 1, (w - kw) // stride + 1, f


def flops(case):
    n, oh, ow, f = output_size(case)
    return 2.0 * n * oh * ow * f * case[4] * case[5] * case[3]


def reps_for(case):
    return max(1, min(200, int(2.0e9 / flops(case))))


def label(case):
    n, h, w, c, kh, kw, f, stride = case
    return f"{n}x{h}x{w}x{c} * {kh}x{kw}x{c}x{f} s{stride}"


def lowered(accel_opt, case, backend, workdir, flags=(), avx2=False):
    """The layer's benchmark module lowered for `backend` with `flags`; with
    `avx2`, its kernel compiled for x86-64-v3."""
    n, h, w, c, kh, kw, f, stride = case
    out = output_size(case)
    source = open(os.path.join(HERE, "conv2d.mlir.in")).read()
    for key, value in [("@I@", f"tensor<{n}x{h}x{w}x{c}xf32>"),
                       ("@F@", f"tensor<{kh}x{kw}x{c}x{f}xf32>"),
                       ("@O@", "tensor<" + "x".join(map(str, out)) +
                        "xf32>"),
                       ("@SIZE@", str(out[0] * out[1] * out[2] * out[3])),
                       ("@S@", f"strides = [{stride}, {stride}]"),
                       ("@ATTRIBUTES@", AVX2_ATTRIBUTES if avx2 else ""),
                       ("@REPS@", str(reps_for(case)))]:
        source = source.replace(key, value)
    path = os.path.join(workdir, "conv.mlir")
    with open(path, "w") as file:
        file.write(source)
    return run([accel_opt, path, f"--accel-backend={backend}"] + list(flags))


def mlir_result(module, avx2=False):
    words = run_lowered(module, runner_args=AVX2_RUNNER if avx2 else ())
    return float(words[0]), float(words[1]), float(words[2])


def tuned_tiles(module):
    """The tiles the autotuner chose, as the lowered kernel's selection
    records them."""
    match = re.search(r'backend_options = \{([^}]*)\}', module)
    options = dict(re.findall(r'"([\w-]+)" = "(\w+)"', match.group(1)))
    return ", ".join(f"{key} {options[key]}" for key in ("tile-m", "tile-n"))


def onednn_result(binary, case, threads, avx2=False):
    env = dict(os.environ)
    for variable in AVX2_ONEDNN:
        env.pop(variable, None)
    if avx2:
        env.update(AVX2_ONEDNN)
    if threads:
        env["OMP_NUM_THREADS"] = str(threads)
    words = run([binary] + [str(x) for x in case] + [str(reps_for(case))],
                env=env).split()
    return float(words[1]), float(words[3]), float(words[5])


def reference(side):
    """oneDNN on as many threads as `side`: cpu-vector runs on one."""
    return "oneDNN" if side.startswith("cpu-vector") else "oneDNN all"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--autotune", action="store_true",
                        help="also time each backend autotuned")
    parser.add_argument("--avx2", action="store_true",
                        help="hold every side to AVX2 on an AVX-512 CPU")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be 1 or more")
    if args.avx2 and args.autotune:
        parser.error("--avx2 takes no --autotune: the autotuner measures "
                     "only kernels compiled for the host's CPU")
    if args.avx2 and avx2_refusal():
        parser.error(avx2_refusal())
    results = "conv2d-avx2" if args.avx2 else "conv2d"
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    rows = []
    with tempfile.TemporaryDirectory() as workdir:
        binary = os.path.join(workdir, "conv_ref")
        run(["cc", "-O2", "-o", binary, os.path.join(HERE, "conv_ref.c"),
             "-ldnnl"])
        for case in CASES:
            sides = {backend: lowered(accel_opt, case, backend, workdir,
                                      avx2=args.avx2)
                     for backend in BACKENDS}
            if args.autotune:
                for backend in BACKENDS:
                    sides[backend + " tuned"] = lowered(
                        accel_opt, case, backend, workdir,
                        ["--accel-autotune"])
            row = {"case": case, "ratios": {name: [] for name in sides}}
            # Input 1, filter 0.5: every element KH * KW * C / 2.
            expected = case[4] * case[5] * case[3] * 0.5
            for _ in range(args.rounds):
                this = {}
                for name, threads in [("oneDNN", 1), ("oneDNN all", 0)]:
                    seconds = checked(f"{name} on {label(case)}",
                                      onednn_result(binary, case, threads,
                                                    args.avx2),
                                      expected)
                    this[name] = flops(case) / seconds / 1e9
                for name, module in sides.items():
                    seconds = checked(f"{name} on {label(case)}",
                                      mlir_result(module, args.avx2),
                                      expected)
                    this[name] = flops(case) / seconds / 1e9
                    row["ratios"][name].append(this[name] /
                                               this[reference(name)])
                for name, value in this.items():
                    row[name] = max(row.get(name, 0.0), value)
            if args.autotune:
                row["tiles"] = {name: tuned_tiles(module)
                                for name, module in sides.items()
                                if name.endswith(" tuned")}
            rows.append(row)
            print(label(case) + ": " + ", ".join(
                f"{key} {value:.1f}" for key, value in row.items()
                if key not in ("case", "ratios", "tiles")), file=sys.stderr)

    cores = os.cpu_count()
    tuned = args.autotune
    columns = (["oneDNN", "cpu-vector"] + (["cpu-vector tuned"] if tuned
                                           else []) +
               ["oneDNN all", "cpu-openmp"] + (["cpu-openmp tuned"] if tuned
                                               else []))
    titles = {"oneDNN": "oneDNN, 1 thread",
              "oneDNN all": f"oneDNN, {cores} threads",
              "cpu-vector tuned": "cpu-vector, autotuned",
              "cpu-openmp tuned": "cpu-openmp, autotuned"}
    lines = [
        "# f32 conv2d (NHWC x HWCF, no padding)" +
        (" held to AVX2" if args.avx2 else "") + ", GFLOPS",
        "",
        f"Machine: {cpu_model()}, {cores} cores; "
        f"{datetime.date.today().isoformat()}; `bench/conv2d.py"
        f"{' --autotune' if tuned else ''}{' --avx2' if args.avx2 else ''}`"
        ". " + ("Held to AVX2: the kernels compiled for x86-64-v3 (cpu "
                "option) and run without AVX-512 (mlir-runner "
                "--mattr=-avx512f), oneDNN at ONEDNN_MAX_CPU_ISA=AVX2. "
                if args.avx2 else "") + "oneDNN's "
        "convolution (NHWC in and out, weights reordered to its layout "
        "before timing) on one thread and on all cores; cpu-vector (one "
        "thread) with its ratio to oneDNN on one, cpu-openmp (all cores) "
        "to oneDNN on all" + ("; autotuned: lowered with --accel-autotune "
                              "(default budget), tuned once before the "
                              "rounds" if tuned else "") +
        ". Every element of every result checked. Each "
        f"side's fastest of {args.rounds} round(s), the sides timed in turn "
        "in each round.",
        "",
        "| layer | " + " | ".join(titles.get(name, name)
                                 for name in columns) + " |",
        "|---" * (len(columns) + 1) + "|",
    ]
    for row in rows:
        cells = [f"{row[name]:.1f}" if name.startswith("oneDNN") else
                 f"{row[name]:.1f} ({row[name] / row[reference(name)]:.2f})"
                 for name in columns]
        lines.append(f"| {label(row['case'])} | " + " | ".join(cells) + " |")
    if tuned:
        lines += ["", "Tiles the autotuner chose:", ""]
        for row in rows:
            lines.append(f"- {label(row['case'])}: " + "; ".join(
                f"{name} {tiles}" for name, tiles in row["tiles"].items()))
    lines += ["", "Ratios round by round (each round's own figures), lowest "
              "to highest:", ""]
    for row in rows:
        lines.append(f"- {label(row['case'])}: " + "; ".join(
            f"{name} {min(values):.2f}-{max(values):.2f}"
            for name, values in row["ratios"].items()))
    write_table(lines, results + ".md")
    plot(results + ".png", f"f32 conv2d{' held to AVX2' if args.avx2 else ''}"
         f", {cpu_model()}, {cores} cores",
         [label(row["case"]) for row in rows],
         {name: [row[name] for row in rows]
          for name in ["oneDNN", "cpu-vector", "oneDNN all", "cpu-openmp"]},
         "GFLOPS", bars=True)


if __name__ == "__main__":
    main()
