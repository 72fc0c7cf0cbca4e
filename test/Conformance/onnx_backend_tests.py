#!/usr/bin/env python3
# ===- test/Conformance/onnx_backend_tests.py - ONNX's backend tests on every backend ----===//
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#
# Walks ONNX's backend test data (Debian's libonnx-testdata: node,
# pytorch-converted, pytorch-operator and simple; `real` ships no models),
# imports each model with accel.onnx, and runs every test it supports on
# cpu-loops, cpu-vector, cpu-openmp and vulkan, comparing with the stored
# outputs at ONNX's tolerances. Writes the table (docs/Conformance.md):
# passed, failed or unsupported with the reason, per test and backend.
#
#   onnx_backend_tests.py --write docs/Conformance.md     regenerate the table
#   onnx_backend_tests.py --check docs/Conformance.md     fail if a supported test fails
#                                           or the table is out of date
#   onnx_backend_tests.py --filter test_conv -v           a few tests, with the failures
#
# Tests run in worker processes, so that one that takes its process down is
# a failure of that test, not of the run.
# ===----------------------------------------------------------------------===//

import argparse
import glob
import json
import os
import subprocess
import sys

DATA = "/usr/share/libonnx-testdata/data"
SUITES = ("node", "pytorch-converted", "pytorch-operator", "simple")
BACKENDS = (("cpu-loops", "cpu", "cpu-loops"), ("cpu-vector", "cpu",
                                                "cpu-vector"),
            ("cpu-openmp", "cpu", "cpu-openmp"), ("vulkan", "vulkan", None))
RTOL, ATOL = 1e-3, 1e-7
# Looser tolerances, by test name prefix, with the reason.
TOLERANCES = {}
# The vulkan accelerator's optional capabilities, and the device features
# (vulkaninfo) that grant them.
VULKAN_FEATURES = {"float64": ["shaderFloat64"], "int64": ["shaderInt64"],
                   "float16": ["shaderFloat16", "storageBuffer16BitAccess"],
                   "int16": ["shaderInt16", "storageBuffer16BitAccess"],
                   "int8": ["shaderInt8", "storageBuffer8BitAccess"]}


