# ===- bench/benchlib.py - what the CPU benchmarks share ------------------===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Running a command for its output, lowering a module with accel-opt and
# running it in mlir-runner (-O3, with the runner utilities and libomp), and
# naming the CPU next to every figure.
# ===----------------------------------------------------------------------===//

import os
import subprocess

LLVM = "/usr/lib/llvm-22"


def run(cmd, env=None, **kwargs):
    """`cmd`'s stdout; an exception (with its stderr) when it fails."""
    return subprocess.run(cmd, check=True, capture_output=True, text=True,
                          env=env, **kwargs).stdout


def run_lowered(module, extra_libs=(), env=None, path=None):
    """The words a lowered module prints in mlir-runner (-O3, with the runner
    utilities and libomp, and `extra_libs`): the module's text, or the file
    at `path`."""
    libs = ",".join([os.path.join(LLVM, "lib", lib) for lib in
                     ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so",
                      "libomp.so"]] + list(extra_libs))
    return run([os.path.join(LLVM, "bin", "mlir-runner"), "-O3", "-e", "main",
                "-entry-point-result=void", f"-shared-libs={libs}"] +
               ([path] if path else []), env=env, input=module).split()


def lower_and_run(accel_opt, path, backend, env=None):
    """The words `path` prints when lowered for `backend` and run."""
    lowered = run([accel_opt, path, f"--accel-backend={backend}"], env=env)
    return run_lowered(lowered, env=env)


def cpu_model():
    """The model name and the widest vector extension (a VM's model name may
    be as short as "AMD EPYC")."""
    with open("/proc/cpuinfo") as f:
        text = f.read()
    model = next((line.split(":", 1)[1].strip() for line in text.splitlines()
                  if line.startswith("model name")), "unknown")
    vectors = ("AVX-512" if " avx512f" in text else
               "AVX2" if " avx2" in text else "SSE")
    return f"{model} ({vectors})"


def write_table(lines, name):
    """Prints the table and writes it to bench/results/NAME."""
    table = "\n".join(lines) + "\n"
    print(table)
    results = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                           "results")
    os.makedirs(results, exist_ok=True)
    with open(os.path.join(results, name), "w") as f:
        f.write(table)
