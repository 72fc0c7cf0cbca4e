#!/usr/bin/env python3
# ===- bench/gpu.py - GPU kernels through gpu-simt and spirv --------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# An f32 matmul (GFLOPS; naive and tiled), the elementwise chain
# sub(relu(add(mul(a, b), a)), b) (GB/s: three arrays of N floats moved) and
# the row sums of a * b (GB/s of the inputs; a thread and a workgroup per
# row) on a GPU accelerator:
# vulkan (spirv, libaccel_runtime's Vulkan driver) or nvidia (gpu-simt,
# its CUDA driver). Each module is lowered by accel-opt and run in
# mlir-runner; its result is checked before its time is reported. Times are
# per launch of the kernel function, end to end: device buffers, copies in,
# the launches, the copy out; and, from a second run with ACCEL_PROFILE=1,
# the kernels alone (the device's timers: Vulkan timestamp queries, CUDA
# events) and the copies. The device's name goes into the table, written
# to bench/results/gpu-<accelerator>.md. On lavapipe (a CPU device) the
# numbers only show that the path works; on a real GPU they are the baseline
# of later GPU code generation work. Not a test.
#
#   bench/gpu.py [--accelerator vulkan|nvidia] [--build DIR] [--matmul 1024]
#                [--matmul-options OPTIONS ...] [--n 4194304]
#                [--row-sums 4096 1024] [--row-sum-options OPTIONS ...]
#   bench/gpu.py --emit DIR ...       lower only: DIR gets the modules and
#                                     manifest.json, to run elsewhere with
#   bench/gpu.py --run-lowered DIR --runtime LIB
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import json
import os
import subprocess
import sys

from benchlib import cpu_model, run, run_lowered

HERE = os.path.dirname(os.path.abspath(__file__))
# libaccel_runtime loads the driver of each kind from its own directory.
RUNTIMES = {"vulkan": "libaccel_runtime.so",
            "nvidia": "libaccel_runtime.so"}
BACKENDS = {"vulkan": "spirv", "nvidia": "gpu-simt"}


def matmul_work(n, accelerator, options=""):
    """An n x n x n matmul; `options` the backend's (attribute syntax:
    "tiled = false"), named in the row."""
    a, b, c = (f"tensor<{n}x{n}xf32>",) * 3
    backend = BACKENDS[accelerator]
    attributes = f'target = #accel.target<"{accelerator}">'
    if options:
        attributes += f', backend = #accel.backend<"{backend}", {{{options}}}>'
    kernel = (f'accel.kernel @k(%a: {a}, %b: {b}) -> {c} attributes '
              f'{{{attributes}}} {{\n'
              f'  %c = matmul %a, %b : {a}, {b} -> {c}\n'
              f'  return %c : {c}\n}}')
    name = f"matmul {n}x{n}x{n}" + (f" ({options})" if options else "")
    return {"name": name, "kernel": kernel, "types": (a, b, c),
            "index": "%c0, %c0", "expected": n * 0.75 * -0.5,
            "flops": 2.0 * n ** 3, "bytes": 3 * 4.0 * n * n,
            "reps": 3 if accelerator == "vulkan" else 20}


def chain_work(n, accelerator):
    t = f"tensor<{n}xf32>"
    kernel = (f'accel.kernel @k(%a: {t}, %b: {t}) -> {t} attributes '
              f'{{target = #accel.target<"{accelerator}">}} {{\n'
              f'  %0 = mul %a, %b : {t}\n  %1 = add %0, %a : {t}\n'
              f'  %2 = relu %1 : {t}\n  %3 = sub %2, %b : {t}\n'
              f'  return %3 : {t}\n}}')
    # relu(0.75 * -0.5 + 0.75) - (-0.5)
    return {"name": f"chain on {n} f32", "kernel": kernel, "types": (t, t, t),
            "index": "%c0", "expected": 0.375 + 0.5, "flops": 4.0 * n,
            "bytes": 3 * 4.0 * n, "reps": 10}


