#!/usr/bin/env python3
# ===- bench/compile.py - compile time per kernel as modules grow ---------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Generates modules of N kernels (each `matmul` + `add` + `relu` on 64x64 f32,
# or a 3x3 conv2d + relu on 1x16x16x8 -> 16 channels), lowers each with
# `accel-opt --accel-lower` per CPU backend, with all threads and with
# --mlir-disable-threading, and the I/O floor: parsing the input and printing
# the lowered output, as --mlir-timing reports them in more runs (both
# serial in MLIR, whatever the thread count; accel-opt prints a module's
# functions in parallel, but not with --mlir-timing, so the floor is MLIR's
# printing on one thread). Each figure is the fastest of
# --repeat runs, taken in rounds: each round runs every size of the module,
# with all threads and with one, in turn. This VM's timings vary by 10-30%
# from run to run and drift by as much over minutes; figures that are
# compared (one thread against all, 100 kernels against 10,000) must see the
# same drift and the same number of tries. Peak memory (max RSS) comes with
# each. In the same rounds, two one-thread compiles of the
# --ceiling-size module run side by side: against one alone, that is what
# two cores give two compiles that share nothing, the most two threads could
# gain here. Before
# timing, the lowered output of the smallest module is checked: one
# llvm.func per kernel, no accel op left, and the same text with one thread
# as with all. Prints a table with ms per kernel, the growth of ms/kernel
# against N=100, and what two threads gain over one, in all and above the I/O
# floor. A full run takes about half an hour.
#
# Then the kernel cache, on the module of --cache-size kernels, all threads:
# the local directory (--accel-cache-dir) cold (empty), warm (the same
# directory again) and with one kernel changed (only it is compiled again:
# checked with --accel-explain); and the shared cache on a redis-server of
# the benchmark's own (test/Cache/redis_server.py): cold with an empty
# server, warm from the server with an empty directory (a second machine),
# and a dead server (nothing listening) against no cache at all. The
# outputs are checked to be the same bytes as without a cache first. The
# growth tables go to bench/results/compile.md, the cache's to
# bench/results/compile-cache.md (--only picks one). Not a test: numbers
# depend on the machine.
#
#   bench/compile.py [--build DIR] [--sizes 1,10,100,1000,10000]
#                    [--kernels matmul,conv2d] [--backends cpu-loops,cpu-vector]
#                    [--repeat 3] [--floor-repeat 1] [--ceiling-size 1000]
#                    [--cache-size 1000] [--cache-rounds 5]
#                    [--only growth|cache]
# ===----------------------------------------------------------------------===//

import argparse
import datetime
import os
import platform
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "test", "Cache"))
from redis_server import RedisServer, free_port  # noqa: E402

KERNELS = {
    "matmul": """accel.kernel @k{i}(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {{
  %0 = matmul %a, %b : tensor<64x64xf32>, tensor<64x64xf32> -> tensor<64x64xf32>
  %1 = add %0, %c : tensor<64x64xf32>
  %2 = relu %1 : tensor<64x64xf32>
  return %2 : tensor<64x64xf32>
}}
""",
    "conv2d": """accel.kernel @k{i}(%x: tensor<1x16x16x8xf32>, %w: tensor<3x3x8x16xf32>) -> tensor<1x14x14x16xf32> {{
  %0 = conv2d %x, %w : tensor<1x16x16x8xf32>, tensor<3x3x8x16xf32> -> tensor<1x14x14x16xf32>
  %1 = relu %0 : tensor<1x14x14x16xf32>
  return %1 : tensor<1x14x14x16xf32>
}}
""",
}


def generate(kind, n, directory):
    path = os.path.join(directory, f"{kind}-{n}.mlir")
    with open(path, "w") as f:
        for i in range(n):
            f.write(KERNELS[kind].format(i=i))
    return path


TIMED = ("import resource, subprocess, sys, time\n"
         "t = time.perf_counter()\n"
         "subprocess.run(sys.argv[1:], check=True,"
         " stdout=subprocess.DEVNULL)\n"
         "t = time.perf_counter() - t\n"
         "m = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
         "print(t, m / 1024)\n")


