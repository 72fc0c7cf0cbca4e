#!/usr/bin/env python3
# ===- bench/gpu.py - GPU kernels through gpu-simt and spirv --------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Matmuls (GFLOPS; f32 at several sizes, the naive mapping next to the tiled
# one at the first size, f16 and bf16 where asked), the elementwise chain
# sub(relu(add(mul(a, b), a)), b) (GB/s: three arrays of N floats moved) and
# the row sums of a * b (GB/s of the inputs; a thread and a workgroup per
# row) on a GPU accelerator:
# vulkan (spirv, libaccel_runtime's Vulkan driver) or nvidia (gpu-simt,
# its CUDA driver). Each module is lowered by accel-opt and run in
# mlir-runner, or linked into an executable (--link, to run where there is
# no MLIR); its result is checked before its time is reported. Times are
# per launch of the kernel function, end to end: device buffers, copies in,
# the launches, the copy out; and, from a second run with ACCEL_PROFILE=1,
# the kernels alone (the device's timers: Vulkan timestamp queries, CUDA
# events) and the copies. On nvidia, with --cublas (bench/cublas_ref.c,
# built by --link), the same run measures cuBLAS on every matmul's shape and
# type (sgemm without TF32; gemmEx for f16/bf16, f32 compute), the device's
# FP32 peak (SMs x clock x 128 lanes x 2) and its device-to-device copy
# bandwidth, and gives the ratios. The device's name goes into the table,
# written to bench/results/gpu-<accelerator>.md. On lavapipe (a CPU device)
# the numbers only show that the path works. Not a test.
#
#   bench/gpu.py [--accelerator vulkan|nvidia] [--build DIR]
#                [--matmul SIZE ...] [--matmul-options OPTIONS ...]
#                [--narrow-matmul SIZE ...] [--n 4194304]
#                [--row-sums 4096 1024] [--row-sum-options OPTIONS ...]
#   bench/gpu.py --emit DIR [--link] ...   lower only (--link: and link
#                                     executables with libaccel_runtime and
#                                     cublas_ref into DIR), to run elsewhere:
#   bench/gpu.py --run-lowered DIR [--runtime LIB] [--cublas EXE]
# SIZE is N (N x N x N) or MxNxK.
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import json
import os
import re
import subprocess
import sys

from benchlib import cpu_model, run

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "scripts"))
# libaccel_runtime loads the driver of each kind from its own directory.
RUNTIMES = {"vulkan": "libaccel_runtime.so",
            "nvidia": "libaccel_runtime.so"}
BACKENDS = {"vulkan": "spirv", "nvidia": "gpu-simt"}


def shape(size):
    """(M, N, K) of SIZE: N or MxNxK."""
    parts = [int(p) for p in size.split("x")]
    return tuple(parts * 3) if len(parts) == 1 else tuple(parts)


def reps_for(flops, accelerator):
    """Launches per batch: about 4 TFLOP per batch on nvidia, 2 to 20."""
    if accelerator == "vulkan":
        return 3
    return max(2, min(20, int(4e12 / flops)))


