#!/usr/bin/env python3
# ===- bench/models.py - whole networks against onnxruntime and PyTorch ---===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Builds networks with Debian's python3-torch and python3-torchvision
# (random weights, fixed seed, eval mode), exports each with
# torch.onnx.export (opset 13), and runs it in one run on:
#   - accel: accel.onnx.compile, cpu-vector on one thread and cpu-openmp on
#     every core;
#   - onnxruntime: npm's onnxruntime-node (CPU execution provider, its
#     library inside the package; bench/ort/run.js), same intra-op threads;
#   - PyTorch itself, torch.set_num_threads the same.
# Every output is checked against PyTorch's before any time is reported.
# Each figure is the best and the median of --rounds runs after a warm-up.
# Compile times: cold (an empty kernel cache) and warm (the same model
# again through the cache it filled), each to the first result.
# Ratios are the peer's time over accel's: above 1, accel is faster.
# Writes bench/results/models.md and models.png.
#
#   bench/setup-models.sh        # python3-torch(vision), onnxruntime-node
#   PYTHONPATH=build/lib/python /usr/bin/python3 bench/models.py \
#       [--models resnet18,resnet50,mobilenet_v2,encoder] [--rounds 10]
#
# --models takes any torchvision.models classifier by name too
# (squeezenet1_0, shufflenet_v2_x1_0, densenet121, ...), and encoder-N for
# an N-layer encoder.
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ORT = os.path.join(BENCH, "ort")
DEFAULT_MODELS = "resnet18,resnet50,mobilenet_v2,encoder"


def missing():
    """What this benchmark needs and does not find, as one message, or ""."""
    needs = []
    for module, package in (("numpy", "python3-numpy"),
                            ("onnx", "python3-onnx"),
                            ("torch", "python3-torch"),
                            ("torchvision", "python3-torchvision")):
        try:
            __import__(module)
        except ImportError:
            needs.append(f"{package} (Python module {module} for "
                         f"{sys.executable})")
    if not shutil.which("node"):
        needs.append("nodejs (node runs onnxruntime-node)")
    if not os.path.isdir(os.path.join(ORT, "node_modules",
                                      "onnxruntime-node")):
        needs.append(f"onnxruntime-node in {ORT} (npm install "
                     f"--ignore-scripts)")
    try:
        import accel.onnx  # noqa: F401
    except ImportError:
        needs.append("accel's Python package (PYTHONPATH=build/lib/python)")
    if not needs:
        return ""
    hint = ("" if sys.executable == "/usr/bin/python3" else
            " (Debian's Python packages are for /usr/bin/python3)")
    return ("bench/models.py needs " + "; ".join(needs) +
            ". bench/setup-models.sh installs the packages" + hint + ".")


# The networks ---------------------------------------------------------------

def encoder(layers):
    """A BERT-like encoder: torch.nn.TransformerEncoder, GELU, 4 heads of
    64, d_model 256, feed-forward 1024, on 128 tokens."""
    import torch
    layer = torch.nn.TransformerEncoderLayer(
        d_model=256, nhead=4, dim_feedforward=1024, activation="gelu",
        batch_first=True)
    return torch.nn.TransformerEncoder(layer, num_layers=layers), \
        (1, 128, 256)


def network(name):
    """(module in eval mode, input shape) of `name`."""
    import torch
    import torchvision
    torch.manual_seed(0)
    if name == "encoder" or name.startswith("encoder-"):
        module, shape = encoder(int(name.partition("-")[2] or 2))
    else:
        builder = getattr(torchvision.models, name, None)
        if builder is None:
            sys.exit(f"bench/models.py: unknown model '{name}': give a "
                     f"torchvision.models classifier or encoder-N")
        module, shape = builder(), (1, 3, 224, 224)
    return module.eval(), shape


def export(name, module, shape, directory):
    """The ONNX file of `module`, exported once per name into
    `directory`, and the input and PyTorch's output it was checked with."""
    import numpy as np
    import torch
    path = os.path.join(directory, f"{name}.onnx")
    generator = torch.Generator().manual_seed(1)
    x = torch.randn(*shape, generator=generator)
    with torch.no_grad():
        expected = module(x).numpy()
    if not os.path.exists(path):
        torch.onnx.export(module, x, path, opset_version=13,
                          input_names=["x"], output_names=["y"])
    return path, x.numpy().astype(np.float32), expected


# Timing ---------------------------------------------------------------------

def timed(function, warmup, rounds):
    """The seconds of `rounds` calls of `function`, after `warmup` more."""
    for _ in range(warmup):
        function()
    seconds = []
    for _ in range(rounds):
        start = time.perf_counter()
        function()
        seconds.append(time.perf_counter() - start)
    return seconds


def check(what, got, expected, tolerance=1e-4):
    """Exits unless `got` matches PyTorch's `expected` within `tolerance`
    of its largest magnitude."""
    import numpy as np
    got = np.asarray(got).reshape(expected.shape)
    scale = max(float(np.abs(expected).max()), 1e-30)
    error = float(np.abs(got - expected).max()) / scale
    if not error <= tolerance:
        sys.exit(f"{what}: the output differs from PyTorch's by {error:.3g} "
                 f"of its largest magnitude (at most {tolerance:g})")
    return error


def run_torch(module, x, threads, warmup, rounds):
    import torch
    torch.set_num_threads(threads)
    tensor = torch.from_numpy(x)
    with torch.no_grad():
        return timed(lambda: module(tensor), warmup, rounds)