def timed(cmd):
    """Seconds and max RSS (MiB) of one run of `cmd`, in a child of a fresh
    Python, so that max RSS belongs to that command alone."""
    out = subprocess.run([sys.executable, "-c", TIMED] + cmd, check=True,
                         capture_output=True, text=True).stdout.split()
    return float(out[0]), float(out[1])


def side_by_side(cmd):
    """Seconds until two runs of `cmd`, started together, have both ended:
    what this machine's two cores give two compiles that share nothing."""
    children = [subprocess.Popen([sys.executable, "-c", TIMED] + cmd,
                                 stdout=subprocess.PIPE, text=True)
                for _ in range(2)]
    seconds = []
    for child in children:
        out, _ = child.communicate()
        if child.returncode:
            sys.exit(f"failed: {' '.join(cmd)}")
        seconds.append(float(out.split()[0]))
    return max(seconds)


def fastest_interleaved(runs, repeat):
    """The least time of each of `runs` ({key: zero-argument function
    returning (seconds, MiB)}) over `repeat` rounds, each round running every
    one in turn: this machine's speed drifts by tens of percent over
    minutes, and figures that are compared (one thread against all, 100
    kernels against 10,000) must see the same drift."""
    best = {}
    for _ in range(repeat):
        for key, run in runs.items():
            result = run()
            if key not in best or result[0] < best[key][0]:
                best[key] = result
    return best


def io_floor(cmd, repeat=1):
    """Seconds spent parsing the input and printing the output by `cmd` (an
    accel-opt command), from its --mlir-timing report: the least of `repeat`
    runs."""
    best = None
    for _ in range(repeat):
        report = subprocess.run(cmd + ["--mlir-timing"], check=True,
                                capture_output=True, text=True).stderr
        seconds = 0.0
        for line in report.splitlines():
            fields = line.split()
            # "  0.0197 (  0.3%)  Parser" (wall), or with user time first.
            if fields and fields[-1] in ("Parser", "Output"):
                seconds += float(fields[-4] if len(fields) >= 5 else fields[0])
        best = seconds if best is None else min(best, seconds)
    return best


def check_output(accel_opt, path, backend, n):
    """The lowered module holds one llvm.func per kernel, nothing of accel,
    and does not depend on the thread count."""
    lowered = subprocess.run([accel_opt, path, f"--accel-backend={backend}"],
                             check=True, capture_output=True,
                             text=True).stdout
    single = subprocess.run([accel_opt, path, f"--accel-backend={backend}",
                             "--mlir-disable-threading"], check=True,
                            capture_output=True, text=True).stdout
    kernels = sum(1 for line in lowered.splitlines()
                  if line.lstrip().startswith("llvm.func @k"))
    if kernels != n or "accel." in lowered.replace("accel.selection", ""):
        sys.exit(f"{backend}: expected {n} lowered kernels, got {kernels}")
    if lowered != single:
        sys.exit(f"{backend}: output differs between one and all threads")


def changed_copy(path):
    """`path` with its first kernel's second op changed (add -> mul, or
    relu -> neg): one kernel whose IR differs."""
    text = open(path).read()
    for old, new in (("%1 = add", "%1 = mul"), ("%1 = relu", "%1 = neg")):
        if old in text:
            text = text.replace(old, new, 1)
            break
    changed = path.replace(".mlir", "-changed.mlir")
    with open(changed, "w") as f:
        f.write(text)
    return changed


