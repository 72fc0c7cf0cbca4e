#!/usr/bin/env python3
# ===- test/Fuzz/onnx_mutants.py - malformed ONNX models into the importer -===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Mutation fuzzing of accel.onnx's importer: ONNX's own test models (Debian's
# libonnx-testdata) with a few random bytes changed. Whatever the bytes, the
# importer must give MLIR text or an OnnxImportError (a message naming the
# model or the node), never another exception: a Python traceback is what a
# user of accel-import-onnx would see. With --compile, the text of mutants
# that import is lowered by accel-opt on cpu-loops, which must exit 0 or 1
# with its diagnostics, never crash.
#
#   onnx_mutants.py --seed 1 --models 80 --mutants 5     the run CTest does
#   onnx_mutants.py --seed $RANDOM --models 1000 --mutants 15 --compile
#
# A failure prints the seed, the model, the mutated offsets and bytes and the
# traceback; --model PATH --mutant K reruns one.
# ===----------------------------------------------------------------------===//

import argparse
import glob
import hashlib
import os
import random
import subprocess
import sys
import tempfile
import traceback
import warnings

DATA = "/usr/share/libonnx-testdata/data/node"


def mutate(data, rng):
    """`data` with one to four bytes replaced, and the (offset, byte) list."""
    mutant = bytearray(data)
    changes = []
    for _ in range(rng.randint(1, 4)):
        offset = rng.randrange(len(mutant))
        mutant[offset] = rng.randrange(256)
        changes.append((offset, mutant[offset]))
    return bytes(mutant), changes


def main():
    parser = argparse.ArgumentParser(
        description="mutated ONNX models into accel.onnx's importer")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--models", type=int, default=80)
    parser.add_argument("--mutants", type=int, default=5,
                        help="mutants of each model")
    parser.add_argument("--compile", action="store_true",
                        help="lower what imports with accel-opt")
    parser.add_argument("--accel-opt", default=os.environ.get("ACCEL_OPT",
                                                               "accel-opt"))
    parser.add_argument("--data", default=DATA)
    args = parser.parse_args()
    import accel.onnx
    from accel.onnx import OnnxImportError

    paths = sorted(glob.glob(os.path.join(args.data, "*", "model.onnx")))
    if not paths:
        print(f"onnx_mutants.py: no models under {args.data} (Debian: "
              f"libonnx-testdata)", file=sys.stderr)
        return 1
    rng = random.Random(args.seed)
    chosen = rng.sample(paths, min(args.models, len(paths)))
    # protobuf warns of bytes it skipped: the mutants are meant to be bad.
    warnings.simplefilter("ignore", RuntimeWarning)
    failures = imported = compiled = 0
    seen = set()
    with tempfile.TemporaryDirectory() as work:
        for path in chosen:
            with open(path, "rb") as stream:
                data = stream.read()
            for index in range(args.mutants):
                mutant, changes = mutate(data, rng)
                where = (f"seed {args.seed}, {path}, mutant {index}: bytes "
                         f"{changes}")
                try:
                    text = accel.onnx.import_model(mutant).text
                except OnnxImportError:
                    continue
                except Exception:  # noqa: BLE001 - what the fuzzer is for
                    failures += 1
                    print(f"FAIL {where}\n{traceback.format_exc()}")
                    continue
                imported += 1
                digest = hashlib.sha1(text.encode()).hexdigest()
                if not args.compile or digest in seen:
                    continue
                seen.add(digest)
                source = os.path.join(work, digest + ".mlir")
                with open(source, "w") as stream:
                    stream.write(text)
                run = subprocess.run(
                    [args.accel_opt, source, "--accel-backend=cpu-loops",
                     "-o", os.devnull], capture_output=True, text=True)
                compiled += 1
                if run.returncode not in (0, 1) or any(
                        crash in run.stderr for crash in
                        ("LLVM ERROR", "Stack dump", "Assertion")):
                    failures += 1
                    print(f"FAIL {where}: accel-opt exited "
                          f"{run.returncode}\n{run.stderr[-2000:]}")
    total = len(chosen) * args.mutants
    print(f"{total} mutants of {len(chosen)} ONNX models (seed {args.seed}): "
          f"{imported} imported" +
          (f", {compiled} distinct ones compiled" if args.compile else "") +
          f", {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