def run_onnxruntime(path, x, expected, threads, warmup, rounds, scratch):
    """onnxruntime's seconds, once its output matches PyTorch's."""
    import numpy as np
    source = os.path.join(scratch, "input.bin")
    result = os.path.join(scratch, "output.bin")
    x.astype("<f4").tofile(source)
    out = subprocess.run(
        ["node", os.path.join(ORT, "run.js"), path, "x", source,
         json.dumps(list(x.shape)), result, str(threads), str(warmup),
         str(rounds)], capture_output=True, text=True)
    if out.returncode:
        sys.exit(f"onnxruntime on {path}: {out.stderr.strip()}")
    check(f"onnxruntime, {os.path.basename(path)}",
          np.fromfile(result, dtype="<f4"), expected)
    return json.loads(out.stdout)["seconds"]


def run_accel(path, x, expected, backend, warmup, rounds, cache_dir):
    """(cold compile s, warm compile s, run seconds) of `backend`: the
    compiles each to the first result, cold through an empty cache at
    `cache_dir`, warm through what it left there."""
    import accel.onnx
    shutil.rmtree(cache_dir, ignore_errors=True)
    start = time.perf_counter()
    model = accel.onnx.compile(path, target="cpu", backend=backend,
                               cache_dir=cache_dir)
    check(f"accel {backend}, {os.path.basename(path)}", model(x), expected)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    again = accel.onnx.compile(path, target="cpu", backend=backend,
                               cache_dir=cache_dir)
    check(f"accel {backend} (warm), {os.path.basename(path)}", again(x),
          expected)
    warm = time.perf_counter() - start
    return cold, warm, timed(lambda: model(x), warmup, rounds)


# Tables ---------------------------------------------------------------------

def ms(seconds):
    return f"{min(seconds) * 1e3:.2f} / {statistics.median(seconds) * 1e3:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--models", default=DEFAULT_MODELS)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--threads", type=int, default=os.cpu_count(),
                        help="the all-cores thread count (default: every "
                        "core)")
    parser.add_argument("--work", default=os.path.join(
        tempfile.gettempdir(), "accel-bench-models"),
        help="where the exported models are kept between runs")
    parser.add_argument("--name", default="models",
                        help="the results' file names in bench/results")
    args = parser.parse_args()
    problem = missing()
    if problem:
        sys.exit(problem)
    # cpu-openmp's threads: libomp reads this once, at its first parallel
    # region.
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    from benchlib import cpu_model, plot, write_table

    os.makedirs(args.work, exist_ok=True)
    names = [n for n in args.models.split(",") if n]
    rows, compile_rows = [], []
    series = {"vs onnxruntime, 1 thread": [],
              f"vs onnxruntime, {args.threads} threads": [],
              "vs PyTorch, 1 thread": [],
              f"vs PyTorch, {args.threads} threads": []}
    with tempfile.TemporaryDirectory() as scratch:
        for name in names:
            module, shape = network(name)
            path, x, expected = export(name, module, shape, args.work)
            cache = os.path.join(scratch, f"cache-{name}")
            measured = {}
            for threads, backend in ((1, "cpu-vector"),
                                     (args.threads, "cpu-openmp")):
                cold, warm, accel_s = run_accel(path, x, expected, backend,
                                                args.warmup, args.rounds,
                                                cache)
                ort_s = run_onnxruntime(path, x, expected, threads,
                                        args.warmup, args.rounds, scratch)
                torch_s = run_torch(module, x, threads, args.warmup,
                                    args.rounds)
                measured[threads] = accel_s
                vs_ort = min(ort_s) / min(accel_s)
                vs_torch = min(torch_s) / min(accel_s)
                rows.append(f"| {name} | {threads} | {backend} | "
                            f"{ms(accel_s)} | {ms(ort_s)} | {ms(torch_s)} | "
                            f"{vs_ort:.2f} | {vs_torch:.2f} |")
                compile_rows.append(f"| {name} | {backend} | {cold:.2f} | "
                                    f"{warm:.2f} |")
                which = "1 thread" if threads == 1 else \
                    f"{args.threads} threads"
                series[f"vs onnxruntime, {which}"].append(vs_ort)
                series[f"vs PyTorch, {which}"].append(vs_torch)
                print(rows[-1], flush=True)
            scaling = min(measured[1]) / min(measured[args.threads])
            rows[-1] += f" {scaling:.2f} |"
            rows[-2] += " |"

    import torch
    machine = cpu_model()
    header = [
        f"# Models: accel against onnxruntime and PyTorch "
        f"({datetime.date.today()})",
        "",
        f"{machine}; onnxruntime-node "
        f"{ort_version()}, PyTorch {torch.__version__}; "
        f"`bench/models.py --models {','.join(names)} --rounds "
        f"{args.rounds}`. Times in ms, best / median of {args.rounds} runs; "
        f"ratios are the peer's best time over accel's (above 1: accel is "
        f"faster); cpu-openmp's scaling is cpu-vector's best time over its "
        f"own. Every output matched PyTorch's within 1e-4 of its largest "
        f"magnitude first.",
        "",
        "| model | threads | accel backend | accel | onnxruntime | PyTorch "
        "| vs onnxruntime | vs PyTorch | cpu-openmp scaling |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    compiles = [
        "",
        "Compile to the first result, in seconds: cold (an empty kernel "
        "cache) and warm (the same model through the cache the cold compile "
        "filled).",
        "",
        "| model | backend | cold | warm |",
        "|---|---|---|---|",
    ]
    write_table(header + rows + compiles + compile_rows, f"{args.name}.md")
    plot(f"{args.name}.png", f"accel against onnxruntime and PyTorch: "
         f"{machine}", names, series, "peer's time / accel's (higher: accel "
         "faster)", lines={"level": 1.0}, bars=True)


def ort_version():
    try:
        with open(os.path.join(ORT, "node_modules", "onnxruntime-node",
                               "package.json")) as f:
            return json.load(f)["version"]
    except (OSError, ValueError, KeyError):
        return "unknown"


if __name__ == "__main__":
    main()