def row_sum_work(rows, cols, accelerator, options=""):
    """The row sums of a * b (the product fused into the reduction): GB/s of
    the two inputs read; `options` as for matmul_work."""
    t, r = f"tensor<{rows}x{cols}xf32>", f"tensor<{rows}xf32>"
    attributes = f'target = #accel.target<"{accelerator}">'
    if options:
        attributes += (f', backend = #accel.backend<"{BACKENDS[accelerator]}"'
                       f', {{{options}}}>')
    kernel = (f'accel.kernel @k(%a: {t}, %b: {t}) -> {r} attributes '
              f'{{{attributes}}} {{\n'
              f'  %0 = mul %a, %b : {t}\n'
              f'  %1 = reduce <sum> %0 dims = [1] : {t} -> {r}\n'
              f'  return %1 : {r}\n}}')
    name = f"row sums of {rows}x{cols} f32" + (f" ({options})" if options
                                               else "")
    return {"name": name, "kernel": kernel, "types": (t, t, r),
            "index": "%c0", "expected": cols * 0.75 * -0.5,
            "flops": 2.0 * rows * cols, "bytes": 2 * 4.0 * rows * cols,
            "reps": 10}


def module_text(work):
    text = open(os.path.join(HERE, "gpu.mlir.in")).read()
    a, b, c = work["types"]
    for key, value in [("@KERNEL@", work["kernel"]), ("@TYPE_A@", a),
                       ("@TYPE_B@", b), ("@TYPE_C@", c),
                       ("@INDEX@", work["index"]),
                       ("@REPS@", str(work["reps"]))]:
        text = text.replace(key, value)
    return text


def device_name(accelerator):
    try:
        if accelerator == "nvidia":
            text = run(["nvidia-smi", "--query-gpu=name,driver_version",
                        "--format=csv,noheader"])
            return text.strip().replace(",", ", driver")
        summary = run(["vulkaninfo", "--summary"])
        names = [line.split("=", 1)[1].strip() for line in summary.splitlines()
                 if "deviceName" in line]
        return names[0] if names else "unknown Vulkan device"
    except (OSError, subprocess.CalledProcessError):
        return "unknown device"


def table(accelerator, rows):
    lines = [
        f"# GPU kernels on {accelerator}: {device_name(accelerator)}",
        "",
        f"{datetime.date.today().isoformat()}; `bench/gpu.py`; backend "
        f"{'spirv' if accelerator == 'vulkan' else 'gpu-simt'}. Time per "
        "launch of the kernel function, end to end (device buffers, copies "
        "in, launches, copy out), fastest of 3 batches; results checked. "
        f"Host: {cpu_model()}.",
        "",
        "| work | ms per launch | GFLOPS | GB/s | kernels ms (device) | "
        "kernel GFLOPS | copies ms | copied MB |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for row in rows:
        s, k = row["seconds"], row["kernel_ms"] / 1e3
        lines.append(f"| {row['name']} | {s * 1e3:.2f} | "
                     f"{row['flops'] / s / 1e9:.2f} | "
                     f"{row['bytes'] / s / 1e9:.2f} | "
                     f"{row['kernel_ms']:.3f} | "
                     f"{row['flops'] / k / 1e9 if k else 0:.2f} | "
                     f"{row['copy_ms']:.3f} | {row['copy_bytes'] / 1e6:.1f} |")
    lines += ["", "The kernels and copies columns come from a run with "
              "`ACCEL_PROFILE=1`: per call of the kernel function, the sum of "
              "its launches' device times and of its copies' times and "
              "bytes (profiling waits for each launch and copy), the mean "
              "over every call of that run, where the end-to-end column is "
              "the fastest batch of the first run: on a busy host the "
              "kernels alone can come out slower than end to end."]
    return "\n".join(lines) + "\n"


def profile(path, runtime, calls):
    """Per call of the kernel function (`calls` of them in the run): the
    device milliseconds of its launches, the milliseconds and bytes of its
    copies, from ACCEL_PROFILE's lines."""
    llvm = "/usr/lib/llvm-22"
    libs = ",".join([os.path.join(llvm, "lib", lib) for lib in
                     ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]]
                    + [runtime])
    result = subprocess.run(
        [os.path.join(llvm, "bin", "mlir-runner"), "-O3", "-e", "main",
         "-entry-point-result=void", f"-shared-libs={libs}", path],
        env=dict(os.environ, ACCEL_PROFILE="1"), capture_output=True,
        text=True, check=True)
    kernel_ms = copy_ms = copy_bytes = 0.0
    for line in result.stderr.splitlines():
        words = line.split()
        if line.startswith("accel profile:") and "launch" in words:
            kernel_ms += float(words[words.index("ms") - 1])
        elif line.startswith("accel profile:") and "copy" in words:
            copy_ms += float(words[words.index("ms") - 1])
            copy_bytes += float(words[words.index("bytes") - 1])
    return kernel_ms / calls, copy_ms / calls, copy_bytes / calls


