# ===- bench/benchlib.py - what the CPU benchmarks share ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Running a command for its output, lowering a module with accel-opt and
# running it in mlir-runner (-O3, with the runner utilities and libomp),
# naming the CPU next to every figure, and writing tables and plots to
# bench/results.
# ===----------------------------------------------------------------------===//

import functools
import os
import subprocess
import sys
import textwrap

LLVM = "/usr/lib/llvm-22"
RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


# Held to AVX2 (bench/matmul.py and bench/conv2d.py --avx2, on a CPU with
# AVX-512): the kernel's attributes that compile it for any AVX2 CPU (the
# cpu accelerator's `cpu` option, which also gives cpu-vector its AVX2
# tiles), and mlir-runner's flag that runs it without AVX-512 (its JIT
# compiles for the host's features whatever a function names).
AVX2_ATTRIBUTES = ('attributes {target = #accel.target<"cpu", '
                   '{cpu = "x86-64-v3"}>} ')
AVX2_RUNNER = ["--mattr=-avx512f"]
# oneDNN's environment that holds it to its AVX2 code.
AVX2_ONEDNN = {"ONEDNN_MAX_CPU_ISA": "AVX2"}


def run(cmd, env=None, **kwargs):
    """`cmd`'s stdout; an exception (with its stderr) when it fails."""
    return subprocess.run(cmd, check=True, capture_output=True, text=True,
                          env=env, **kwargs).stdout


def run_lowered(module, extra_libs=(), env=None, path=None, runner_args=()):
    """The words a lowered module prints in mlir-runner (-O3, with the runner
    utilities and libomp, and `extra_libs`; and `runner_args`): the module's
    text, or the file at `path`."""
    libs = ",".join([os.path.join(LLVM, "lib", lib) for lib in
                     ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so",
                      "libomp.so"]] + list(extra_libs))
    return run([os.path.join(LLVM, "bin", "mlir-runner"), "-O3", "-e", "main",
                "-entry-point-result=void", f"-shared-libs={libs}"] +
               list(runner_args) + ([path] if path else []), env=env,
               input=module).split()


def lower_and_run(accel_opt, path, backend, env=None, runner_args=()):
    """The words `path` prints when lowered for `backend` and run (with
    mlir-runner's `runner_args`)."""
    lowered = run([accel_opt, path, f"--accel-backend={backend}"], env=env)
    return run_lowered(lowered, env=env, runner_args=runner_args)


def checked(what, result, expected, tolerance=0.0):
    """The seconds of `result` (seconds, smallest element, largest element),
    once every element is `expected` (within `tolerance`, relative); exits
    naming `what` otherwise."""
    seconds, low, high = result
    bound = tolerance * max(1.0, abs(expected))
    if any(abs(value - expected) > bound for value in (low, high)):
        sys.exit(f"{what}: elements from {low} to {high}, expected all "
                 f"{expected}" + (f" (within {tolerance:g})" if bound else ""))
    return seconds


def cpu_model():
    """The model name, with the family and model numbers, the widest vector
    extension and the data caches of one core (a VM's model name may be as
    short as "AMD EPYC": "AMD EPYC (family 26 model 2, AVX-512; L1d 48K,
    L2 1024K, L3 32768K)")."""
    with open("/proc/cpuinfo") as f:
        text = f.read()
    fields = {}
    for line in text.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip(), value.strip())
    numbers = (f"family {fields['cpu family']} model {fields['model']}, "
               if "cpu family" in fields and "model" in fields else "")
    caches = data_caches()
    caches = "; " + ", ".join(caches) if caches else ""
    return (f"{fields.get('model name', 'unknown')} ({numbers}"
            f"{widest_vectors() or 'SSE'}{caches})")


def data_caches():
    """["L1d 48K", "L2 1024K", ...]: the data and unified caches of CPU 0,
    as sysfs gives them (none where it does not)."""
    base = "/sys/devices/system/cpu/cpu0/cache"
    caches = []
    for index in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        try:
            kind, level, size = (read_text(os.path.join(base, index, name))
                                 for name in ("type", "level", "size"))
        except OSError:
            continue
        if kind != "Instruction":
            caches.append(f"L{level}{'d' if kind == 'Data' else ''} {size}")
    return caches


def read_text(path):
    """The text of the file at `path`, without surrounding whitespace."""
    with open(path) as f:
        return f.read().strip()


@functools.lru_cache(maxsize=None)
def widest_vectors():
    """The host CPU's widest f32 vectors: "AVX-512", "AVX2", or "" for
    neither (read once: the benchmarks ask for every library in every
    round)."""
    with open("/proc/cpuinfo") as f:
        text = f.read()
    return ("AVX-512" if " avx512f" in text else
            "AVX2" if " avx2" in text else "")


def avx2_refusal():
    """Why --avx2 cannot run on this CPU, or "" where it can: it holds a CPU
    with AVX-512 to AVX2."""
    vectors = widest_vectors()
    return ("" if vectors == "AVX-512" else "--avx2 is for CPUs with AVX-512 "
            f"(this one has {vectors or 'neither AVX2 nor AVX-512'})")


def write_table(lines, name):
    """Prints the table and writes it to bench/results/NAME."""
    table = "\n".join(lines) + "\n"
    print(table)
    os.makedirs(RESULTS, exist_ok=True)
    with open(os.path.join(RESULTS, name), "w") as f:
        f.write(table)


def plot(name, title, labels, series, ylabel, lines=None, bars=False):
    """Draws `series` ({legend: [value per label, None where not measured]})
    against `labels` to bench/results/NAME (PNG): one line per series, or
    grouped bars with `bars`; `lines` ({legend: value}) are horizontal
    references (a peak)."""
    try:
        import matplotlib
    except ImportError:
        # The table is written already: a Python without matplotlib (a
        # pyenv one first on PATH) skips the plot, and says so.
        print(f"{name} not drawn: {sys.executable} has no matplotlib "
              "(Debian's python3-matplotlib is for /usr/bin/python3)",
              file=sys.stderr)
        return
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(9, 5), dpi=100)
    positions = range(len(labels))
    width = 0.8 / max(1, len(series))
    for i, (legend, values) in enumerate(series.items()):
        points = [(x, v) for x, v in zip(positions, values) if v is not None]
        if not points:
            continue
        xs, ys = zip(*points)
        if bars:
            ax.bar([x - 0.4 + width * (i + 0.5) for x in xs], ys, width,
                   label=legend)
        else:
            ax.plot(xs, ys, marker="o", label=legend)
    for legend, value in (lines or {}).items():
        ax.axhline(value, linestyle="--", color="gray", label=legend)
    ax.set_xticks(list(positions))
    ax.set_xticklabels(labels, rotation=20)
    ax.set_ylabel(ylabel)
    ax.set_ylim(bottom=0)
    ax.set_title("\n".join(textwrap.wrap(title, 100)), fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    os.makedirs(RESULTS, exist_ok=True)
    fig.savefig(os.path.join(RESULTS, name))
    plt.close(fig)