def matmul_work(size, accelerator, options="", element="f32"):
    """An M x N x K matmul of `element`s (f32 accumulation); `options` the
    backend's (attribute syntax: "tiled = false"), named in the row."""
    m, n, k = shape(size)
    a, b, c = (f"tensor<{m}x{k}x{element}>", f"tensor<{k}x{n}x{element}>",
               f"tensor<{m}x{n}x{element}>")
    backend = BACKENDS[accelerator]
    attributes = f'target = #accel.target<"{accelerator}">'
    if options:
        attributes += f', backend = #accel.backend<"{backend}", {{{options}}}>'
    kernel = (f'accel.kernel @k(%a: {a}, %b: {b}) -> {c} attributes '
              f'{{{attributes}}} {{\n'
              f'  %c = matmul %a, %b : {a}, {b} -> {c}\n'
              f'  return %c : {c}\n}}')
    name = (f"matmul {m}x{n}x{k}" + (f" {element}" if element != "f32"
                                     else "") +
            (f" ({options})" if options else ""))
    size_of = 4 if element == "f32" else 2
    return {"name": name, "kernel": kernel, "types": (a, b, c),
            "index": f"%c0, %c0", "expected": k * 0.75 * -0.5,
            "element": element,
            # The reference for the same arithmetic: cuBLAS in TF32 where
            # the options ask for it.
            "gemm": ["tf32" if element == "f32" and re.search(
                r"\btf32 = true\b", options) else element, m, n, k],
            "flops": 2.0 * m * n * k,
            "bytes": size_of * (m * k + k * n + m * n),
            "reps": reps_for(2.0 * m * n * k, accelerator)}


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
    element = work.get("element", "f32")
    print_check = "call @printF32(%check) : (f32) -> ()"
    scalars = ("%sa = arith.addf %va, %opaque : f32\n  "
               "%sb = arith.addf %vb, %opaque : f32")
    if element != "f32":
        scalars = (f"%sa = arith.truncf %va : f32 to {element}\n  "
                   f"%sb = arith.truncf %vb : f32 to {element}")
        print_check = (f"%wide = arith.extf %check : {element} to f32\n  " +
                       print_check.replace("%check", "%wide"))
    for key, value in [("@KERNEL@", work["kernel"]), ("@TYPE_A@", a),
                       ("@TYPE_B@", b), ("@TYPE_C@", c),
                       ("@INDEX@", work["index"]),
                       ("@PRINT_CHECK@", print_check),
                       ("@SCALARS@", scalars), ("@ELEMENT@", element),
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


def table(accelerator, rows, device):
    """The table of `rows`; with `device` (cublas_ref's figures), the
    references' columns and lines."""
    lines = [
        f"# GPU kernels on {accelerator}: {device_name(accelerator)}",
        "",
        f"{datetime.date.today().isoformat()}; `bench/gpu.py`; backend "
        f"{BACKENDS[accelerator]}. Time per "
        "launch of the kernel function, end to end (device buffers, copies "
        "in, launches, copy out), fastest of 3 batches; results checked. "
        f"Host: {cpu_model()}.",
        "",
    ]
    if device:
        lines += [f"Device: {device['name']}, {device['sms']} SMs at "
                  f"{device['clock_mhz']} MHz: FP32 peak "
                  f"{float(device['fp32_peak_gflops']) / 1e3:.1f} TFLOPS; "
                  f"device-to-device copy {device['copy_gbps']} GB/s "
                  "(bytes read and written, 1 GiB). cuBLAS: sgemm (no TF32) "
                  "for f32, gemmEx with TF32 compute for rows with tf32 = true, "
                  "gemmEx with f32 compute for f16/bf16, timed "
                  "with CUDA events on device-resident operands.", ""]
    head = ("| work | ms per launch | GFLOPS | GB/s | kernels ms (device) | "
            "kernel GFLOPS | kernel GB/s | copies ms | copied MB |")
    rule = "|---|---|---|---|---|---|---|---|---|"
    if device:
        head += " cuBLAS GFLOPS | kernel / cuBLAS | kernel / peak or copy |"
        rule += "---|---|---|"
    lines += [head, rule]
    for row in rows:
        s, k = row["seconds"], row["kernel_ms"] / 1e3
        line = (f"| {row['name']} | {s * 1e3:.2f} | "
                f"{row['flops'] / s / 1e9:.2f} | "
                f"{row['bytes'] / s / 1e9:.2f} | "
                f"{row['kernel_ms']:.3f} | "
                f"{row['flops'] / k / 1e9 if k else 0:.2f} | "
                f"{row['bytes'] / k / 1e9 if k else 0:.2f} | "
                f"{row['copy_ms']:.3f} | {row['copy_bytes'] / 1e6:.1f} |")
        if device:
            cublas = row.get("cublas_gflops")
            kernel = row["flops"] / k / 1e9 if k else 0
            if cublas:
                line += (f" {cublas:.0f} | {kernel / cublas:.3f} | "
                         f"{kernel / float(device['fp32_peak_gflops']):.3f} "
                         "of FP32 peak |")
            else:
                bandwidth = row["bytes"] / k / 1e9 if k else 0
                line += (f" | | {bandwidth / float(device['copy_gbps']):.3f} "
                         "of copy |")
        lines.append(line)
    lines += ["", "The kernels and copies columns come from a run with "
              "`ACCEL_PROFILE=1`: per call of the kernel function, the sum of "
              "its launches' device times and of its copies' times and "
              "bytes (profiling waits for each launch and copy), the mean "
              "over every call of that run, where the end-to-end column is "
              "the fastest batch of the first run: on a busy host the "
              "kernels alone can come out slower than end to end."]
    return "\n".join(lines) + "\n"


def execute(directory, work, runtime, env=None):
    """What the work's module prints (stdout) and reports (stderr): its
    executable (--link), or its module in mlir-runner."""
    if "exe" in work:
        cmd = [os.path.join(directory, work["exe"])]
    else:
        llvm = "/usr/lib/llvm-22"
        libs = ",".join([os.path.join(llvm, "lib", lib) for lib in
                         ["libmlir_runner_utils.so",
                          "libmlir_c_runner_utils.so"]] + [runtime])
        cmd = [os.path.join(llvm, "bin", "mlir-runner"), "-O3", "-e", "main",
               "-entry-point-result=void", f"-shared-libs={libs}",
               os.path.join(directory, work["file"])]
    result = subprocess.run(cmd, env=dict(os.environ, **(env or {})),
                            capture_output=True, text=True)
    if result.returncode:
        raise WorkFailed(f"{work['name']}: exit status {result.returncode}\n"
                         f"{result.stderr[-2000:]}")
    return result.stdout, result.stderr


def profile(directory, work, runtime, calls):
    """Per call of the kernel function (`calls` of them in the run): the
    device milliseconds of its launches, the milliseconds and bytes of its
    copies, from ACCEL_PROFILE's lines."""
    _, report = execute(directory, work, runtime, {"ACCEL_PROFILE": "1"})
    kernel_ms = copy_ms = copy_bytes = 0.0
    for line in report.splitlines():
        words = line.split()
        if line.startswith("accel profile:") and "launch" in words:
            kernel_ms += float(words[words.index("ms") - 1])
        elif line.startswith("accel profile:") and "copy" in words:
            copy_ms += float(words[words.index("ms") - 1])
            copy_bytes += float(words[words.index("bytes") - 1])
    return kernel_ms / calls, copy_ms / calls, copy_bytes / calls


def key_values(text):
    return dict(line.split(" ", 1) for line in text.splitlines() if line)


def cublas(exe, gemm):
    """cuBLAS's GFLOPS on `gemm` ([element, m, n, k]), checked by
    cublas_ref."""
    element, m, n, k = gemm
    return float(key_values(run([exe, "gemm", element, str(m), str(n),
                                 str(k)]))["gflops"])


class WorkFailed(Exception):
    """A work's program exited non-zero."""


def measure(manifest, directory, runtime, cublas_exe=None):
    """The rows of the works whose result is right, and the names of those
    whose result is wrong or whose program failed (not timed)."""
    rows, wrong = [], []
    for work in manifest["works"]:
        try:
            output = execute(directory, work, runtime)[0]
            seconds, value = map(float, output.split()[:2])
            if abs(value - work["expected"]) > 1e-4 * max(
                    1.0, abs(work["expected"])):
                raise WorkFailed(f"{work['name']}: {value}, expected "
                                 f"{work['expected']}")
            # One warm-up call, then 3 batches of `reps`.
            kernel_ms, copy_ms, copy_bytes = profile(directory, work, runtime,
                                                     1 + 3 * work["reps"])
        except WorkFailed as failure:
            print(failure, file=sys.stderr)
            wrong.append(work["name"])
            continue
        row = dict(work, seconds=seconds, kernel_ms=kernel_ms,
                   copy_ms=copy_ms, copy_bytes=copy_bytes)
        if cublas_exe and "gemm" in work:
            row["cublas_gflops"] = cublas(cublas_exe, work["gemm"])
        rows.append(row)
        print(f"{work['name']}: {seconds * 1e3:.2f} ms, kernels "
              f"{kernel_ms:.3f} ms" + (f", cuBLAS {row['cublas_gflops']:.0f}"
                                       " GFLOPS" if "cublas_gflops" in row
                                       else ""), file=sys.stderr)
    return rows, wrong


def works(args):
    accelerator = args.accelerator
    sizes = args.matmul or ["1024"]
    result = [matmul_work(sizes[0], accelerator, options)
              for options in args.matmul_options or ["tiled = false", ""]]
    result += [matmul_work(size, accelerator) for size in sizes[1:]]
    narrow = args.narrow_matmul or []
    for options in args.narrow_options or []:
        result.append(matmul_work(narrow[0], accelerator, options, "f16"))
    for size in narrow:
        result += [matmul_work(size, accelerator, element=element)
                   for element in ["f16", "bf16"]]
    result.append(chain_work(args.n, accelerator))
    rows, cols = args.row_sums
    result += [row_sum_work(rows, cols, accelerator, options)
               for options in args.row_sum_options or
               ["\"row-reductions\" = false", ""]]
    return result


def emit(args, directory):
    """Lowers every work into `directory` (and links it, with --link);
    returns the manifest."""
    import gpu_kit
    os.makedirs(directory, exist_ok=True)
    all_works = works(args)
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    objects = []
    if args.link:
        gpu_kit.copy_runtime(args.build, directory)
        objects = [gpu_kit.printers(directory)]
        if args.accelerator == "nvidia":
            run(["cc", "-std=gnu11", "-O2", "-I/usr/local/cuda/include",
                 os.path.join(HERE, "cublas_ref.c"), "-ldl", "-o",
                 os.path.join(directory, "cublas_ref")])
    for i, work in enumerate(all_works):
        source = os.path.join(directory, f"work{i}.mlir")
        with open(source, "w") as f:
            f.write(module_text(work))
        work["file"] = f"work{i}.ll.mlir"
        lowered = os.path.join(directory, work["file"])
        run([accel_opt, source, "--accel-lower", "-o", lowered])
        if args.link:
            work["exe"] = f"work{i}"
            gpu_kit.link(open(lowered).read(), "main", directory,
                         os.path.join(directory, work["exe"]), objects)
        del work["kernel"], work["types"], work["index"]
    manifest = {"accelerator": args.accelerator, "works": all_works}
    with open(os.path.join(directory, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return manifest


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--accelerator", choices=RUNTIMES, default="vulkan")
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--matmul", nargs="+", metavar="SIZE",
                        help="f32 matmul sizes, N or MxNxK (default 1024)")
    parser.add_argument("--matmul-options", action="append",
                        help="a matmul row at the first size with these "
                        "backend options (attribute syntax, \"tile-k = 32\"; "
                        "\"\": the defaults); repeatable (default: \"tiled = "
                        "false\" and \"\", the naive mapping next to the "
                        "tiled one); the other sizes run with the defaults")
    parser.add_argument("--narrow-matmul", nargs="+", metavar="SIZE",
                        help="f16 and bf16 matmuls of these sizes too")
    parser.add_argument("--narrow-options", action="append",
                        help="an f16 matmul row at the first --narrow-matmul "
                        "size with these backend options, as "
                        "--matmul-options (\"mma-stages\" = 4); "
                        "repeatable")
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
    parser.add_argument("--link", action="store_true",
                        help="with --emit: link executables too")
    parser.add_argument("--run-lowered", help="run what --emit lowered")
    parser.add_argument("--runtime", help="the runtime library (default: "
                        "the build's, for the accelerator)")
    parser.add_argument("--cublas", help="cublas_ref, for the references "
                        "(nvidia)")
    parser.add_argument("--output", help="the table's file (default: "
                        "bench/results/gpu-<accelerator>.md)")
    args = parser.parse_args()

    if args.run_lowered:
        directory = args.run_lowered
        manifest = json.load(open(os.path.join(directory, "manifest.json")))
    else:
        directory = args.emit or os.path.join(args.build, "bench-gpu")
        manifest = emit(args, directory)
        if args.emit:
            return
    accelerator = manifest["accelerator"]
    runtime = args.runtime or os.path.join(args.build, "lib",
                                           RUNTIMES[accelerator])
    device = None
    if args.cublas:
        device = key_values(run([args.cublas, "device"]))
        print(f"device: {device}", file=sys.stderr)
    rows, wrong = measure(manifest, directory, runtime, args.cublas)

    text = table(accelerator, rows, device)
    if wrong:
        text += ("\nWrong results or failed runs (left out of the table): " +
                 "; ".join(wrong) + ".\n")
    print(text)
    output = args.output or os.path.join(HERE, "results",
                                         f"gpu-{accelerator}.md")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w") as f:
        f.write(text)
    if wrong:
        sys.exit(1)


if __name__ == "__main__":
    main()