def cache_rows(accel_opt, path, backend, n, work, repeat):
    """The cache's runs (see RUNS), the fastest of `repeat` rounds, each
    round on fresh directories and an emptied server, after checking that
    the cache changes nothing in the output and that the changed module
    misses exactly once."""
    base = [accel_opt, f"--accel-backend={backend}"]
    # Every directory is new and none is removed before the benchmark ends:
    # ext4 skips the inodes deleted in the last minutes when it allocates
    # one, reading each one's block, and a directory refilled right after
    # `rm -rf` took 700 us a file instead of 70 (perf: most of the time in
    # recently_deleted). A second machine filling its empty directory has
    # not just deleted thousands of files.
    work = tempfile.mkdtemp(prefix=f"{backend}-", dir=work)
    check = os.path.join(work, "cache-check")
    cached = base + [f"--accel-cache-dir={check}", path]
    plain = subprocess.run(base + [path], check=True,
                           capture_output=True).stdout
    cold = subprocess.run(cached, check=True, capture_output=True).stdout
    warm = subprocess.run(cached, check=True, capture_output=True).stdout
    if not plain == cold == warm:
        sys.exit(f"{backend}: the cache changed the output")
    changed = changed_copy(path)
    explain = subprocess.run(base + [f"--accel-cache-dir={check}",
                                     "--accel-explain", "-o", os.devnull,
                                     changed],
                             check=True, capture_output=True,
                             text=True).stderr
    misses = explain.count(": cache miss")
    if misses != 1 or explain.count(": cache hit") != n - 1:
        sys.exit(f"{backend}: one changed kernel gave {misses} misses")
    server_dir = os.path.join(work, "redis")
    os.makedirs(server_dir, exist_ok=True)
    server = RedisServer(server_dir)
    try:
        url = f"--accel-cache-url={server.url}"
        dead = f"--accel-cache-url=redis://127.0.0.1:{free_port()}"
        second = os.path.join(work, "second")
        for flags in ([url], [url, f"--accel-cache-dir={second}"]):
            out = subprocess.run(base + flags + [path], check=True,
                                 capture_output=True).stdout
            if out != plain:
                sys.exit(f"{backend}: the shared cache changed the output")
        # Timed in order on new directories (and an emptied server) per
        # round: what each run finds is what the runs before it left.
        best = {}
        for round in range(repeat):
            cache = os.path.join(work, f"cache-{round}")
            second = os.path.join(work, f"second-{round}")
            runs = (
                ("cold", [f"--accel-cache-dir={cache}"], path),
                ("warm", [f"--accel-cache-dir={cache}"], path),
                ("one kernel changed", [f"--accel-cache-dir={cache}"],
                 changed),
                ("cold, with an empty server",
                 [f"--accel-cache-dir={second}", url], path),
                ("warm from the server, empty directory",
                 [f"--accel-cache-dir={cache}-2", url], path),
                ("warm from the server, no directory", [url], path),
                ("no cache", [], path),
                ("dead server, no directory", [dead], path),
            )
            server.command("FLUSHALL")
            for what, flags, input_path in runs:
                seconds, mib = timed(base + flags + ["-o", os.devnull,
                                                     input_path])
                if what not in best or seconds < best[what][0]:
                    best[what] = (seconds, mib)
    finally:
        server.stop()
    rows = [(what,) + best[what] for what, _, _ in runs]
    floor = io_floor(base + ["-o", os.devnull, path], repeat)
    return rows, floor


def cpu_name():
    """The CPU's name, family and model (these machines' names are vague)."""
    fields = {}
    if os.path.exists("/proc/cpuinfo"):
        for line in open("/proc/cpuinfo"):
            key, _, value = line.partition(":")
            fields.setdefault(key.strip(), value.strip())
    if "model name" not in fields:
        return "unknown CPU"
    avx512 = "avx512f" in fields.get("flags", "").split()
    return (f"{fields['model name']}, family {fields.get('cpu family')} "
            f"model {fields.get('model')}, "
            f"{'AVX-512' if avx512 else 'no AVX-512'}")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--sizes", default="1,10,100,1000,10000")
    parser.add_argument("--kernels", default="matmul,conv2d")
    parser.add_argument("--backends", default="cpu-loops,cpu-vector")
    parser.add_argument("--repeat", type=int, default=3,
                        help="rounds: runs per figure, at every size")
    parser.add_argument("--floor-repeat", type=int, default=1,
                        help="runs per I/O floor (the least is kept)")
    parser.add_argument("--ceiling-size", type=int, default=1000,
                        help="kernels in the module run twice side by side, "
                        "one thread each: the most two cores give")
    parser.add_argument("--cache-rounds", type=int, default=5,
                        help="rounds of the cache figures (each a cold, a "
                        "warm and a changed run)")
    parser.add_argument("--cache-size", type=int, default=1000,
                        help="kernels in the module of the cache figures")
    parser.add_argument("--only", choices=("growth", "cache"),
                        help="run only the growth or only the cache tables")
    args = parser.parse_args()
    accel_opt = os.path.join(args.build, "bin", "accel-opt")
    sizes = [int(s) for s in args.sizes.split(",")]
    kinds = args.kernels.split(",")
    backends = args.backends.split(",")

    if args.only != "cache":
        growth_tables(args, accel_opt, sizes, kinds, backends)
    if args.only != "growth":
        cache_tables(args, accel_opt, kinds, backends)