def measure(manifest, directory, runtime):
    rows = []
    for work in manifest["works"]:
        seconds, value = map(float, run_lowered(
            None, [runtime], path=os.path.join(directory, work["file"]))[:2])
        if abs(value - work["expected"]) > 1e-4 * max(1.0,
                                                      abs(work["expected"])):
            sys.exit(f"{work['name']}: {value}, expected {work['expected']}")
        # One warm-up call, then 3 batches of `reps`.
        kernel_ms, copy_ms, copy_bytes = profile(
            os.path.join(directory, work["file"]), runtime,
            1 + 3 * work["reps"])
        rows.append(dict(work, seconds=seconds, kernel_ms=kernel_ms,
                         copy_ms=copy_ms, copy_bytes=copy_bytes))
        print(f"{work['name']}: {seconds * 1e3:.2f} ms, kernels "
              f"{kernel_ms:.3f} ms", file=sys.stderr)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--accelerator", choices=RUNTIMES, default="vulkan")
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--matmul", type=int, default=1024)
    parser.add_argument("--matmul-options", action="append",
                        help="a matmul row with these backend options "
                        "(attribute syntax, \"tile-k = 32\"; \"\": the "
                        "defaults); repeatable (default: \"tiled = false\" "
                        "and \"\", the naive mapping next to the tiled one)")
    parser.add_argument("--n", type=int, default=4 * 1024 * 1024)
    parser.add_argument("--row-sums", type=int, nargs=2, default=[4096, 1024],
                        metavar=("ROWS", "COLS"),
                        help="the row reduction's shape")
    parser.add_argument("--row-sum-options", action="append",
                        help="a row-sums row with these backend options, as "
                        "--matmul-options (default: \"row-reductions\" = "
                        "false and \"\": a thread per row next to a "
                        "workgroup per row)")
    parser.add_argument("--emit", help="lower into this folder; run nothing")
    parser.add_argument("--run-lowered", help="run what --emit lowered")
    parser.add_argument("--runtime", help="the runtime library (default: "
                        "the build's, for the accelerator)")
    parser.add_argument("--output", help="the table's file (default: "
                        "bench/results/gpu-<accelerator>.md)")
    args = parser.parse_args()

    if args.run_lowered:
        manifest = json.load(open(os.path.join(args.run_lowered,
                                               "manifest.json")))
        accelerator = manifest["accelerator"]
        runtime = args.runtime or os.path.join(args.build, "lib",
                                               RUNTIMES[accelerator])
        rows = measure(manifest, args.run_lowered, runtime)
    else:
        accelerator = args.accelerator
        directory = args.emit or os.path.join(args.build, "bench-gpu")
        os.makedirs(directory, exist_ok=True)
        works = [matmul_work(args.matmul, accelerator, options)
                 for options in args.matmul_options or ["tiled = false", ""]]
        works.append(chain_work(args.n, accelerator))
        rows, cols = args.row_sums
        works += [row_sum_work(rows, cols, accelerator, options)
                  for options in args.row_sum_options or
                  ["\"row-reductions\" = false", ""]]
        accel_opt = os.path.join(args.build, "bin", "accel-opt")
        for i, work in enumerate(works):
            source = os.path.join(directory, f"work{i}.mlir")
            with open(source, "w") as f:
                f.write(module_text(work))
            work["file"] = f"work{i}.ll.mlir"
            run([accel_opt, source, "--accel-lower", "-o",
                 os.path.join(directory, work["file"])])
            del work["kernel"], work["types"], work["index"]
        manifest = {"accelerator": accelerator, "works": works}
        with open(os.path.join(directory, "manifest.json"), "w") as f:
            json.dump(manifest, f, indent=1)
        if args.emit:
            return
        runtime = args.runtime or os.path.join(args.build, "lib",
                                               RUNTIMES[accelerator])
        rows = measure(manifest, directory, runtime)

    text = table(accelerator, rows)
    print(text)
    output = args.output or os.path.join(HERE, "results",
                                         f"gpu-{accelerator}.md")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
