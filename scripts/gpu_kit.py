#!/usr/bin/env python3
# ===- scripts/gpu_kit.py - accel's GPU checks for a machine without MLIR --===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# A lent GPU machine has a GPU and a CUDA driver but no LLVM, MLIR or lit.
# This script prepares everything that must run there, here, and checks what
# comes back, here:
#
#   gpu_kit.py build KIT [--build DIR] [--accelerator nvidia|vulkan]
#       lowers the executed tests that need a GPU (test/Integration/cuda's
#       suite, the tiled contractions and row reductions on nvidia, the CUDA
#       runtime errors and staged copies, the tensor-core matmuls, one
#       process running cpu, vulkan and nvidia kernels),
#       translates each to LLVM IR and links it into an executable with the
#       runner utilities' printers (gpu-kit/printers.cpp) and
#       libaccel_runtime (copied into KIT with its drivers); writes
#       KIT/cases.json and KIT/run.sh. --accelerator vulkan builds the
#       suite for vulkan, to try the kit here on lavapipe.
#   bash KIT/run.sh RESULTS              (on the GPU machine)
#       runs each case with its environment; RESULTS/<case>.out holds its
#       output, RESULTS/<case>.rc its exit status.
#   gpu_kit.py check KIT RESULTS
#       FileChecks each output against the test's own CHECK lines and its
#       exit status against the test's expectation; prints one line per case
#       and "passed N of M"; exits non-zero when one fails.
#
# The benchmark (bench/gpu.py --emit DIR --link) uses the same linking.
# ===----------------------------------------------------------------------===//

import argparse
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LLVM = "/usr/lib/llvm-22"
TESTS = os.path.join(ROOT, "test")
INTEGRATION = os.path.join(TESTS, "Integration")

# The suite's files on nvidia: test/Integration/cuda/suite.mlir's RUN lines.
SUITE = ["kernels-matmul", "kernels-conv-reduce", "kernels-elementwise",
         "kernels-math", "kernels-dynamic", "return-unowned"]
TO_NVIDIA = [('"vulkan"', '"nvidia"'), ('"spirv"', '"gpu-simt"')]


def case(name, source, check, lower=("--accel-lower",), edits=(),
         entry="main", env=None, prefixes=("CHECK",), fails=False):
    """One executed test: `source` (a file) with `edits` (text
    replacements) lowered by accel-opt with `lower`, run from `entry` under
    `env`; its output FileChecked against `check` with `prefixes`; `fails`:
    the program must exit non-zero."""
    return {"name": name, "source": source, "check": check,
            "lower": list(lower), "edits": [list(e) for e in edits],
            "entry": entry, "env": env or {}, "prefixes": list(prefixes),
            "fails": fails}