def vulkan_options():
    """The vulkan options the device grants: {"float64": "true", ...}."""
    try:
        text = subprocess.run(["vulkaninfo"], capture_output=True, text=True,
                              timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return {}
    granted = {line.split("=")[0].strip() for line in text.splitlines()
               if line.strip().endswith("= true")}
    return {option: "true" for option, features in VULKAN_FEATURES.items()
            if all(f in granted for f in features)}


def tests(data, pattern):
    found = []
    for suite in SUITES:
        for path in sorted(glob.glob(os.path.join(data, suite, "*"))):
            name = os.path.basename(path)
            if os.path.exists(os.path.join(path, "model.onnx")) and \
                    (not pattern or pattern in name):
                found.append((suite, name, path))
    return found


# The worker ----------------------------------------------------------------

def _load_cases(path):
    import numpy as np
    from onnx import TensorProto, numpy_helper
    cases = []
    for case in sorted(glob.glob(os.path.join(path, "test_data_set_*"))):
        def read(kind):
            arrays = []
            files = glob.glob(os.path.join(case, f"{kind}_*.pb"))
            for file in sorted(files, key=lambda f: int(
                    f.rsplit("_", 1)[1].split(".")[0])):
                tensor = TensorProto()
                with open(file, "rb") as stream:
                    tensor.ParseFromString(stream.read())
                arrays.append(numpy_helper.to_array(tensor))
            return arrays
        cases.append((read("input"), read("output")))
    return cases


def _tolerance(name):
    for prefix, (rtol, atol, _) in TOLERANCES.items():
        if name.startswith(prefix):
            return rtol, atol
    return RTOL, ATOL


def _compare(name, outputs, expected):
    import numpy as np
    outputs = outputs if isinstance(outputs, tuple) else (outputs,)
    if len(outputs) != len(expected):
        return f"{len(outputs)} outputs, expected {len(expected)}"
    rtol, atol = _tolerance(name)
    for index, (got, want) in enumerate(zip(outputs, expected)):
        if got.shape != want.shape:
            return (f"output {index}: shape {list(got.shape)}, expected "
                    f"{list(want.shape)}")
        if got.dtype != want.dtype:
            return f"output {index}: {got.dtype}, expected {want.dtype}"
        try:
            np.testing.assert_allclose(got, want, rtol=rtol, atol=atol)
        except AssertionError as error:
            lines = [l for l in str(error).splitlines() if
                     "Mismatched" in l or "Max abs" in l or "Max rel" in l]
            return f"output {index}: " + "; ".join(l.strip() for l in lines)
    return None


def _unsupported_on_device(message):
    """A compile error that says the device lacks a type or an op."""
    return "is not supported by accelerator" in message


def run_one(suite, name, path, options):
    """{backend: [status, detail]} for one test."""
    import accel
    import accel.onnx as ao
    try:
        model = ao.load(os.path.join(path, "model.onnx"))
        names = [i.name for i in ao.graph_inputs(model)]
        # What operators need as constants comes from the test's inputs,
        # as a compiled model binds it when called.
        values, first = {}, None
        while True:
            try:
                ao.import_model(model, input_values=values)
                break
            except ao.NeedsInputValue as error:
                if error.input_name in values:
                    raise
                if first is None:
                    first = _load_cases(path)[0][0]
                values[error.input_name] = first[names.index(
                    error.input_name)]
    except ao.OnnxImportError as error:
        reason = str(error).splitlines()[0]
        return {b[0]: ["unsupported", reason] for b in BACKENDS}
    cases = _load_cases(path)
    results = {}
    for label, target, backend in BACKENDS:
        target_options = options if target == "vulkan" else None
        try:
            compiled = ao.compile(model, target=target, backend=backend,
                                  target_options=target_options)
        except accel.CompileError as error:
            message = str(error).strip()
            first = message.splitlines()[0] if message else "compile error"
            first = first.split("error: ", 1)[-1]
            results[label] = ["unsupported" if _unsupported_on_device(
                message) else "fail", first]
            continue
        failure = None
        for inputs, expected in cases:
            try:
                failure = _compare(name, compiled(*inputs), expected)
            except Exception as error:  # a wrong call is a failure too
                failure = f"{type(error).__name__}: {error}".splitlines()[0]
            if failure:
                break
        results[label] = ["fail", failure] if failure else ["pass", ""]
    return results


def worker(options):
    """Reads `suite name path` lines, answers one JSON line each."""
    for line in sys.stdin:
        suite, name, path = json.loads(line)
        result = run_one(suite, name, path, options)
        print(json.dumps({"name": name, "result": result}), flush=True)


# The driver ----------------------------------------------------------------

def run_all(selected, options, jobs):
    """Runs the tests in `jobs` worker processes; a test whose worker dies
    fails on every backend not yet reported."""
    results = {}
    pending = list(selected)
    shards = [pending[i::jobs] for i in range(jobs)]
    processes = []
    for shard in shards:
        if shard:
            processes.append(_start(shard, options))
    while processes:
        still = []
        for process, shard in processes:
            line = process.stdout.readline()
            if line:
                message = json.loads(line)
                results[message["name"]] = message["result"]
                shard.pop(0)
                still.append((process, shard))
                continue
            code = process.wait()
            if shard:
                suite, name, path = shard.pop(0)
                why = (f"the process died (signal {-code})" if code < 0
                       else f"the process exited with {code}")
                results[name] = {b[0]: ["fail", why] for b in BACKENDS}
                if shard:
                    still.append(_start(shard, options))
        processes = still
    return results


def _start(shard, options):
    process = subprocess.Popen(
        [sys.executable, __file__, "--worker", json.dumps(options)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for test in shard:
        process.stdin.write(json.dumps(test) + "\n")
    process.stdin.close()
    return process, shard


def table(selected, results, options):
    from accel.onnx import supported_operators
    counts = {}
    for suite, name, _ in selected:
        for label, *_ in BACKENDS:
            status = results[name][label][0]
            key = (suite, label)
            counts.setdefault(key, {"pass": 0, "fail": 0, "unsupported": 0})
            counts[key][status] += 1
    lines = [
        "# ONNX conformance",
        "",
        "ONNX's own backend tests (Debian's `libonnx-testdata`, ONNX 1.12: "
        "`node`, `pytorch-converted`, `pytorch-operator` and `simple`; "
        "`real` ships no model files) imported with `accel.onnx` and run on "
        "each backend, compared with the stored outputs at ONNX's tolerances "
        f"(rtol {RTOL:g}, atol {ATOL:g}). Generated by "
        "`test/Conformance/onnx_backend_tests.py --write docs/Conformance.md`; the test "
        "`conformance/onnx` fails when a supported test fails or this file "
        "is out of date.",
        "",
        "vulkan runs on the CI's lavapipe with the optional capabilities "
        "its features grant: " + (", ".join(
            f"`{o}`" for o in sorted(options)) or "none") + " (so f64, i64, "
        "f16, i8 and i16 tests run there too where granted).",
        "",
    ]
    lines += ["Operators the importer takes (`accel.onnx.supported_operators"
              "()`): " + ", ".join(supported_operators()) + ".", ""]
    if TOLERANCES:
        lines += ["Looser tolerances:", ""]
        for prefix, (rtol, atol, why) in sorted(TOLERANCES.items()):
            lines.append(f"- `{prefix}*`: rtol {rtol:g}, atol {atol:g}: {why}")
        lines.append("")
    lines += ["## Summary", "",
              "| suite | backend | passed | failed | unsupported |",
              "|---|---|---|---|---|"]
    for suite in SUITES:
        for label, *_ in BACKENDS:
            c = counts.get((suite, label))
            if c:
                lines.append(f"| {suite} | {label} | {c['pass']} | "
                             f"{c['fail']} | {c['unsupported']} |")
    lines += ["", "## Tests", "",
              "A reason shared by every backend is given once.", ""]
    for suite in SUITES:
        rows = [t for t in selected if t[0] == suite]
        if not rows:
            continue
        lines += [f"### {suite}", "", "| test | " + " | ".join(
            b[0] for b in BACKENDS) + " | reason |",
            "|---|" + "---|" * (len(BACKENDS) + 1)]
        for _, name, _ in rows:
            result = results[name]
            cells = [result[b[0]][0] for b in BACKENDS]
            reasons = [result[b[0]][1] for b in BACKENDS]
            cells = ["**FAIL**" if c == "fail" else c for c in cells]
            if len(set(reasons)) == 1:
                reason = reasons[0]
            else:
                reason = "; ".join(f"{b[0]}: {r}" for b, r in
                                   zip(BACKENDS, reasons) if r)
            # The list of supported operators is given once, above.
            reason = reason.split("; supported operators: ")[0]
            reason = reason.replace("|", "\\|")
            lines.append(f"| {name} | " + " | ".join(cells) +
                         f" | {reason} |")
        lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(
        description="ONNX's backend tests on every accel backend")
    parser.add_argument("--data", default=DATA)
    parser.add_argument("--filter", default="")
    parser.add_argument("--write")
    parser.add_argument("--check")
    parser.add_argument("--jobs", type=int,
                        default=int(os.environ.get("ACCEL_JOBS", "2")))
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("--worker")
    args = parser.parse_args()
    if args.worker is not None:
        worker(json.loads(args.worker))
        return 0
    if not os.path.isdir(args.data):
        print(f"onnx_backend_tests.py: no test data at {args.data} (Debian: "
              f"libonnx-testdata)", file=sys.stderr)
        return 1
    selected = tests(args.data, args.filter)
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), os.pardir,
                                    "Python"))
    from devices import vulkan_device_present
    if not vulkan_device_present():
        # The table has a vulkan column: without a device it cannot be
        # checked (CI sets ACCEL_REQUIRE_VULKAN=1: an error there).
        print("onnx_backend_tests.py: skipped: no Vulkan device here")
        return 77
    options = vulkan_options()
    results = run_all(selected, options, max(args.jobs, 1))
    failed = [(n, b, results[n][b][1]) for _, n, _ in selected
              for b, *_ in BACKENDS if results[n][b][0] == "fail"]
    text = table(selected, results, options) + "\n"
    status = 0
    for name, backend, why in failed:
        print(f"FAIL {name} on {backend}: {why}")
    if args.verbose:
        for _, name, _ in selected:
            print(name, json.dumps(results[name]))
    if args.write:
        with open(args.write, "w") as stream:
            stream.write(text)
    if args.check:
        with open(args.check) as stream:
            if stream.read() != text:
                print(f"{args.check} is out of date: regenerate it with "
                      f"test/Conformance/onnx_backend_tests.py --write {args.check}")
                status = 1
    passed = {b[0]: sum(results[n][b[0]][0] == "pass" for _, n, _ in
                        selected) for b in BACKENDS}
    print(f"{len(selected)} tests: " + ", ".join(
        f"{b} {p} passed" for b, p in passed.items()) +
        f"; {len(failed)} failures")
    return 1 if failed else status


if __name__ == "__main__":
    sys.exit(main())