def growth_tables(args, accel_opt, sizes, kinds, backends):
    rows = []
    ceilings = []
    with tempfile.TemporaryDirectory() as work:
        for kind in kinds:
            for backend in backends:
                check_output(accel_opt, generate(kind, 2, work), backend, 2)
            paths = {n: generate(kind, n, work) for n in sizes}
            for backend in backends:
                cmds = {n: [accel_opt, paths[n], f"--accel-backend={backend}",
                            "-o", os.devnull] for n in sizes}
                runs = {}
                for n in sizes:
                    one = cmds[n] + ["--mlir-disable-threading"]
                    runs[(n, "all")] = lambda cmd=cmds[n]: timed(cmd)
                    runs[(n, "one")] = lambda cmd=one: timed(cmd)
                    if n == args.ceiling_size:
                        runs[(n, "pair")] = (
                            lambda cmd=one: (side_by_side(cmd), 0.0))
                best = fastest_interleaved(runs, args.repeat)
                for n in sizes:
                    floor = io_floor(cmds[n], args.floor_repeat)
                    (all_s, all_mib), (one_s, one_mib) = (best[(n, "all")],
                                                          best[(n, "one")])
                    rows.append((kind, backend, n, floor, all_s, one_s,
                                 max(all_mib, one_mib)))
                    print(f"{kind} {backend} N={n}: floor {floor:.2f} s, "
                          f"all threads {all_s:.2f} s, one {one_s:.2f} s",
                          file=sys.stderr)
                    if (n, "pair") in best:
                        ceilings.append((kind, backend, n, one_s,
                                         best[(n, "pair")][0], all_s))

    # Growth of ms/kernel against N=100 (the reference of DESIGN's target),
    # or the smallest N when 100 is not measured.
    reference = 100 if 100 in sizes else min(sizes)
    first = {}
    for kind, backend, n, _, all_s, one_s, _ in rows:
        if n == reference:
            first[(kind, backend)] = (n, all_s, one_s)
    cpu = cpu_name()
    lines = [
        "| kernel | backend | N | I/O floor s | all threads s | one thread s "
        f"| ms/kernel all / one | growth vs N={reference} all / one "
        "| one / all threads | same above the I/O floor | peak MiB |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for kind, backend, n, floor, all_s, one_s, mib in rows:
        n0, all0, one0 = first[(kind, backend)]
        growth_all = (all_s / n) / (all0 / n0)
        growth_one = (one_s / n) / (one0 / n0)
        above = (one_s - floor) / max(all_s - floor, 1e-9)
        lines.append(
            f"| {kind} | {backend} | {n} | {floor:.2f} | {all_s:.2f} | "
            f"{one_s:.2f} | {1000 * all_s / n:.2f} / {1000 * one_s / n:.2f} "
            f"| {growth_all:.2f} / {growth_one:.2f} | {one_s / all_s:.2f} | "
            f"{above:.2f} | {mib:.0f} |")
    lines.append("")
    lines.append(f"accel-opt --accel-lower, fastest of {args.repeat} runs, "
                 "taken in rounds that run every size with all threads and "
                 f"with one in turn; {cpu}, {os.cpu_count()} cores, "
                 f"{platform.system()}; {datetime.date.today()}. The I/O "
                 "floor: parsing the input and printing the lowered output "
                 "(--mlir-timing's Parser and Output, all threads).")
    if ceilings:
        lines.append("")
        lines.append("What two cores give (same rounds): two one-thread "
                     "compiles of the module started together, against one "
                     "alone; two compiles in that time is the most two "
                     "threads of one compile could gain on this machine.")
        lines.append("")
        lines.append("| kernel | backend | N | one thread s | two side by side "
                     "s | two cores' gain (2 x one / side by side) | two "
                     "threads' gain (one / all) |")
        lines.append("|---|---|---|---|---|---|---|")
        for kind, backend, n, one_s, pair_s, all_s in ceilings:
            lines.append(f"| {kind} | {backend} | {n} | {one_s:.2f} | "
                         f"{pair_s:.2f} | {2 * one_s / pair_s:.2f} | "
                         f"{one_s / all_s:.2f} |")
    write("compile.md", "Compile time", lines)


def cache_tables(args, accel_opt, kinds, backends):
    cached = []
    with tempfile.TemporaryDirectory() as work:
        for kind in kinds:
            path = generate(kind, args.cache_size, work)
            for backend in backends:
                times, floor = cache_rows(accel_opt, path, backend,
                                          args.cache_size, work,
                                          args.cache_rounds)
                for what, seconds, mib in times:
                    cached.append((kind, backend, what, seconds, floor, mib))
                    print(f"{kind} {backend} cache {what}: {seconds:.2f} s",
                          file=sys.stderr)
    lines = [f"Kernel cache, {args.cache_size} kernels, all threads, "
             f"fastest of {args.cache_rounds} rounds, on {cpu_name()} "
             f"({os.cpu_count()} cores), {datetime.date.today()}:", ""]
    lines.append("| kernel | backend | run | seconds | ms/kernel | cold / this "
                 "| I/O floor s | same above the I/O floor | peak MiB |")
    lines.append("|---|---|---|---|---|---|---|---|---|")
    for kind, backend, what, seconds, floor, mib in cached:
        cold = next(r[3] for r in cached
                    if r[:2] == (kind, backend) and r[2] == "cold")
        # The floor prints on one thread; a warm run prints in parallel and
        # can take less.
        above = (f"{(cold - floor) / (seconds - floor):.1f}"
                 if seconds - floor > 0.01 else "below the floor")
        lines.append(f"| {kind} | {backend} | {what} | {seconds:.2f} | "
                     f"{1000 * seconds / args.cache_size:.2f} | "
                     f"{cold / seconds:.1f} | {floor:.2f} | {above} | "
                     f"{mib:.0f} |")
    lines.append("")
    lines.append("Cold: an empty cache directory (every kernel compiled and "
                 "stored); warm: the same module again; one kernel changed: "
                 "the module with its first kernel's second op changed (one "
                 "miss, the rest hits). With a server (a redis-server on "
                 "loopback): cold, an empty server and directory (every "
                 "kernel compiled, stored in both); warm from the server, "
                 "another empty directory (a second machine: every kernel a "
                 "remote hit, written to the directory), and with no "
                 "directory at all. No cache against a "
                 "dead server (nothing listens on the port; no directory): "
                 "what a cache that is down costs. Outputs checked identical "
                 "to a compile without a cache.")
    lines.append("")
    by_run = {(r[0], r[1], r[2]): r[3] for r in cached}
    for kind in kinds:
        for backend in backends:
            get = lambda what: by_run[(kind, backend, what)]  # noqa: E731
            lines.append(
                f"- {kind} {backend}: warm from the server "
                f"{get('cold') / get('warm from the server, empty directory'):.1f}x "
                f"faster than cold; a dead server "
                f"{100 * (get('dead server, no directory') / get('no cache') - 1):+.0f}% "
                f"against no cache.")
    write("compile-cache.md", "Kernel cache", lines)


def write(name, title, lines):
    table = "\n".join(lines)
    print(table)
    os.makedirs(os.path.join(HERE, "results"), exist_ok=True)
    with open(os.path.join(HERE, "results", name), "w") as f:
        f.write(f"# {title} (bench/compile.py)\n\n" + table + "\n")


if __name__ == "__main__":
    main()