def cases(accelerator):
    """The cases on `accelerator`: nvidia, or vulkan to try the kit on
    lavapipe (the suite only)."""
    result = []
    target = "--accel-target=" + accelerator
    for name in SUITE:
        path = os.path.join(INTEGRATION, name + ".mlir")
        result.append(case(name, path, path, lower=[target]))
    result.append(case("example-mlp", os.path.join(ROOT, "examples",
                                                   "mlp.mlir"),
                       os.path.join(INTEGRATION, "example-mlp.mlir"),
                       lower=[target]))
    edits = TO_NVIDIA if accelerator == "nvidia" else []
    for name in ["mixed", "forward-results", "tiled-contractions",
                 "row-reductions"]:
        path = os.path.join(INTEGRATION, "vulkan", name + ".mlir")
        result.append(case(name, path, path, edits=edits))
    if accelerator != "nvidia":
        return result
    errors = os.path.join(INTEGRATION, "cuda", "runtime-errors.mlir")
    raw = ["--gpu-to-llvm", "--accel-gpu-to-runtime=device=nvidia",
           "--convert-to-llvm", "--reconcile-unrealized-casts"]
    result.append(case("bad-ptx", errors + ":bad-ptx.mlir", errors,
                       lower=raw[:1] + ["--accel-gpu-to-runtime"] + raw[2:],
                       prefixes=["BAD-PTX"], fails=True))
    result.append(case("oom", errors + ":oom.mlir", errors, lower=raw,
                       prefixes=["OOM"], fails=True))
    result.append(case("no-device", errors + ":oom.mlir", errors, lower=raw,
                       env={"ACCEL_CUDA_DEVICE": "999"},
                       prefixes=["NO-DEVICE"], fails=True))
    cores = os.path.join(INTEGRATION, "cuda", "tensor-cores.mlir")
    result.append(case("tensor-cores", cores, cores))
    # The test's other tile shapes: its RUN lines "sed 's|OLD|NEW|' %s | ...".
    for i, (old, new) in enumerate(re.findall(
            r"^// RUN: sed 's\|(.*?)\|(.*?)\|' %s \| accel-opt --accel-lower "
            r"\| %run-cuda", open(cores).read(), flags=re.MULTILINE)):
        result.append(case(f"tensor-cores-{i + 1}", cores, cores,
                           edits=[(old, new)]))
    staging = os.path.join(INTEGRATION, "cuda", "staging.mlir")
    for name, prefixes, env, fails in [
            ("staging-auto", ["RESULT", "STAGED"], {"ACCEL_PROFILE": "1"},
             False),
            ("staging-never", ["RESULT", "DIRECT"],
             {"ACCEL_PROFILE": "1", "ACCEL_CUDA_STAGING": "never"}, False),
            ("staging-bad", ["BAD"], {"ACCEL_CUDA_STAGING": "sometimes"},
             True)]:
        result.append(case(name, staging, staging, env=env,
                           prefixes=prefixes, fails=fails))
    kinds = os.path.join(TESTS, "Runtime", "device-kinds.mlir")
    result.append(case("device-kinds-nvidia", kinds, kinds,
                       entry="run_nvidia", prefixes=["NVIDIA"]))
    three = os.path.join(TESTS, "Runtime", "three-kinds.mlir")
    for prefix, env in [("FIRST", {}), ("VULKAN", {"ACCEL_DEVICE": "vulkan"}),
                        ("CPU", {"ACCEL_DEVICE": "cpu"})]:
        result.append(case("three-kinds-" + prefix.lower(), three, three,
                           env=dict(env, ACCEL_EXPLAIN="1"),
                           prefixes=["RESULT", prefix]))
    return result


def run(cmd, **kwargs):
    """`cmd`'s output; exits with its error output when it fails."""
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode:
        sys.exit(f"{' '.join(cmd)}: exit status {result.returncode}\n"
                 f"{result.stderr[-3000:]}")
    return result.stdout


def split_part(source):
    """The text of `source`, or of one part (`file:part`) of a split-file
    test."""
    path, _, part = source.partition(":")
    text = open(path).read()
    if not part:
        return text
    pieces = re.split(r"^//--- (\S+)\n", text, flags=re.MULTILINE)
    return dict(zip(pieces[1::2], pieces[2::2]))[part]


def link(lowered, entry, kit, output, objects):
    """Links the lowered module (LLVM dialect, text) into the executable
    `output`, its `entry` function called by the printers' main."""
    ir = run([os.path.join(LLVM, "bin", "mlir-translate"), "--mlir-to-llvmir"],
             input=lowered)
    if entry != "main":
        ir = re.sub(r"@main\(", "@__kit_module_main(", ir)
    ir = re.sub(r"@" + re.escape(entry) + r"\(", "@__kit_entry(", ir)
    # compiler-rt's builtins: f32 to bf16 (__truncsfbf2), which libgcc 12
    # lacks, linked in statically.
    builtins = run([os.path.join(LLVM, "bin", "clang"),
                    "--rtlib=compiler-rt", "-print-libgcc-file-name"]).strip()
    run([os.path.join(LLVM, "bin", "clang"), "-O2", "-x", "ir", "-", "-x",
         "none"] + objects + ["-L", kit, "-laccel_runtime", "-lstdc++", "-lm",
                              builtins, "-Wl,-rpath,$ORIGIN", "-o", output],
        input=ir)


def printers(kit):
    """The printers' object in `kit`, compiled once."""
    path = os.path.join(kit, "printers.o")
    if not os.path.exists(path):
        run([os.path.join(LLVM, "bin", "clang++"), "-std=c++17", "-O2", "-c",
             "-I", os.path.join(LLVM, "include"),
             os.path.join(HERE, "gpu-kit", "printers.cpp"), "-o", path])
    return path


def copy_runtime(build, kit):
    """libaccel_runtime and its drivers, next to the executables."""
    for name in os.listdir(os.path.join(build, "lib")):
        if re.fullmatch(r"libaccel_runtime(_\w+)?\.so", name):
            shutil.copy(os.path.join(build, "lib", name), kit)


def build(kit, build_dir, accelerator):
    os.makedirs(kit, exist_ok=True)
    copy_runtime(build_dir, kit)
    objects = [printers(kit)]
    accel_opt = os.path.join(build_dir, "bin", "accel-opt")
    env = {k: v for k, v in os.environ.items() if k != "CUDA_HOME"}
    all_cases = cases(accelerator)
    for c in all_cases:
        text = split_part(c["source"])
        for old, new in c["edits"]:
            text = text.replace(old, new)
        lowered = run([accel_opt, "-"] + c["lower"], input=text, env=env)
        link(lowered, c["entry"], kit, os.path.join(kit, c["name"]), objects)
        print(f"built {c['name']}", file=sys.stderr)
    with open(os.path.join(kit, "cases.json"), "w") as f:
        json.dump(all_cases, f, indent=1)
    with open(os.path.join(kit, "run.sh"), "w") as f:
        f.write("#!/bin/bash\n# Runs every case of the kit: bash run.sh "
                "RESULTS\nkit=$(cd \"$(dirname \"$0\")\" && pwd)\n"
                "mkdir -p \"$1\"\n")
        for c in all_cases:
            env = " ".join(f"{k}={v}" for k, v in c["env"].items())
            f.write(f"env {env} timeout 120 \"$kit/{c['name']}\" "
                    f"> \"$1/{c['name']}.out\" 2>&1; "
                    f"echo $? > \"$1/{c['name']}.rc\"\n")


def check(kit, results):
    passed = 0
    all_cases = json.load(open(os.path.join(kit, "cases.json")))
    for c in all_cases:
        out = os.path.join(results, c["name"] + ".out")
        rc_path = os.path.join(results, c["name"] + ".rc")
        if not os.path.exists(rc_path):
            print(f"FAIL {c['name']}: did not run")
            continue
        rc = int(open(rc_path).read().strip() or "-1")
        problem = None
        if (rc != 0) != c["fails"]:
            problem = f"exit status {rc}"
        else:
            filecheck = subprocess.run(
                [os.path.join(LLVM, "bin", "FileCheck"), c["check"],
                 "--check-prefixes=" + ",".join(c["prefixes"]),
                 "--input-file=" + out], capture_output=True, text=True)
            if filecheck.returncode:
                problem = filecheck.stderr.strip().splitlines()[0]
        if problem:
            print(f"FAIL {c['name']}: {problem}")
            print("  " + open(out).read()[-2000:].replace("\n", "\n  "))
        else:
            passed += 1
            print(f"PASS {c['name']}")
    print(f"passed {passed} of {len(all_cases)}")
    return 0 if passed == len(all_cases) else 1


def main():
    parser = argparse.ArgumentParser(description="accel's GPU checks for a machine without MLIR")
    sub = parser.add_subparsers(dest="verb", required=True)
    b = sub.add_parser("build")
    b.add_argument("kit")
    b.add_argument("--build", default=os.path.join(ROOT, "build"))
    b.add_argument("--accelerator", choices=["nvidia", "vulkan"],
                   default="nvidia")
    c = sub.add_parser("check")
    c.add_argument("kit")
    c.add_argument("results")
    args = parser.parse_args()
    if args.verb == "build":
        build(args.kit, args.build, args.accelerator)
        return 0
    return check(args.kit, args.results)


if __name__ == "__main__":
    sys.exit(main())
